import Foundation
import Testing
@_spi(WayfinderInternals) import Wayfinder
@_spi(WayfinderInternals) import WayfinderTerminal

/// Which saved window a link opens in, for a process that shows one window
/// (`TerminalWindowStore.window(for:with:template:)`): the window showing
/// the link's place, else the one in front, else a new one.
@MainActor @Suite(.timeLimit(.minutes(10))) final class WindowForLinkTests {
  typealias Store = TerminalWindowStore<AppTab, Int>
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wayfinder-wlink-\(UUID().uuidString)")
  var file: URL { folder.appendingPathComponent("navigation.json") }

  deinit { try? FileManager.default.removeItem(at: folder) }

  func store() -> Store { Store(file: file, schemaVersion: 1, registry: .standard, coalescingDelay: .milliseconds(1)) }

  func window(for link: String, in store: Store) throws -> (window: WindowID, isNew: Bool, rule: String)? {
    try store.window(for: link, with: WindowTestApp.links, template: WindowTestApp.fresh())
  }

  @Test func withNothingSavedALinkOpensTheMainWindow() throws {
    let target = try window(for: "wayfinder://home/1", in: store())
    #expect(target?.window == .main && target?.isNew == true)
  }

  @Test func aLinkOpensInTheSavedWindowShowingItsPlaceElseInTheOneInFront() async throws {
    let store = store()
    let windows = WindowNavigator<AppTab, Int>(template: WindowTestApp.fresh())
    windows.attach(store)
    try windows.navigator(for: .main)?.setPath([1, 2], in: .tab(.home))
    try windows.open("b")  // in front
    await store.flush(windows.windows)

    let showing = try window(for: "wayfinder://home/1/2", in: store)
    #expect(showing?.window == .main && showing?.isNew == false, "\(String(describing: showing))")
    let elsewhere = try window(for: "wayfinder://search/7", in: store)
    #expect(elsewhere?.window == "b" && elsewhere?.isNew == false, "\(String(describing: elsewhere))")
    // Nothing was changed: the index still lists the two windows, b in front.
    #expect(store.readIndex()?.openWindows == [.main, "b"] && store.readIndex()?.front == "b")
  }

  @Test func aLinkThatLeadsNowhereIsALinkErrorAndChangesNothing() throws {
    let store = store()
    #expect(throws: LinkError.self) { try self.window(for: "wayfinder://nowhere/1", in: store) }
    #expect(store.readIndex() == nil)
  }

  /// Routing a link reads each saved window only as far as its head (each
  /// stack's first steps, near the start of its file): a window whose file
  /// holds a deep stack is found showing the link's place even when the
  /// rest of its file is past reading.
  @Test func aLinkAmongSavedWindowsReadsEachWindowOnlyAsFarAsItsHead() async throws {
    let store = store()
    let windows = WindowNavigator<AppTab, Int>(template: WindowTestApp.fresh())
    windows.attach(store)
    try windows.navigator(for: .main)?.setPath(Array(100..<140), in: .tab(.search))
    try windows.navigator(for: .main)?.setPath([1, 2], in: .tab(.home))
    try windows.open("b")  // in front
    await store.flush(windows.windows)

    // The main window's file cut after its head: the rest cannot be read.
    let main = store.file(for: .main)
    let text = try String(contentsOf: main, encoding: .utf8)
    #expect(text.hasPrefix(#"{"formatVersion":1,"head":"#))
    let end = try #require(text.range(of: #","savedAt":"#))
    try Data(text[..<end.lowerBound].utf8).write(to: main)

    let showing = try window(for: "wayfinder://home/1/2", in: store)
    #expect(showing?.window == .main && showing?.isNew == false, "\(String(describing: showing))")
    // A place deeper than a head keeps reads the file whole: the cut file restores nothing.
    let deep = (100..<120).map(String.init).joined(separator: "/")
    let deeper = try window(for: "wayfinder://search/\(deep)", in: store)
    #expect(deeper?.window == "b", "\(String(describing: deeper))")
  }

  /// A file whose stacks are all as short as a head would be has no head.
  @Test func aShallowWindowsFileHasNoHead() async throws {
    let store = store()
    let windows = WindowNavigator<AppTab, Int>(template: WindowTestApp.fresh())
    windows.attach(store)
    try windows.navigator(for: .main)?.setPath(Array(0..<8), in: .tab(.home))
    await store.flush(windows.windows)
    #expect(try !String(contentsOf: store.file(for: .main), encoding: .utf8).contains(#""head""#))
  }
}
