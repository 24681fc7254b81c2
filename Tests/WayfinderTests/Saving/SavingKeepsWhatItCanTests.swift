import Foundation
import Testing
@_spi(WayfinderInternals) import Wayfinder

#if canImport(Glibc)
  import Glibc
#endif

/// Saving keeps everything it can (issue 33, §2): a route that cannot be
/// saved, a step that cannot be read, or a stack over the limit costs the
/// steps it must, never the other stacks. Each test works in a folder of its
/// own under the temporary directory, and removes it.
@MainActor @Suite(.timeLimit(.minutes(10))) final class SavingKeepsWhatItCanTests {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wayfinder-keeps-\(UUID().uuidString)")
  var file: URL { folder.appendingPathComponent("navigation.json") }

  init() throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: folder) }

  func template() -> NavigationState<AppTab, AnyRoute> { .tabs(Tabs(selected: .home)) }

  func store(limits: RestorationLimits = .default) -> NavigationStore<AppTab, AnyRoute> {
    NavigationStore(
      file: file, schemaVersion: 1, registry: testRegistry, limits: limits, coalescingDelay: .milliseconds(10))
  }

  /// Saves two steps in Search and `homeSteps` in Home (the demo's: two
  /// colors, then Numbers) with `limits`, and returns the store.
  func savingTwoStepsInSearch(
    andInHome homeSteps: Int, limits: RestorationLimits
  ) async throws -> NavigationStore<AppTab, AnyRoute> {
    let store = store(limits: limits)
    var state = template()
    try state.apply(NavigationIntent(.pushAll([1, 2].map { AnyRoute($0) }), in: .tab(.search)))
    try state.apply(NavigationIntent(.pushAll((0..<homeSteps).map { AnyRoute($0) }), in: .tab(.home)))
    await store.flush(state)
    return store
  }

  /// The files of the test's folder, but for the lock a window navigator holds.
  func names() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0 != ".navigation.json.lock" }.sorted()
  }

  // MARK: A route that cannot be saved

  /// A tab value that cannot be encoded fails the save (the Saving
  /// article): nothing is written, and the save says why.
  @Test func aTabThatCannotBeEncodedFailsTheSave() async throws {
    let store = NavigationStore<SealedTab, Int>(file: file, schemaVersion: 1)
    await store.flush(.tabs(Tabs(selected: .sealed)))
    #expect(store.lastSaveError != nil)
    #expect(!FileManager.default.fileExists(atPath: file.path))
  }

  @Test func aRouteThatCannotBeSavedKeepsEveryOtherStack() async throws {
    let store = NavigationStore<AppTab, Trail>(file: file, schemaVersion: 1)
    let navigator = Navigator(Tabs<AppTab, Trail>(selected: .home))
    navigator.attach(store)
    try navigator.selectTab(.search)
    try navigator.push(.trail(3))
    try navigator.selectTab(.home)
    try navigator.push(.map)
    try navigator.push(.trail(1))
    try navigator.push(.closed)
    try navigator.push(.trail(2))
    await store.flush(navigator.state)

    #expect(store.lastSaveError == nil, "the file is written")
    #expect(store.lastSaveDiagnostics.count == 1)
    guard case .unencodableRoute(let type, 2, .tab(#""home""#), let reason)? = store.lastSaveDiagnostics.first else {
      Issue.record("expected the home stack cut before the closed trail, got \(store.lastSaveDiagnostics)")
      return
    }
    #expect(type.hasSuffix("Trail") && reason.contains("a closed trail is never saved"))
    #expect(store.lastSaveDiagnostics.first?.description.contains("were not saved") == true)
    let restored = NavigationStore<AppTab, Trail>(file: file, schemaVersion: 1)
      .restore(into: .tabs(Tabs(selected: .home)))
    #expect(restored.diagnostics.isEmpty)
    #expect(restored.state.tabs?.stack(for: .home)?.routes == [.map, .trail(1)])
    #expect(restored.state.tabs?.stack(for: .search)?.routes == [.trail(3)])
  }

  @Test func aChangeMadeWhileARouteCannotBeSavedIsStillSaved() async throws {
    let store = NavigationStore<AppTab, Trail>(file: file, schemaVersion: 1)
    let navigator = Navigator(Tabs<AppTab, Trail>(selected: .home))
    navigator.attach(store)
    try navigator.push(.closed)
    try navigator.selectTab(.search)
    try navigator.push(.trail(9))
    await store.flush(navigator.state)
    let restored = NavigationStore<AppTab, Trail>(file: file, schemaVersion: 1)
      .restore(into: .tabs(Tabs(selected: .home)))
    #expect(restored.state.tabs?.selected == .search)
    #expect(restored.state.tabs?.stack(for: .search)?.routes == [.trail(9)])
    #expect(restored.state.tabs?.stack(for: .home)?.isEmpty == true)
  }

  @Test func aWindowsRouteThatCannotBeSavedKeepsEveryOtherWindow() async throws {
    let store = NavigationStore<AppTab, Trail>(file: file, schemaVersion: 1)
    let windows = WindowNavigator(template: .tabs(Tabs<AppTab, Trail>(selected: .home)))
    windows.attach(store)
    let second = WindowID("second")
    try windows.open(second)
    try windows.navigator(for: .main)?.push(.trail(1))
    try windows.navigator(for: .main)?.push(.closed)
    try windows.navigator(for: second)?.push(.trail(2))
    await store.flush(windows)
    #expect(store.lastSaveError == nil)
    #expect(store.lastSaveDiagnostics.contains { if case .unencodableRoute = $0 { true } else { false } })

    let relaunched = WindowNavigator(template: .tabs(Tabs<AppTab, Trail>(selected: .home)))
    relaunched.attach(NavigationStore<AppTab, Trail>(file: file, schemaVersion: 1))
    #expect(relaunched.navigator(for: .main)?.state.shownStack.routes == [.trail(1)])
    #expect(relaunched.navigator(for: second)?.state.shownStack.routes == [.trail(2)])
  }

  // MARK: A step that cannot be read

  /// home [10, 11, 12] (the step of 11 as `edit` makes it), search [20].
  func savedWithABadStep(_ edit: (String) -> String) throws -> Data {
    var state = template()
    try state.apply(NavigationIntent(.pushAll([10, 11, 12].map { AnyRoute($0) }), in: .tab(.home)))
    try state.apply(NavigationIntent(.push(AnyRoute(20), hidesBack: false), in: .tab(.search)))
    let text = String(
      decoding: try NavigationSnapshot(state, schemaVersion: 1, registry: testRegistry).jsonData(), as: UTF8.self)
    #expect(text.contains(#"{"json":"11","#))
    return Data(edit(text).utf8)
  }

  @Test(arguments: [
    #"{"json":"11","presentation":"bogus","#, #"{"json":"11","hidesBack":"yes","#, #"{"json":11,"#,
  ])
  func aStepThatCannotBeReadKeepsItsStacksPrefixAndEveryOtherTab(badStep: String) throws {
    try savedWithABadStep { $0.replacingOccurrences(of: #"{"json":"11","#, with: badStep) }.write(to: file)
    let restored = store().restore(into: template())
    #expect(restored.state.tabs?.stack(for: .home)?.routes == [AnyRoute(10)])
    #expect(restored.state.tabs?.stack(for: .search)?.routes == [AnyRoute(20)])
    #expect(try names() == ["navigation.json"], "the file is not set aside")
    #expect(restored.diagnostics.count == 2)
    guard case .undecodableRoute(_, 1, .tab(#""home""#), let reason)? = restored.diagnostics.first else {
      Issue.record("expected step 1 of home dropped, got \(restored.diagnostics)")
      return
    }
    #expect(reason.contains("the step could not be read"))
    #expect(
      restored.diagnostics.last == .droppedAfter(tag: "Swift.Int", position: 2, in: .tab(#""home""#), firstDropped: 1))
  }

  /// A restore that dropped steps keeps the rest, and the next save writes
  /// what was restored: the dropped steps are gone from the file.
  @Test func stepsDroppedAtARestoreAreGoneFromTheFileAfterTheNextSave() async throws {
    try savedWithABadStep { $0.replacingOccurrences(of: #"{"json":"11","#, with: #"{"json":11,"#) }.write(to: file)
    let store = store()
    let navigator = Navigator(template())
    #expect(navigator.attach(store).diagnostics.count == 2)
    try navigator.push(AnyRoute(21), in: .tab(.search))
    await store.flush()
    let relaunched = self.store().restore(into: template())
    #expect(relaunched.diagnostics.isEmpty)
    #expect(relaunched.state.tabs?.stack(for: .home)?.routes == [AnyRoute(10)])
    #expect(relaunched.state.tabs?.stack(for: .search)?.routes == [AnyRoute(20), AnyRoute(21)])
  }

  @Test func aFileThatIsNotASavedStateAtAllIsStillSetAside() throws {
    try Data(#"{"formatVersion":1,"steps":[]}"#.utf8).write(to: file)
    let restored = store().restore(into: template())
    #expect(restored.state == template())
    #expect(restored.diagnostics.contains { if case .keptAside = $0 { true } else { false } })
    #expect(try !names().contains("navigation.json"))
  }

  // MARK: A stack over the limit of steps

  @Test func aSmallTabKeepsItsStepsWhenAnotherPassesTheLimitOfSteps() async throws {
    let limits = RestorationLimits(maxBytes: 1 << 20, maxSteps: 100, maxNesting: 64)
    let store = try await savingTwoStepsInSearch(andInHome: 150, limits: limits)  // Numbers past the limit
    #expect(store.lastSaveError == nil)
    #expect(store.lastSaveDiagnostics == [.trimmed(.tab(#""home""#), kept: 98, saved: 150)])
    let restored = store.restore(into: template())
    #expect(restored.diagnostics.isEmpty)
    #expect(restored.state.tabs?.stack(for: .search)?.routes == [1, 2].map { AnyRoute($0) })
    #expect(restored.state.tabs?.stack(for: .home)?.routes == (0..<98).map { AnyRoute($0) })
  }

  @Test func theLimitOfStepsIsSharedAndTheLargestStacksAreCut() {
    // Whole below the level; the level shared by the longer ones; what is left to the shown stack first.
    #expect(StepBudget.allowances(tabs: [50, 3, 40], selected: 0, overTabs: 0, limit: 30) == ([14, 3, 13], 0))
    #expect(StepBudget.allowances(tabs: [5, 3], selected: 1, overTabs: 2, limit: 100) == ([5, 3], 2))
    #expect(StepBudget.allowances(tabs: [0, 7], selected: nil, overTabs: 7, limit: 0) == ([0, 0], 0))
    #expect(StepBudget.allowances(tabs: [9, 9], selected: 1, overTabs: 9, limit: 10) == ([3, 4], 3))
    // Steps left over go to the selected tab's stack, then the modal over all tabs, then the other tabs in order.
    #expect(StepBudget.allowances(tabs: [9, 9, 9], selected: 2, overTabs: 9, limit: 14) == ([3, 3, 4], 4))
    #expect(StepBudget.allowances(tabs: [9, 9, 9], selected: 2, overTabs: 9, limit: 15) == ([4, 3, 4], 4))
    // Never more than the limit, never more than a stack holds, and nothing left unused.
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<2_000 {
      let tabs = (0..<Int.random(in: 1...5, using: &generator)).map { _ in Int.random(in: 0...60, using: &generator) }
      let overTabs = Int.random(in: 0...60, using: &generator)
      let limit = Int.random(in: 0...200, using: &generator)
      let selected = Bool.random(using: &generator) ? Int.random(in: tabs.indices, using: &generator) : nil
      let (allowed, allowedOverTabs) = StepBudget.allowances(
        tabs: tabs, selected: selected, overTabs: overTabs, limit: limit)
      let all = tabs + [overTabs]
      let kept = allowed + [allowedOverTabs]
      #expect(kept.reduce(0, +) == min(limit, all.reduce(0, +)))
      #expect(zip(kept, all).allSatisfy { $0 <= $1 })
      // A stack cut keeps at least as much as any other stack keeps, less one.
      let cut = kept.indices.filter { kept[$0] < all[$0] }
      #expect(cut.allSatisfy { index in kept.allSatisfy { $0 <= kept[index] + 1 } })
    }
  }

  // MARK: Windows past the limit of bytes

  typealias Windows = WindowNavigator<AppTab, AnyRoute>

  /// Windows "big" (`big` steps in home), "medium" (50) and "small" (3),
  /// each of routes whose values are long, with "small" in front.
  func threeWindows(big: Int, attachedTo store: NavigationStore<AppTab, AnyRoute>?) throws -> Windows {
    let windows = Windows(template: template())
    if let store { windows.attach(store) }
    let padding = String(repeating: "x", count: 60)
    for (name, count) in [("big", big), ("medium", 50), ("small", 3)] {
      try windows.open(WindowID(name))
      try windows.navigator(for: WindowID(name))?.apply(
        NavigationIntent(.pushAll((0..<count).map { AnyRoute("\(name)-\($0)-\(padding)") })))
    }
    return windows
  }

  @Test func windowsPastTheLimitOfBytesKeepSavingTheLargestStacksCutFirst() async throws {
    let limits = RestorationLimits(maxBytes: 64 << 10, maxSteps: 10_000, maxNesting: 64)
    let store = store(limits: limits)
    let windows = try threeWindows(big: 2_000, attachedTo: store)
    await store.flush(windows)

    #expect(store.lastSaveError == nil, "the windows are saved")
    let bytes = try Data(contentsOf: file).count
    #expect(bytes <= limits.maxBytes)
    #expect(store.lastSaveDiagnostics.count == 1)
    guard case .trimmed(.tab(#""home""#), let kept, 2_000)? = store.lastSaveDiagnostics.first else {
      Issue.record("expected only the big window's stack cut, got \(store.lastSaveDiagnostics)")
      return
    }
    #expect(kept > 0)
    let relaunched = Windows(template: template())
    let diagnostics = relaunched.attach(self.store(limits: limits))
    #expect(diagnostics.isEmpty)
    #expect(relaunched.navigator(for: "small")?.state.shownStack.count == 3)
    #expect(relaunched.navigator(for: "medium")?.state.shownStack.count == 50)
    #expect(
      relaunched.navigator(for: "big")?.state.shownStack.routes
        == windows.navigator(for: "big")?.state.shownStack.routes.prefix(kept).map { $0 })

    // A later change of any window is saved.
    try windows.navigator(for: "small")?.push(AnyRoute("later"))
    await store.flush(windows)
    #expect(store.lastSaveError == nil)
    #expect(self.store(limits: limits).restore(into: template()).state.shownStack.last?.route == AnyRoute("later"))
  }

  /// Each window keeps the limit of steps on its own (the Saving article):
  /// a window over it is cut, and the other windows keep every step.
  @Test func eachWindowKeepsTheLimitOfStepsOnItsOwn() async throws {
    let limits = RestorationLimits(maxBytes: 1 << 20, maxSteps: 60, maxNesting: 64)
    let store = store(limits: limits)
    let windows = try threeWindows(big: 100, attachedTo: store)
    await store.flush(windows)
    #expect(store.lastSaveDiagnostics == [.trimmed(.tab(#""home""#), kept: 60, saved: 100)])
    let relaunched = Windows(template: template())
    #expect(relaunched.attach(self.store(limits: limits)).isEmpty)
    #expect(relaunched.navigator(for: "big")?.state.shownStack.count == 60)
    #expect(relaunched.navigator(for: "medium")?.state.shownStack.count == 50)
    #expect(relaunched.navigator(for: "small")?.state.shownStack.count == 3)
  }

  /// A single navigator's file whose stacks are deeper than 8 steps carries
  /// their first 8 steps near its start, for routing links; a file of
  /// several windows carries none (the Saving article).
  @Test func onlyASingleNavigatorsDeepFileCarriesItsFirstSteps() async throws {
    func hasHead() throws -> Bool { try String(contentsOf: file, encoding: .utf8).contains(#""head""#) }
    var state = template()
    try state.apply(NavigationIntent(.pushAll((0..<9).map { AnyRoute($0) })))
    await store().flush(state)
    #expect(try String(contentsOf: file, encoding: .utf8).hasPrefix(#"{"formatVersion":1,"head":"#))
    // Windows, the one in front deep too: none.
    let windows = try threeWindows(big: 20, attachedTo: nil)
    try windows.focus("big")
    await store().flush(windows)
    #expect(try !hasHead())
    // A single navigator attached to the windows' file writes them back: still none.
    let single = store()
    let navigator = Navigator(template())
    #expect(navigator.attach(single).state.shownStack.count == 20, "the deep window in front")
    try navigator.push(AnyRoute("single"))
    await single.flush(navigator.state)
    #expect(single.lastSaveError == nil)
    #expect(try !hasHead())
    let relaunched = Windows(template: template())
    #expect(relaunched.attach(store()).isEmpty)
    #expect(relaunched.ids == windows.ids, "the other windows are kept")
  }

  @Test func theWindowInFrontIsWrittenOnce() async throws {
    let store = store()
    let windows = try threeWindows(big: 5, attachedTo: store)
    await store.flush(windows)
    let text = try String(contentsOf: file, encoding: .utf8)
    #expect(text.components(separatedBy: "small-1-").count == 2, "the front window's steps once")
    // A single navigator still restores the window in front.
    #expect(self.store().restore(into: template()).state.shownStack.count == 3)
    let relaunched = Windows(template: template())
    relaunched.attach(self.store())
    #expect(relaunched.windows == windows.windows)
  }

  @Test func aStateOverTheLimitOfBytesSavesWhatFitsAndSaysSo() async throws {
    let limits = RestorationLimits(maxBytes: 4 << 10, maxSteps: 10_000, maxNesting: 64)
    let store = try await savingTwoStepsInSearch(andInHome: 400, limits: limits)
    #expect(store.lastSaveError == nil)
    #expect(try Data(contentsOf: file).count <= limits.maxBytes)
    guard case .trimmed(.tab(#""home""#), let kept, 400)? = store.lastSaveDiagnostics.first else {
      Issue.record("expected home cut, got \(store.lastSaveDiagnostics)")
      return
    }
    let restored = store.restore(into: template())
    #expect(restored.diagnostics.isEmpty)
    #expect(restored.state.tabs?.stack(for: .search)?.count == 2)
    #expect(restored.state.tabs?.stack(for: .home)?.routes == (0..<kept).map { AnyRoute($0) })
  }

  // MARK: A single navigator on a windows file

  @Test func aSingleNavigatorAttachedToAWindowsFileKeepsEveryOtherWindow() async throws {
    // Not attached: the single navigator is the file's only writer.
    let windows = try threeWindows(big: 5, attachedTo: nil)
    try windows.setSizeClass(.regular, of: "medium")
    await store().flush(windows)

    let single = store()
    let navigator = Navigator(template())
    #expect(navigator.attach(single).state.shownStack.count == 3, "the window in front")
    try navigator.push(AnyRoute("single"))
    await single.flush(navigator.state)
    #expect(single.lastSaveError == nil)

    let relaunched = Windows(template: template())
    #expect(relaunched.attach(store()).isEmpty)
    #expect(relaunched.ids == windows.ids && relaunched.front == "small")
    #expect(relaunched.navigator(for: "big")?.state == windows.navigator(for: "big")?.state)
    #expect(relaunched.navigator(for: "medium")?.state == windows.navigator(for: "medium")?.state)
    #expect(relaunched.sizeClass(of: "medium") == .regular)
    #expect(relaunched.navigator(for: "small")?.state == navigator.state, "the single navigator's change")
  }

  // MARK: One bad window

  @Test(arguments: [
    #"{"id":"medium","sizeClass":"huge","state":"#, #"{"id":"medium","sizeClass":"compact","state":42,"was":"#,
    #"{"id":"medium","requests":"none","sizeClass":"compact","state":"#,
  ])
  func oneWindowThatCannotBeReadIsDroppedAndTheOthersRestore(badWindow: String) async throws {
    let windows = try threeWindows(big: 5, attachedTo: nil)
    try windows.focus("big")
    await store().flush(windows)
    var text = try String(contentsOf: file, encoding: .utf8)
    // "medium", not in front, gets the bad field.
    let medium = #"{"id":"medium","sizeClass":"compact","state":"#
    #expect(text.contains(medium))
    text = text.replacingOccurrences(of: medium, with: badWindow)
    try Data(text.utf8).write(to: file)

    let relaunched = Windows(template: template())
    let diagnostics = relaunched.attach(store())
    #expect(relaunched.ids == ["big", "small"] && relaunched.front == "big")
    #expect(relaunched.navigator(for: "small")?.state == windows.navigator(for: "small")?.state)
    #expect(relaunched.navigator(for: "big")?.state == windows.navigator(for: "big")?.state)
    #expect(try names() == ["navigation.json"], "the file is not set aside")
    let said = diagnostics[.init("big")]?.map(\.description) ?? []
    #expect(
      said.count == 1 && said.allSatisfy { $0.contains("\"medium\"") && $0.contains("could not be read") },
      "\(diagnostics)")
  }

  // MARK: flush() as a barrier

  @Test func flushWritesTheChangeMadeJustBeforeIt() async throws {
    let store = store()
    let navigator = Navigator(template())
    navigator.attach(store)
    for value in 0..<30 {
      try navigator.push(AnyRoute(value))
      await store.flush()
      #expect(self.store().restore(into: template()).state == navigator.state, "after push \(value)")
    }
  }

  @Test func flushWritesTheWindowsChangeMadeJustBeforeIt() async throws {
    let store = store()
    let windows = Windows(template: template())
    windows.attach(store)
    for value in 0..<30 {
      try windows.navigator(for: .main)?.push(AnyRoute(value))
      await store.flush()
      let relaunched = Windows(template: template())
      relaunched.attach(self.store())
      #expect(relaunched.windows == windows.windows, "after push \(value)")
    }
  }

  // MARK: Two processes on one windows file

  /// Holds the windows file's claim as another process does: its lock,
  /// with another process's identifier in it (1, never this process).
  func holdClaimAsAnotherProcess() throws -> Int32 {
    let descriptor = open(folder.appendingPathComponent(".navigation.json.lock").path, O_RDWR | O_CREAT, 0o600)
    #expect(descriptor >= 0 && flock(descriptor, LOCK_EX | LOCK_NB) == 0)
    let text = Array("1\n".utf8)
    #expect(text.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) } == text.count)
    return descriptor
  }

  @Test func aSecondProcessAttachingWindowsToOneFileIsRefusedAndOverwritesNothing() async throws {
    let windows = try threeWindows(big: 5, attachedTo: nil)
    await store().flush(windows)
    let before = try Data(contentsOf: file)
    let descriptor = try holdClaimAsAnotherProcess()
    defer { close(descriptor) }

    let store = store()
    let second = Windows(template: template())
    let diagnostics = second.attach(store)
    #expect(second.windows == windows.windows, "the windows are restored")
    let refusal = StoreError.inUse(path: file.path, processID: 1)
    #expect(diagnostics[.init("small")] == [.notSaving(refusal)])
    #expect(refusal.description.contains("another process (1)"))
    try second.navigator(for: "small")?.push(AnyRoute("second"))
    await store.flush(second)
    await store.flush()
    #expect(store.lastSaveError == refusal)
    #expect(try Data(contentsOf: file) == before, "nothing overwritten")

    // A single navigator is refused the same way.
    let single = self.store()
    let navigator = Navigator(template())
    #expect(navigator.attach(single).diagnostics == [.notSaving(refusal)])
    await single.flush(navigator.state)
    #expect(single.lastSaveError == refusal)
    #expect(try Data(contentsOf: file) == before)
  }

  /// The claim on the file (its lock) is released when the window
  /// navigator and its store are freed, so that another process may save.
  @Test func theClaimOnTheFileIsReleasedWhenItsStoreIsFreed() async throws {
    var store: NavigationStore<AppTab, AnyRoute>? = store()
    var windows: Windows? = Windows(template: template())
    windows?.attach(try #require(store))
    let lock = open(folder.appendingPathComponent(".navigation.json.lock").path, O_RDWR)
    defer { close(lock) }
    #expect(lock >= 0 && flock(lock, LOCK_EX | LOCK_NB) != 0, "claimed while the store lives")
    (windows, store) = (nil, nil)
    // The store's tasks let go of it as they end: wait for that, with a deadline.
    let deadline = ContinuousClock.now.advanced(by: .seconds(60))
    var released = flock(lock, LOCK_EX | LOCK_NB) == 0
    while !released, ContinuousClock.now < deadline {
      await Task.yield()
      released = flock(lock, LOCK_EX | LOCK_NB) == 0
    }
    #expect(released, "released once freed")
  }

  /// A single navigator attached first takes no claim: a process that
  /// attaches windows to that file later is not refused (the Saving
  /// article's limit, said as it is).
  @Test func aSingleNavigatorTakesNoClaimOnItsFile() async throws {
    let navigator = Navigator(template())
    let store = store()
    navigator.attach(store)
    try navigator.push(AnyRoute(1))
    await store.flush()  // saved: a claim taken at the first write would be held now
    #expect(store.lastSaveError == nil)
    let descriptor = try holdClaimAsAnotherProcess()  // expects the lock free
    close(descriptor)
  }

  @Test func windowStoresOfOneProcessShareTheFile() async throws {
    let first = store()
    let windows = Windows(template: template())
    windows.attach(first)
    let second = store()
    let again = Windows(template: template())
    #expect(again.attach(second).isEmpty)
    try again.navigator(for: .main)?.push(AnyRoute(1))
    await second.flush(again)
    #expect(second.lastSaveError == nil)
  }

  /// Another process, for real: the helper attaches a window navigator to
  /// the file and waits; this process's attach is refused, naming it, and
  /// is accepted once the helper has ended.
  @Test func anotherProcessSavingItsWindowsToTheFileIsNamedAndNothingIsOverwritten() async throws {
    guard let helper = CrashSafetyTests.helper() else {
      Issue.record("wayfinder-save-loop is not built: run `swift build` first")
      return
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: helper)
    process.arguments = ["--windows", file.path]
    try process.run()
    defer {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
    }
    // The helper has claimed the file once its first save is there.
    let claimed = CrashSafetyTests.poll(upTo: .seconds(60)) { FileManager.default.fileExists(atPath: file.path) }
    #expect(claimed, "the helper saved nothing within a minute")
    let before = try Data(contentsOf: file)

    let store = store()
    let windows = Windows(template: template())
    let diagnostics = windows.attach(store)
    let refusal = StoreError.inUse(path: file.path, processID: process.processIdentifier)
    // (The helper's windows are of a single stack: restored with .changedShape.)
    #expect(diagnostics[.main]?.contains(.notSaving(refusal)) == true, "\(diagnostics)")
    try windows.navigator(for: .main)?.push(AnyRoute(1))
    await store.flush()
    #expect(store.lastSaveError == refusal)
    #expect(try Data(contentsOf: file) == before)

    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    let later = self.store()
    let free = Windows(template: template()).attach(later)[.main] ?? []
    #expect(!free.contains { if case .notSaving = $0 { true } else { false } }, "free once the other process ended")
    #expect(later.lastSaveError == nil)
  }
}

/// Tabs of which one cannot be encoded.
enum SealedTab: String, Hashable, Sendable, Codable, CaseIterable {
  case open, sealed

  struct Sealed: Error {}

  func encode(to encoder: any Encoder) throws {
    guard self == .open else { throw Sealed() }
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}
