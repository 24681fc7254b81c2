// Reference 002 on Wayfinder: one enum of routes with nested enums, and any
// screen pushing, going back or to the root through the navigator in the
// environment, with no environment-key code in the app.
#if canImport(SwiftUI) && (!os(Linux) || SWIFTUI_STAND_IN)
  import SwiftUI
  import Wayfinder
  import WayfinderSwiftUI

  enum AppViewRouter: Hashable, Sendable {
    case profile
    case category(Category)

    enum Category: Hashable, Sendable {
      case list
      case detail(Int)
    }

    var title: String {
      switch self {
      case .profile: "Profile"
      case .category(.list): "Category List"
      case .category(.detail(let id)): "Category Detail: \(id)"
      }
    }
  }

  struct RouterView: View {
    @State private var navigator = StackNavigator<AppViewRouter>()

    var body: some View {
      NavigationStackHost(navigator) {
        List {
          RouteLink("Profile", value: AppViewRouter.profile)
          RouteLink("Category List", value: AppViewRouter.category(.list))
        }
      } screen: { route in
        LinkView(title: route.title)
      }
    }
  }

  struct LinkView: View {
    @Environment(StackNavigator<AppViewRouter>.self) private var navigator
    let title: String

    var body: some View {
      VStack {
        Text(title)
        Button("Go Category Detail") { navigator.perform(.push(.category(.detail(999)))) }
        Button("Back") { navigator.perform(.goBack) }  // refused at the root: logged, never a trap
        Button("Back to Root") { navigator.perform(.popToRoot) }
      }
    }
  }
#endif
