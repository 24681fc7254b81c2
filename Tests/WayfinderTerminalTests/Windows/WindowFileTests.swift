import Foundation
import Testing
@_spi(WayfinderInternals) import Wayfinder
@_spi(WayfinderInternals) import WayfinderTerminal

#if canImport(Glibc)
  import Glibc
#endif

/// Each window's files (its navigation, its claim, its inbox) from its
/// name: one set of files per window, whatever the name and whatever the
/// file system makes of it.
@MainActor @Suite(.timeLimit(.minutes(10))) final class WindowFileTests {
  typealias Store = TerminalWindowStore<AppTab, Int>

  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wayfinder-wfiles-\(UUID().uuidString)")
  var file: URL { folder.appendingPathComponent("navigation.json") }

  deinit { try? FileManager.default.removeItem(at: folder) }

  func store() -> Store { Store(file: file, schemaVersion: 1, registry: .standard, coalescingDelay: .milliseconds(1)) }

  /// A state of its own for window `id`: the search tab, `number` pushed.
  func state(_ number: Int) throws -> WindowTestApp.State {
    var state = WindowTestApp.fresh()
    try state.apply(NavigationIntent(.selectTab(.search, reselectPopsToRoot: false)))
    try state.apply(NavigationIntent(.push(number, hidesBack: false)))
    return state
  }

  static let composed = "caf\u{E9}"  // é as one scalar (NFC)
  static let decomposed = "cafe\u{301}"  // e and a combining accent (NFD)

  /// "café" written composed or decomposed is one name to Swift, so it is
  /// one window: one file, one claim, one inbox, and its name is kept
  /// composed (the index lists it once).
  @Test func namesSwiftCallsEqualAreOneWindow() async throws {
    let composed = WindowID(Self.composed)
    let decomposed = WindowID(Self.decomposed)
    #expect(composed == decomposed && decomposed.name.unicodeScalars.count == 4)
    let store = store()
    #expect(store.file(for: decomposed) == store.file(for: composed))

    await store.store(for: decomposed).flush(try state(7))
    #expect(self.store().store(for: composed).restore(into: WindowTestApp.fresh()).state == (try state(7)))

    let claim = try store.claim(composed)
    #expect(throws: WindowClaimError.alreadyRunning(decomposed)) { try self.store().claim(decomposed) }
    #expect(store.isRunning(decomposed))
    claim.release()

    try store.deliver("wayfinder://home/1", to: decomposed)
    #expect(await store.polledLinks(for: composed) == ["wayfinder://home/1"])

    try store.updateIndex { index in
      try index.open(composed)
      try index.open(decomposed)
    }
    #expect(store.readIndex()?.openWindows.map(\.name) == [Self.composed])
  }

  /// Names that differ only in case are two windows, so they get two
  /// files whose names differ in more than case: a file system that
  /// ignores case (Apple's, by default) keeps them apart.
  @Test func namesThatDifferInCaseGetFilesThatDifferInMoreThanCase() {
    let store = store()
    let names: [WindowID] = [
      "inbox", "Inbox", "INBOX", "b", "B", "é", "É", "a b", "a%20b", "../x", "x/y", "window-2", ".hidden", "%41", "A",
    ]
    let files = names.map { store.file(for: $0).lastPathComponent }
    #expect(Set(files.map { $0.lowercased() }).count == names.count, "\(files)")
    #expect(Set(files.map { $0.uppercased() }).count == names.count, "\(files)")
    #expect(
      store.file(for: "inbox").lastPathComponent == "navigation.window-inbox.json", "lowercase names stay readable")
    #expect(names.allSatisfy { store.file(for: $0).deletingLastPathComponent().path == folder.path })
  }

  /// The longest names whose bytes are escaped: every one is saved and
  /// restored, claimed, and reached by links, and no file name (nor the
  /// temporary one a file is written through) is longer than 255 bytes.
  @Test(arguments: [
    String(repeating: "A", count: 64), String(repeating: "\u{E9}", count: 32), String(repeating: "😀", count: 16),
    String(repeating: "%", count: 64), String(repeating: "a", count: 64), String(repeating: "a", count: 63) + "B",
  ])
  func theLongestNamesAreSavedAndReached(name: String) async throws {
    let id = try WindowID.validated(name)
    let store = store()
    let key = store.file(for: id).deletingPathExtension().lastPathComponent
    // The longest file of a window: its inbox, written through a temporary file.
    #expect(".\(key).inbox.\(UUID().uuidString).tmp".utf8.count <= 255, "\(key)")
    await store.store(for: id).flush(try state(9))
    #expect(store.store(for: id).lastSaveError == nil)
    #expect(self.store().store(for: id).restore(into: WindowTestApp.fresh()).state == (try state(9)))
    let claim = try store.claim(id)
    #expect(store.isRunning(id))
    claim.release()
    try store.deliver("wayfinder://home/1", to: id)
    #expect(await store.polledLinks(for: id) == ["wayfinder://home/1"])
  }

  /// Names whose escaped form is too long are written another way, and
  /// still never share a file.
  @Test func longNamesKeepFilesOfTheirOwn() {
    let store = store()
    let names = ["A", "B", "\u{E9}", "%"].flatMap { unit in
      [String(repeating: unit, count: 64 / unit.utf8.count), String(repeating: unit, count: 64 / unit.utf8.count - 1)]
    }
    let files = names.map { store.file(for: WindowID($0)).lastPathComponent.lowercased() }
    #expect(Set(files).count == names.count, "\(files)")
  }

  // MARK: Claims

  /// A folder, a link or a pipe where a window's claim lock goes cannot
  /// hold the claim: claiming is refused, and says what is there (two
  /// processes would otherwise show the window).
  @Test(arguments: ["folder", "link", "pipe"])
  func aClaimLockThatIsNotAFileIsRefused(what: String) throws {
    let store = store()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let lock = folder.appendingPathComponent("navigation.window-b.lock")
    switch what {
    case "folder": try FileManager.default.createDirectory(at: lock, withIntermediateDirectories: false)
    case "link": try FileManager.default.createSymbolicLink(atPath: lock.path, withDestinationPath: "/dev/null")
    default: #expect(mkfifo(lock.path, 0o600) == 0)
    }
    #expect {
      try store.claim("b")
    } throws: { error in
      guard case WindowClaimError.unusableLock(let path, let reason) = error else { return false }
      return path == lock.path && reason.contains(what == "link" ? "symbolic link" : what)
    }
    #expect(!store.isRunning("b"))
  }

  /// A claim's lock file goes when the claim is released: 200 windows
  /// shown one after the other leave no lock file behind.
  @Test func releasedClaimsLeaveNoLockFiles() throws {
    let store = store()
    for number in 0..<200 {
      let claim = try store.claim(WindowID("w\(number)"))
      #expect(throws: WindowClaimError.alreadyRunning(WindowID("w\(number)"))) {
        try self.store().claim(WindowID("w\(number)"))
      }
      claim.release()
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".lock") } == [])
    let again = try store.claim("w0")
    #expect(store.isRunning("w0"))
    again.release()
    #expect(!store.isRunning("w0"))
  }

  // MARK: Inboxes

  /// An inbox planted with thousands of links is not read whole: a turn
  /// takes at most the newest 16 (the most a delivery keeps), an inbox too
  /// large to have been delivered is dropped unread, and either way the
  /// inbox is emptied.
  @Test func anInboxIsReadWithinBounds() async throws {
    let store = store()
    try store.deliver("wayfinder://home/0", to: "b")  // creates the folder and the inbox
    let inbox = folder.appendingPathComponent("navigation.window-b.inbox")
    let many = (0..<200).map { "wayfinder://home/\($0)" }
    try JSONEncoder().encode(many).write(to: inbox)
    #expect(await store.polledLinks(for: "b") == Array(many.suffix(TerminalWindowStore<AppTab, Int>.inboxCapacity)))
    #expect(!FileManager.default.fileExists(atPath: inbox.path))

    let planted = (0..<35_000).map { "wayfinder://home/\($0)" }
    try JSONEncoder().encode(planted).write(to: inbox)
    var dropped: [String] = []
    let deadline = ContinuousClock.now + .seconds(60)
    repeat {
      dropped += store.takeLinks(for: "b")  // nothing, while the lock is held
    } while FileManager.default.fileExists(atPath: inbox.path) && ContinuousClock.now < deadline
    #expect(dropped.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: inbox.path))
  }

  // MARK: A lock another process holds

  /// Holds the index's lock, as a process stuck while changing it would.
  func holdIndexLock() throws -> Int32 {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let descriptor = open(folder.appendingPathComponent("navigation.windows.lock").path, O_RDWR | O_CREAT, 0o600)
    #expect(descriptor >= 0 && flock(descriptor, LOCK_EX | LOCK_NB) == 0)
    return descriptor
  }

  /// While another process holds the index's lock (for longer than this
  /// test's time limit), a window still launches and polls its inbox at
  /// once: the main actor never waits for the lock; the index learns of the
  /// window once the lock is free.
  @Test func aHeldIndexLockDoesNotHoldTheMainActor() async throws {
    let store = Store(
      file: file, schemaVersion: 1, registry: .standard, coalescingDelay: .milliseconds(1), lockTimeout: .seconds(600))
    let descriptor = try holdIndexLock()
    let windows = WindowNavigator<AppTab, Int>(template: WindowTestApp.fresh())
    let restored = try windows.attach(store, window: "b")
    #expect(restored.state == WindowTestApp.fresh() && windows.ids == ["b"])
    #expect(store.takeLinks(for: "b").isEmpty)
    #expect(store.readIndex() == nil, "not listed while the lock is held")
    close(descriptor)
    await store.flushIndex()
    #expect(store.readIndex()?.openWindows == ["b"])
  }

  /// A store whose changes of the index give up after 200 ms.
  func impatientStore() -> Store {
    Store(
      file: file, schemaVersion: 1, registry: .standard, coalescingDelay: .milliseconds(1),
      lockTimeout: .milliseconds(200))
  }

  /// A window whose first run could not list it in the index (another
  /// process held the lock past the store's patience) comes back as it
  /// was left at its next launch: its file is never overwritten from the
  /// template, and it is listed then.
  @Test func aWindowNeverIndexedComesBackAsItWasLeftAtItsNextLaunch() async throws {
    try impatientStore().updateIndex { try $0.open(.main) }
    let store = impatientStore()
    let descriptor = try holdIndexLock()
    let windows = WindowNavigator<AppTab, Int>(template: WindowTestApp.fresh())
    try windows.attach(store, window: "b")
    try windows.navigator(for: "b")?.push(7)
    let left = try #require(windows.navigator(for: "b")?.state)
    await store.flush(windows)
    #expect(store.lastIndexFailure != nil, "the lock was held past the store's patience")
    #expect(store.readIndex()?.openWindows == [.main], "not listed")
    close(descriptor)

    // Relaunched with a store of ordinary patience: the first store's change may be made again meanwhile.
    let relaunched = WindowNavigator<AppTab, Int>(template: WindowTestApp.fresh())
    let relaunchedStore = self.store()
    let restored = try relaunched.attach(relaunchedStore, window: "b")
    #expect(restored.state == left, "its file, not the template")
    await relaunchedStore.flushIndex()
    #expect(relaunchedStore.readIndex()?.openWindows == [.main, "b"])
  }

  /// A change of the index that met a held lock is made again at the
  /// window's next change, once the lock is free.
  @Test func aWindowNeverIndexedIsListedAtItsNextChange() async throws {
    let store = impatientStore()
    let descriptor = try holdIndexLock()
    let windows = WindowNavigator<AppTab, Int>(template: WindowTestApp.fresh())
    try windows.attach(store, window: "b")
    await store.flushIndex()
    #expect(store.lastIndexFailure != nil && store.readIndex() == nil)
    close(descriptor)
    // Each change of the window makes the change of the index again, until it is made.
    var pushed = 7
    let listed = await poll(
      { () -> [WindowID]? in
        pushed += 1
        _ = try? windows.navigator(for: "b")?.push(pushed)
        return store.readIndex()?.openWindows
      }, until: { $0 == ["b"] })
    #expect(listed == ["b"])
  }
}
