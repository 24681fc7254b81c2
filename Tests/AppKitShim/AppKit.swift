// A test-only stand-in for the part of AppKit the SwiftUI layer uses (the
// AppKit half of TransitionEndReporter), compiled only where AppKit does not
// exist (Linux), so that the layer's macOS code is type-checked on every CI
// run by the SwiftUILayerMacOSCheck target. Nothing here runs.
//
// Each declaration is the Swift form of the macOS SDK's Objective-C
// declaration (NSViewController.h, NSView.h, NSNib.h): `NS_SWIFT_UI_ACTOR`
// types are `@MainActor`, imported declarations are `@preconcurrency`. Each
// names its documentation page, under https://developer.apple.com/documentation/appkit/.
// Tests/SwiftUIShim/README.md lists them and each difference from Apple's.
@_exported import Foundation

/// `NSView`: documentation/appkit/nsview
@available(macOS 10.0, *)
@MainActor @preconcurrency open class NSView {
  /// `init(frame:)`'s convenience `init()` (from `NSObject`): documentation/appkit/nsview
  public init() {}
}

/// `NSNib`: documentation/appkit/nsnib (only its `Name`)
@available(macOS 10.0, *)
@MainActor @preconcurrency open class NSNib {
  /// `NSNib.Name`: documentation/appkit/nsnib/name
  public typealias Name = String
}

/// `NSViewController`: documentation/appkit/nsviewcontroller
@available(macOS 10.5, *)
@MainActor @preconcurrency open class NSViewController {
  /// `init(nibName:bundle:)`: documentation/appkit/nsviewcontroller/init(nibname:bundle:)
  public init(nibName nibNameOrNil: NSNib.Name?, bundle nibBundleOrNil: Bundle?) {}

  /// `init(coder:)`: documentation/appkit/nsviewcontroller/init(coder:)
  public required init?(coder: NSCoder) {}

  /// `view`: documentation/appkit/nsviewcontroller/view
  open var view: NSView = NSView()

  /// `loadView()`: documentation/appkit/nsviewcontroller/loadview()
  open func loadView() {}

  /// `viewDidAppear()`: documentation/appkit/nsviewcontroller/viewdidappear()
  @available(macOS 10.10, *)
  open func viewDidAppear() {}
}
