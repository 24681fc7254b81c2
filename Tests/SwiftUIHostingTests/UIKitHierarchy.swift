// Reading what UIKit shows: the walks of the controller hierarchy, written
// once. SwiftUI's containers are UIKit's on iOS (a NavigationStack a
// UINavigationController, a TabView a UITabBarController, a
// NavigationSplitView a UISplitViewController, a sheet or a cover a
// presented controller): the hosting tests read only those public facts.
#if canImport(UIKit) && !os(watchOS) && canImport(SwiftUI) && (!os(Linux) || SWIFTUI_STAND_IN)
  import UIKit

  extension HierarchyShape {
    /// What UIKit shows under `root`, the window's root controller.
    @MainActor init(observing root: UIViewController) {
      selectedTab = root.firstShown(UITabBarController.self)?.selectedIndex
      split = root.firstShown(UISplitViewController.self).map { split in
        let columns = [.doubleColumn: 2, .tripleColumn: 3][split.style] ?? 0
        return Split(columns: columns, isCollapsed: split.isCollapsed)
      }
      stacks = root.presentationChain.map { $0.frontNavigation?.viewControllers.count ?? 0 }
    }
  }

  extension UIViewController {
    /// This controller and each one presented over it, bottom first.
    var presentationChain: [UIViewController] {
      Array(sequence(first: self) { $0.presentedViewController })
    }

    /// The children UIKit shows: a tab bar controller's selected one only.
    var shownChildren: [UIViewController] {
      guard let tabs = self as? UITabBarController else { return children }
      return tabs.selectedViewController.map { [$0] } ?? []
    }

    /// The first controller of `type` among this one and the children it
    /// shows, depth first.
    func firstShown<Container: UIViewController>(_ type: Container.Type) -> Container? {
      if let found = self as? Container { return found }
      return shownChildren.lazy.compactMap { $0.firstShown(type) }.first
    }

    /// The navigation controller in front: the deepest one under the last
    /// child shown (a split's secondary column, a stack's top screen).
    var frontNavigation: UINavigationController? {
      shownChildren.reversed().lazy.compactMap(\.frontNavigation).first ?? (self as? UINavigationController)
    }

    /// Whether a transition (a push, a pop, a presentation) runs in this
    /// controller or a child it shows.
    var isInTransition: Bool {
      transitionCoordinator != nil || shownChildren.contains { $0.isInTransition }
    }
  }
#endif
