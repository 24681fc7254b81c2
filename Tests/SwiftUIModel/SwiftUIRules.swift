import WayfinderSwiftUI

/// The rules of SwiftUI's navigation containers and presentation lifecycle
/// that ``SwiftUIModel`` enforces, each with its source. A rule that is only
/// reported (in public issue threads), not documented by Apple, says so; a
/// rule the model has to assume says that too. The model refuses what a rule
/// forbids the way SwiftUI and UIKit do: nothing new shows, and the refusal
/// is recorded as a violation, which the tests require to be none.
public enum SwiftUIRule: String, CaseIterable, Sendable {
  /// One presentation at a time per window: presenting while a presentation
  /// is up on that presenter, or while one is animating in or out, fails
  /// ("Attempt to present … which is already presenting"): nothing new
  /// shows, and the binding stays set.
  case onePresentationAtATime
  /// Presented content's `onAppear` runs before its first frame, so at the
  /// start of the presentation transition, not at its end.
  case onAppearBeforeTheTransitionEnds
  /// `sheet(item:onDismiss:)` calls `onDismiss` once the dismissal has
  /// ended; changing `item` while presented dismisses and then presents.
  case onDismissAfterTheDismissal
  /// A view not in the window (a tab that is not selected, a modal going
  /// away) cannot present.
  case presentOnlyFromTheWindow
  /// Swipe back writes the path one shorter; the long-press Back menu writes
  /// it cut at any level; neither is possible on a screen whose Back button
  /// is hidden.
  case backGestures
  /// Dragging a sheet down writes `nil` to its binding, unless
  /// `interactiveDismissDisabled(_:)` is on.
  case dragToDismiss
  /// A hidden Back button also turns off the swipe back.
  case hiddenBackTurnsOffTheSwipe
  /// Several updates of one `NavigationStack`'s path in one frame: only the
  /// first takes effect.
  case oneStackUpdatePerFrame
  /// A `TabView` writes its selection when a tab is tapped; tapping the
  /// selected tab again writes nothing and pops nothing (a variant writes it).
  case tabSelection
  /// A compact ⇄ regular change rebuilds a split into a stack (or back):
  /// the views it removes may write `nil` into their bindings, and a
  /// presentation made by a removed view goes away with it.
  case sizeClassRebuild
  /// `fullScreenCover` does not exist on macOS.
  case noCoverOnMacOS
  /// A popover and an inspector show as sheets in compact width, by
  /// themselves: the same modifier, the same item, in both widths.
  case popoversAndInspectorsAdapt
  /// `popover(item:)` and `inspector(isPresented:)` take no `onDismiss`:
  /// the end of a dismissal is their content's `onDisappear`.
  case noOnDismissForPopoversAndInspectors
  /// An alert or a confirmation dialog is a presentation: it shows only
  /// from the front view when no transition runs, and nothing is presented
  /// while it shows. A button's action runs, then the dialog closes and
  /// sets its `isPresented` to `false`.
  case dialogIsAPresentation
  /// A zoom transition grows from a source (`matchedTransitionSource`) in
  /// the view that pushes or presents: a source in another presentation, or
  /// gone, does not animate, or animates from the wrong place. The host
  /// falls back to the default transition; asking for such a zoom is a
  /// violation.
  case zoomFromThePresenter
  /// An adaptable tab view (`.sidebarAdaptable`, iOS 18) shows the same
  /// tabs as a tab bar or a sidebar; switching writes nothing, and each
  /// tab's views (its stack) stay.
  case adaptableTabsKeepTheirViews

  /// Where the rule comes from.
  public var source: String {
    switch self {
    case .onePresentationAtATime:
      "Reported, not documented: UIKit's warning \"Attempt to present … which is already presenting\" "
        + "(github.com/aheze/Popovers/issues/11, github.com/nathantannar4/Transmission/issues/69: \"UIKit "
        + "disallows presenting a new UIViewController on one that is already presenting\"), and after a "
        + "dismissal (github.com/pointfreeco/swift-composable-architecture/issues/3195). That the binding stays "
        + "set is assumed: SwiftUI resets it only when the user dismisses "
        + "(developer.apple.com/documentation/swiftui/modal-presentations)."
    case .onAppearBeforeTheTransitionEnds:
      "Documented: onAppear's action \"completes before the first rendered frame appears\" "
        + "(developer.apple.com/documentation/swiftui/view/onappear(perform:)); peers wait 0.5 to 0.6 s after it "
        + "(github.com/Automattic/pocket-casts-ios/pull/82)."
    case .onDismissAfterTheDismissal:
      "Documented: \"If item changes, the system dismisses the sheet and replaces it with a new one\" "
        + "(developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:)). onDismiss after the "
        + "dismissal has ended is reported, not documented (github.com/pointfreeco/swift-navigation/pull/238, "
        + "github.com/johnpatrickmorgan/FlowStacks/issues/69)."
    case .presentOnlyFromTheWindow:
      "Assumed from UIKit: a view controller whose view is not in the window hierarchy cannot present "
        + "(UIKit's warning \"Attempt to present … whose view is not in the window hierarchy\")."
    case .backGestures:
      "Documented: people remove views \"using built-in, platform-appropriate controls, like a Back button or "
        + "a swipe gesture\", and the stack removes items from the path "
        + "(developer.apple.com/documentation/swiftui/navigationstack). The Back menu's write is assumed to be "
        + "the same cut at a level (no SwiftUI source found)."
    case .dragToDismiss:
      "Documented: a user \"can dismiss a sheet by dragging it down\"; interactiveDismissDisabled prevents it and "
        + "\"has no effect on programmatic dismissal\" "
        + "(developer.apple.com/documentation/swiftui/view/interactivedismissdisabled(_:)); \"SwiftUI can reset "
        + "the underlying value when the user dismisses the presentation\" "
        + "(developer.apple.com/documentation/swiftui/modal-presentations)."
    case .hiddenBackTurnsOffTheSwipe:
      "Reported, not documented: hiding the Back button disables the swipe back "
        + "(github.com/subconsciousnetwork/subconscious/issues/46, github.com/canopas/UIPilot/issues/57)."
    case .oneStackUpdatePerFrame:
      "Reported, not documented: \"Update NavigationRequestObserver tried to update multiple times per frame\" "
        + "(github.com/gemwalletcom/gem-ios/issues/593); only the first update shows "
        + "(github.com/johnpatrickmorgan/FlowStacks/issues/3), or part of it (github.com/hmlongco/Navigator/issues/19)."
    case .tabSelection:
      "Documented: \"the tab view updates the selection binding\" when people select a tab "
        + "(developer.apple.com/documentation/swiftui/tabview). That tapping the selected tab writes nothing and "
        + "pops nothing is reported, not documented (github.com/LeoKlaus/plappa/issues/81, "
        + "github.com/eggerco/cronica/issues/38)."
    case .sizeClassRebuild:
      "Documented: a split collapses its columns into one stack in compact width "
        + "(developer.apple.com/documentation/swiftui/navigationsplitview). That removed views write nil into "
        + "their bindings, and that their presentations go with them, is assumed (no source found): the model "
        + "plays the worst case."
    case .noCoverOnMacOS:
      "Documented: fullScreenCover is available on iOS, iPadOS, Mac Catalyst, tvOS, visionOS and watchOS, not "
        + "macOS (developer.apple.com/documentation/swiftui/view/fullscreencover(item:ondismiss:content:))."
    case .popoversAndInspectorsAdapt:
      "Documented: a popover is shown as a sheet in a horizontally compact size class unless "
        + "presentationCompactAdaptation(_:) says otherwise "
        + "(developer.apple.com/documentation/swiftui/view/presentationcompactadaptation(_:)); an inspector "
        + "\"presents as a sheet\" in compact width "
        + "(developer.apple.com/documentation/swiftui/view/inspector(ispresented:content:))."
    case .noOnDismissForPopoversAndInspectors:
      "Documented by the signatures: popover(item:attachmentAnchor:arrowEdge:content:) and "
        + "inspector(isPresented:content:) have no onDismiss. That onDisappear runs once the dismissal has "
        + "ended is assumed (UIKit's viewDidDisappear; no SwiftUI source found)."
    case .dialogIsAPresentation:
      "Documented: \"All actions in an alert dismiss the alert after the action runs\" "
        + "(developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:message:)), and the "
        + "same for confirmationDialog. That an alert is a presentation UIKit refuses while another "
        + "presentation is in progress is reported, not documented (UIAlertController is a presented view "
        + "controller: \"Attempt to present UIAlertController … which is already presenting\", "
        + "github.com/pointfreeco/swift-composable-architecture/issues/3195). A dialog closed by code is "
        + "assumed to close at once: SwiftUI reports no end for it."
    case .zoomFromThePresenter:
      "Documented: matchedTransitionSource(id:in:) marks the source and navigationTransition(.zoom(sourceID:in:)) "
        + "goes on the destination's root, in a push or a sheet, with one id and namespace "
        + "(developer.apple.com/documentation/swiftui/view/navigationtransition(_:), "
        + "developer.apple.com/documentation/swiftui/view/matchedtransitionsource(id:in:)). That the source must "
        + "be in the hierarchy that pushes or presents is reported, not documented: a source and destination in "
        + "different presentations did not animate (github.com/sceneview/sceneview/pull/1232; "
        + "github.com/hmlongco/Navigator/issues/25); a source that is not usable leaves the default transition "
        + "(github.com/katagaki/SakuraRSS/pull/264)."
    case .adaptableTabsKeepTheirViews:
      "Documented: on iPadOS the sidebar-adaptable style shows a tab bar the person can turn into a sidebar "
        + "(developer.apple.com/documentation/swiftui/sidebaradaptabletabviewstyle); the selection binding is the "
        + "tab view's (developer.apple.com/documentation/swiftui/tabview). That each tab's views keep their "
        + "identity across the switch is assumed: Apple says nothing, and no report of stacks lost there with "
        + "the native API was found (FlowStacks #103 is another bug, on iOS 26)."
    }
  }
}

/// The variants of SwiftUI the model plays.
public struct SwiftUIRules: Sendable {
  /// The platform: macOS has no full-screen cover.
  public var platform: Platform = .iOS
  /// How many frames a presentation or a dismissal takes (20 frames is a
  /// third of a second at 60 Hz; the peers wait 0.3 to 0.65 s per step,
  /// 18 to 39 frames).
  public var transitionFrames = 20
  /// Whether tapping the selected tab writes the selection again (reported: it does not).
  public var reselectingATabWritesIt = false
  /// Whether views a size-class change removes write `nil` into their bindings (assumed: they do).
  public var removedViewsWriteNil = true

  /// The rules as reported and documented.
  public init() {}
}

/// How the host's views connect to the adapter: the SwiftUI layer of
/// `Sources/WayfinderSwiftUI/SwiftUI`, as the model plays it. The default is
/// the layer as it is; each other value is a way it was before, kept so
/// that a test shows what the model finds in it.
public struct HostWiring: Sendable {
  /// When a presented layer reports that it has appeared.
  public enum Appearance: Sendable {
    /// When its transition has ended (a view controller's transition coordinator).
    case transitionEnd
    /// From `onAppear`, before the transition has ended (the layer before).
    case onAppear
  }
  /// When the presented layer reports its appearance.
  public var appearance: Appearance = .transitionEnd
  /// Whether `onDismiss` reports the end of a dismissal (the layer before did not).
  public var reportsDismissal = true
  /// Whether a screen that hides Back hides the Back button (the layer before did not).
  public var hidesBackButton = true
  /// Whether a modal with a screen that hides Back cannot be dragged away.
  public var disablesDismissal = true
  /// Whether a split's modals are presented by a view a size-class change keeps.
  public var presentsFromTheSplitHost = true
  /// Whether a screen that confirms leaving hides the system's Back (and
  /// with it the swipe) and shows the host's own, which asks the navigator.
  public var confirmsLeavingWithOwnBack = true

  /// The SwiftUI layer as it is.
  public init() {}
}
