// What the simulator's hosting tests (Tests/SwiftUIHostingTests) use of
// UIKit: a window, the containers SwiftUI puts on screen, and a size-class
// override. Type-check only: nothing here has behaviour, and nothing on
// Linux runs it (SwiftUIHostingCheck is built, never run). Each declaration
// is the Swift form of Apple's, as its page under
// https://developer.apple.com/documentation/uikit/ shows it (read in 2026);
// Tests/SwiftUIShim/README.md lists them and each difference from Apple's.
import Foundation

/// What a type-check-only declaration does if it is ever run: stops, saying so.
func typeCheckOnly(_ function: StaticString = #function) -> Never {
  fatalError("UIKit stand-in: \(function) is declared for type-checking only")
}

/// `UIView`: documentation/uikit/uiview
@available(iOS 2.0, *)
@MainActor @preconcurrency open class UIView {
  /// `init(frame:)`: documentation/uikit/uiview/init(frame:)
  public init(frame: CGRect) {}

  /// `isHidden`: documentation/uikit/uiview/ishidden
  open var isHidden: Bool {
    get { typeCheckOnly() }
    set { typeCheckOnly() }
  }
}

/// `UIWindow`: documentation/uikit/uiwindow
@available(iOS 2.0, *)
@MainActor @preconcurrency open class UIWindow: UIView {
  /// `init(frame:)`, UIView's designated initializer: documentation/uikit/uiview/init(frame:)
  public override init(frame: CGRect) { super.init(frame: frame) }

  /// `init(windowScene:)`: documentation/uikit/uiwindow/init(windowscene:)
  @available(iOS 13.0, *)
  public init(windowScene: UIWindowScene) { typeCheckOnly() }

  /// `rootViewController`: documentation/uikit/uiwindow/rootviewcontroller
  open var rootViewController: UIViewController? {
    get { typeCheckOnly() }
    set { typeCheckOnly() }
  }

  /// `makeKeyAndVisible()`: documentation/uikit/uiwindow/makekeyandvisible()
  open func makeKeyAndVisible() { typeCheckOnly() }
}

/// `UIWindowScene`: documentation/uikit/uiwindowscene (its superclass,
/// `UIScene`, and every member are left out: only `UIWindow(windowScene:)` names it).
@available(iOS 13.0, *)
@MainActor @preconcurrency open class UIWindowScene {}

/// `UIUserInterfaceSizeClass`: documentation/uikit/uiuserinterfacesizeclass
@available(iOS 8.0, *)
public enum UIUserInterfaceSizeClass: Int, Sendable {
  /// documentation/uikit/uiuserinterfacesizeclass/unspecified
  case unspecified = 0
  /// documentation/uikit/uiuserinterfacesizeclass/compact
  case compact = 1
  /// documentation/uikit/uiuserinterfacesizeclass/regular
  case regular = 2
}

/// `UIMutableTraits` (the Swift protocol): documentation/uikit/uimutabletraits-13ja5
@available(iOS 17.0, tvOS 17.0, *)
public protocol UIMutableTraits {}

@available(iOS 17.0, tvOS 17.0, *)
extension UIMutableTraits {
  /// `horizontalSizeClass`: documentation/uikit/uimutabletraits-13ja5/horizontalsizeclass
  public var horizontalSizeClass: UIUserInterfaceSizeClass {
    get { typeCheckOnly() }
    set { typeCheckOnly() }
  }
}

/// `UITraitOverrides` (the Swift structure): documentation/uikit/uitraitoverrides-swift.struct
@available(iOS 17.0, tvOS 17.0, *)
public struct UITraitOverrides: UIMutableTraits {}

extension UIViewController {
  /// `children`: documentation/uikit/uiviewcontroller/children
  @available(iOS 5.0, *)
  public var children: [UIViewController] { typeCheckOnly() }

  /// `presentedViewController`: documentation/uikit/uiviewcontroller/presentedviewcontroller
  @available(iOS 5.0, *)
  public var presentedViewController: UIViewController? { typeCheckOnly() }

  /// `traitOverrides`: documentation/uikit/uiviewcontroller/traitoverrides-1z1cc
  @available(iOS 17.0, tvOS 17.0, *)
  public var traitOverrides: UITraitOverrides {
    get { typeCheckOnly() }
    set { typeCheckOnly() }
  }
}

/// `UINavigationController`: documentation/uikit/uinavigationcontroller
@available(iOS 2.0, *)
@MainActor @preconcurrency open class UINavigationController: UIViewController {
  /// `viewControllers`: documentation/uikit/uinavigationcontroller/viewcontrollers
  open var viewControllers: [UIViewController] {
    get { typeCheckOnly() }
    set { typeCheckOnly() }
  }
}

/// `UITabBarController`: documentation/uikit/uitabbarcontroller
@available(iOS 2.0, *)
@MainActor @preconcurrency open class UITabBarController: UIViewController {
  /// `selectedIndex`: documentation/uikit/uitabbarcontroller/selectedindex
  open var selectedIndex: Int {
    get { typeCheckOnly() }
    set { typeCheckOnly() }
  }

  /// `selectedViewController` (`unowned(unsafe)` on Apple's):
  /// documentation/uikit/uitabbarcontroller/selectedviewcontroller
  open var selectedViewController: UIViewController? {
    get { typeCheckOnly() }
    set { typeCheckOnly() }
  }
}

/// `UISplitViewController`: documentation/uikit/uisplitviewcontroller
@available(iOS 3.2, *)
@MainActor @preconcurrency open class UISplitViewController: UIViewController {
  /// `UISplitViewController.Style`: documentation/uikit/uisplitviewcontroller/style-swift.enum
  @available(iOS 14.0, *)
  public enum Style: Int, Sendable {
    /// documentation/uikit/uisplitviewcontroller/style-swift.enum/unspecified
    case unspecified = 0
    /// documentation/uikit/uisplitviewcontroller/style-swift.enum/doublecolumn
    case doubleColumn = 1
    /// documentation/uikit/uisplitviewcontroller/style-swift.enum/triplecolumn
    case tripleColumn = 2
  }

  /// `style`: documentation/uikit/uisplitviewcontroller/style-swift.property
  @available(iOS 14.0, *)
  open var style: Style { typeCheckOnly() }

  /// `isCollapsed`: documentation/uikit/uisplitviewcontroller/iscollapsed
  @available(iOS 8.0, *)
  open var isCollapsed: Bool { typeCheckOnly() }
}
