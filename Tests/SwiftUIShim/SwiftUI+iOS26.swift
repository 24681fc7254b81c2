// The stand-in's SwiftUI of iOS 26 that the hosts pass through, beside
// SwiftUI.swift: the tab bar's minimize behaviour, the tab view's bottom
// accessory and search activation, the close and confirm button roles, and
// a toolbar item as a zoom transition's source, as Apple's pages declare
// them (2025 pages: no SDK 26 interface text was available). README.md lists
// each declaration with its page.
import Foundation
import SwiftUILifecycle

// MARK: - The tab bar

/// `TabBarMinimizeBehavior`: documentation/swiftui/tabbarminimizebehavior
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
public struct TabBarMinimizeBehavior: Equatable, Hashable, Sendable {
  let name: String

  /// documentation/swiftui/tabbarminimizebehavior/automatic
  public static let automatic = TabBarMinimizeBehavior(name: "automatic")

  /// documentation/swiftui/tabbarminimizebehavior/never
  @available(iOS 26.0, *)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @available(visionOS, unavailable)
  public static let never = TabBarMinimizeBehavior(name: "never")

  /// documentation/swiftui/tabbarminimizebehavior/onscrolldown
  @available(iOS 26.0, *)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @available(visionOS, unavailable)
  public static let onScrollDown = TabBarMinimizeBehavior(name: "on scroll down")

  /// documentation/swiftui/tabbarminimizebehavior/onscrollup
  @available(iOS 26.0, *)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @available(visionOS, unavailable)
  public static let onScrollUp = TabBarMinimizeBehavior(name: "on scroll up")
}

@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
extension View {
  /// documentation/swiftui/view/tabbarminimizebehavior(_:)
  nonisolated public func tabBarMinimizeBehavior(_ behavior: TabBarMinimizeBehavior) -> some View {
    _environment(\.tabBarMinimizeBehavior, behavior)
  }
}

struct TabBarMinimizeBehaviorKey: EnvironmentKey {
  static let defaultValue: TabBarMinimizeBehavior? = nil
}

extension EnvironmentValues {
  /// The minimize behaviour a tab view below reads (the stand-in's key; Apple keeps it private).
  var tabBarMinimizeBehavior: TabBarMinimizeBehavior? {
    get { self[TabBarMinimizeBehaviorKey.self] }
    set { self[TabBarMinimizeBehaviorKey.self] = newValue }
  }
}

@available(iOS 26.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
extension View {
  /// documentation/swiftui/view/tabviewbottomaccessory(content:)
  nonisolated public func tabViewBottomAccessory<Content>(@ViewBuilder content: () -> Content) -> some View
  where Content: View {
    let accessory = content()
    return effect({ _ in .bottomAccessory }, extra: { _ in [Child(key: "accessory", view: accessory)] })
  }
}

// MARK: - Search in a tab view

/// `TabSearchActivation`: documentation/swiftui/tabsearchactivation
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
public struct TabSearchActivation: Equatable, Hashable, Sendable {
  let reselectsAfterSearch: Bool

  /// documentation/swiftui/tabsearchactivation/automatic
  public static var automatic: TabSearchActivation { TabSearchActivation(reselectsAfterSearch: false) }

  /// documentation/swiftui/tabsearchactivation/searchtabselection
  @available(iOS 26.0, macOS 26.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @available(visionOS, unavailable)
  public static var searchTabSelection: TabSearchActivation { TabSearchActivation(reselectsAfterSearch: true) }
}

@available(iOS 26.0, macOS 26.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
extension View {
  /// documentation/swiftui/view/tabviewsearchactivation(_:)
  nonisolated public func tabViewSearchActivation(_ activation: TabSearchActivation) -> some View {
    _environment(\.tabSearchActivation, activation)
  }
}

struct TabSearchActivationKey: EnvironmentKey {
  static let defaultValue: TabSearchActivation? = nil
}

extension EnvironmentValues {
  /// The search activation a tab view below reads (the stand-in's key).
  var tabSearchActivation: TabSearchActivation? {
    get { self[TabSearchActivationKey.self] }
    set { self[TabSearchActivationKey.self] = newValue }
  }
}

// MARK: - Button roles

@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
extension ButtonRole {
  /// documentation/swiftui/buttonrole/close
  public static let close = ButtonRole(kind: 2)
  /// documentation/swiftui/buttonrole/confirm
  public static let confirm = ButtonRole(kind: 3)
}

// MARK: - A toolbar item as a zoom source

@available(iOS 26.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
extension ToolbarContent {
  /// documentation/swiftui/toolbarcontent/matchedtransitionsource(id:in:)
  nonisolated public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID)
    -> some ToolbarContent
  {
    _ZoomSourceToolbarContent(content: self, id: AnyHashable(id), namespace: namespace)
  }
}

/// Toolbar content marked as a zoom source: each of its items' views carries the mark.
struct _ZoomSourceToolbarContent<Content: ToolbarContent>: ToolbarContent, ToolbarItemViews {
  typealias Body = Never
  nonisolated(unsafe) let content: Content
  nonisolated(unsafe) let id: AnyHashable
  let namespace: Namespace.ID

  nonisolated init(content: Content, id: AnyHashable, namespace: Namespace.ID) {
    (self.content, self.id, self.namespace) = (content, id, namespace)
  }

  var itemViews: [any View] {
    ToolbarItems.views(of: content).map { item in
      AnyView(item).effect { [id, namespace] _ in .zoomSource(id: id, namespace: namespace) }
    }
  }
}

extension _ZoomSourceToolbarContent {
  var body: Never { fatalError("toolbar content has no body") }
}
