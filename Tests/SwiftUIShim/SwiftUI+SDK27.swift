// The stand-in's Xcode 27 flavour: with SWIFTUI_SDK_27 defined, the
// declarations of the iOS 27 SDK that change what the SwiftUI layer and the
// examples use, as Apple's SDK 27 pages give them, in place of the iOS 18
// ones in SwiftUI.swift and SwiftUI+Dialogs.swift (which are compiled only
// without it). The tests build the Xcode 26 flavour; scripts/check-swiftui-sdks
// type-checks the layer and the examples against both. README.md lists each
// declaration with its page.
#if SWIFTUI_SDK_27
  import SwiftUILifecycle

  // MARK: - One builder

  /// `ContentBuilder`: documentation/swiftui/contentbuilder
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  public typealias ContentBuilder = ViewBuilder

  /// The build functions of SDK 27, without a `View` constraint (and without
  /// `buildExpression`, which its page lists no more): documentation/swiftui/viewbuilder
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  extension ViewBuilder {
    /// documentation/swiftui/viewbuilder/buildblock(_:)
    @_alwaysEmitIntoClient public static func buildBlock<Content>(_ content: Content) -> Content { content }

    /// documentation/swiftui/viewbuilder/buildif(_:) (no SDK 27 page found: unconstrained as its siblings)
    @_alwaysEmitIntoClient public static func buildIf<Content>(_ content: Content?) -> Content? { content }

    /// documentation/swiftui/viewbuilder/buildeither(first:) (not inlinable here: the unconstrained
    /// `_ConditionalContent` has no `@usableFromInline` initializer)
    public static func buildEither<TrueContent, FalseContent>(
      first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
      .init(storage: .trueContent(first))
    }

    /// documentation/swiftui/viewbuilder/buildeither(second:)
    public static func buildEither<TrueContent, FalseContent>(
      second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
      .init(storage: .falseContent(second))
    }
  }

  // MARK: - State

  /// `State()`: documentation/swiftui/state() — a macro, no more the property
  /// wrapper (which Xcode 26 and earlier use). Its expansion here is the
  /// stand-in's own, assumed (Macros/StateMacro.swift).
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  @attached(accessor, names: named(init), named(get), named(set))
  @attached(peer, names: prefixed(`_`), prefixed(__), prefixed(`$`))
  public macro State() = #externalMacro(module: "SwiftUIMacros", type: "StateMacro")

  // MARK: - Deprecated in 27.0

  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
  extension View {
    /// documentation/swiftui/view/tabitem(_:): deprecated in 27.0 but on visionOS
    @available(
      iOS, introduced: 13.0, deprecated: 27.0,
      message: "Use `Tab(title:image:value:content:)` and related initializers instead"
    )
    @available(
      macOS, introduced: 10.15, deprecated: 27.0,
      message: "Use `Tab(title:image:value:content:)` and related initializers instead"
    )
    @available(
      tvOS, introduced: 13.0, deprecated: 27.0,
      message: "Use `Tab(title:image:value:content:)` and related initializers instead"
    )
    @available(
      watchOS, introduced: 7.0, deprecated: 27.0,
      message: "Use `Tab(title:image:value:content:)` and related initializers instead"
    )
    @available(visionOS, introduced: 1.0)
    nonisolated public func tabItem<V>(@ContentBuilder _ label: () -> V) -> some View where V: View {
      _tabItem(label())
    }
  }

  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  extension View {
    /// documentation/swiftui/view/background(_:alignment:): deprecated in 27.0 on every platform
    @available(iOS, introduced: 13.0, deprecated: 27.0, message: "Use `background(alignment:content:)` instead.")
    @available(macOS, introduced: 10.15, deprecated: 27.0, message: "Use `background(alignment:content:)` instead.")
    @available(tvOS, introduced: 13.0, deprecated: 27.0, message: "Use `background(alignment:content:)` instead.")
    @available(watchOS, introduced: 6.0, deprecated: 27.0, message: "Use `background(alignment:content:)` instead.")
    @available(
      visionOS, introduced: 1.0, deprecated: 27.0, message: "Use `background(alignment:content:)` instead."
    )
    @inlinable @_disfavoredOverload nonisolated public func background<Background>(
      _ background: Background, alignment: Alignment = .center
    ) -> some View where Background: View { _background(background) }
  }

  // MARK: - Re-signed

  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  extension View {
    /// documentation/swiftui/view/toolbar(content:): a `@ContentBuilder` closure of toolbar content
    nonisolated public func toolbar<Content>(@ContentBuilder content: () -> Content) -> some View
    where Content: ToolbarContent { _toolbar(content()) }
  }
#endif
