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
  /// The values by name: one value for a parameter, a list for a wildcard.
  var entries: [(name: String, value: Entry)] = []

  enum Entry: Sendable {
    case one(any LinkValue)
    case many([any LinkValue])
  }

  /// No values.
  public init() {}

  /// Values with `parameter` set to `value`, or no values when `value` is
  /// `nil`: a printer's answer for a pattern with one parameter.
  public init<Value>(_ parameter: LinkParameter<Value>, _ value: Value?) {
    self[parameter] = value
  }

  /// The value of `parameter`, if the link had one (query parameters are
  /// optional; path parameters always have one).
  public subscript<Value>(_ parameter: LinkParameter<Value>) -> Value? {
    get {
      guard case .one(let value)? = entry(parameter.name) else { return nil }
      return value as? Value
    }
    set { set(parameter.name, newValue.map { .one($0) }) }
  }

  /// The segments of `wildcard`: empty when the link had none.
  public subscript<Value>(_ wildcard: LinkWildcard<Value>) -> [Value] {
    get {
      guard case .many(let values)? = entry(wildcard.name) else { return [] }
      return values.compactMap { $0 as? Value }
    }
    set { set(wildcard.name, .many(newValue)) }
  }

  /// The value of `parameter`.
  ///
  /// - Throws: ``LinkError/missingParameter(_:)`` when the link has none.
  public func value<Value>(_ parameter: LinkParameter<Value>) throws(LinkError) -> Value {
    guard let value = self[parameter] else { throw .missingParameter(parameter.name) }
    return value
  }

  func entry(_ name: String) -> Entry? {
    // Patterns have a handful of parameters: a scan beats hashing.
    for entry in entries where entry.name == name { return entry.value }
    return nil
  }

  mutating func set(_ name: String, _ value: Entry?) {
    entries.removeAll { $0.name == name }
    if let value { entries.append((name, value)) }
  }

  /// The text of the value named `name` (a parameter's), if any.
  func text(of name: String) -> String? {
    guard case .one(let value)? = entry(name) else { return nil }
    return value.linkText
  }

  /// The texts of the wildcard named `name`; `nil` when absent.
  func texts(of name: String) -> [String]? {
    guard case .many(let values)? = entry(name) else { return nil }
    return values.map(\.linkText)
  }
}
