// The stand-in's AppKit hosting, beside SwiftUI.swift: what the AppKit half
// of the layer's TransitionEndReporter conforms to, as Apple declares it. The
// runtime plays no AppKit view: SwiftUILayerMacOSCheck only type-checks the
// layer's macOS code against it. README.md lists each declaration.
import AppKit

/// `NSViewControllerRepresentable`: documentation/swiftui/nsviewcontrollerrepresentable
@available(macOS 10.15, *)
@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@preconcurrency @MainActor public protocol NSViewControllerRepresentable: View where Self.Body == Never {
  associatedtype NSViewControllerType: NSViewController

  /// documentation/swiftui/nsviewcontrollerrepresentable/makensviewcontroller(context:)
  @MainActor @preconcurrency func makeNSViewController(context: Self.Context) -> Self.NSViewControllerType

  /// documentation/swiftui/nsviewcontrollerrepresentable/updatensviewcontroller(_:context:)
  @MainActor @preconcurrency func updateNSViewController(
    _ nsViewController: Self.NSViewControllerType, context: Self.Context)

  /// documentation/swiftui/nsviewcontrollerrepresentable/context
  typealias Context = NSViewControllerRepresentableContext<Self>
}

@available(macOS 10.15, *)
@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension NSViewControllerRepresentable {
  /// The default body: documentation/swiftui/nsviewcontrollerrepresentable
  @MainActor @preconcurrency public var body: Never { fatalError("the stand-in plays no AppKit view") }
}

/// `NSViewControllerRepresentableContext`: documentation/swiftui/nsviewcontrollerrepresentablecontext
@available(macOS 10.15, *)
@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@preconcurrency @MainActor public struct NSViewControllerRepresentableContext<Representable>
where Representable: NSViewControllerRepresentable {}
