// Reference 004 on Wayfinder: pushes on an [Int] path, a path of mixed types,
// back to the root from a child, and the path saved and restored across
// launches by a store, with no encoding code in the app.
#if canImport(SwiftUI) && (!os(Linux) || SWIFTUI_STAND_IN)
  import Foundation
  import SwiftUI
  import Wayfinder
  import WayfinderSwiftUI

  /// Made once, on first use: not in a view's `@State`, whose initial value
  /// SwiftUI evaluates again each time the view is made when built with
  /// Xcode 26 (Xcode 27's `@State` macro evaluates it once), which would
  /// read the file and attach a store each time.
  @MainActor
  let numbers: Navigator<Never, AnyRoute> = {
    let navigator = Navigator(BackStack<AnyRoute>())
    // Restores the saved path, then saves every change.
    navigator.attach(NavigationStore(app: "Numbers", schemaVersion: 1))
    return navigator
  }()

  struct NumbersView: View {
    var body: some View {
      NavigationStackHost(numbers) {
        NumberList()
      } screen: { route in
        if let number = route.as(Int.self) {
          VStack {
            Text(verbatim: "Number \(number)")
            NumberList()
          }
        } else if let text = route.as(String.self) {
          Text(verbatim: "Text \(text)")
        }
      }
    }
  }

  struct NumberList: View {
    @Environment(StackNavigator<AnyRoute>.self) private var navigator

    var body: some View {
      List {
        Button("Show 32") { navigator.perform(.setPath([AnyRoute(32)])) }
        Button("Show 32 then 64") { navigator.perform(.setPath([AnyRoute(32), AnyRoute(64)])) }
        Button("Push a random number") { navigator.perform(.push(AnyRoute(Int.random(in: 0..<1000)))) }
        Button("Push \"Hello\"") { navigator.perform(.push(AnyRoute("Hello"))) }
        Button("Home") { navigator.perform(.popToRoot) }
      }
    }
  }
#endif
