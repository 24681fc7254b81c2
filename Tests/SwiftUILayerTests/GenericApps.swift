import SwiftUI
import SwiftUILifecycle
import Testing
import Wayfinder
@_spi(WayfinderInternals) import WayfinderSwiftUI

/// The apps the scenario, dialog, tab and property tests run on the real
/// hosts (what the model of SwiftUI played before): every screen shows its
/// route and links to `l0` … `l5`; tab `two` is a split of two columns
/// whose sidebar lists `s1` … `s5`.
enum TwoTabs: Hashable, Sendable, CaseIterable, CustomStringConvertible {
  case one, two
  var description: String { self == .one ? "one" : "two" }
}

/// A route's screen: its name, and links.
struct RouteScreen<Route: Hashable & Sendable & CustomStringConvertible>: View {
  let route: Route
  let links: [Route]

  var body: some View {
    VStack {
      Text(verbatim: route.description)
      ForEach(links, id: \.self) { RouteLink("link \($0)", value: $0) }
    }
  }
}

/// Links to `l0` … `l5`.
let stringLinks = (0...5).map { "l\($0)" }

/// One stack of `Route`s.
struct StackApp<Route: Hashable & Sendable & CustomStringConvertible>: View {
  let bindings: NavigationBindings<Never, Route>
  var links: [Route] = []

  var body: some View {
    NavigationStackHost(bindings.navigator) {
      RouteScreen(route: "root" as String, links: [])
    } screen: {
      RouteScreen(route: $0, links: links)
    }
  }
}

/// Tabs `one` (a stack) and `two` (a split of two columns), every screen
/// from the tab host's one `screen:`, each with `links`.
struct TwoTabsApp: View {
  let bindings: NavigationBindings<TwoTabs, String>
  var links = stringLinks

  static func label(_ tab: TwoTabs) -> TabLabel { TabLabel("\(tab)", systemImage: "circle") }

  var body: some View {
    NavigationTabsHost(bindings.navigator, label: Self.label) { tab in
      TwoTabsContent(bindings: bindings, tab: tab, links: links)
    } screen: {
      RouteScreen(route: $0, links: links)
    }
  }
}

struct TwoTabsContent: View {
  let bindings: NavigationBindings<TwoTabs, String>
  let tab: TwoTabs
  let links: [String]

  var body: some View {
    if tab == .two {
      NavigationSplitHost(bindings.navigator, tab: .two) { selection in
        List(selection: selection) { ForEach(1...5, id: \.self) { Text(verbatim: "s\($0)").tag("s\($0)") } }
      }
    } else {
      NavigationStackHost(bindings.navigator, tab: tab) {
        RouteScreen(route: "\(tab) root", links: links)
      }
    }
  }
}

/// The bindings of the apps above (tab `two` a split of two columns, as its host declares).
@MainActor func twoTabsBindings(
  _ navigator: Navigator<TwoTabs, String>, sizeClass: SizeClass = .compact,
  presentation: @escaping @MainActor (String) -> RoutePresentation = { _ in .automatic }
) -> NavigationBindings<TwoTabs, String> {
  NavigationBindings(
    navigator, sizeClass: sizeClass, presentation: presentation)
}

extension Device {
  /// Settles, and expects the screen to show `bindings`' state: the
  /// bindings show all of it and await nothing, every container on screen
  /// shows what its binding asks, the window presents one presentation per
  /// modal of the shown stacks (and the dialog), and nothing was refused.
  /// Returns the frames it took.
  @discardableResult
  func settledOnTheState<Tab>(
    _ bindings: NavigationBindings<Tab, some Hashable & Sendable>, window: Int = 0,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async -> Int {
    let frames = await settle()
    #expect(
      bindings.isSettled, "the bindings await \(String(describing: bindings.waiting))", sourceLocation: sourceLocation)
    // What the screen can show of the state: a tab it does not show shows no
    // modal, nor does a tab under the modal over all tabs (they come back with it).
    #expect(
      bindings.shownState == PresentationQueue.presentable(bindings.navigator.state, below: bindings.shownState),
      "the bindings show an older state:\n\(bindings.shownState)\n\(bindings.navigator.state)",
      sourceLocation: sourceLocation)
    #expect(screenDifferences.isEmpty, "\(screenDifferences)\n\(screen)", sourceLocation: sourceLocation)
    #expect(
      presentations[window].count == Self.presentationCount(bindings.shownState),
      "\(presentations[window]) for \(bindings.shownState)\n\(screen)", sourceLocation: sourceLocation)
    #expect(refusals.isEmpty, "\(refusals)", sourceLocation: sourceLocation)
    return frames
  }

  /// How many presentations a window shows for `state`: the modals of the
  /// shown stack (the selected tab's, and those over all tabs), and its dialog.
  static func presentationCount<Tab, Route>(_ state: NavigationState<Tab, Route>) -> Int {
    let modals =
      switch state {
      case .stack(let stack): stack.filter(\.isModal).count
      case .tabs(let tabs): tabs.selectedStack.filter(\.isModal).count + tabs.modalOverTabs.filter(\.isModal).count
      }
    return modals + (state.shownDialog == nil ? 0 : 1)
  }
}
