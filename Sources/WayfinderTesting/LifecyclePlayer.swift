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
/// player.perform(.dragDown)  // a gesture the user cannot make fails the test here
/// await player.settle()
/// await test.receive { $0 = .stack(BackStack()) }
/// ```
///
/// A change a gesture makes is the app's change: an exhaustive test asserts
/// it with `NavigationTest.receive`, which runs the player's frames while
/// the player has work in flight.
@MainActor public final class LifecyclePlayer<Tab: Hashable & Sendable, Route: Hashable & Sendable> {
  /// What the user does on screen, played as SwiftUI plays it.
  public enum Gesture: Hashable, Sendable {
    /// The swipe back: the front stack's path one shorter (off where its top screen hides Back).
    case swipeBack
    /// Back: the system's, or the host's own on a screen that asks first.
    case tapBack
    /// The long press on Back: the path cut to keep this many pushed
    /// screens (a count the menu has no entry for, below 0 or not below
    /// the screens pushed, is a gesture the user cannot make).
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
  /// The inspector each presenting layer's views read at the last read:
  /// the layer keeps the one shown last in its state.
  var inspectorsRead: [LayerID<Tab>: ModalItem<Tab, Route>?] = [:]
  /// Whether a view's state was written in this frame's callbacks: the next frame updates it.
  var stateWritten = false
  /// How many refusals a settle has reported (or allowed).
  var reportedRefusals = 0
  /// What the views read at the last frame.
  var lastRead: Read?

  /// A player for the navigator of `test`, in a window of `sizeClass`,
  /// each stack laid out as the navigator's `layouts` say.
  ///
  /// - Parameters:
  ///   - test: The test whose navigator the player shows.
  ///   - sizeClass: The window's size class.
  ///   - presentation: How each route is presented, as the app gives its hosts.
  ///   - transitionFrames: How many frames a presentation or a dismissal
  ///     takes: 1 to 1,000 (a thousand frames is 16 seconds at 60 Hz; an
  ///     alert or a confirmation dialog takes 15 to leave). A count outside
  ///     fails the test, saying so, and the player plays the nearest bound.
  ///   - reselectingATabWritesIt: Whether tapping the selected tab writes it again (SwiftUI's default).
  ///   - fileID: Where the player is made (a count out of bounds is
  ///     reported there); the caller's by default, as are `filePath`,
  ///     `line` and `column`.
  ///   - filePath: The file's path.
  ///   - line: The line.
  ///   - column: The column.
  public init(
    _ test: NavigationTest<Tab, Route>, sizeClass: SizeClass = .compact,
    presentation: @escaping @MainActor (Route) -> RoutePresentation = { _ in .automatic },
    transitionFrames: Int = 20, reselectingATabWritesIt: Bool = true, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    self.test = test
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let frames = PlayerBounds.bounded(
      transitionFrames, PlayerBounds.transitionFrames, at: site,
      "transitionFrames: \(transitionFrames) is outside", "the player plays")
    variants = LifecycleVariants(transitionFrames: frames, reselectingATabWritesIt: reselectingATabWritesIt)
    chain = PresentationChain(variants: variants)
    bindings = NavigationBindings(
      test.navigator, sizeClass: sizeClass, platform: .iOS, presentation: presentation)
    FrameLoop.update(read: read, present: present, callbacks: runCallbacks)
    test.player = self
  }

  /// Runs frames until nothing changes for three frames, at most
  /// `frameLimit`, and returns how many it took. Fails the test when a rule
  /// refused something since the last settle (unless `allowingRefusals`), when the settled screen
  /// does not show the navigator's state, or at the limit.
  ///
  /// `frameLimit` is 3 (the quiet frames a settle needs) to 10,000: a
  /// limit outside fails the test, saying so, and the player runs at most
  /// the nearest bound.
  @discardableResult public func settle(
    frameLimit: Int = 2_000, allowingRefusals: Bool = false, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) async -> Int {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    guard test.isRunning(at: site) else { return 0 }
    let frameLimit = PlayerBounds.bounded(
      frameLimit, PlayerBounds.frameLimit, at: site, "settle(frameLimit: \(frameLimit)): the limit is outside",
      "the player runs at most")
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
  ///
  /// `count` is 0 to 10,000: a count outside fails the test, saying so, and
  /// the player runs the nearest bound.
  public func frames(
    _ count: Int, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let count = PlayerBounds.bounded(
      count, PlayerBounds.frames, at: site, "frames(\(count)): the count is outside", "the player runs")
    await FrameLoop.frames(count, step: frame)
  }

  /// What the screen shows now, in the outline's words, presentations in
  /// transition marked "(appearing)" or "(dismissing)". A dialog shows with
  /// its buttons from the frame the user can tap them; one the state asks
  /// for that the window has not drawn yet is marked "(asked, not on
  /// screen yet)", without its buttons.
  public var screen: String {
    var shown = bindings.shownState
    var asked: [String] = []
    if let dialog = shown.shownDialog, chain.frontDialog?.item != .dialog(dialog) {
      try? shown.apply(NavigationIntent(.dismissDialog))  // its buttons cannot be tapped
      if dialogNotYetDrawn != nil {
        asked = ["\(dialog.style.rawValue) \"\(dialog.title)\" (asked, not on screen yet)"]
      }
    }
    return ([shown.outline(bindings.sizeClass, layouts: test.navigator.layouts)] + asked + transitions).joined(
      separator: "\n")
  }

  /// What SwiftUI's rules refused, as "frame N: rule (evidence): what", oldest first.
  public var refusals: [String] {
    chain.refusals.map { line in
      guard let colon = line.firstIndex(of: ":") else { return line }
      let rest = line[line.index(after: colon)...].drop { $0 == " " }
      guard let end = rest.firstIndex(of: ":"), let rule = LifecycleRule(named: String(rest[..<end])) else {
        return line
      }
      return "\(line[..<colon]): \(rule) (\(rule.evidenceLabel))\(rest[end...])"
    }
  }

  /// The rules the player plays, each as "rule (evidence): what, and its
  /// source", the evidence "documented", "reported" or "assumed", or
  /// "documented, in part assumed" or "reported, in part assumed" where a
  /// part rests on no source (the source says which).
  public static var rules: [String] {
    let played: [LifecycleRule] = [
      .callbacksWriteForTheNextFrame, .backGestures, .hiddenBackTurnsOffTheSwipe, .tabSelectionIsWritten,
      .reselectingATabWritesIt, .listSelectionIsWrittenByATap, .presentFromTheAttachedView, .onePresentationAtATime,
      .onAppearBeforeTheTransitionEnds, .onDismissAfterTheDismissal, .anItemChangeReplacesThePresentation,
      .dragDismissWritesNilAtTheEnd, .interactiveDismissDisabled, .aPresentationOutlivesItsPresenter,
      .dialogIsAPresentation, .aDialogTakesFramesToLeave, .aDialogButtonActsThenCloses,
      .tapOutsideClosesAConfirmationDialog,
      .sizeClassComesFromTheWindow,
    ]
    return played.map { "\($0) (\($0.evidenceLabel)): \($0.source)" }
  }
}

/// The bounds of the player's counts: each beyond them fails the test with
/// its words, and the nearest bound is played, so that no count traps
/// (`Int.max` frames of a transition once overflowed a frame number) or
/// runs without end.
enum PlayerBounds {
  /// The frames of a presentation or a dismissal.
  static let transitionFrames = 1...1_000
  /// The frames of ``LifecyclePlayer/frames(_:fileID:filePath:line:column:)``.
  static let frames = 0...10_000
  /// The limit of a settle: at least the quiet frames a settle needs.
  static let frameLimit = FrameLoop.quietFramesToSettle...10_000

  /// `value` within `bounds`; out of them, the nearest bound, and a failure
  /// at `site` that says "`problem` LOWER...UPPER; `played` BOUND".
  @MainActor static func bounded(
    _ value: Int, _ bounds: ClosedRange<Int>, at site: CallSite, _ problem: String, _ played: String
  ) -> Int {
    let bounded = min(max(value, bounds.lowerBound), bounds.upperBound)
    if bounded != value {
      Report.failure("\(problem) \(bounds.lowerBound)...\(bounds.upperBound); \(played) \(bounded)", at: site)
    }
    return bounded
  }
}
