// A test-only stand-in for the part of UIKit the SwiftUI layer uses,
// compiled only where UIKit does not exist (Linux), so that the layer's
// UIKit code is type-checked on every CI run. Each declaration names its
// documentation page, under https://developer.apple.com/documentation/uikit/.
// Nothing here runs.
@_exported import Foundation

/// `UIViewController`: documentation/uikit/uiviewcontroller
@MainActor @preconcurrency open class UIViewController {
  /// `init(nibName:bundle:)`: documentation/uikit/uiviewcontroller/init(nibname:bundle:)
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}
  /// `init(coder:)`: documentation/uikit/uiviewcontroller/init(coder:)
  public required init?(coder: NSCoder) {}
  /// `viewWillAppear(_:)`: documentation/uikit/uiviewcontroller/viewwillappear(_:)
  open func viewWillAppear(_ animated: Bool) {}
  /// `viewDidAppear(_:)`: documentation/uikit/uiviewcontroller/viewdidappear(_:)
  open func viewDidAppear(_ animated: Bool) {}
  /// `transitionCoordinator`: documentation/uikit/uiviewcontroller/transitioncoordinator
  open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { nil }
}

/// `UIViewControllerTransitionCoordinatorContext`: documentation/uikit/uiviewcontrollertransitioncoordinatorcontext
@MainActor public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
  /// `isCancelled`: documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/iscancelled
  var isCancelled: Bool { get }
}

/// `UIViewControllerTransitionCoordinator`: documentation/uikit/uiviewcontrollertransitioncoordinator
@MainActor public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
  /// `animate(alongsideTransition:completion:)`:
  /// documentation/uikit/uiviewcontrollertransitioncoordinator/animate(alongsidetransition:completion:)
  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
}
