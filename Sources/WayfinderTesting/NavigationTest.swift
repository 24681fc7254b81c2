import Foundation
import Observation
import Wayfinder

/// An exhaustive test of an app's navigation: each change its navigator
/// makes must be asserted, and a test that ends with a change unasserted, a
/// change waiting for the user or a request still open fails.
///
/// ```swift
/// @MainActor @Test func aLinkOpensTheDetailAndBackWorks() async throws {
///   let test = NavigationTest(AppNavigation.makeNavigator())
///   test.open("myapp://category/42", with: appLinks) {
///     try $0.apply(.setPath([.category(.list), .category(.detail(42))]), in: .tab(.home))
///   }
///   test.send(.goBack)   // asserts what Back alone does: no guard asks first here
///   await test.finish()
/// }
/// ```
///
/// Each call compares the navigator's whole state with the one expected,
/// and shows what differed line by line. Failures are reported through the
/// framework that runs the test: Swift Testing or XCTest.
///
/// Until they are received, the changes the app makes are kept as what
/// each did (the steps it added, the requests and dialogs it changed, the
/// tab it selected), not as a copy of each state, which would share its
/// steps with the navigator's and make each next change copy them: a
/// burst of N changes costs memory and time linear in N, and the test's
/// cost for a change is the same at any depth. A change that changes the
/// state's shape (a stack to tabs) is kept whole.
@MainActor public final class NavigationTest<Tab: Hashable & Sendable, Route: Hashable & Sendable> {
  /// The navigator tested.
  public let navigator: Navigator<Tab, Route>
  /// Whether every change must be asserted (the default); `false` checks
  /// only what each assertion says, and nothing at the end.
  public var exhaustive: Bool {
    didSet { ledger.set(exhaustive: exhaustive) }
  }

  /// The navigator's state when the test began.
  let template: NavigationState<Tab, Route>
  /// The state last asserted, and the navigator's change count then.
  private var asserted: (state: NavigationState<Tab, Route>, changes: Int)
  /// Each change the navigator made since, recorded as the change is made
  /// (Observation tells a navigator's observers once its state has
  /// changed), as what it changed: what ``receive(timeout:fileID:filePath:line:column:_:)``
  /// takes, one at a time, applied to the state last asserted.
  private var received: ChangeRecord<Tab, Route>
  /// What the release of the test checks, readable from any thread.
  private let ledger: Ledger
  private let created: CallSite
  /// The lifecycle player made on this test, if any: a receive runs its
  /// frames while it has work in flight.
  weak var player: (any FrameRunner)?

  /// A test of `navigator`, from its state now.
  ///
  /// - Parameters:
  ///   - navigator: The app's navigator, with its guards.
  ///   - exhaustive: Whether every change must be asserted.
  ///   - fileID: Where the test is made (a test released unfinished is
  ///     reported there); the caller's by default, as are `filePath`,
  ///     `line` and `column`.
  ///   - filePath: The file's path.
  ///   - line: The line.
  ///   - column: The column.
  public init(
    _ navigator: Navigator<Tab, Route>, exhaustive: Bool = true, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    self.navigator = navigator
    self.exhaustive = exhaustive
    // The requests the app asks are numbered, so that the test can write them.
    navigator.numbersRequests = true
    asserted = (navigator.state, navigator.changeCount)
    received = ChangeRecord(from: navigator.state, changes: navigator.changeCount)
    template = navigator.state
    created = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    ledger = Ledger(created: created, exhaustive: exhaustive)
    recordChanges()
  }

  /// Records the navigator's next change, and then each after it.
  private func recordChanges() {
    withObservationTracking {
      _ = navigator.state
    } onChange: { [weak self] in
      // Told on the navigator's actor, as the change is made, after it.
      MainActor.assumeIsolated {
        guard let test = self else { return }
        let navigator = test.navigator
        let changes = navigator.changeCount
        let recorded = max(test.received.recordedUpTo, test.asserted.changes)
        if changes > recorded {
          test.received.record(navigator.state, changes: changes, made: navigator.changes(after: recorded))
        }
        test.recordChanges()
      }
    }
  }

  /// How many steps the test keeps for the changes not yet received: what
  /// its memory grows with during a burst of changes.
  var keptSteps: Int { received.keptSteps }

  deinit { ledger.releasedUnfinished() }

  /// Performs `operation` as the app or the user does, and asserts the
  /// state after it: `expected` applied to the state last asserted, or,
  /// without `expected`, what `operation` alone does to it (no guard
  /// redirected it, nothing waits). With `refused`, asserts that refusal,
  /// and that nothing changed.
  ///
  /// - Returns: What the change did, or `nil` when it was refused.
  @discardableResult public func send(
    _ operation: NavigationIntent<Tab, Route>.Operation, in target: StackTarget<Tab> = .shown,
    cause: NavigationCause = .programmatic, refused: NavigationError? = nil, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    _ expected: ((inout NavigationState<Tab, Route>) throws -> Void)? = nil
  ) -> NavigationOutcome? {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let intent = NavigationIntent(operation, in: target)
    guard isRunning(at: site) else { return nil }
    let what = "send(.\(operation))" + (target == .shown ? "" : " in \(target)")
    return perform(what, refused: refused, at: site, expected ?? { try $0.apply(intent) }) {
      () throws(NavigationError) in try navigator.apply(intent, cause: cause)
    }
  }

  /// Chooses the button titled `title` of the dialog over the stack
  /// `target` names, as the user taps it (cause `.user`), and asserts the
  /// state after it: `expected` applied to the state last asserted, or,
  /// without `expected`, what the choice does: the dialog closes (a request
  /// it answers gets the button's answer) and, when the button confirms the
  /// change that waits ("Discard"), that change is made too, in this one
  /// call. A dialog or a button that is not there fails the test, naming
  /// what is.
  ///
  /// ```swift
  /// test.send(.goBack, cause: .user) { try $0.apply(.showDialog(discard)) }  // "Discard changes?"
  /// test.choose("Discard")  // the dialog closes, and Back is made
  /// ```
  ///
  /// - Returns: What the change did, or `nil` when it was refused.
  @discardableResult public func choose(
    _ title: String, in target: StackTarget<Tab> = .shown, cause: NavigationCause = .user,
    refused: NavigationError? = nil, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column, _ expected: ((inout NavigationState<Tab, Route>) throws -> Void)? = nil
  ) -> NavigationOutcome? {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    guard isRunning(at: site) else { return nil }
    guard let dialog = navigator.state.stack(at: navigator.state.location(of: target))?.dialog else {
      Report.failure("no dialog shows to choose \"\(title)\" in; the state is:\n\(navigator.state.dump)", at: site)
      return nil
    }
    guard let index = dialog.button(titled: title, at: site) else { return nil }
    let intent = NavigationIntent<Tab, Route>(.chooseInDialog(buttonIndex: index), in: target)
    let location = navigator.state.location(of: target)
    var confirmed: NavigationIntent<Tab, Route>?
    if dialog.purpose == .confirms, dialog.buttons[index].confirms,
      let waiting = navigator.waitingChange, waiting.dialogLocation == location
    {
      confirmed = waiting.intent
      if confirmed == nil, expected == nil {
        Report.failure(
          "choose(\"\(title)\") confirms a change made with update, or a window closing: "
            + "no intent says what it does; pass the state expected", at: site)
        return nil
      }
    }
    let choice: (inout NavigationState<Tab, Route>) throws -> Void = {
      try $0.apply(intent)
      if let confirmed { try $0.apply(confirmed) }
    }
    return perform("choose(\"\(title)\")", refused: refused, at: site, expected ?? choice) {
      () throws(NavigationError) in try navigator.apply(intent, cause: cause)
    }
  }

  /// Opens `link` with `table`, as the system delivers it (cause
  /// `.deepLink`), and asserts the state after it: `expected` applied to
  /// the state last asserted. With `refused`, asserts that refusal, and
  /// that nothing changed.
  ///
  /// - Returns: What the change did, or `nil` when it was refused.
  @discardableResult public func open(
    _ link: String, with table: LinkTable<Tab, Route>, refused: LinkError? = nil, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    _ expected: @escaping (inout NavigationState<Tab, Route>) throws -> Void = { _ in }
  ) -> NavigationOutcome? {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    guard isRunning(at: site) else { return nil }
    return perform("open(\(String(reflecting: link)))", refused: refused, at: site, expected) {
      () throws(LinkError) in try navigator.open(link, with: table)
    }
  }

  /// Asserts the next change the app made on its own (after async work, a
  /// guard's decision, a store's restoration, a gesture the player made):
  /// the state that change left, `expected` applied to the state last
  /// asserted. One change each: a burst of changes is received change by
  /// change, whatever the timing.
  ///
  /// A receive waits in frames and turns, on no clock but `timeout`. While the
  /// ``LifecyclePlayer`` made on this test has work in flight (a
  /// presentation in transition, the end of a transition its bindings
  /// await, a change they have not shown yet, a frame's work), it runs the
  /// player's frames; while a guard decides
  /// (`NavigationGuard(when:decide:)`), it gives the main actor
  /// turns, at most 1,000. With nothing in flight, it lets the work
  /// already queued on the main actor run (an app's task), then waits for
  /// the app's own async work (a download, a `Task.sleep`) until `timeout`
  /// after the call (no time by default), and fails. A receive that finds no change fails the
  /// test, saying what it awaited.
  ///
  /// - Parameters:
  ///   - timeout: How long to wait, on the wall clock, for a change the app
  ///     makes after async work of its own; zero by default.
  ///   - fileID: Where the receive is written (a failure is reported there).
  ///   - filePath: The file's path.
  ///   - line: The line.
  ///   - column: The column.
  ///   - expected: The change, applied to the state last asserted.
  public func receive(
    timeout: Duration = .zero, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column, _ expected: (inout NavigationState<Tab, Route>) throws -> Void
  ) async {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    guard isRunning(at: site) else { return }
    if let awaited = await ChangeWait.wait(
      for: { !received.isEmpty }, player: player, navigator: navigator, timeout: timeout)
    {
      return Report.failure("no change came: \(awaited); the state is still:\n\(navigator.state.dump)", at: site)
    }
    guard let next = received.first else { return }
    let state = ChangeRecord<Tab, Route>.applying(next.edit, to: asserted.state)
    expect("the change the app made", expected, actual: (state, next.changes), at: site)
  }

  /// Takes every change made since the last assertion as asserted: a
  /// non-exhaustive moment in an exhaustive test.
  public func skipReceivedChanges() {
    asserted = (navigator.state, navigator.changeCount)
    received.forget(through: asserted.changes)
  }

  /// Asserts what the user sees now in `sizeClass`, each stack laid out
  /// as the navigator's `layouts` say, as
  /// ``Wayfinder/NavigationState/outline(_:layouts:tabsAsSidebar:title:)``
  /// writes it; a difference is shown line by line.
  public func expectScreen(
    _ sizeClass: SizeClass, tabsAsSidebar: Bool = false,
    title: (Route) -> String = { "\($0)" }, _ outline: String, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let shown = navigator.state.outline(
      sizeClass, layouts: navigator.layouts, tabsAsSidebar: tabsAsSidebar, title: title)
    if let diff = LineDiff.diff(expected: outline, actual: shown) {
      Report.failure(
        "The screen in \(sizeClass) width is not the one expected (− expected, + shown):\n\(diff)", at: site)
    }
  }

  /// Ends the test: a change not asserted (in an exhaustive test), a
  /// change that waits, or a request still open fails it, at this line.
  public func finish(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) async {
    await end(at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column), quitting: false)
  }

  /// Ends the test at `site`: a change not asserted fails it; unless the
  /// app quits here (a relaunch), so does a change waiting or a request
  /// still open, which a quit leaves for the relaunch.
  func end(at site: CallSite, quitting: Bool) async {
    guard isRunning(at: site) else { return }
    for _ in 0..<4 { await Task.yield() }
    ledger.finish(at: site)
    if exhaustive, navigator.changeCount != asserted.changes {
      Report.failure(
        "\(navigator.changeCount - asserted.changes) change(s) were not asserted; the state is now:\n"
          + (LineDiff.diff(expected: asserted.state.dump, actual: navigator.state.dump) ?? navigator.state.dump),
        at: site)
    }
    guard !quitting else { return }
    if let waiting = navigator.waitingChange {
      Report.failure("a change still waits: \(waiting.intent.map { "\($0)" } ?? "an update")", at: site)
    }
    let open = navigator.state.openRequests
    if exhaustive, !open.isEmpty {
      Report.failure("request(s) still open: " + open.joined(separator: ", "), at: site)
    }
  }

  // MARK: Plumbing

  func isRunning(at site: CallSite) -> Bool {
    guard let finished = ledger.finished else { return true }
    Report.failure("this NavigationTest finished at \(finished); make a new one", at: site)
    return false
  }

  /// Runs `change`, then expects the state, or the refusal.
  private func perform<Failure: Error & Equatable>(
    _ what: String, refused: Failure?, at site: CallSite,
    _ expected: (inout NavigationState<Tab, Route>) throws -> Void,
    _ change: () throws(Failure) -> NavigationOutcome
  ) -> NavigationOutcome? {
    if exhaustive, navigator.changeCount != asserted.changes {
      Report.failure(
        "\(navigator.changeCount - asserted.changes) change(s) before \(what) were not asserted (receive them first)",
        at: site)
      skipReceivedChanges()
    }
    let before = navigator.state
    do throws(Failure) {
      let outcome = try change()
      if let refused { Report.failure("\(what) was expected to be refused (\(refused)); it was \(outcome)", at: site) }
      expect(what, expected, at: site)
      return outcome
    } catch {
      if let refused, error != refused {
        Report.failure("\(what) was refused with \(error), not \(refused)", at: site)
      } else if refused == nil {
        Report.failure("\(what) was refused: \(error)", at: site)
      }
      if navigator.state != before { Report.failure("\(what) was refused, and the state changed", at: site) }
      return nil
    }
  }

  /// Expects the navigator's state, just launched, to be `expected`; the launch's changes are asserted.
  func assertLaunched(_ expected: NavigationState<Tab, Route>, at site: CallSite) {
    if let diff = LineDiff.diff(expected: expected.dump, actual: navigator.state.dump) {
      Report.failure("The state after the relaunch is not the one expected (− expected, + actual):\n\(diff)", at: site)
    } else if navigator.state != expected {
      Report.failure(
        "The state after the relaunch differs from the one expected in a value its text leaves out", at: site)
    }
    asserted = (navigator.state, navigator.changeCount)
    received.forget(through: asserted.changes)
  }

  /// Expects the navigator's state (or `actual`, a state it took) to be
  /// the state last asserted changed by `change`; the changes up to it are asserted.
  private func expect(
    _ what: String, _ change: (inout NavigationState<Tab, Route>) throws -> Void,
    actual taken: (state: NavigationState<Tab, Route>, changes: Int)? = nil, at site: CallSite
  ) {
    var expected = asserted.state
    do {
      try change(&expected)
    } catch {
      Report.failure("the expected state of \(what) could not be made: \(error)", at: site)
    }
    let actual = taken?.state ?? navigator.state
    if actual != expected {
      let diff =
        LineDiff.diff(expected: expected.dump, actual: actual.dump)
        ?? "(the same text; a value the text leaves out differs)"
      Report.failure("The state after \(what) is not the one expected (− expected, + actual):\n\(diff)", at: site)
    }
    asserted = (actual, taken?.changes ?? navigator.changeCount)
    received.forget(through: asserted.changes)
  }
}

extension NavigationState {
  /// The open requests of every stack, as `"key" (request id)`.
  var openRequests: [String] {
    allStacks.flatMap { $0.stack.pendingRequests.map { "\"\($0.key)\" (request \($0.id))" } }
  }
}

/// What a test's release checks: whether it finished. Read from `deinit`,
/// on any thread.
private final class Ledger: @unchecked Sendable {
  private let lock = NSLock()
  private let created: CallSite
  private var exhaustive: Bool
  private var finishedAt: CallSite?

  init(created: CallSite, exhaustive: Bool) { (self.created, self.exhaustive) = (created, exhaustive) }

  /// Where the test finished, if it did.
  var finished: CallSite? { lock.withLock { finishedAt } }
  func set(exhaustive: Bool) { lock.withLock { self.exhaustive = exhaustive } }
  func finish(at site: CallSite) { lock.withLock { finishedAt = site } }

  /// Reports a test released without `finish()`.
  func releasedUnfinished() {
    let (finished, exhaustive) = lock.withLock { (finishedAt != nil, self.exhaustive) }
    guard !finished, exhaustive else { return }
    Report.failure(
      "the NavigationTest made at \(created) was released unfinished: end it with `await test.finish()`", at: created)
  }
}
