import SwiftUIModel
import Testing
import Wayfinder
import WayfinderSwiftUI

/// How each route is presented (issue 19), said in one place, through the
/// adapter and the model of SwiftUI.
@MainActor @Suite struct SwiftUIRoutePresentationTests {
  /// "photo" zooms from the "photo" source; "compose" is a half-height sheet
  /// that cannot be dragged away; every other route is presented as the system does.
  static func presentation(_ route: String) -> RoutePresentation {
    switch route {
    case "photo": RoutePresentation(zoomSource: "photo")
    case "compose": RoutePresentation(detents: [.medium, .large], sizing: .form, dismissalDisabled: true)
    default: .automatic
    }
  }

  func model(_ navigator: Navigator<Never, String>) -> SwiftUIModel<Never, String> {
    SwiftUIModel(navigator, presentation: Self.presentation)
  }

  func expectSettled<T, R>(_ model: SwiftUIModel<T, R>, sourceLocation: SourceLocation = #_sourceLocation) {
    model.settle()
    #expect(model.violations.isEmpty, "\(model.violations)", sourceLocation: sourceLocation)
    #expect(
      model.differencesFromTheState().isEmpty, "\(model.differencesFromTheState())", sourceLocation: sourceLocation)
  }

  @Test func aPushZoomsFromASourceOnTheSameStack() throws {
    let navigator = Navigator(BackStack<String>())
    let model = model(navigator)
    model.showZoomSource("photo", in: LayerID(.single))
    try navigator.push("photo")
    expectSettled(model)
    #expect(model.zooms == ["photo from photo"])
  }

  @Test func aSheetZoomsFromASourceOfThePresenter() throws {
    let navigator = Navigator(BackStack<String>(pushing: ["album"]))
    let model = model(navigator)
    model.showZoomSource("photo", in: LayerID(.single))
    try navigator.present("photo", as: .sheet)
    expectSettled(model)
    #expect(model.zooms == ["photo from photo"])
  }

  @Test func aSourceInAnotherPresentationFallsBackToTheDefaultTransition() throws {
    let navigator = Navigator(BackStack<String>())
    let model = model(navigator)
    model.showZoomSource("photo", in: LayerID(.single))  // on the root stack, under the sheet
    try navigator.present("picker", as: .sheet)
    try navigator.present("photo", as: .sheet)  // presented by the sheet, not by the root stack
    expectSettled(model)
    #expect(model.zooms.isEmpty)
    #expect(model.bindings.zoomSource(for: "photo", from: LayerID(.single, modalDepth: 1)) == nil)
    #expect(model.bindings.zoomSource(for: "photo", from: LayerID(.single)) == "photo")
  }

  @Test func aSourceThatLeftFallsBackToo() throws {
    let navigator = Navigator(BackStack<String>())
    let model = model(navigator)
    model.showZoomSource("photo", in: LayerID(.single))
    model.hideZoomSource("photo", in: LayerID(.single))  // scrolled away
    try navigator.push("photo")
    expectSettled(model)
    #expect(model.zooms.isEmpty)
  }

  @Test func aRouteThatDisablesDismissalCannotBeDraggedAway() throws {
    let navigator = Navigator(BackStack<String>())
    let model = model(navigator)
    try navigator.present("compose", as: .sheet)
    expectSettled(model)
    #expect(model.chain.last?.item.dismissalDisabled == true)
    #expect(!model.dragDown())
    try navigator.dismiss()  // code still can
    expectSettled(model)
    #expect(model.chain.isEmpty)
    #expect(model.bindings.presentation("compose").detents == [.medium, .large])
  }

  /// A model run counting the counts of sources: two views of one source.
  @Test func aSourceShownTwiceStaysUntilBothLeave() throws {
    let navigator = Navigator(BackStack<String>())
    let bindings = NavigationBindings(navigator, presentation: Self.presentation, schedule: { $0() })
    bindings.zoomSourceAppeared("photo", in: LayerID(.single))
    bindings.zoomSourceAppeared("photo", in: LayerID(.single))
    bindings.zoomSourceDisappeared("photo", in: LayerID(.single))
    #expect(bindings.zoomSource(for: "photo", from: LayerID(.single)) == "photo")
    bindings.zoomSourceDisappeared("photo", in: LayerID(.single))
    #expect(bindings.zoomSource(for: "photo", from: LayerID(.single)) == nil)
    bindings.zoomSourceDisappeared("photo", in: LayerID(.single))  // once too often: nothing
    #expect(bindings.zoomSource(for: "other", from: LayerID(.single)) == nil)
  }
}
