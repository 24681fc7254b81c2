/// How a step of a back stack is shown.
@frozen
public enum Presentation: String, Hashable, Sendable, Codable, CaseIterable {
  /// Pushed onto the current stack.
  case push
  /// Presented as a sheet: starts a nested stack for the steps after it.
  case sheet
  /// Presented as a full-screen cover: starts a nested stack for the steps after it.
  case cover

  /// Whether this presentation starts a modal (a nested stack).
  @inlinable public var isModal: Bool { self != .push }
}

/// One entry of a back stack: a route and how it is shown.
public struct Step<Route: Hashable & Sendable>: Hashable, Sendable {
  /// The screen this step shows.
  public var route: Route
  /// How it is shown.
  public var presentation: Presentation
  /// Whether the screen hides its Back affordance: the user cannot go back
  /// from it (code still can), as after an export completes (S5 in
  /// <doc:Scenarios>).
  public var hidesBack: Bool

  /// A step showing `route` with `presentation`.
  @inlinable
  public init(_ route: Route, _ presentation: Presentation = .push, hidesBack: Bool = false) {
    self.route = route
    self.presentation = presentation
    self.hidesBack = hidesBack
  }

  /// Whether this step starts a modal.
  @inlinable public var isModal: Bool { presentation.isModal }
}

extension Step: Codable where Route: Codable {
  private enum CodingKeys: String, CodingKey { case route, presentation, hidesBack }

  /// Decodes a step; `presentation` defaults to `push` and `hidesBack` to `false`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    route = try container.decode(Route.self, forKey: .route)
    presentation = try container.decodeIfPresent(Presentation.self, forKey: .presentation) ?? .push
    hidesBack = try container.decodeIfPresent(Bool.self, forKey: .hidesBack) ?? false
  }

  /// Encodes a step, leaving out defaults.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(route, forKey: .route)
    if presentation != .push { try container.encode(presentation, forKey: .presentation) }
    if hidesBack { try container.encode(hidesBack, forKey: .hidesBack) }
  }
}
