/// How a step of a back stack is shown.
@frozen
public enum Presentation: String, Hashable, Sendable, Codable, CaseIterable {
  /// Pushed onto its stack.
  case push
  /// Presented as a sheet: starts a nested stack for the steps after it.
  case sheet
  /// Presented as a full-screen cover: starts a nested stack for the steps after it.
  case cover
  /// Presented as a popover (a sheet in compact width): starts a nested
  /// stack for the steps after it.
  case popover
  /// Presented as an inspector, a trailing column in regular width (a sheet
  /// in compact width): starts a nested stack for the steps after it.
  case inspector

  /// Whether this presentation starts a modal (a nested stack).
  @inlinable package var isModal: Bool { self != .push }

  /// How a step presented this way shows in `sizeClass`: popovers and
  /// inspectors show as sheets in compact width.
  ///
  /// - Parameter sizeClass: The window's size class.
  /// - Returns: The presentation shown.
  package func shown(in sizeClass: SizeClass) -> Presentation {
    switch (self, sizeClass) {
    case (.popover, .compact), (.inspector, .compact): .sheet
    default: self
    }
  }
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
  /// Whether leaving the screen asks the user first: a guard made with
  /// ``NavigationGuard/confirmingLeaving(_:onLeave:)`` turns every change that
  /// removes it into a confirmation dialog (a tab switch, which only hides
  /// it, does not ask), and hosts let no gesture go around that (Back asks;
  /// swipes and drags are off).
  public var confirmsLeaving: Bool

  /// A step showing `route` with `presentation`.
  ///
  /// - Parameters:
  ///   - route: The screen.
  ///   - presentation: How it is shown.
  ///   - hidesBack: Whether it hides its Back affordance.
  ///   - confirmsLeaving: Whether leaving it asks the user first.
  @inlinable
  public init(
    _ route: Route, _ presentation: Presentation = .push, hidesBack: Bool = false, confirmsLeaving: Bool = false
  ) {
    self.route = route
    self.presentation = presentation
    self.hidesBack = hidesBack
    self.confirmsLeaving = confirmsLeaving
  }

  /// Whether this step starts a modal.
  @inlinable package var isModal: Bool { presentation.isModal }
}

extension Step: Codable where Route: Codable {
  private enum CodingKeys: String, CodingKey { case route, presentation, hidesBack, confirmsLeaving }

  /// Decodes a step; `presentation` defaults to `push`, `hidesBack` and
  /// `confirmsLeaving` to `false`.
  ///
  /// - Parameter decoder: The decoder.
  /// - Throws: `DecodingError` when the route is missing or does not
  ///   decode, or a field has the wrong type.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    route = try container.decode(Route.self, forKey: .route)
    presentation = try container.decodeIfPresent(Presentation.self, forKey: .presentation) ?? .push
    hidesBack = try container.decodeIfPresent(Bool.self, forKey: .hidesBack) ?? false
    confirmsLeaving = try container.decodeIfPresent(Bool.self, forKey: .confirmsLeaving) ?? false
  }

  /// Encodes a step, leaving out defaults.
  ///
  /// - Parameter encoder: The encoder.
  /// - Throws: The error of the route's encoding.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(route, forKey: .route)
    if presentation != .push { try container.encode(presentation, forKey: .presentation) }
    if hidesBack { try container.encode(hidesBack, forKey: .hidesBack) }
    if confirmsLeaving { try container.encode(confirmsLeaving, forKey: .confirmsLeaving) }
  }
}

extension Step {
  /// `route`, pushed.
  ///
  /// - Parameter route: The screen.
  /// - Returns: The step.
  public static func push(_ route: Route) -> Step { Step(route) }

  /// `route`, presented as a sheet.
  ///
  /// - Parameter route: The screen.
  /// - Returns: The step.
  public static func sheet(_ route: Route) -> Step { Step(route, .sheet) }

  /// `route`, presented as a full-screen cover.
  ///
  /// - Parameter route: The screen.
  /// - Returns: The step.
  public static func cover(_ route: Route) -> Step { Step(route, .cover) }
}
