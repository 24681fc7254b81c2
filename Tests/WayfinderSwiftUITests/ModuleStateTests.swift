import Foundation
import Testing

/// The SwiftUI module keeps no state of its own: what a host needs lives in
/// what the app owns (the navigator's host slot, a view's `@State`), so two
/// apps, two windows or two tests never share it, and nothing keeps an
/// app's navigator after the app let go of it.
@Suite struct ModuleStateTests {
  static let module = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Sources/WayfinderSwiftUI")

  @Test func theSwiftUIModuleKeepsNoMutableStateOfItsOwn() throws {
    let files = try #require(FileManager.default.enumerator(atPath: Self.module.path)).compactMap { $0 as? String }
      .filter { $0.hasSuffix(".swift") }.sorted()
    #expect(files.count > 20, "the module's sources were not found at \(Self.module.path)")
    var found: [String] = []
    for file in files {
      let text = try String(contentsOf: Self.module.appendingPathComponent(file), encoding: .utf8)
      found += Self.mutableState(in: text).map { "\(file):\($0.line): \($0.text)" }
    }
    #expect(found.isEmpty, "module-global or static mutable state:\n\(found.joined(separator: "\n"))")
  }

  @Test func theCheckFindsEachKindOfMutableState() {
    let text = """
      @MainActor private var registry: [ObjectIdentifier: AnyObject] = [:]  // global
      struct Host {
        static var shared = Host()
        static var computed: Int { 1 }
        static var made: Int = { 1 }()
        nonisolated(unsafe) let box = Box()
        var stored = 0
        func body() { var local = 0; local += 1 }
      }
      """
    #expect(Self.mutableState(in: text).map(\.line) == [1, 3, 5, 6])
  }

  /// The lines of `text` that declare a stored global `var`, a stored
  /// `static var`, or anything `nonisolated(unsafe)`; comments and strings
  /// left out. A declaration is taken line by line (a computed one opens its
  /// body on its line).
  static func mutableState(in text: String) -> [(line: Int, text: String)] {
    var depth = 0
    var inBlockComment = false
    var found: [(Int, String)] = []
    for (index, line) in text.components(separatedBy: "\n").enumerated() {
      let code = Self.code(of: line, inBlockComment: &inBlockComment)
      let trimmed = code.trimmingCharacters(in: .whitespaces)
      // Computed: a body in braces and no initial value (`=`, not `==`).
      let computed =
        trimmed.contains("{") && trimmed.range(of: #"(?<![=!<>])=(?!=)"#, options: .regularExpression) == nil
      let declaresVar = trimmed.range(of: #"(^|\s)var\s"#, options: .regularExpression) != nil && !computed
      let isStatic = trimmed.range(of: #"\b(static|class)\s+var\s"#, options: .regularExpression) != nil
      if code.contains("nonisolated(unsafe)") || (declaresVar && (depth == 0 || isStatic)) {
        found.append((index + 1, line.trimmingCharacters(in: .whitespaces)))
      }
      depth += code.filter { $0 == "{" }.count - code.filter { $0 == "}" }.count
    }
    return found
  }

  /// `line` without its comments and string literals.
  private static func code(of line: String, inBlockComment: inout Bool) -> String {
    var result = ""
    var inString = false
    var characters = Array(line)[...]
    while let character = characters.first {
      let next = characters.dropFirst().first
      if inBlockComment {
        if character == "*" && next == "/" { inBlockComment = false }
        characters = characters.dropFirst(inBlockComment ? 1 : 2)
      } else if inString {
        if character == "\\" { characters = characters.dropFirst() } else if character == "\"" { inString = false }
        characters = characters.dropFirst()
      } else if character == "/" && next == "/" {
        break
      } else if character == "/" && next == "*" {
        inBlockComment = true
        characters = characters.dropFirst(2)
      } else {
        if character == "\"" { inString = true } else { result.append(character) }
        characters = characters.dropFirst()
      }
    }
    return result
  }
}
