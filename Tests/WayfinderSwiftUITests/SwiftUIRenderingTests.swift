import SwiftUIModel
import Testing
import Wayfinder
import WayfinderSwiftUI

/// Which views read their bindings again after a change: each view observes
/// only what it shows (a stack's path, a presenter's modal, the tab view's
/// selection), so the views a change makes read again are exactly the views
/// whose value changed, whatever else the state holds.
@MainActor @Suite struct SwiftUIRenderingTests {
  enum Tab: Hashable, Sendable, CaseIterable { case one, two, three }
  typealias Model = SwiftUIModel<Tab, String>

  /// Three tabs, each five screens deep with a sheet and a push in it; the
  /// first selected, its sheet up.
  func model() throws -> Model {
    var state = NavigationState<Tab, String>.tabs(try Tabs(selected: .one))
    for tab in Tab.allCases {
      try state.apply(NavigationIntent(.pushAll((1...5).map { "\(tab) \($0)" }), in: .tab(tab)))
      try state.apply(NavigationIntent(.present("\(tab) sheet", as: .sheet), in: .tab(tab)))
      try state.apply(NavigationIntent(.push("\(tab) inside", hidesBack: false), in: .tab(tab)))
    }
    let model = SwiftUIModel(Navigator(state))
    model.settle()
    #expect(model.violations.isEmpty)
    return model
  }

  /// What every view of `model` reads now.
  func reads(_ model: Model) -> [Model.ViewKey: String] {
    var reads: [Model.ViewKey: String] = [.tabView: "\(String(describing: model.bindings.selectedTab))"]
    let layers =
      Tab.allCases.flatMap { [LayerID(.tab($0)), LayerID(.tab($0), modalDepth: 6)] }
      + [LayerID<Tab>.tabView]
    for layer in layers {
      reads[.path(layer)] = "\(model.bindings.path(of: layer).map(\.route))"
      reads[.presenter(layer)] = "\(String(describing: model.bindings.layer(layer)?.presented?.id))"
    }
    return reads
  }

  /// The views `change` made read again, and the views whose value changed.
  func measure(_ model: Model, _ change: () throws -> Void) rethrows -> (invalidated: Int, changed: Int) {
    let before = reads(model)
    let counts = model.invalidations
    try change()
    model.settle()
    #expect(model.violations.isEmpty && model.differencesFromTheState().isEmpty)
    let after = reads(model)
    let invalidated = model.invalidations.filter { $0.value > counts[$0.key] ?? 0 }.keys
    let changed = after.filter { before[$0.key] != $0.value }.keys
    #expect(
      Set(invalidated).isSubset(of: Set(changed)),
      "read again though unchanged: \(Set(invalidated).subtracting(changed))")
    return (invalidated.count, changed.count)
  }

  @Test func aPushMakesOneStackReadAgain() throws {
    let model = try model()
    let push = try measure(model) { try model.navigator.push("deeper") }
    #expect(push.invalidated == 1 && push.changed == 1)
  }

  @Test func aTabSwitchMakesTheTabViewAndTheTwoTabsPresentersReadAgain() throws {
    let model = try model()
    try model.navigator.dismiss()
    model.settle()
    let tabSwitch = try measure(model) { try model.navigator.selectTab(.two) }
    // The tab view, and tab two's root, which presents its sheet now it shows.
    #expect(tabSwitch.invalidated == tabSwitch.changed)
    print("Rendering: a tab switch made \(tabSwitch.invalidated) views read again; \(tabSwitch.changed) changed")
  }

  @Test func aDeepLinkMakesOnlyTheChangedViewsReadAgain() throws {
    let model = try model()
    var target = model.navigator.state
    try target.apply(NavigationIntent(.popToRoot, in: .tab(.one)))
    try target.apply(NavigationIntent(.push("linked", hidesBack: false), in: .tab(.one)))
    let link = try measure(model) { try model.navigator.setState(target, cause: .deepLink) }
    #expect(link.invalidated == link.changed)
    print("Rendering: a deep link made \(link.invalidated) views read again; \(link.changed) changed")
  }
}
