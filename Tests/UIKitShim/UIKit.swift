// A test-only stand-in for the part of UIKit the SwiftUI layer uses,
// compiled only where UIKit does not exist (Linux), so that the layer's
// UIKit code is type-checked and run on every CI run: the SwiftUI stand-in's
// runtime drives a controller's appearance as UIKit documents it.
//
// Each declaration is the Swift form of the iOS SDK's Objective-C
// declaration (UIViewController.h, UIViewControllerTransitionCoordinator.h):
// `NS_SWIFT_UI_ACTOR` types are `@MainActor`, imported declarations are
// `@preconcurrency`, and an imported method's result may be discarded. Each
// names its documentation page, under https://developer.apple.com/documentation/uikit/.
// Tests/SwiftUIShim/README.md lists them and each difference from Apple's.
@_exported import Foundation

/// `UIViewController`: documentation/uikit/uiviewcontroller
@available(iOS 2.0, *)
@MainActor @preconcurrency open class UIViewController {
  /// `init(nibName:bundle:)`: documentation/uikit/uiviewcontroller/init(nibname:bundle:)
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}

  /// `init(coder:)`: documentation/uikit/uiviewcontroller/init(coder:)
  public required init?(coder: NSCoder) {}

  /// `viewWillAppear(_:)`: documentation/uikit/uiviewcontroller/viewwillappear(_:)
  open func viewWillAppear(_ animated: Bool) {}

  /// `viewDidAppear(_:)`: documentation/uikit/uiviewcontroller/viewdidappear(_:)
  open func viewDidAppear(_ animated: Bool) {}

  /// `viewWillDisappear(_:)`: documentation/uikit/uiviewcontroller/viewwilldisappear(_:)
  open func viewWillDisappear(_ animated: Bool) {}

  /// `transitionCoordinator`: documentation/uikit/uiviewcontroller/transitioncoordinator
  @available(iOS 7.0, *)
  open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { _transitionCoordinator }

  /// The coordinator of the transition in progress, set by the SwiftUI stand-in's runtime.
  package var _transitionCoordinator: (any UIViewControllerTransitionCoordinator)?
}

/// `UIViewControllerTransitionCoordinatorContext`: documentation/uikit/uiviewcontrollertransitioncoordinatorcontext
@MainActor @preconcurrency public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
  /// `isCancelled`: documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/iscancelled
  var isCancelled: Bool { get }
  /// `isInteractive`: documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/isinteractive
  var isInteractive: Bool { get }
}

/// `UIViewControllerTransitionCoordinator`: documentation/uikit/uiviewcontrollertransitioncoordinator
@MainActor @preconcurrency
public protocol UIViewControllerTransitionCoordinator:
  UIViewControllerTransitionCoordinatorContext
{
  /// `animate(alongsideTransition:completion:)`:
  /// documentation/uikit/uiviewcontrollertransitioncoordinator/animate(alongsidetransition:completion:)
  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
}
