// The player's public face: gestures, frames, settling and what it saw. It
// plays SwiftUI's part with the rules of SwiftUILifecycle (the ones the
// project's SwiftUI stand-in enforces on the real layer) and reports through
// the adapter's own wiring (`NavigationBindings.presentationEvent`). The one
// thing it restates is which layers present, the way the layer's views do
// (LifecyclePlayer+Frame.swift); the project's agreement tests compare it
// with the stand-in running the real layer.
import Foundation
import SwiftUILifecycle
import Wayfinder
@_spi(WayfinderInternals) import WayfinderSwiftUI

/// SwiftUI's part, played without views: drives the app's own navigation
/// bindings (those WayfinderSwiftUI's hosts use) through SwiftUI's lifecycle
/// rules, frame by frame, in one window: presentations one at a time, each
/// transition a number of frames, `onDismiss` after the dismissal, a drag's
/// `nil` written at its end, the swipe back and the Back menu, tab taps and
/// re-taps, size-class changes, and late writes.
///
/// ```swift
/// let test = NavigationTest(Navigator(BackStack<AppRoute>()))
/// let player = LifecyclePlayer(test)
/// test.send(.present(.export, as: .sheet))
/// await player.settle()
/// #expect(player.perform(.dragDown))
/// await player.settle()
/// await test.receive { $0 = .stack(BackStack()) }
/// ```
///
/// A change a gesture makes is the app's change: an exhaustive test asserts
/// it with `NavigationTest.receive`.
@MainActor public final class LifecyclePlayer<Tab: Hashable & Sendable, Route: Hashable & Sendable> {
  /// What the user does on screen, played as SwiftUI plays it.
  public enum Gesture: Hashable, Sendable {
    /// The swipe back: the front stack's path one shorter (off where its top screen hides Back).
    case swipeBack
    /// Back: the system's, or the host's own on a screen that asks first.
    case tapBack
    /// The long press on Back: the path cut to keep this many pushed screens.
    case backMenu(keeping: Int)
    /// The front sheet or popover dragged away: its `nil` written at the end.
    case dragDown
    /// A button of the dialog shown: its action, then the dialog closes.
    case tapButton(String)
    /// A tap outside the dialog: closes a confirmation dialog (not an alert).
    case tapOutsideDialog
    /// A tap on a tab: selects it, or reselects it.
    case tapTab(Tab)
    /// A row of a split column's list (`nil`: none); column 0 is the sidebar.
    case select(Route?, column: Int)
    /// A link on the front screen: the route pushed on the front stack.
    case push(Route)
    /// The window resized across the breakpoint.
    case resize(SizeClass)
  }

  let test: NavigationTest<Tab, Route>
  let bindings: NavigationBindings<Tab, Route>
  let layoutOfTab: @MainActor (Tab?) -> NavigationLayout
  let variants: LifecycleVariants
  var chain: PresentationChain<Presenter, Shown>
  /// Callbacks due after this frame's reads (``LifecycleRule/callbacksWriteForTheNextFrame``).
  var callbacks: [@MainActor () -> Void] = []
  /// The size class a resize gives the window, taken at the next frame.
  var resized: SizeClass?
  /// The layers presenting now, and whether each showed a dialog at the last read.
  var showedDialog: [LayerID<Tab>: Bool] = [:]
  /// The layers whose dialog's exit the layer waits for: it hears at its end
  /// (the dismissal's transition coordinator), as the layer does.
  var awaitingDialogExit: Set<LayerID<Tab>> = []
  /// The layers on screen at the last read. Each layer's views hold a
  /// controller (to hear its dialog's exit): one that comes on screen
  /// with no presentation appearing around it gets `viewDidAppear` at the
  /// next frame (``LifecycleRule/transitionCoordinatorDuringATransition``).
  var layersOnScreen: Set<LayerID<Tab>> = []
  /// Whether a layer's controller awaits its `viewDidAppear`.
  var controllerAppearing = false
  /// Whether a gesture was made since the last frame.
  var gestured = true
  /// How many refusals a settle has reported (or allowed).
  var reportedRefusals = 0
  /// What the views read at the last frame.
  var lastRead: Read?

  /// A player for the navigator of `test`, in a window of `sizeClass`.
  ///
  /// - Parameters:
  ///   - test: The test whose navigator the player shows.
  ///   - sizeClass: The window's size class.
  ///   - layoutOfTab: How each tab's stack is laid out (`nil`: a state without tabs), as the app's hosts say.
  ///   - presentation: How each route is presented, as the app gives its hosts.
  ///   - transitionFrames: How many frames a presentation or a dismissal
  ///     takes (an alert or a confirmation dialog takes 15 to leave).
  ///   - reselectingATabWritesIt: Whether tapping the selected tab writes it again (SwiftUI's default).
  public init(
    _ test: NavigationTest<Tab, Route>, sizeClass: SizeClass = .compact,
    layoutOfTab: @escaping @MainActor (Tab?) -> NavigationLayout = { _ in .stack },
    presentation: @escaping @MainActor (Route) -> RoutePresentation = { _ in .automatic },
    transitionFrames: Int = 20, reselectingATabWritesIt: Bool = true
  ) {
    self.test = test
    self.layoutOfTab = layoutOfTab
    variants = LifecycleVariants(
      transitionFrames: max(transitionFrames, 1), reselectingATabWritesIt: reselectingATabWritesIt)
    chain = PresentationChain(variants: variants)
    bindings = NavigationBindings(
      test.navigator, sizeClass: sizeClass, platform: .iOS, layoutOfTab: layoutOfTab, presentation: presentation)
    FrameLoop.update(read: read, present: present, callbacks: runCallbacks)
  }

  /// Runs frames until nothing changes for three frames, at most
  /// `frameLimit`, and returns how many it took. Fails the test when a rule
  /// refused something since the last settle (unless `allowingRefusals`), when the settled screen
  /// does not show the navigator's state, or at the limit.
  @discardableResult public func settle(
    frameLimit: Int = 2_000, allowingRefusals: Bool = false, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) async -> Int {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    guard test.isRunning(at: site) else { return 0 }
    let took = await FrameLoop.settle(limit: frameLimit, step: frame, isStill: { isStill })
    // What was refused since the last settle, in `frames` too.
    let refused = refusals.dropFirst(reportedRefusals)
    reportedRefusals = chain.refusals.count
    if !allowingRefusals, !refused.isEmpty {
      Report.failure("SwiftUI's rules refused:\n" + refused.joined(separator: "\n"), at: site)
    }
    guard let took else {
      Report.failure(
        "the screen did not settle within \(frameLimit) frames (frame \(chain.frame)); it shows:\n\(screen)",
        at: site)
      return frameLimit
    }
    let differences = screenDifferences
    if !differences.isEmpty {
      Report.failure(
        "the settled screen does not show the navigator's state (frame \(chain.frame)): "
          + differences.joined(separator: "; ") + "\nthe screen:\n\(screen)\nthe state:\n\(test.navigator.state.dump)",
        at: site)
    }
    return took
  }

  /// Runs `count` frames: to act in the middle of a transition.
  public func frames(_ count: Int) async {
    await FrameLoop.frames(count, step: frame)
  }

  /// What the screen shows now, in the outline's words, presentations in
  /// transition marked "(appearing)" or "(dismissing)".
  public var screen: String {
    var lines = [bindings.shownState.outline(bindings.sizeClass, layoutOfTab: layoutOfTab)]
    for entry in chain.entries {
      switch entry.phase {
      case .appearing: lines.append("\(entry.style) \(entry.item) (appearing)")
      case .dismissing: lines.append("\(entry.style) \(entry.item) (dismissing)")
      case .shown: continue
      }
    }
    return lines.joined(separator: "\n")
  }

  /// What SwiftUI's rules refused, as "frame N: rule (evidence): what", oldest first.
  public var refusals: [String] {
    chain.refusals.map { line in
      guard let colon = line.firstIndex(of: ":") else { return line }
      let rest = line[line.index(after: colon)...].drop { $0 == " " }
      guard let end = rest.firstIndex(of: ":"), let rule = LifecycleRule(rawValue: String(rest[..<end])) else {
        return line
      }
      return "\(line[..<colon]): \(rule) (\(rule.evidence))\(rest[end...])"
    }
  }

  /// The rules the player plays, each as "rule (documented|reported|assumed): what, and its source".
  public static var rules: [String] {
    let played: [LifecycleRule] = [
      .callbacksWriteForTheNextFrame, .backGestures, .hiddenBackTurnsOffTheSwipe, .tabSelectionIsWritten,
      .reselectingATabWritesIt, .listSelectionIsWrittenByATap, .presentFromTheAttachedView, .onePresentationAtATime,
      .onAppearBeforeTheTransitionEnds, .onDismissAfterTheDismissal, .anItemChangeReplacesThePresentation,
      .dragDismissWritesNilAtTheEnd, .interactiveDismissDisabled, .aRemovedPresenterTakesItsPresentation,
      .dialogIsAPresentation, .aDialogTakesFramesToLeave, .aDialogButtonActsThenCloses,
      .tapOutsideClosesAConfirmationDialog,
      .sizeClassComesFromTheWindow,
    ]
    return played.map { "\($0) (\($0.evidence)): \($0.source)" }
  }
}
