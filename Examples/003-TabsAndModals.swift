// Reference 003 on Wayfinder: tabs switched from anywhere (a notification
// too), a screen shown by a flag, and a push made after an async export,
// inside the Export sheet, in the Export tab, wherever the user went.
#if canImport(SwiftUI) && (!os(Linux) || SWIFTUI_STAND_IN)
  import SwiftUI
  import Wayfinder
  import WayfinderSwiftUI

  enum AppTab: Hashable, Sendable, CaseIterable { case home, calendar, export }

  enum Screen: Hashable, Sendable { case edit, export, completed }

  /// The app's root, made once (built with Xcode 26, a `@State` value is made
  /// again each time its view is: see example 004).
  struct TabsView: View {
    @State private var navigator = Navigator(Tabs<AppTab, Screen>(selected: .home))

    var body: some View {
      // A tab bar, or a sidebar on iPad (iOS 18), from the same state.
      NavigationTabsHost(navigator, label: \.label) { tab in
        // The Export sheet stops half-way up first.
        NavigationStackHost(navigator, tab: tab, presentation: Self.presentation) {
          TabRoot(tab: tab)
        }
      } screen: { screen in
        ScreenView(screen: screen)
      }
    }

    private static func presentation(_ screen: Screen) -> RoutePresentation {
      screen == .export ? RoutePresentation(detents: [.medium, .large]) : .automatic
    }
  }

  extension AppTab {
    var label: TabLabel {
      switch self {
      case .home: TabLabel("Home", systemImage: "house")
      case .calendar: TabLabel("Calendar", systemImage: "calendar")
      case .export: TabLabel("Export", systemImage: "square.and.arrow.up")
      }
    }
  }

  struct TabRoot: View {
    @Environment(Navigator<AppTab, Screen>.self) private var navigator
    let tab: AppTab

    var body: some View {
      switch tab {
      case .home: Button("Open the Calendar tab") { navigator.perform(.selectTab(.calendar)) }
      case .calendar: Button("Edit") { navigator.perform(.setShown(.edit, shown: true), in: .tab(.calendar)) }
      case .export: Button("Export video…") { navigator.perform(.present(.export, as: .sheet), in: .tab(.export)) }
      }
    }
  }

  struct ScreenView: View {
    @Environment(Navigator<AppTab, Screen>.self) private var navigator
    let screen: Screen

    var body: some View {
      switch screen {
      case .edit: Button("Done") { navigator.perform(.setShown(.edit, shown: false), in: .tab(.calendar)) }
      case .export:
        Button("Export") {
          Task { @MainActor in
            try? await Task.sleep(for: .seconds(1.5))
            _ = try? navigator.push(.completed, hidesBack: true, inModal: .export, in: .tab(.export))
          }
        }
      case .completed: Button("Done") { navigator.perform(.dismissModal(.export), in: .tab(.export)) }
      }
    }
  }
#endif
