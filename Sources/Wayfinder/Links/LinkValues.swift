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
  var names: [String] = []
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

    /// Whether `printed` read back as `read`: both absent, or values of
    /// the checked type, equal.
    static func readBack(_ printed: Entry?, as read: Entry?, _ check: Check) -> Bool {
      switch (printed, read) {
      case (nil, nil): return true
      case (.many(let printed)?, .many(let read)?):
        guard printed.count == read.count else { return false }
        for index in printed.indices where !readBack(printed[index], as: read[index], check) { return false }
        return true
      case (let printed?, let read?):
        guard let printed = printed.single, let read = read.single else { return false }
        return readBack(printed, as: read, check)
      default: return false
      }
    }

    /// Whether `printed` read back as `read`, a value of the checked type.
    @inline(__always)
    static func readBack(_ printed: any LinkValue, as read: any LinkValue, _ check: Check) -> Bool {
      guard ObjectIdentifier(type(of: printed)) == check.type else { return false }
      if check.readsBackAsItself { return true }
      func equal<Value: LinkValue>(_ printed: Value) -> Bool { (read as? Value) == printed }
      return equal(printed)
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
  ///
  /// - Parameters:
  ///   - parameter: The parameter.
  ///   - value: Its value, or `nil` for none.
  @inlinable
  public init<Value>(_ parameter: LinkParameter<Value>, _ value: Value?) {
    self[parameter] = value
  }

  /// The value of `parameter`, if the link had one (query parameters are
  /// optional; path parameters always have one).
  ///
  /// - Parameters:
  ///   - parameter: The parameter.
  /// - Returns: Its value, or `nil` when the link had none.
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
  ///
  /// - Parameters:
  ///   - wildcard: The wildcard.
  /// - Returns: Its segments' values, in order.
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
  /// - Parameters:
  ///   - parameter: The parameter.
  /// - Returns: Its value.
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

  /// What printing checks of a value: its name and type.
  struct Check: Sendable {
    let name: String
    let type: ObjectIdentifier
    /// `Int` and `String` values read back as themselves: one of the type
    /// needs no comparison.
    let readsBackAsItself: Bool

    init(name: String, type: LinkValueType) {
      self.name = name
      self.type = type.id
      readsBackAsItself = type.kind != .other
    }
  }

  /// Whether `read`, the values of a link printed from these values, hold
  /// the same values under every name of `checks`: none under both, or
  /// values of the checked type that are equal.
  func readBack(as read: LinkValues, _ checks: [Check]) -> Bool {
    for check in checks where !Entry.readBack(entry(check.name), as: read.entry(check.name), check) { return false }
    return true
  }

  /// The text of the value named `name` (a parameter's), if any.  /// The text of the value named `name` (a parameter's), if any.
  func text(of name: String) -> String? {
    entry(name)?.single?.linkText
  }

  /// The texts of the wildcard named `name`; `nil` when absent.
  func texts(of name: String) -> [String]? {
    guard case .many(let values)? = entry(name) else { return nil }
    return values.map { $0.linkText }
  }
}
