import Foundation
import Testing
@_spi(WayfinderInternals) import Wayfinder

/// Every window saved in the store's one file: `windows.attach(NavigationStore(app: "MyApp", schemaVersion: 1))`.
@MainActor @Suite(.timeLimit(.minutes(10))) final class WindowSavingTests {
  typealias Windows = WindowNavigator<AppTab, Trail>
  typealias Store = NavigationStore<AppTab, Trail>

  /// The test's own folder, removed after it.
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wayfinder-windows-\(UUID().uuidString)")

  deinit { try? FileManager.default.removeItem(at: folder) }

  var file: URL { folder.appendingPathComponent("navigation.json") }

  static let template = NavigationState.tabs(Tabs<AppTab, Trail>(selected: .home))

  /// main ([map] on home) in front, "inbox" (search: [trail 3], regular),
  /// and "old" closed as it was left ([trail 5]).
  func threeWindows(attachedTo store: Store? = nil) throws -> Windows {
    let windows = Windows(template: Self.template)
    try windows.open(.main)
    if let store { #expect(windows.attach(store).isEmpty) }
    try windows.navigator(for: .main)?.push(.map)
    try windows.open("old")
    try windows.navigator(for: "old")?.push(.trail(5))
    try windows.close("old")
    try windows.open("inbox", sizeClass: .regular)
    try windows.navigator(for: "inbox")?.selectTab(.search)
    try windows.navigator(for: "inbox")?.push(.trail(3))
    try windows.focus(.main)
    return windows
  }

  /// Follows the store's writes until the file holds `text`: whether it did
  /// (the stream ends when the store is freed). Its callers' time limit is
  /// the deadline: the wait follows the store's writes as they are made.
  func written(_ text: String, _ writes: AsyncStream<Result<Void, StoreError>>) async -> Bool {
    for await write in writes {
      if case .success = write, let saved = try? String(contentsOf: file, encoding: .utf8), saved.contains(text) {
        return true
      }
    }
    return false
  }

  @Test func everyWindowIsSavedInOneFileAndComesBackAsItWasLeft() async throws {
    let store = Store(file: file, schemaVersion: 1)
    let windows = try threeWindows(attachedTo: store)
    await store.flush(windows)
    #expect(store.lastSaveError == nil)
    // The file, and the lock of the process saving to it.
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
        ".navigation.json.lock", "navigation.json",
      ])

    let relaunched = Windows(template: Self.template)
    try relaunched.open(.main)  // an app launching has its first window
    #expect(relaunched.attach(Store(file: file, schemaVersion: 1)).isEmpty)
    #expect(relaunched.windows == windows.windows)
    #expect(relaunched.front == .main && relaunched.ids == [.main, "inbox"])
    #expect(relaunched.sizeClass(of: "inbox") == .regular)
    try relaunched.reopen("old")
    #expect(relaunched.navigator(for: "old")?.state.shownStack.routes == [.trail(5)])
  }

  @Test(.timeLimit(.minutes(1))) func aChangeInAnyWindowIsSavedWithoutBeingAskedTo() async throws {
    let store = Store(file: file, schemaVersion: 1, coalescingDelay: .milliseconds(1))
    let writes = store.saveResults()
    let windows = try threeWindows(attachedTo: store)
    try windows.navigator(for: "inbox")?.push(.trail(4))
    #expect(await written("\"json\":\"4\"", writes))
    let relaunched = Windows(template: Self.template)
    relaunched.attach(Store(file: file, schemaVersion: 1))
    #expect(relaunched.navigator(for: "inbox")?.state.shownStack.routes == [.trail(3), .trail(4)])
  }

  /// A window opened after the windows were saved is followed too: a
  /// change in it alone is saved.
  @Test(.timeLimit(.minutes(1))) func aChangeInAWindowOpenedLaterIsSaved() async throws {
    let store = Store(file: file, schemaVersion: 1, coalescingDelay: .milliseconds(1))
    let windows = Windows(template: Self.template)
    try windows.open(.main)
    let writes = store.saveResults()
    windows.attach(store)
    try windows.open("later")
    #expect(await written("\"later\"", writes))
    try windows.navigator(for: "later")?.push(.trail(8))
    #expect(await written("\"json\":\"8\"", writes), "the push in the window opened later was not saved")
  }

  /// The file of an app before it had windows restores as its window in
  /// front; and a single navigator reads a window navigator's file as the
  /// window that was in front.
  @Test func aSingleNavigatorsFileAndAWindowNavigatorsFileReadEachOther() async throws {
    // Written by stores that are not attached: none writes again later.
    let single = Navigator(Tabs<AppTab, Trail>(selected: .home))
    try single.push(.trail(1))
    await Store(file: file, schemaVersion: 1).flush(single.state)

    let windows = Windows(template: Self.template)
    #expect(windows.attach(Store(file: file, schemaVersion: 1)).isEmpty)
    #expect(windows.ids == [.main] && windows.navigator(for: .main)?.state == single.state)

    let more = try threeWindows()
    try more.focus("inbox")
    await Store(file: file, schemaVersion: 1).flush(more)
    let relaunched = Navigator(Tabs<AppTab, Trail>(selected: .home))
    #expect(relaunched.attach(Store(file: file, schemaVersion: 1)).diagnostics.isEmpty)
    #expect(relaunched.state == more.navigator(for: "inbox")?.state)
  }

  /// A window whose name is not valid, a window saved twice, and the
  /// windows past the limit are dropped, each said; the others come back.
  @Test func aHostileFileDropsTheWindowsThatCannotBeOpenedAndSaysWhy() async throws {
    let store = Store(file: file, schemaVersion: 1)  // not attached: it writes only when flushed
    let windows = try threeWindows()
    try windows.open("third")
    try windows.open("fourth")
    try windows.focus("inbox")
    try windows.focus(.main)  // in front: main, inbox, fourth, third
    await store.flush(windows)
    var text = try String(contentsOf: file, encoding: .utf8)
    text = text.replacingOccurrences(of: "\"id\":\"fourth\"", with: "\"id\":\"\"")
    text = text.replacingOccurrences(of: "\"id\":\"old\"", with: "\"id\":\"inbox\"")
    try Data(text.utf8).write(to: file)

    // main and inbox fill the limit; "" is not a name; "third" is one window
    // too many; the closed window is now a second "inbox".
    let relaunched = Windows(template: Self.template, maxWindows: 2)
    let diagnostics = relaunched.attach(Store(file: file, schemaVersion: 1))
    #expect(relaunched.ids == [.main, "inbox"])
    let said = diagnostics[.main]?.map(\.description) ?? []
    #expect(diagnostics.keys.sorted() == [.main], "\(diagnostics)")
    #expect(said.contains { $0.contains("\"\"") && $0.contains("cannot be empty") }, "\(said)")
    #expect(said.contains { $0.contains("\"inbox\"") && $0.contains("more than once") }, "\(said)")
    #expect(said.contains { $0.contains("\"third\"") && $0.contains("more than 2 windows") }, "\(said)")
  }

  /// A file that is not a snapshot, or of a newer schema, is kept aside,
  /// and the windows stay as they are.
  @Test(arguments: ["unreadable", "newer"])
  func aFileThatCannotBeRestoredLeavesTheWindowsAsTheyAreAndIsKeptAside(kind: String) async throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    if kind == "unreadable" {
      try Data("not a saved state".utf8).write(to: file)
    } else {
      await Store(file: file, schemaVersion: 2).flush(try threeWindows())
    }
    let windows = Windows(template: Self.template)
    try windows.open(.main)
    try windows.navigator(for: .main)?.push(.map)
    let before = windows.windows
    let diagnostics = windows.attach(Store(file: file, schemaVersion: 1))
    #expect(windows.windows == before, "nothing changed")
    let said = diagnostics[.main] ?? []
    #expect(said.count == 2, "\(said)")
    if kind == "unreadable" {
      #expect(said.first.map { if case .unreadable = $0 { true } else { false } } == true, "\(said)")
    } else {
      #expect(said.first == .newerSchema(saved: 2, app: 1), "\(said)")
    }
    guard case .keptAside(let name)? = said.last else {
      Issue.record("not kept aside: \(said)")
      return
    }
    #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path))
    #expect(!FileManager.default.fileExists(atPath: file.path))
  }

  /// A window whose navigator's guard refuses its restored state keeps the
  /// state it opened with, and the refusal is said under that window.
  @Test func aRestoredWindowItsGuardRefusesStartsFromTheTemplateAndSaysWhy() async throws {
    let store = Store(file: file, schemaVersion: 1)
    let windows = try threeWindows()
    await store.flush(windows)
    let relaunched = Windows(template: Self.template) { id, state in
      let navigator = Navigator(state)
      if id == "inbox" {
        navigator.guards.append(NavigationGuard { proposal in proposal.cause == .restoration ? .block("no") : .allow })
      }
      return navigator
    }
    let diagnostics = relaunched.attach(Store(file: file, schemaVersion: 1))
    #expect(relaunched.ids == [.main, "inbox"])
    #expect(relaunched.navigator(for: "inbox")?.state == Self.template)
    #expect(relaunched.navigator(for: .main)?.state.shownStack.routes == [.map])
    guard case .refused? = diagnostics["inbox"]?.last else {
      Issue.record("no refusal said: \(diagnostics)")
      return
    }
  }
}
