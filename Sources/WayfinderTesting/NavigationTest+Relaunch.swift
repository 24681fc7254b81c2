import Foundation
import Wayfinder

extension NavigationTest where Tab: Codable, Route: Codable {
  /// Quits at the state now and launches again, in memory: the state is
  /// saved as `store` saves it (the app's real format, with no file),
  /// then restored by `restoredBy` (by default the same store; one of a
  /// newer `schemaVersion` runs its `migrate`) into the state of the
  /// relaunched app's navigator, through its guards, as
  /// `Navigator.attach(_:)` does at launch. A state holding a route that
  /// cannot be encoded fails the test here (`NavigationStore.data(for:)`
  /// throws), where an attached store would save every step before it.
  ///
  /// The state after the relaunch is asserted: the state quit at, or
  /// `expected` applied to it; so is every diagnostic (a route dropped, a
  /// migration). This test is then finished (a change not asserted fails
  /// it; a request still open or a change waiting is left for the
  /// relaunch), and the returned one tests the relaunched navigator.
  ///
  /// ```swift
  /// let relaunched = await test.relaunch(with: store, onto: AppNavigation.makeNavigator())
  /// relaunched.send(.goBack)
  /// ```
  ///
  /// - Parameters:
  ///   - store: The store the app saves with.
  ///   - restoredBy: The store the relaunched app restores with (a newer
  ///     schema's), or `nil` for `store`.
  ///   - expectedDiagnostics: What the restoration is expected to say.
  ///   - relaunched: The relaunched app's navigator, new, with its guards,
  ///     in its state at launch; by default a navigator of the state this
  ///     test's navigator started from, with its guards and settings (its
  ///     redirect limit, decision time limit and clock, layouts, and
  ///     whether reselecting a tab pops it): the app as it launches again. Pass one
  ///     when the app's guards hold objects a new launch makes anew.
  ///   - fileID: The caller's file, as are `filePath`, `line` and `column`.
  ///   - filePath: The file's path.
  ///   - line: The line.
  ///   - column: The column.
  ///   - expected: The state after the relaunch, made from the state quit at.
  /// - Returns: A test of the relaunched navigator.
  public func relaunch(
    with store: NavigationStore<Tab, Route>, restoredBy: NavigationStore<Tab, Route>? = nil,
    expectedDiagnostics: [RestorationDiagnostic] = [],
    onto relaunched: Navigator<Tab, Route>? = nil, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    _ expected: (inout NavigationState<Tab, Route>) throws -> Void = { _ in }
  ) async -> NavigationTest {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let quitAt = navigator.state
    await end(at: site, quitting: true)
    let relaunched = relaunched ?? relaunchedNavigator()
    let next = NavigationTest(
      relaunched, exhaustive: exhaustive, fileID: fileID, filePath: filePath, line: line, column: column)
    let data: Data
    do {
      data = try store.data(for: quitAt)
    } catch {
      Report.failure("the state quit at cannot be saved: \(error)", at: site)
      return next
    }
    let restoration = relaunched.launch(from: (restoredBy ?? store).restore(from: data, into: relaunched.state))
    if restoration.diagnostics != expectedDiagnostics {
      Report.failure(
        "the relaunch said \(restoration.diagnostics), not \(expectedDiagnostics)", at: site)
    }
    var state = quitAt
    do {
      try expected(&state)
    } catch {
      Report.failure("the expected state after the relaunch could not be made: \(error)", at: site)
    }
    next.assertLaunched(state, at: site)
    return next
  }

  /// A new navigator of the state this test's navigator started from, with
  /// its guards and settings.
  private func relaunchedNavigator() -> Navigator<Tab, Route> {
    let relaunched = Navigator(template)
    relaunched.guards = navigator.guards
    relaunched.redirectLimit = navigator.redirectLimit
    relaunched.layouts = navigator.layouts
    relaunched.decisionTimeLimit = navigator.decisionTimeLimit
    relaunched.clock = navigator.clock
    relaunched.reselectingTabPopsToRoot = navigator.reselectingTabPopsToRoot
    return relaunched
  }
}
