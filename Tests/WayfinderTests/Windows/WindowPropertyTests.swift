import Foundation
import PropertyBased
import Testing
@_spi(WayfinderInternals) import Wayfinder

/// Random sequences of window intents, navigation inside windows and links
/// routed among them: every window's navigation stays its own, and a refused
/// change changes nothing.
@MainActor @Suite struct WindowPropertyTests {
  typealias Windows = WindowNavigator<AppTab, Int>
  typealias State = WindowTestApp.State

  /// One step of a run.
  enum Action: CustomStringConvertible {
    case open(WindowID)
    case close(WindowID)
    case focus(WindowID)
    case reopen(WindowID)
    case resize(WindowID, SizeClass)
    case navigate(WindowID, NavigationIntent<AppTab, Int>)
    case link(String)

    var description: String {
      switch self {
      case .open(let id): "open \(id)"
      case .close(let id): "close \(id)"
      case .focus(let id): "focus \(id)"
      case .reopen(let id): "reopen \(id)"
      case .resize(let id, let sizeClass): "resize \(id) \(sizeClass)"
      case .navigate(let id, let intent): "navigate \(id) \(intent.operation)"
      case .link(let link): "link \(link)"
      }
    }
  }

  nonisolated static let names: [WindowID] = [.main, "a", "b", "c", "window-2"]
  nonisolated static let links = [
    "wayfinder://home/1", "wayfinder://home/1/2", "wayfinder://search/3", "wayfinder://settings/4/5",
    "wayfinder://sheet/6", "wayfinder://more/7", "wayfinder://nowhere",
  ]

  nonisolated static let actions = zip(Gen.int(in: 0...6), Gen.int(in: 0...4), Gen.int(in: 0...19), Gen.int(in: 0...7))
    .map { kind, window, code, value -> Action in
      let id = names[window]
      switch kind {
      case 0: return .open(id)
      case 1: return .close(id)
      case 2: return .focus(id)
      case 3: return .reopen(id)
      case 4: return .resize(id, value.isMultiple(of: 2) ? .compact : .regular)
      case 5: return .navigate(id, PropertyTests.intent(code, value, value - 2, value % 4, value % 6))
      default: return .link(links[value % links.count])
      }
    }

  nonisolated static let runs = actions.array(of: 0...120)

  @Test func everyWindowsNavigationIsItsOwnAndARefusedChangeChangesNothing() async throws {
    var applied = 0
    var refused = 0
    var created = 0
    await propertyCheck(count: 60, input: Self.runs) { actions in
      let windows = Windows(template: WindowTestApp.fresh(), closedCapacity: 3, maxWindows: 4)
      for action in actions {
        let before = windows.windows
        do {
          switch action {
          case .open(let id): try windows.open(id)
          case .close(let id): try windows.close(id)
          case .focus(let id): try windows.focus(id)
          case .reopen(let id): try windows.reopen(id)
          case .resize(let id, let sizeClass): try windows.setSizeClass(sizeClass, of: id)
          case .navigate(let id, let intent):
            guard let navigator = windows.navigator(for: id) else { throw NavigationError.windowNotOpen(id) }
            try navigator.apply(intent)
          case .link(let link):
            let window = try windows.open(link, with: WindowTestApp.links).window
            if !before.contains(window) { created += 1 }
            try Self.expectRouted(link, to: window, before: before, after: windows.windows)
          }
          applied += 1
          try Self.expectOnly(action, changed: before, into: windows.windows)
        } catch {
          refused += 1
          #expect(windows.windows == before, "\(action) failed with \(error) but changed the windows")
        }
        // The structure and the navigators agree.
        #expect(Set(windows.ids) == Set(windows.windows.windows.map(\.id)))
        for id in windows.ids { #expect(windows.navigator(for: id) != nil) }
        #expect(windows.front == windows.windows.focusOrder.first)
        #expect(windows.windows.count <= 4 && windows.windows.recentlyClosed.count <= 3)
      }
    }
    #expect(
      applied > 500 && refused > 500 && created > 10, "\(applied) applied, \(refused) refused, \(created) new")
  }

  /// After `action`, only the window it is about changed, in the way it says.
  static func expectOnly(_ action: Action, changed before: WindowSet<AppTab, Int>, into after: WindowSet<AppTab, Int>)
    throws
  {
    let touched: WindowID?
    switch action {
    case .open(let id):
      touched = id
      #expect(after[id]?.state == WindowTestApp.fresh() && after.front == id)
    case .reopen(let id):
      touched = id
      #expect(after[id]?.state == before.closedWindow(id)?.state && after.front == id)
    case .close(let id):
      touched = id
      #expect(!after.contains(id) && after.recentlyClosed.first?.state == before[id]?.state)
    case .focus(let id):
      touched = nil
      #expect(after.front == id)
    case .resize(let id, let sizeClass):
      touched = nil
      #expect(after[id]?.sizeClass == sizeClass)
    case .navigate(let id, let intent):
      touched = id
      var expected = try #require(before[id]?.state)
      try expected.apply(intent)
      #expect(after[id]?.state == expected)
    case .link:
      return  // see expectRouted
    }
    for window in before.windows where window.id != touched {
      #expect(after[window.id]?.state == window.state, "\(action) changed window \(window.id)")
    }
  }

  /// A routed link: the window showing its place, else the front one, else
  /// a new one shows the place; every other window is unchanged.
  static func expectRouted(
    _ link: String, to window: WindowID, before: WindowSet<AppTab, Int>, after: WindowSet<AppTab, Int>
  ) throws {
    let (place, mode) = try WindowTestApp.links.place(for: link)
    let showing = before.focusOrder.first { before[$0]?.state.shows(place, mode) == true }
    let taken = Set(before.ids + before.recentlyClosed.map(\.id))
    let new = taken.contains(.main) ? WindowID.firstUnused(among: taken) : .main
    #expect(window == showing ?? before.front ?? new)
    let start = before.contains(window) ? try #require(before[window]?.state) : WindowTestApp.fresh()
    #expect(after[window]?.state == (try start.opening(place, mode)))
    #expect(after.front == window)
    for other in before.windows where other.id != window {
      #expect(after[other.id]?.state == other.state, "the link changed window \(other.id)")
    }
  }

  /// `shows` is exactly "opening the place would change nothing", on random
  /// states and every place of the test app.
  @Test func aStateShowsAPlaceExactlyWhenOpeningItChangesNothing() async throws {
    let places = try (Self.links.dropLast() + ["wayfinder://home/1/2/3", "wayfinder://search/3/4"]).map {
      try WindowTestApp.links.place(for: $0)
    }
    var shown = 0
    await propertyCheck(count: 40, input: PropertyTests.sequences) { intents in
      // Every tenth state a run leads to, and those states with each place opened (which show it).
      let sampled = try PropertyTests.states(applying: intents).states.enumerated().filter { $0.offset % 10 == 0 }
        .map(\.element)
      var states = sampled
      for (place, mode) in places { states += sampled.compactMap { try? $0.opening(place, mode) } }
      for state in states {
        for (place, mode) in places {
          let opened = try? state.opening(place, mode)
          #expect(state.shows(place, mode) == (opened == state), "\(place) \(mode) in \(state)")
          if opened == state { shown += 1 }
        }
      }
    }
    #expect(shown > 100)
  }
}
