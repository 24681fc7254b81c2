/// The values of a link's parameters, by name: what a matched link carries
/// to the pattern's builder, and what a printer gives back to write a link.
///
/// ```swift
/// let root = LinkParameter<Int>("root")
/// var values = LinkValues()
/// values[root] = 3
/// let three = try values.value(root)   // 3
/// ```
public struct LinkValues: Sendable {
  /// The names of the values, and the values in the same order: one value
  /// for a parameter, a list for a wildcard.
  @usableFromInline var names: [String] = []
  @usableFromInline var values: [Entry] = []

  @usableFromInline
  enum Entry: Sendable {
    /// An `Int`, kept out of an existential: a match reads most values as one.
    case int(Int)
    case one(any LinkValue)
    case many([any LinkValue])

    /// The value of a parameter.
    @inlinable
    var single: (any LinkValue)? {
      switch self {
      case .int(let value): value
      case .one(let value): value
      case .many: nil
      }
    }
  }

  /// No values.
  public init() {}

  /// The values of a matched link: its captures, named in order.
  init(names: [String], values: [Entry]) {
    self.names = names
    self.values = values
  }

  /// Values with `parameter` set to `value`, or no values when `value` is
  /// `nil`: a printer's answer for a pattern with one parameter.
  @inlinable
  public init<Value>(_ parameter: LinkParameter<Value>, _ value: Value?) {
    self[parameter] = value
  }

  /// The value of `parameter`, if the link had one (query parameters are
  /// optional; path parameters always have one).
  @inlinable
  public subscript<Value>(_ parameter: LinkParameter<Value>) -> Value? {
    get {
      switch entry(parameter.name) {
      case .int(let value)?: return value as? Value
      case .one(let value)?: return value as? Value
      default: return nil
      }
    }
    set { set(parameter.name, newValue.map { .one($0) }) }
  }

  /// The segments of `wildcard`: empty when the link had none.
  @inlinable
  public subscript<Value>(_ wildcard: LinkWildcard<Value>) -> [Value] {
    get {
      guard case .many(let values)? = entry(wildcard.name) else { return [] }
      return values.compactMap { $0 as? Value }
    }
    set { set(wildcard.name, .many(newValue.map { $0 as any LinkValue })) }
  }

  /// The value of `parameter`.
  ///
  /// - Throws: ``LinkError/missingParameter(_:)`` when the link has none.
  public func value<Value>(_ parameter: LinkParameter<Value>) throws(LinkError) -> Value {
    guard let value = self[parameter] else { throw .missingParameter(parameter.name) }
    return value
  }

  @usableFromInline
  func entry(_ name: String) -> Entry? {
    // Patterns have a handful of parameters: a scan beats hashing.
    guard let index = names.firstIndex(of: name) else { return nil }
    return values[index]
  }

  @usableFromInline
  mutating func set(_ name: String, _ value: Entry?) {
    if let index = names.firstIndex(of: name) {
      names.remove(at: index)
      values.remove(at: index)
    }
    if let value {
      names.append(name)
      values.append(value)
    }
  }

  /// The text of the value named `name` (a parameter's), if any.
  func text(of name: String) -> String? {
    entry(name)?.single?.linkText
  }

  /// The texts of the wildcard named `name`; `nil` when absent.
  func texts(of name: String) -> [String]? {
    guard case .many(let values)? = entry(name) else { return nil }
    return values.map { $0.linkText }
  }
}
