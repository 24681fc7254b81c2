// The stand-in's expansion of SDK 27's `@State` macro (`State()`, declared in
// SwiftUI+SDK27.swift with Apple's roles and names), built only by
// scripts/check-swiftui-sdks against the toolchain's own swift-syntax, never
// by SwiftPM (the SwiftUI target excludes this folder). Apple's expansion
// (`SwiftUIMacros.StateMacro`, in Xcode 27) is in no public source: this one
// is assumed. It keeps what Apple's declaration fixes, an `init` accessor, a
// getter and a setter on the property, and a `_name` peer of its storage
// (`$name` too, when the property names its type), and what TN3211 says of
// the result: "the compiler treats the property like any other stored
// property of the view". The storage is made eagerly here (SwiftUI's is
// lazy), which type-checks the same.
import SwiftSyntax
import SwiftSyntaxMacros

/// `@State var name = value` as a computed property over `_name: State<…>`.
public struct StateMacro: AccessorMacro, PeerMacro {
  /// The getter, the setter, and the `init` accessor that initializes `_name`.
  public static func expansion(
    of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    guard let property = Property(declaration) else { return [] }
    return [
      """
      @storageRestrictions(initializes: _\(raw: property.name))
      init(initialValue) { _\(raw: property.name) = State(wrappedValue: initialValue) }
      """,
      "get { _\(raw: property.name).wrappedValue }",
      "nonmutating set { _\(raw: property.name).wrappedValue = newValue }",
    ]
  }

  /// `_name`, the storage, with the property's access; `$name`, its binding, when the type is written.
  public static func expansion(
    of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let property = Property(declaration) else { return [] }
    let access = property.access.isEmpty ? "" : property.access + " "
    guard let type = property.type else {
      guard let value = property.value else { return [] }
      return ["\(raw: access)var _\(raw: property.name) = State(wrappedValue: \(raw: value))"]
    }
    // An optional without a value starts as nil, as the `State()` page's `@State private var book: Book?`.
    let start = property.value ?? (type.hasSuffix("?") ? "nil" : nil)
    return [
      "\(raw: access)var _\(raw: property.name): State<\(raw: type)>\(raw: start.map { " = State(wrappedValue: \($0))" } ?? "")",
      "\(raw: access)var $\(raw: property.name): Binding<\(raw: type)> { _\(raw: property.name).projectedValue }",
    ]
  }
}

/// What the expansion reads of `[access] var name[: Type][ = value]`.
struct Property {
  let name: String
  let access: String
  let type: String?
  let value: String?

  init?(_ declaration: some DeclSyntaxProtocol) {
    guard let variable = declaration.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.trimmedDescription
    else { return nil }
    let levels: Set = ["private", "fileprivate", "internal", "package", "public"]
    self.name = name
    access = variable.modifiers.map(\.trimmedDescription).filter(levels.contains).joined(separator: " ")
    type = binding.typeAnnotation?.type.trimmedDescription
    value = binding.initializer?.value.trimmedDescription
  }
}
