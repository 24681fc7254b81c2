import Foundation

/// A saved navigation state: a versioned envelope that survives app updates.
///
/// A snapshot holds the format version (of this envelope), the app's schema
/// version (of its routes), when it was saved, and the state, each route
/// saved under its ``RouteRegistry`` tag with its value as JSON text, as a
/// saved ``RoutePath`` is. Reading one is bounded (``RestorationLimits``), and
/// ``restore(into:registry:schemaVersion:migrate:limits:)`` keeps as much of it as
/// still makes sense, saying what it dropped and why.
///
/// ```swift
/// let snapshot = try NavigationSnapshot(navigator.state, schemaVersion: 2, registry: registry)
/// let data = snapshot.jsonData()
/// // … at the next launch:
/// let restored = try NavigationSnapshot(json: data).restore(into: initialState, registry: registry, schemaVersion: 2)
/// try navigator.apply(.setState(restored.state), cause: .restoration)
/// ```
@_spi(WayfinderInternals) public struct NavigationSnapshot: Codable, Hashable, Sendable {
  /// The version of the envelope this library writes: 1.
  package static let currentFormatVersion = 1

  /// The version of the envelope.
  package var formatVersion: Int
  /// The app's schema version when it was saved: what its routes looked like.
  package var schemaVersion: Int
  /// When it was saved.
  package var savedAt: Date
  /// The saved state: one stack, or tabs.
  package var state: SavedState
  /// The requests waiting, answers given and dialogs shown in its stacks,
  /// or `nil` when there are none (and in files saved before they existed).
  /// A dialog asking to confirm a change is not saved: the change it asked
  /// about is dropped, and the screen stays.
  package var requests: [SavedRequests]?
  /// Every window, when a window navigator saved it (``state`` and
  /// ``requests`` are then the front window's, so that a single navigator
  /// restores the window in front); `nil` in a single navigator's file.
  package var windows: SavedWindows?
  /// The first steps of each stack of ``state``, when a stack holds more:
  /// written near the start of the file (its key sorts second), so that
  /// routing a link among saved windows reads a file only that far (see
  /// ``readHead(of:limits:steps:)``). A head that cannot be read is ignored.
  package var head: SavedHeadField?

  /// A snapshot of `state`, each route saved under its tag in `registry`.
  ///
  /// - Parameters:
  ///   - state: The state to save.
  ///   - schemaVersion: The app's schema version: what its routes look like now.
  ///   - registry: The registry whose tags the routes are saved under.
  ///   - savedAt: When it is saved.
  /// - Throws: ``RouteEncodingFailure`` for a route (or a tab) that cannot be encoded.
  @_spi(WayfinderInternals) public init<Tab: Hashable & Sendable & Encodable, Route: Hashable & Sendable & Codable>(
    _ state: NavigationState<Tab, Route>, schemaVersion: Int, registry: RouteRegistry, savedAt: Date = Date()
  ) throws(RouteEncodingFailure) {
    formatVersion = Self.currentFormatVersion
    self.schemaVersion = schemaVersion
    self.savedAt = savedAt
    (self.state, requests) = try Self.saved(state, registry: registry)
  }

  /// `state`'s steps and its requests, answers and dialogs (`nil` when none), as a snapshot holds them.
  static func saved<Tab: Hashable & Sendable & Encodable, Route: Hashable & Sendable & Codable>(
    _ state: NavigationState<Tab, Route>, registry: RouteRegistry
  ) throws(RouteEncodingFailure) -> (SavedState, [SavedRequests]?) {
    var requests: [SavedRequests] = []
    for (location, stack) in state.allStacks {
      let saved = SavedRequests(location: location, stack: stack, tab: { try? Self.json(of: $0) })
      if let saved { requests.append(saved) }
    }
    switch state {
    case .stack(let stack):
      return (.stack(try SavedStep.steps(of: stack, registry: registry)), requests.isEmpty ? nil : requests)
    case .tabs(let tabs):
      var saved: [SavedTab] = []
      for (tab, stack) in zip(tabs.order, tabs.stacks) {
        saved.append(SavedTab(tab: try Self.json(of: tab), stack: try SavedStep.steps(of: stack, registry: registry)))
      }
      let steps = SavedState.tabs(
        selected: try Self.json(of: tabs.selected), tabs: saved,
        modalOverTabs: try SavedStep.steps(of: tabs.modalOverTabs, registry: registry))
      return (steps, requests.isEmpty ? nil : requests)
    }
  }

  /// A snapshot read from JSON bytes, checked against `limits` before and
  /// while it is parsed.
  ///
  /// - Parameters:
  ///   - data: The JSON text.
  ///   - limits: The most bytes and the deepest nesting read.
  /// - Throws: ``StoreError/empty``, ``StoreError/tooLarge(bytes:limit:)``,
  ///   ``StoreError/tooDeep(limit:)``, ``StoreError/malformed(_:)``
  ///   when the bytes are not a snapshot, or
  ///   ``StoreError/unsupportedFormat(_:supported:)`` for a newer envelope.
  @_spi(WayfinderInternals) public init(json data: Data, limits: RestorationLimits = .default) throws(StoreError) {
    try self.init(json: data, limits: limits, stepsPerStack: nil)
  }

  /// A snapshot read as ``init(json:limits:)`` reads it, with at most
  /// `stepsPerStack` steps of each stack (its first), when it is not `nil`:
  /// the steps after them are parsed but not read.
  package init(json data: Data, limits: RestorationLimits, stepsPerStack: Int?) throws(StoreError) {
    guard !data.isEmpty else { throw .empty }
    guard data.count <= limits.maxBytes else { throw .tooLarge(bytes: data.count, limit: limits.maxBytes) }
    // Over the bytes in place: `Data`'s iterator costs several times the scan.
    let deepest = data.withUnsafeBytes { bytes in
      var scanner = JSONStructureScanner()
      var deepest = 0
      for byte in bytes {
        if case .structural(_, let depth) = scanner.scan(byte), depth > deepest {
          deepest = depth
          if deepest > limits.maxNesting { break }
        }
      }
      return deepest
    }
    guard deepest <= limits.maxNesting else { throw .tooDeep(limit: limits.maxNesting) }
    do {
      let decoder = JSONDecoder()
      if let stepsPerStack { decoder.userInfo[SavedState.stepsPerStack] = stepsPerStack }
      self = try decoder.decode(NavigationSnapshot.self, from: data)
    } catch {
      throw .malformed(String(describing: error))
    }
    guard formatVersion <= Self.currentFormatVersion else {
      throw .unsupportedFormat(formatVersion, supported: Self.currentFormatVersion)
    }
    // No app writes a schema below 0: a file edited by hand, or damaged, not a migration.
    guard schemaVersion >= 0 else {
      throw .malformed("the saved schema version \(schemaVersion) is not a schema version (0 or more)")
    }
    // More steps than `limits.maxSteps` are read (the bytes bound them) and
    // trimmed by `restore`, which keeps what fits.
  }

  /// The snapshot as JSON: keys sorted, so the same snapshot always gives the same bytes.
  ///
  /// - Returns: The JSON text, as UTF-8 bytes.
  @_spi(WayfinderInternals) public func jsonData() -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    // A snapshot holds only strings, numbers and a date: encoding it cannot fail.
    return (try? encoder.encode(self)) ?? Data()
  }

  static func json<Value: Encodable>(of value: Value) throws(RouteEncodingFailure) -> String {
    do {
      return String(decoding: try RouteRegistry.makeEncoder().encode(value), as: UTF8.self)
    } catch {
      throw .encodingFailed(typeName: _typeName(Value.self, qualified: true), reason: String(describing: error))
    }
  }
}

/// The state a snapshot holds.
package enum SavedState: Codable, Hashable, Sendable {
  /// One stack.
  case stack([SavedStep])
  /// Tabs: the selected tab and each tab as JSON text, each tab's stack, and
  /// the modal over all tabs (empty when none).
  case tabs(selected: String, tabs: [SavedTab], modalOverTabs: [SavedStep])

  /// How many steps the state holds, in every stack.
  package var stepCount: Int {
    switch self {
    case .stack(let steps): steps.count
    case .tabs(_, let tabs, let overTabs): tabs.reduce(overTabs.count) { $0 + $1.stack.count }
    }
  }

  private enum CodingKeys: String, CodingKey { case stack, tabs }
  private enum StackCodingKeys: String, CodingKey { case _0 }
  private enum TabsCodingKeys: String, CodingKey { case selected, tabs, modalOverTabs }

  /// The decoder's `userInfo` key for the most steps read of each stack (an `Int`).
  static let stepsPerStack = CodingUserInfoKey(rawValue: "Wayfinder.SavedState.stepsPerStack")!

  /// Decodes `{"stack": {"_0": [steps]}}` or `{"tabs": {"selected", "tabs", "modalOverTabs"}}`,
  /// each stack's first steps only when the decoder's `userInfo` limits them.
  ///
  /// - Parameter decoder: The decoder.
  /// - Throws: `DecodingError` when it is neither, or a part does not decode.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let limit = decoder.userInfo[Self.stepsPerStack] as? Int
    guard container.allKeys.count == 1, let key = container.allKeys.first else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "a saved state is one stack or tabs"))
    }
    switch key {
    case .stack:
      let stack = try container.nestedContainer(keyedBy: StackCodingKeys.self, forKey: .stack)
      self = .stack(try SavedStep.steps(in: stack, at: ._0, limit: limit))
    case .tabs:
      let tabs = try container.nestedContainer(keyedBy: TabsCodingKeys.self, forKey: .tabs)
      self = .tabs(
        selected: try tabs.decode(String.self, forKey: .selected),
        tabs: try tabs.decode([SavedTab].self, forKey: .tabs),
        modalOverTabs: try SavedStep.steps(in: tabs, at: .modalOverTabs, limit: limit))
    }
  }

  /// Encodes the state as ``init(from:)`` reads it.
  ///
  /// - Parameter encoder: The encoder.
  /// - Throws: The encoder's error.
  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .stack(let steps):
      var stack = container.nestedContainer(keyedBy: StackCodingKeys.self, forKey: .stack)
      try stack.encode(steps, forKey: ._0)
    case .tabs(let selected, let savedTabs, let overTabs):
      var tabs = container.nestedContainer(keyedBy: TabsCodingKeys.self, forKey: .tabs)
      try tabs.encode(selected, forKey: .selected)
      try tabs.encode(savedTabs, forKey: .tabs)
      try tabs.encode(overTabs, forKey: .modalOverTabs)
    }
  }
}

/// What one saved stack asked, was answered and shows as a dialog: its
/// requests waiting for an answer, the answers given to its screens, and
/// the dialog over its top, all route-free and saved as they are.
package struct SavedRequests: Codable, Hashable, Sendable {
  /// Where the stack is.
  package var location: SavedStackLocation
  /// The requests waiting for an answer.
  package var pending: [PendingRequest]
  /// The answers given.
  package var answers: [DeliveredAnswer]
  /// The dialog shown, if any.
  package var dialog: Dialog?

  /// What `stack` at `location` holds besides its steps, or `nil` when it
  /// holds nothing to save (a dialog confirming a change is not saved).
  init?<Tab, Route>(
    location: StackLocation<Tab>, stack: BackStack<Route>, tab: (Tab) -> String?
  ) {
    let dialog = stack.dialog?.purpose == .confirms ? nil : stack.dialog
    guard !stack.pendingRequests.isEmpty || !stack.answers.isEmpty || dialog != nil else { return nil }
    switch location {
    case .single: self.location = .single
    case .modalOverTabs: self.location = .modalOverTabs
    case .tab(let value):
      guard let json = tab(value) else { return nil }
      self.location = .tab(json)
    }
    (pending, answers, self.dialog) = (stack.pendingRequests, stack.answers, dialog)
  }
}

/// One saved tab and its stack.
package struct SavedTab: Codable, Hashable, Sendable {
  /// The tab, as JSON text.
  package var tab: String
  /// Its stack's steps, oldest first.
  package var stack: [SavedStep]

  private enum CodingKeys: String, CodingKey { case tab, stack }

  /// Tab `tab` (as JSON text) and the steps of its stack.
  init(tab: String, stack: [SavedStep]) {
    (self.tab, self.stack) = (tab, stack)
  }

  /// Decodes a tab and its stack, its first steps only when the decoder's
  /// `userInfo` limits them.
  ///
  /// - Parameter decoder: The decoder.
  /// - Throws: `DecodingError` when a field is missing or does not decode.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    tab = try container.decode(String.self, forKey: .tab)
    stack = try SavedStep.steps(in: container, at: .stack, limit: decoder.userInfo[SavedState.stepsPerStack] as? Int)
  }
}

/// One saved step: its route, under its tag, and how it was shown. It is
/// written flat, `{"tag": …, "json": …}`, with `presentation`, `hidesBack`
/// and `confirmsLeaving` only when they are not a push that shows Back and
/// leaves without asking.
package struct SavedStep: Codable, Hashable, Sendable {
  /// The route's tag and its value as JSON text.
  package var route: RoutePath.CodableRepresentation.Element
  /// How it was shown.
  package var presentation: Presentation
  /// Whether it hid Back.
  package var hidesBack: Bool
  /// Whether leaving it asked the user first.
  package var confirmsLeaving: Bool
  /// Why the step as it was read could not be read (a field of the wrong
  /// type, a presentation this library does not know), or `nil`: a restore
  /// keeps its stack's steps before it. Never written.
  package var unreadable: String?

  private enum CodingKeys: String, CodingKey { case tag, json, presentation, hidesBack, confirmsLeaving }

  /// A step of `route`, shown with `presentation`.
  init(
    route: RoutePath.CodableRepresentation.Element, presentation: Presentation, hidesBack: Bool,
    confirmsLeaving: Bool = false
  ) {
    (self.route, self.presentation, self.hidesBack) = (route, presentation, hidesBack)
    self.confirmsLeaving = confirmsLeaving
  }

  /// Decodes a step written flat; `presentation` defaults to a push,
  /// `hidesBack` and `confirmsLeaving` to `false`.
  ///
  /// - Parameter decoder: The decoder.
  /// - Throws: `DecodingError` when the tag or the value's JSON text is
  ///   missing, or a field has the wrong type.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    route = .init(
      tag: try container.decode(String.self, forKey: .tag), json: try container.decode(String.self, forKey: .json))
    presentation = try container.decodeIfPresent(Presentation.self, forKey: .presentation) ?? .push
    hidesBack = try container.decodeIfPresent(Bool.self, forKey: .hidesBack) ?? false
    confirmsLeaving = try container.decodeIfPresent(Bool.self, forKey: .confirmsLeaving) ?? false
  }

  /// Encodes the step flat, leaving out the defaults.
  ///
  /// - Parameter encoder: The encoder.
  /// - Throws: The encoder's error.
  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(route.tag, forKey: .tag)
    try container.encode(route.json, forKey: .json)
    if presentation != .push { try container.encode(presentation, forKey: .presentation) }
    if hidesBack { try container.encode(hidesBack, forKey: .hidesBack) }
    if confirmsLeaving { try container.encode(confirmsLeaving, forKey: .confirmsLeaving) }
  }

  /// The steps of the array at `key` in `container`: its first `limit` only
  /// when `limit` is not `nil` (the others are not decoded). A step that
  /// cannot be read is kept, marked ``unreadable``, and so are the steps
  /// after it: a restore keeps the steps before it, and says why.
  static func steps<Key: CodingKey>(in container: KeyedDecodingContainer<Key>, at key: Key, limit: Int?) throws
    -> [SavedStep]
  {
    var array = try container.nestedUnkeyedContainer(forKey: key)
    var steps: [SavedStep] = []
    if let count = array.count { steps.reserveCapacity(min(count, limit ?? count)) }
    while !array.isAtEnd && steps.count < limit ?? Int.max { steps.append(try array.decode(ReadStep.self).step) }
    return steps
  }

  /// Why `error`, met decoding a saved value, happened, in a few words.
  static func reason(_ error: any Error) -> String {
    func path(_ context: DecodingError.Context) -> String {
      context.codingPath.isEmpty ? "" : " at " + context.codingPath.map(\.stringValue).joined(separator: ".")
    }
    switch error as? DecodingError {
    case .dataCorrupted(let context)?: return context.debugDescription + path(context)
    case .keyNotFound(let key, let context)?: return "\"\(key.stringValue)\" is missing" + path(context)
    case .typeMismatch(let type, let context)?: return "expected \(type)" + path(context)
    case .valueNotFound(let type, let context)?: return "expected \(type), found null" + path(context)
    default: return String(describing: error)
    }
  }
}

/// One saved step as it was read: the step, or a step marked
/// ``SavedStep/unreadable`` (with its tag, when it has one) saying why it
/// could not be read. Reading one never fails, so the array goes on.
private struct ReadStep: Decodable {
  var step: SavedStep

  private enum CodingKeys: String, CodingKey { case tag }

  init(from decoder: any Decoder) throws {
    do {
      step = try SavedStep(from: decoder)
    } catch {
      let tag = (try? decoder.container(keyedBy: CodingKeys.self).decode(String.self, forKey: .tag)) ?? "?"
      step = SavedStep(route: .init(tag: tag, json: ""), presentation: .push, hidesBack: false)
      step.unreadable = SavedStep.reason(error)
    }
  }
}

extension SavedStep {

  /// The saved steps of `stack`.
  static func steps<Route: Hashable & Sendable & Codable>(of stack: BackStack<Route>, registry: RouteRegistry)
    throws(RouteEncodingFailure) -> [SavedStep]
  {
    let routes = try RouteBatchCoding.encode(stack.map { AnyRoute($0.route) }, registry: registry)
    return zip(routes, stack).map {
      SavedStep(route: $0, presentation: $1.presentation, hidesBack: $1.hidesBack, confirmsLeaving: $1.confirmsLeaving)
    }
  }
}
