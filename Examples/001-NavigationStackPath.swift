// Reference 001 on Wayfinder: a stack whose path is data (colors, and system
// image names on the same path), read on screen, reset by "Back to Main",
// and three levels deep at launch.
#if canImport(SwiftUI) && (!os(Linux) || SWIFTUI_STAND_IN)
  import SwiftUI
  import Wayfinder
  import WayfinderSwiftUI

  enum Shade: String, Hashable, Sendable, CaseIterable { case indigo, yellow, green, orange, brown }

  /// One view, as in the reference: the root list, and each screen with the
  /// path as text and the list again. It is the app's root, made once: built
  /// with Xcode 26, a `@State` value is made again each time its view is
  /// (SwiftUI keeps the first; Xcode 27's `@State` macro makes it once), so a
  /// view made often takes its navigator from its parent, or from a global as
  /// example 004 does.
  struct ColorsView: View {
    @State private var navigator = Navigator(
      BackStack(pushing: [Shade.indigo, .yellow, .green].map { AnyRoute($0) }))  // three levels at launch

    var body: some View {
      NavigationStackHost(navigator) {
        colorList
      } screen: { route in
        if let shade = route.as(Shade.self) {
          VStack {
            Text(
              verbatim: "\(navigator.state.shownStack.count), \(navigator.state.shownStack.routes)")
            Text(verbatim: shade.rawValue)
            colorList
          }
        } else if let image = route.as(String.self) {
          Text(verbatim: "Image \(image)")
        }
      }
    }

    private var colorList: some View {
      List {
        ForEach(Shade.allCases, id: \.self) { shade in
          RouteLink(shade.rawValue, value: AnyRoute(shade))
        }
        ForEach(["trash", "cloud", "bolt"], id: \.self) { name in
          RouteLink(name, value: AnyRoute(name))
        }
        Button("Back to Main") { navigator.perform(.popToRoot) }
      }
    }
  }
#endif
