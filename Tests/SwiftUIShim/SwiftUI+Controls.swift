// The stand-in's images, labels, colours and the controls made of them,
// beside SwiftUI.swift: `Image(systemName:)`, `Label(title:icon:)`,
// `Button(action:label:)` and `Button(role:action:label:)`, `Color.clear`
// and `ContentUnavailableView`, as Apple declares them. The host's own Back
// button (a chevron and a localized title) and the view a window that
// cannot be shown shows use them. README.md lists each declaration.
import Foundation
import SwiftUILifecycle

// MARK: - Images and labels

/// `Image`: documentation/swiftui/image
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Image: Equatable, Sendable {
  /// The symbol's name.
  let systemName: String

  /// documentation/swiftui/image/init(systemname:)
  public init(systemName: String) { self.systemName = systemName }
}

/// `View` conformance: documentation/swiftui/image
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Image: View {
  public typealias Body = Never
  public var body: Never { fatalError("a primitive view has no body") }
}

/// `Label`: documentation/swiftui/label
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency public struct Label<Title, Icon>: View where Title: View, Icon: View {
  nonisolated(unsafe) let title: Title
  nonisolated(unsafe) let icon: Icon

  /// documentation/swiftui/label/init(title:icon:)
  nonisolated public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    (self.title, self.icon) = (title(), icon())
  }

  @MainActor @preconcurrency public var body: some View { _LabelBody(icon: icon, title: title) }
}

/// Not `Sendable`: documentation/swiftui/label
@available(*, unavailable)
extension Label: Sendable {}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Label where Title == Text, Icon == Image {
  /// documentation/swiftui/label/init(_:systemimage:)
  nonisolated public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
  }
}

// MARK: - Buttons of any label

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Button {
  /// documentation/swiftui/button/init(action:label:)
  @preconcurrency nonisolated public init(
    action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
  ) { self.init(label: label(), role: nil, action: action) }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Button {
  /// documentation/swiftui/button/init(role:action:label:)
  @preconcurrency nonisolated public init(
    role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
  ) { self.init(label: label(), role: role, action: action) }
}

// MARK: - Colours

/// `Color`: documentation/swiftui/color
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Color: Hashable, CustomStringConvertible, Sendable {
  let name: String

  /// documentation/swiftui/color/clear
  public static let clear = Color(name: "clear")

  public var description: String { name }
}

/// `View` conformance: documentation/swiftui/color
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Color: View {
  public typealias Body = Never
  public var body: Never { fatalError("a primitive view has no body") }
}

// MARK: - Unavailable content

/// `ContentUnavailableView`: documentation/swiftui/contentunavailableview
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@MainActor @preconcurrency public struct ContentUnavailableView<Label, Description, Actions>: View
where Label: View, Description: View, Actions: View {
  nonisolated(unsafe) let label: Label
  nonisolated(unsafe) let description: Description
  nonisolated(unsafe) let actions: Actions

  /// documentation/swiftui/contentunavailableview/init(label:description:actions:)
  nonisolated public init(
    @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
    @ViewBuilder actions: () -> Actions = { EmptyView() }
  ) { (self.label, self.description, self.actions) = (label(), description(), actions()) }

  @MainActor @preconcurrency public var body: some View {
    VStack {
      label
      description
      actions
    }
  }
}

/// Not `Sendable`: documentation/swiftui/contentunavailableview
@available(*, unavailable)
extension ContentUnavailableView: Sendable {}
