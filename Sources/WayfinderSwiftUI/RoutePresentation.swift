import Wayfinder

/// How a route's screen is presented, said once per route by the host of
/// the stack it is presented from (the hosts' `presentation:` parameter),
/// not in each screen: a sheet's detents and sizing, its drag indicator,
/// whether the user may drag it away, the zoom source it grows from, and
/// the view a popover of it points at.
///
/// The host applies it where SwiftUI wants each modifier: detents, sizing
/// and the drag indicator on the presented root, the zoom on the destination
/// (pushed or presented) and the source on the view it zooms from.
public struct RoutePresentation: Hashable, Sendable {
  /// A height a sheet rests at (SwiftUI's `PresentationDetent`).
  public enum Detent: Hashable, Sendable {
    /// About half the screen.
    case medium
    /// The full height.
    case large
    /// A fraction of the full height, from 0 to 1.
    case fraction(Double)
    /// A height in points.
    case height(Double)
  }

  /// How big a sheet is in regular width (SwiftUI's `PresentationSizing`, iOS 18).
  public enum Sizing: Hashable, Sendable {
    /// The system's choice.
    case automatic
    /// About the size of a page.
    case page
    /// About the size of a form.
    case form
    /// The size of its content.
    case fitted
  }

  /// The heights the sheet rests at; empty for the system's (the full height).
  public var detents: [Detent]
  /// Its size in regular width.
  public var sizing: Sizing
  /// Whether the drag indicator shows; `nil` for the system's choice.
  public var showsDragIndicator: Bool?
  /// Whether the user may not drag it away (code still can). A screen that
  /// hides Back or confirms leaving turns this on by itself.
  public var dismissalDisabled: Bool
  /// The identity of the view it zooms from (`matchedTransitionSource`);
  /// `nil` for the default transition. The zoom plays only when that source
  /// is on screen in the layer that pushes or presents it (a view marked
  /// `zoomTransitionSource(_:)` in that stack or modal).
  public var zoomSource: String?
  /// The identity of the view a popover of it points at
  /// (`presentationAnchor(_:)`, in the layer that presents it); `nil`, or
  /// while no view shows that anchor, the presenting layer's stack.
  public var anchor: String?

  /// A presentation.
  ///
  /// - Parameters:
  ///   - detents: The heights a sheet rests at; empty for the system's.
  ///   - sizing: Its size in regular width.
  ///   - showsDragIndicator: Whether its drag indicator shows; `nil` for the system's choice.
  ///   - dismissalDisabled: Whether the user may not drag it away.
  ///   - zoomSource: The identity of the view it zooms from.
  ///   - anchor: The identity of the view a popover of it points at.
  public init(
    detents: [Detent] = [], sizing: Sizing = .automatic, showsDragIndicator: Bool? = nil,
    dismissalDisabled: Bool = false, zoomSource: String? = nil, anchor: String? = nil
  ) {
    (self.detents, self.sizing, self.showsDragIndicator, self.dismissalDisabled, self.zoomSource) = (
      detents, sizing, showsDragIndicator, dismissalDisabled, zoomSource
    )
    self.anchor = anchor
  }

  /// The system's presentation, with the default transition.
  public static let automatic = RoutePresentation()
}
