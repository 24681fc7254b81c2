// Reference 001 on Wayfinder: a stack whose path is data (colors, and system
// image names on the same path), read on screen, reset by "Back to Main",
// and three levels deep at launch.
#if canImport(SwiftUI) && (!os(Linux) || SWIFTUI_TYPE_CHECK)
  import SwiftUI
  import Wayfinder
  import WayfinderSwiftUI

  enum Shade: String, Hashable, Sendable, CaseIterable { case indigo, yellow, green, orange, brown }

  /// One view, as in the reference: the root list, and each screen with the
  /// path as text and the list again.
  struct ColorsView: View {
    @State private var bindings = NavigationBindings(
      Navigator(BackStack(pushing: [Shade.indigo, .yellow, .green].map { AnyRoute($0) })))  // three levels at launch

    var body: some View {
      NavigationStackHost(bindings) {
        colorList
      } screen: { route in
        if let shade = route.as(Shade.self) {
          VStack {
            Text("\(bindings.navigator.state.shownStack.count), \(bindings.navigator.state.shownStack.routes)")
            Text(shade.rawValue)
            colorList
          }
        } else if let image = route.as(String.self) {
          Text("Image \(image)")
        }
      }
    }

    private var colorList: some View {
      List {
        ForEach(Shade.allCases, id: \.self) { shade in
          NavigationLink(shade.rawValue, value: PathElement(pushing: AnyRoute(shade)))
        }
        ForEach(["trash", "cloud", "bolt"], id: \.self) { name in
          NavigationLink(name, value: PathElement(pushing: AnyRoute(name)))
        }
        Button("Back to Main") { try? bindings.navigator.popToRoot() }
      }
    }
  }
#endif
