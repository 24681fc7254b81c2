import Foundation
import Testing
@_spi(WayfinderInternals) import Wayfinder

#if canImport(Glibc)
  import Glibc
#endif

/// What a store does with what is at its path, with files it cannot read or
/// restore, with states over its limits, and with a disk that refuses writes.
/// Each test works in a folder of its own under the temporary directory, and
/// removes it.
@MainActor @Suite(.timeLimit(.minutes(10))) final class NavigationStoreSafetyTests {
  typealias Store = NavigationStore<AppTab, AnyRoute>
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wayfinder-store-\(UUID().uuidString)")
  var file: URL { folder.appendingPathComponent("navigation.json") }

  init() throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: folder) }

  func store(_ file: URL? = nil, schemaVersion: Int = 1, limits: RestorationLimits = .default) -> Store {
    Store(
      file: file ?? self.file, schemaVersion: schemaVersion, registry: testRegistry, limits: limits,
      coalescingDelay: .milliseconds(10))
  }

  func template() throws -> NavigationState<AppTab, AnyRoute> { .tabs(Tabs(selected: .home)) }

  func state(pushing count: Int, in tab: AppTab = .home) throws -> NavigationState<AppTab, AnyRoute> {
    var state = try template()
    try state.apply(NavigationIntent(.pushAll((0..<count).map { AnyRoute($0) }), in: .tab(tab)))
    return state
  }

  func snapshotData(_ state: NavigationState<AppTab, AnyRoute>, schemaVersion: Int = 1) throws -> Data {
    try NavigationSnapshot(state, schemaVersion: schemaVersion, registry: testRegistry).jsonData()
  }

  func fileKind(_ url: URL) -> mode_t? {
    var status = stat()
    return lstat(url.path, &status) == 0 ? status.st_mode & S_IFMT : nil
  }

  func names() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() }

  // MARK: Only a regular file is replaced, read or removed

  /// The paths a store must leave as they are: a folder (with a file in
  /// it), a pipe, a symbolic link, and, when the tests run as root, a
  /// character device (the numbers of /dev/null).
  func nonRegularFiles() throws -> [(URL, String)] {
    var paths: [(URL, String)] = []
    let directory = folder.appendingPathComponent("a-folder")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try Data("keep".utf8).write(to: directory.appendingPathComponent("inside.txt"))
    paths.append((directory, "a folder"))
    let pipe = folder.appendingPathComponent("a-pipe")
    #expect(mkfifo(pipe.path, 0o600) == 0)
    paths.append((pipe, "a pipe"))
    let target = folder.appendingPathComponent("target.txt")
    try Data("target".utf8).write(to: target)
    let link = folder.appendingPathComponent("a-link")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
    paths.append((link, "a symbolic link"))
    if getuid() == 0 {
      let device = folder.appendingPathComponent("a-device")
      #expect(mknod(device.path, S_IFCHR | 0o600, dev_t((1 << 8) | 3)) == 0)
      paths.append((device, "a character device"))
    }
    return paths
  }

  @Test func aSaveNeverReplacesAnythingButARegularFile() async throws {
    for (path, kind) in try nonRegularFiles() {
      let before = fileKind(path)
      let store = store(path)
      await store.flush(try state(pushing: 2))
      #expect(fileKind(path) == before, "\(kind) is still \(kind)")
      #expect(store.lastSaveError == .notARegularFile(path: path.path, kind: kind))
      #expect(await store.writeCount == 0)
    }
    #expect(try String(contentsOf: folder.appendingPathComponent("a-folder/inside.txt"), encoding: .utf8) == "keep")
    #expect(try String(contentsOf: folder.appendingPathComponent("target.txt"), encoding: .utf8) == "target")
  }

  @Test func aRestoreReadsOnlyARegularFileAndLeavesTheRestAsItIs() throws {
    for (path, kind) in try nonRegularFiles() {
      let before = fileKind(path)
      // A pipe with no writer would block a plain read forever.
      let restored = store(path).restore(into: try template())
      #expect(restored.state == (try template()))
      #expect(restored.diagnostics == [.unreadable(.notARegularFile(path: path.path, kind: kind))])
      #expect(fileKind(path) == before)
    }
  }

  @Test func removingTheSavedStateRemovesOnlyASavedState() throws {
    for (path, kind) in try nonRegularFiles() {
      let before = fileKind(path)
      #expect(throws: StoreError.notARegularFile(path: path.path, kind: kind)) { try store(path).removeSavedState() }
      #expect(fileKind(path) == before)
    }
    let notes = folder.appendingPathComponent("notes.txt")
    try Data("a user's file".utf8).write(to: notes)
    #expect {
      try store(notes).removeSavedState()
    } throws: { error in
      if case StoreError.notASavedState(notes.path, _) = error { true } else { false }
    }
    #expect(try String(contentsOf: notes, encoding: .utf8) == "a user's file")

    try snapshotData(try state(pushing: 3)).write(to: file)
    try store().removeSavedState()
    #expect(!FileManager.default.fileExists(atPath: file.path))
    try store().removeSavedState()  // nothing there: nothing to do
  }

  // MARK: Files that cannot be restored are kept

  @Test func aFileFromANewerSchemaIsKeptAsideNotOverwritten() async throws {
    let newer = try snapshotData(try state(pushing: 4), schemaVersion: 3)
    try newer.write(to: file)
    let store = store(schemaVersion: 2)
    let restored = store.restore(into: try template())
    #expect(restored.state == (try template()))
    guard restored.diagnostics.count == 2, restored.diagnostics[0] == .newerSchema(saved: 3, app: 2),
      case .keptAside(let name) = restored.diagnostics[1]
    else {
      Issue.record("\(restored.diagnostics)")
      return
    }
    await store.flush(try state(pushing: 1))
    #expect(try Data(contentsOf: folder.appendingPathComponent(name)) == newer)
    #expect(name.hasPrefix("navigation.newer-") && name.hasSuffix(".json"))
  }

  @Test func unreadableFilesMetInTheSameSecondAreAllKept() throws {
    var kept: Set<String> = []
    for attempt in 0..<5 {
      try Data("not a snapshot \(attempt)".utf8).write(to: file)
      let restored = store().restore(into: try template())
      guard case .keptAside(let name)? = restored.diagnostics.last else {
        Issue.record("\(restored.diagnostics)")
        return
      }
      kept.insert(name)
      #expect(
        try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8) == "not a snapshot \(attempt)")
    }
    #expect(kept.count == 5)
  }

  /// A store's limits are the ones the docs give: 10,000 steps in all, and
  /// 4 MiB for the file.
  @Test func aStoreKeeps10000StepsAnd4MiBByDefault() {
    let store = Store(file: file, schemaVersion: 1)  // the initializer an app calls
    #expect(store.limits.maxSteps == 10_000)
    #expect(store.limits.maxBytes == 4 << 20)
  }

  @Test func theSizeIsCheckedBeforeTheFileIsRead() throws {
    // A sparse file of 1 GiB: reading it whole would cost 1 GiB of memory.
    let descriptor = open(file.path, O_WRONLY | O_CREAT, 0o600)
    #expect(ftruncate(descriptor, 1 << 30) == 0)
    close(descriptor)
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    let peakBefore = usage.ru_maxrss
    let restored = store().restore(into: try template())
    getrusage(RUSAGE_SELF.rawValue, &usage)
    #expect(
      usage.ru_maxrss - peakBefore < 64 << 10, "the peak resident size grew by \(usage.ru_maxrss - peakBefore) KiB")
    #expect(
      restored.diagnostics.first == .unreadable(.tooLarge(bytes: 1 << 30, limit: RestorationLimits.default.maxBytes)))
  }

  // MARK: What is saved restores

  /// A state over the step limit saves what fits, as a restore keeps it
  /// (the smaller stacks whole, the largest cut), and says what it left out: once one tab is over the
  /// limit, a change of any other tab is still saved.
  @Test func aStateOverTheStepLimitSavesWhatFitsAndSaysSo() async throws {
    let limits = RestorationLimits(maxBytes: 1 << 20, maxSteps: 20, maxNesting: 64)
    let store = store(limits: limits)
    let fits = try state(pushing: 20)
    await store.flush(fits)
    #expect(store.lastSaveError == nil && store.lastSaveDiagnostics.isEmpty)

    var over = try state(pushing: 25, in: .search)
    let request = "deep"
    try over.apply(
      NavigationIntent(.ask(id: request, key: "k", presenting: AnyRoute(99), as: .sheet), in: .tab(.search)))
    try over.apply(NavigationIntent(.pushAll([AnyRoute(1), AnyRoute(2), AnyRoute(3)]), in: .tab(.home)))
    await store.flush(over)
    #expect(store.lastSaveError == nil)
    #expect(store.lastSaveDiagnostics == [.trimmed(.tab(#""search""#), kept: 17, saved: 26)])
    let restored = store.restore(into: try template())
    #expect(restored.diagnostics.isEmpty, "what was saved restores as it is")
    #expect(restored.state.tabs?.stack(for: .home)?.routes == [1, 2, 3].map { AnyRoute($0) })
    #expect(restored.state.tabs?.stack(for: .search)?.routes == (0..<17).map { AnyRoute($0) })
    #expect(restored.state.tabs?.stack(for: .search)?.pendingRequests.isEmpty == true)

    try over.apply(NavigationIntent(.push(AnyRoute(4), hidesBack: false), in: .tab(.home)))
    await store.flush(over)
    #expect(store.restore(into: try template()).state.tabs?.stack(for: .home)?.count == 4, "a later change is saved")
  }

  @Test func aStateOverTheByteLimitWithNoStepToCutIsNotSaved() async throws {
    // A dialog over the root, over the limit on its own: no cut of steps makes it fit.
    let limits = RestorationLimits(maxBytes: 400, maxSteps: 10_000, maxNesting: 64)
    let store = store(limits: limits)
    var state = try template()
    try state.apply(NavigationIntent(.showDialog(Dialog(.alert, title: String(repeating: "t", count: 600)))))
    await store.flush(state)
    guard case .tooLarge(_, 400)? = store.lastSaveError else {
      Issue.record("\(String(describing: store.lastSaveError))")
      return
    }
    #expect(!FileManager.default.fileExists(atPath: file.path))
  }

  @Test func aFileOverTheStepLimitRestoresTheSmallerStacksWholeAndCutsTheLargest() throws {
    var saved = try state(pushing: 8, in: .search)
    try saved.apply(NavigationIntent(.pushAll((0..<15).map { AnyRoute($0) }), in: .tab(.settings)))
    try saved.apply(NavigationIntent(.selectTab(.settings, reselectPopsToRoot: false)))
    try saved.apply(NavigationIntent(.present(AnyRoute(Park(name: "x")), as: .sheet), in: .modalOverTabs))
    try snapshotData(saved).write(to: file)
    let restored = store(limits: RestorationLimits(maxBytes: 1 << 20, maxSteps: 20, maxNesting: 64))
      .restore(into: try template())
    // The modal over all tabs' 1 and search's 8 whole; the selected tab, the largest, cut to the 11 left.
    #expect(restored.state.tabs?.stack(for: .settings)?.count == 11)
    #expect(restored.state.tabs?.modalOverTabs.count == 1)
    #expect(restored.state.tabs?.stack(for: .search)?.routes == (0..<8).map { AnyRoute($0) })
    #expect(restored.diagnostics == [.trimmed(.tab(#""settings""#), kept: 11, saved: 15)])
  }

  // MARK: Failures are reported, and later saves keep trying

  @Test func aFailedSaveIsReportedAndTheNextOneWrites() async throws {
    // The folder the file goes in is a regular file: no save can write.
    let blocker = folder.appendingPathComponent("blocked")
    try Data().write(to: blocker)
    let store = store(blocker.appendingPathComponent("navigation.json"))
    let results = store.saveResults()
    await store.flush(try state(pushing: 1))
    guard case .writeFailed? = store.lastSaveError else {
      Issue.record("\(String(describing: store.lastSaveError))")
      return
    }
    try FileManager.default.removeItem(at: blocker)
    await store.flush(try state(pushing: 2))
    #expect(store.lastSaveError == nil)
    #expect(await store.writeCount == 1)
    var outcomes: [Bool] = []
    for await result in results {
      outcomes.append((try? result.get()) != nil)
      if outcomes.count == 2 { break }
    }
    #expect(outcomes == [false, true])
  }

  // MARK: Owner only

  @Test func filesAreWrittenForTheirOwnerOnly() async throws {
    let nested = folder.appendingPathComponent("app/state/navigation.json")
    let store = store(nested)
    await store.flush(try state(pushing: 1))
    let attributes = try FileManager.default.attributesOfItem(atPath: nested.path)
    #expect((attributes[.posixPermissions] as? Int) == 0o600)
    for created in ["app", "app/state"] {
      let folderAttributes = try FileManager.default.attributesOfItem(
        atPath: folder.appendingPathComponent(created).path)
      #expect((folderAttributes[.posixPermissions] as? Int) == 0o700)
    }
  }
}
