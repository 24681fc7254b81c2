import Foundation
import SwiftUI
import SwiftUILifecycle
import Testing
@_spi(WayfinderInternals) import Wayfinder
@_spi(WayfinderInternals) import WayfinderSwiftUI

/// `NavigationStackHost`, `RouteLink` and the presentations of `LayerHost`,
/// run by the user's hands in the stand-in.
@MainActor @Suite(.timeLimit(.minutes(10))) struct StackHostTests {
  let navigator = Navigator(BackStack<Place>())

  func device(
    _ kind: Device.Kind = .iPhone, variants: LifecycleVariants = LifecycleVariants(),
    presentation: @escaping @MainActor (Place) -> RoutePresentation = { _ in .automatic }
  ) -> Device {
    let bindings = mailBindings(navigator, sizeClass: kind == .iPad ? .regular : .compact, presentation: presentation)
    return Device(kind, variants: variants) { mailStack(bindings) }
  }

  @Test func linksPushAndTheSwipeAndTheBackMenuPop() async throws {
    let device = device()
    try await device.tapAndSettle("Mail 1")
    try await device.tapAndSettle("Next")
    try await device.tapAndSettle("Next")
    #expect(
      device.screen == """
        window: compact, active
          stack › Mail 1 › Mail 2 › Mail 3  ‹ Back
            "Mail 3"
            [Next ›]
        """)
    #expect(navigator.state.shownStack.routes == [.mail(1), .mail(2), .mail(3)])
    try device.swipeBack()
    #expect(await device.settledScreen().contains("stack › Mail 1 › Mail 2  ‹ Back"))
    try device.backMenu(keeping: 0)
    #expect(await device.settledScreen().hasSuffix("stack\n    list\n      [Mail 1 ›]\n      [Mail 2 ›]"))
    #expect(navigator.state.shownStack.isEmpty)
    #expect(device.refusals.isEmpty && device.droppedStackUpdates.isEmpty)
  }

  @Test func aSheetAndAPushInsideItAfterItsTransitionEnded() async throws {
    let device = device()
    try navigator.present(.compose)
    try navigator.push(.mail(7), inModal: .compose)
    await device.frames(3)
    #expect(device.screen.contains("(appearing)"), "the push waits for the transition to end")
    #expect(
      await device.settledScreen() == """
        window: compact, active
          stack
            list
              [Mail 1 ›]
              [Mail 2 ›]
          sheet, sizing automatic, drag indicator automatic, detents: large
            stack › Mail 7  ‹ Back
              "Mail 7"
              [Next ›]
        """)
    #expect(device.refusals.isEmpty)
  }

  @Test func coversPopoversAndInspectorsShowWithTheirStyle() async throws {
    let device = device()
    try navigator.present(.settings, as: .cover)
    #expect(await device.settledScreen().contains("  fullScreenCover, sizing automatic"))
    #expect(throws: HandError.self) { try device.dragDown() }  // a cover has no drag
    try navigator.dismiss()
    try navigator.present(.help, as: .popover)
    #expect(await device.settledScreen().contains("  popover as sheet from the stack"))
    try navigator.dismiss()
    try navigator.present(.help, as: .inspector)
    #expect(await device.settledScreen().contains("  inspector as sheet"))
    #expect(device.refusals.isEmpty)
  }

  @Test func onVisionOSAnInspectorIsASheetAsThereIsNoInspectorThere() async throws {
    let bindings = NavigationBindings(navigator, sizeClass: .regular, platform: .visionOS)
    let device = Device(.iPad) { mailStack(bindings) }
    try navigator.present(.help, as: .inspector)
    #expect(await device.settledScreen().contains("  sheet, sizing automatic"), "\(device.screen)")
    #expect(navigator.state.shownStack.last?.presentation == .inspector, "the state keeps what the app asked for")
  }

  @Test func aDragDownDismissesTheSheetAndTheStateFollows() async throws {
    let device = device(variants: LifecycleVariants(dragDismissOrder: .nilThenOnDismiss))
    try navigator.present(.compose)
    await device.settle()
    try device.dragDown()
    await device.settle()
    #expect(navigator.state.shownStack.isEmpty)
    try navigator.present(.settings)
    #expect(
      await device.settledScreen().contains(
        "sheet, sizing automatic, drag indicator automatic, detents: large\n    stack\n      \"Settings\""))
  }

  @Test func aDragAfterWhichOnDismissRunsFirstStillLetsTheNextSheetShow() async throws {
    let device = device(variants: LifecycleVariants(dragDismissOrder: .onDismissThenNil))
    try navigator.present(.compose)
    await device.settle()
    try device.dragDown()
    await device.settle()
    #expect(navigator.state.shownStack.isEmpty)
    try navigator.present(.settings)
    #expect(await device.settledScreen().contains("\"Settings\""))
  }

  @Test func anAlertShowsOverTheFrontLayerAndItsButtonAnswers() async throws {
    let device = device()
    try navigator.show(Dialog(.alert, title: "Saved", message: "Your mail was saved."))
    #expect(
      await device.settledScreen() == """
        window: compact, active
          stack
            list
              [Mail 1 ›]
              [Mail 2 ›]
          alert "Saved"
            [OK (cancel)]
            "Your mail was saved."
        """)
    try await device.tapAndSettle("OK")
    #expect(navigator.state.shownDialog == nil && !device.screen.contains("alert"))
  }

  @Test func aTapOutsideAConfirmationDialogClosesIt() async throws {
    let device = device()
    try navigator.show(Dialog.confirmation("Delete?", confirm: "Delete", cancel: "Keep"))
    #expect(
      await device.settledScreen().contains(
        "confirmationDialog \"Delete?\"\n    [Delete (destructive)]\n    [Keep (cancel)]"))
    try device.tapOutsideDialog()
    await device.settle()
    #expect(navigator.state.shownDialog == nil && !device.screen.contains("Delete?"))
  }

  @Test func aScreenThatHidesBackCannotBeLeftByTheSwipe() async throws {
    let device = device()
    try navigator.push(.mail(1))
    try navigator.push(.mail(2), hidesBack: true)
    #expect(await device.settledScreen().contains("stack › Mail 1 › Mail 2\n"))
    #expect(throws: HandError.self) { try device.swipeBack() }
  }

  @Test func aScreenThatConfirmsLeavingAsksThroughTheHostsOwnBack() async throws {
    navigator.guards.append(
      .confirmingLeaving { _ in Dialog.confirmation("Discard?", confirm: "Discard", cancel: "Keep") })
    let device = device()
    try navigator.push(.compose)
    try navigator.setConfirmsLeaving(true)
    // The host's own Back looks like the system's: a chevron, and "Back" from the package's strings.
    #expect(
      await device.settledScreen().contains("stack › Compose\n    \"Compose\"\n    toolbar: [⟨chevron.backward⟩ Back]"),
      "\(device.screen)")
    #expect(throws: HandError.self) { try device.swipeBack() }  // the system's Back is hidden
    try await device.tapAndSettle("Back")
    #expect(device.screen.contains("confirmationDialog \"Discard?\""))
    try await device.tapAndSettle("Discard")
    #expect(navigator.state.shownStack.isEmpty)
  }

  @Test func theHostsOwnBackTitleIsInTheUsersLanguage() throws {
    let bundle = Bundle.wayfinderSwiftUI
    #expect(bundle.localizations.count >= 6, "\(bundle.localizations)")
    for language in ["de", "es", "fr", "ja", "zh-Hans", "en"] {
      let path = try #require(
        bundle.path(forResource: "Localizable", ofType: "strings", inDirectory: nil, forLocalization: language)
          ?? bundle.path(
            forResource: "Localizable", ofType: "strings", inDirectory: nil, forLocalization: language.lowercased()),
        "\(language)")
      let table = try #require(NSDictionary(contentsOfFile: path) as? [String: String], "\(language)")
      #expect(
        Set(table.keys) == ["Back", "Can’t Show This Window", "Close this window and open another one."], "\(language)")
      #expect(table.values.allSatisfy { !$0.isEmpty })
    }
  }

  @Test func aZoomGrowsFromItsSourceOnTheStack() async throws {
    let device = device(presentation: { $0 == .mail(2) ? RoutePresentation(zoomSource: "mail 2") : .automatic })
    try await device.tapAndSettle("Mail 2")
    #expect(device.screen.contains("stack › Mail 2  ‹ Back"))
    #expect(device.screen.contains("(zoomed from mail 2)"), "\(device.screen)")
    try device.swipeBack()
    await device.settle()
    try await device.tapAndSettle("Mail 1")
    #expect(!device.screen.contains("zoomed"), "a route without a zoom source comes with the default transition")
  }

  @Test func aSheetZoomsFromItsSourceOnThePresentingStack() async throws {
    let device = device(presentation: { $0 == .mail(2) ? RoutePresentation(zoomSource: "mail 2") : .automatic })
    await device.settle()
    try navigator.present(.mail(2))
    #expect(
      await device.settledScreen().contains(
        "  sheet, sizing automatic, drag indicator automatic, detents: large\n    (zoomed from mail 2)"),
      "\(device.screen)")
  }
}
