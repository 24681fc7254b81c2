// Reference 000 on Wayfinder: three columns and two columns driven by List
// selection, and the adaptive split ⇄ stack. Each is one state; a size-class
// change changes none of them, so there is no rebuild(from:to:).
#if canImport(SwiftUI) && (!os(Linux) || SWIFTUI_STAND_IN)
  import SwiftUI
  import Wayfinder
  import WayfinderSwiftUI

  enum ThreeColumn: Hashable, Sendable {
    case content(Int)
    case detail(contentID: Int, Int)
  }

  struct ThreeColumnsView: View {
    @State private var navigator = Navigator(BackStack<ThreeColumn>())

    var body: some View {
      NavigationSplitHost(navigator) { selection in
        List(selection: selection) {
          ForEach(0..<100) { id in Text(verbatim: "SideBar \(id)").tag(ThreeColumn.content(id)) }
        }
      } content: { route, selection in
        if case .content(let contentID) = route {
          List(selection: selection) {
            ForEach(0..<100) { id in
              Text(verbatim: "\(contentID):\(id)").tag(ThreeColumn.detail(contentID: contentID, id))
            }
          }
        }
      } screen: { route in
        if case .detail(_, let id) = route { BackButtons<ThreeColumn>(title: "\(id)") }
      }
    }
  }

  struct TwoColumnsView: View {
    @State private var navigator = Navigator(BackStack<Int>())

    var body: some View {
      NavigationSplitHost(navigator) { selection in
        List(selection: selection) { ForEach(0..<100) { id in Text(verbatim: "SideBar \(id)").tag(id) } }
      } screen: { id in
        BackButtons<Int>(title: "\(id)")
      }
    }
  }

  struct Level: Hashable, Sendable {
    var root: Int
    var level: Int
  }

  struct AdaptiveNavigatorView: View {
    @State private var navigator = Navigator(BackStack<Level>())

    var body: some View {
      NavigationSplitHost(navigator) { selection in
        List(selection: selection) {
          ForEach(0..<30) { root in Text(verbatim: "RootID \(root)").tag(Level(root: root, level: 1)) }
        }
      } screen: { info in
        VStack {
          Text(verbatim: "RootID:\(info.root)")
          Text(verbatim: "Current Level:\(info.level)")
          RouteLink("Goto Next Level", value: Level(root: info.root, level: info.level + 1))
          BackButtons<Level>(title: "Root \(info.root), Level \(info.level)")
        }
      }
    }
  }

  /// "Back Root" and "Back Parent", from the navigator in the environment.
  struct BackButtons<Route: Hashable & Sendable>: View {
    @Environment(StackNavigator<Route>.self) private var navigator
    let title: String

    var body: some View {
      VStack {
        Text(title)
        HStack {
          Button("Back Root") { navigator.perform(.popToRoot) }
          Button("Back Parent") { navigator.perform(.goBack) }
        }
      }
    }
  }
#endif
