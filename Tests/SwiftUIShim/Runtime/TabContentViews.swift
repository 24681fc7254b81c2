// The iOS 18 tab builder's content as views: each `Tab` a `_TabPage`,
// grouped by its `TabSection`'s title, keyed by its place in the builder's
// structure (``LifecycleRule/tabContentIdentityIsStructural``).
import SwiftUILifecycle

/// Tab builder content as views: each tab a `_TabPage`, its key the path
/// to it (tuple positions, conditional branches, `ForEach` ids, sections).
@MainActor protocol TabContentViews {
  func tabViews(section: String?, path: [AnyHashable]) -> [any View]
}

/// The tabs of a tab view, as views.
struct _TabList: View, PrimitiveView {
  typealias Body = Never
  var body: Never { fatalError("a primitive view has no body") }
  let tabs: [any View]

  func build(_ node: ViewNode) -> [Child] {
    tabs.map { tab in Child(key: (tab as? _TabPage)?.key ?? AnyHashable(0), view: tab) }
  }
}

extension Tab: TabContentViews where Value: Hashable, Content: View, Label: View {
  func tabViews(section: String?, path: [AnyHashable]) -> [any View] {
    let title = title ?? label.map { _ in "\(value)" } ?? "\(value)"
    return [
      _TabPage(
        value: AnyHashable(value), title: title, section: section, isSearch: role == .search, content: content,
        key: AnyHashable(path + [AnyHashable(value)]))
    ]
  }
}

extension TabSection: TabContentViews
where Header: View, Content: TabContent, Footer: View, SelectionValue == Content.TabValue {
  func tabViews(section: String?, path: [AnyHashable]) -> [any View] {
    (content as? any TabContentViews)?.tabViews(section: title ?? section, path: path + ["section \(title ?? "")"])
      ?? []
  }
}

extension ForEach: TabContentViews where Content: TabContent {
  func tabViews(section: String?, path: [AnyHashable]) -> [any View] {
    data.flatMap {
      (content($0) as? any TabContentViews)?.tabViews(section: section, path: path + [identity($0)]) ?? []
    }
  }
}

extension _TupleTabContent: TabContentViews {
  func tabViews(section: String?, path: [AnyHashable]) -> [any View] {
    Mirror(reflecting: value).children.enumerated().flatMap { index, part in
      (part.value as? any TabContentViews)?.tabViews(section: section, path: path + [index]) ?? []
    }
  }
}

extension AnyTabContent: TabContentViews {
  func tabViews(section: String?, path: [AnyHashable]) -> [any View] { views(section, path) }
}

extension Optional: TabContentViews where Wrapped: TabContent {
  func tabViews(section: String?, path: [AnyHashable]) -> [any View] {
    map { ($0 as? any TabContentViews)?.tabViews(section: section, path: path + ["some"]) ?? [] } ?? []
  }
}

extension _ConditionalContent: TabContentViews
where TrueContent: TabContent, FalseContent: TabContent, TrueContent.TabValue == FalseContent.TabValue {
  func tabViews(section: String?, path: [AnyHashable]) -> [any View] {
    switch storage {
    case .trueContent(let tabs): (tabs as? any TabContentViews)?.tabViews(section: section, path: path + [true]) ?? []
    case .falseContent(let tabs):
      (tabs as? any TabContentViews)?.tabViews(section: section, path: path + [false]) ?? []
    }
  }
}

/// A `TabSection`: a `customizationID(_:)` on it names the section, not its tabs.
protocol TabSectionContent {}

extension TabSection: TabSectionContent {}

/// A tab or a section with a customization identifier (`customizationID(_:)`).
struct _CustomizedTab<Content: TabContent>: TabContent, TabContentViews {
  typealias TabValue = Content.TabValue
  nonisolated(unsafe) let content: Content
  let id: String

  nonisolated init(content: Content, id: String) { (self.content, self.id) = (content, id) }

  var body: Self { return self }

  func tabViews(section: String?, path: [AnyHashable]) -> [any View] {
    ((content as? any TabContentViews)?.tabViews(section: section, path: path) ?? []).map { view in
      guard var page = view as? _TabPage else { return view }
      if content is TabSectionContent { page.sectionCustomizationID = id } else { page.customizationID = id }
      return page
    }
  }
}
