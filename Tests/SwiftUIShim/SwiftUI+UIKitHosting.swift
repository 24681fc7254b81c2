// `UIHostingController`, which the simulator's hosting tests
// (Tests/SwiftUIHostingTests) put in a window, as Apple's pages declare it.
// Type-check only: it keeps its root view and shows nothing (the stand-in's
// runtime runs views on its own `Device`), and nothing on Linux runs it
// (SwiftUIHostingCheck is built, never run). README.md lists it.
import Foundation
import UIKit

/// `UIHostingController`: documentation/swiftui/uihostingcontroller
@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@MainActor @preconcurrency open class UIHostingController<Content>: UIViewController where Content: View {
  /// `rootView`: documentation/swiftui/uihostingcontroller/rootview
  public var rootView: Content

  /// `init(rootView:)`: documentation/swiftui/uihostingcontroller/init(rootview:)
  public init(rootView: Content) {
    self.rootView = rootView
    super.init(nibName: nil, bundle: nil)
  }

  /// `init?(coder:)`, required as `UIViewController`'s is here.
  public required init?(coder aDecoder: NSCoder) {
    fatalError("SwiftUI stand-in: UIHostingController(coder:) is declared for type-checking only")
  }
}
