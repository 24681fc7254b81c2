// Reference 003 on Wayfinder: tabs switched from anywhere (a notification
// too), a screen shown by a flag, and a push made after an async export,
// inside the Export sheet, in the Export tab, wherever the user went.
#if canImport(SwiftUI) && (!os(Linux) || SWIFTUI_TYPE_CHECK)
  import SwiftUI
  import Wayfinder
  import WayfinderSwiftUI

  enum AppTab: Hashable, Sendable, CaseIterable { case home, calendar, export }

  enum Screen: Hashable, Sendable { case edit, export, completed }

  struct TabsView: View {
    @State private var bindings = NavigationBindings(Navigator(Tabs<AppTab, Screen>(selecting: .home)))

    var body: some View {
      NavigationTabsHost(bindings) { tab in
        NavigationStackHost(bindings, at: .tab(tab)) {
          TabRoot(tab: tab)
        } screen: { screen in
          ScreenView(screen: screen)
        }
        .tabItem { Text("\(tab)") }
      } screen: { screen in
        ScreenView(screen: screen)
      }
    }
  }

  struct TabRoot: View {
    @Environment(Navigator<AppTab, Screen>.self) private var navigator
    let tab: AppTab

    var body: some View {
      switch tab {
      case .home: Button("Open the Calendar tab") { try? navigator.selectTab(.calendar) }
      case .calendar: Button("Edit") { try? navigator.setShown(.edit, to: true, in: .tab(.calendar)) }
      case .export: Button("Export video…") { try? navigator.present(.export, in: .tab(.export)) }
      }
    }
  }

  struct ScreenView: View {
    @Environment(Navigator<AppTab, Screen>.self) private var navigator
    let screen: Screen

    var body: some View {
      switch screen {
      case .edit: Button("Done") { try? navigator.setShown(.edit, to: false, in: .tab(.calendar)) }
      case .export:
        Button("Export") {
          Task { @MainActor in
            try? await Task.sleep(for: .seconds(1.5))
            try? navigator.push(.completed, hidesBack: true, inModal: .export, in: .tab(.export))
          }
        }
      case .completed: Button("Done") { try? navigator.dismiss(.export, in: .tab(.export)) }
      }
    }
  }
#endif
