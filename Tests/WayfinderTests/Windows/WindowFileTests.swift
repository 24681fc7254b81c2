import Foundation
import Testing
import Wayfinder

/// Each window's files (its navigation, its claim, its inbox) from its
/// name: one set of files per window, whatever the name and whatever the
/// file system makes of it.
@MainActor @Suite(.timeLimit(.minutes(1))) final class WindowFileTests {
  typealias Store = WindowStore<AppTab, Int>

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
    #expect(store.takeLinks(for: composed) == ["wayfinder://home/1"])

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
    #expect(store.store(for: id).lastSaveFailure == nil)
    #expect(self.store().store(for: id).restore(into: WindowTestApp.fresh()).state == (try state(9)))
    let claim = try store.claim(id)
    #expect(store.isRunning(id))
    claim.release()
    try store.deliver("wayfinder://home/1", to: id)
    #expect(store.takeLinks(for: id) == ["wayfinder://home/1"])
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
}
