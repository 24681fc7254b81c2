import SwiftUI
import SwiftUILifecycle
import Testing
@_spi(WayfinderInternals) import Wayfinder
@_spi(WayfinderInternals) import WayfinderSwiftUI

/// Issue 35, N1: in regular width an inspector is a column beside the
/// content (``LifecycleRule/anInspectorIsAColumnInRegularWidth``): what the
/// user does in the content while it shows reaches the state, and the
/// inspector stays. In compact width it is a sheet, as before.
@MainActor @Suite(.timeLimit(.minutes(10))) struct InspectorColumnTests {
  enum Folder: Hashable, Sendable {
    case folder(Int)
    case info
  }

  /// The mail stack with Help shown as an inspector, settled: a column on
  /// an iPad in regular width, a sheet on an iPhone in compact width.
  func helpInspector(
    _ sizeClass: SizeClass = .regular, sourceLocation: SourceLocation = #_sourceLocation
  ) async throws -> (Navigator<Never, Place>, NavigationBindings<Never, Place>, Device) {
    let navigator = Navigator(BackStack<Place>())
    let bindings = mailBindings(navigator, sizeClass: sizeClass)
    let device = Device(sizeClass == .regular ? .iPad : .iPhone) { mailStack(bindings) }
    try navigator.present(.help, as: .inspector)
    await device.settledOnTheState(bindings, sourceLocation: sourceLocation)
    return (navigator, bindings, device)
  }

  @Test func withTheInspectorOpenTheUserStillPushesAndGoesBackInTheContent() async throws {
    let (navigator, bindings, device) = try await helpInspector()
    try await device.tapAndSettle("Mail 1")
    #expect(navigator.state.shownStack.routes == [.mail(1), .help], "\(device.screen)")
    #expect(navigator.state.shownStack.last?.presentation == .inspector)
    try device.swipeBack(besideTheInspector: true)
    await device.settledOnTheState(bindings)
    #expect(navigator.state.shownStack.routes == [.help], "\(device.screen)")
    #expect(device.presentations.first?.first?.hasPrefix("inspector") == true, "\(device.presentations)")
    #expect(device.refusals.isEmpty, "\(device.refusals)")
  }

  @Test func withTheInspectorOpenTheUserStillSelectsInTheSidebar() async throws {
    let navigator = Navigator(BackStack<Folder>(pushing: [.folder(0)]))
    let (bindings, device) = folderSplit(navigator) { Folder.folder($0) }
    try navigator.present(.info, as: .inspector)
    await device.settledOnTheState(bindings)
    try await device.tapAndSettle("Folder 2")
    #expect(navigator.state.shownStack.routes == [.folder(2), .info], "\(device.screen)")
    #expect(navigator.state.shownStack.last?.presentation == .inspector)
    #expect(device.refusals.isEmpty, "\(device.refusals)")
  }

  @Test func withTheInspectorOpenBackOnAScreenWithUnsavedChangesAsksAndDiscardKeepsTheInspector() async throws {
    let navigator = Navigator(BackStack<String>(pushing: ["list", "edit"]))
    navigator.guards.append(.confirmingLeaving { _ in Dialog.confirmation("Discard changes?", confirm: "Discard") })
    let bindings = NavigationBindings(navigator, sizeClass: .regular)
    let device = Device(.iPad) { StackApp(bindings: bindings) }
    try navigator.setConfirmsLeaving(true)
    try navigator.present("info", as: .inspector)
    await device.settledOnTheState(bindings)
    try device.tap("Back")  // the host's own Back, in the content beside the inspector
    await device.settledOnTheState(bindings)
    #expect(navigator.state.shownDialog?.title == "Discard changes?", "\(device.screen)")
    try device.tap("Discard")
    await device.settledOnTheState(bindings)
    #expect(navigator.state.shownStack.routes == ["list", "info"], "\(device.screen)")
    #expect(navigator.state.shownStack.last?.presentation == .inspector)
    #expect(device.refusals.isEmpty, "\(device.refusals)")
  }

  @Test func theInspectorColumnCannotBeDraggedAwayButItsSheetCanInCompactWidth() async throws {
    let (navigator, bindings, device) = try await helpInspector()
    #expect(throws: HandError.self) { try device.dragDown() }  // a column has no drag
    await device.settledOnTheState(bindings)
    #expect(navigator.state.shownStack.routes == [.help])
    device.resize(to: .compact)
    await device.settledOnTheState(bindings)
    try device.dragDown()  // in compact width it is a sheet
    await device.settledOnTheState(bindings)
    #expect(navigator.state.shownStack.isEmpty)
  }

  @Test func withTheInspectorOpenTheContentStillShowsItsTabsAndItsSheets() async throws {
    let (navigator, bindings, device) = try await helpInspector()
    try navigator.present(.compose)  // from the inspector's layer in the state: shown over the window
    await device.settledOnTheState(bindings)
    #expect(device.screen.contains("\"Compose\""), "\(device.screen)")
    #expect(device.refusals.isEmpty, "\(device.refusals)")
  }

  @Test func inCompactWidthTheInspectorIsASheetThatCoversTheContent() async throws {
    let (navigator, _, device) = try await helpInspector(.compact)
    #expect(throws: HandError.self) { try device.tap("Mail 1") }  // under the sheet
    #expect(navigator.state.shownStack.routes == [.help])
  }

  @Test func theShowInspectorCommandBringsBackTheInspectorTheUserHid() async throws {
    let (navigator, bindings, device) = try await helpInspector()
    try device.toggleInspector()  // Control-Command-I: Hide Inspector
    await device.settledOnTheState(bindings)
    #expect(navigator.state.shownStack.isEmpty, "\(device.screen)")
    try device.toggleInspector()  // Show Inspector
    await device.settledOnTheState(bindings)
    #expect(navigator.state.shownStack.routes == [.help], "\(device.screen)")
    #expect(navigator.state.shownStack.last?.presentation == .inspector)
    #expect(device.presentations.first?.first?.hasPrefix("inspector") == true, "\(device.presentations)")
  }

  @Test func theShowInspectorCommandOverAnotherScreenShowsNothingAndTheScreenAgreesWithTheState() async throws {
    let (navigator, bindings, device) = try await helpInspector()
    try device.toggleInspector()
    await device.settledOnTheState(bindings)
    try await device.tapAndSettle("Mail 1")  // another screen: the inspector hidden was over the root
    try device.toggleInspector()
    await device.settledOnTheState(bindings)
    #expect(navigator.state.shownStack.routes == [.mail(1)], "\(device.screen)")
    #expect(device.presentations.first?.isEmpty != false, "\(device.presentations)")
  }
}
