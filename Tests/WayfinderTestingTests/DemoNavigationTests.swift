import Foundation
import Testing
import Wayfinder
import WayfinderDemo
import WayfinderTesting

/// The demo's flows, tested as an app developer tests theirs: every change
/// asserted, what the user sees as text, and a relaunch in memory.
@MainActor @Suite struct DemoNavigationTests {
  static let profile = AnyRoute(RouterRoute.profile)

  @Test func aLinkToProfileAsksToSignInFirstAndTheSheetSurvivesARelaunch() async throws {
    let app = try DemoApp()
    let test = NavigationTest(app.navigator)
    // The sign-in guard redirects the link: Profile is left out, the sign-in sheet comes up over all tabs.
    test.open("wayfinder://router/profile", with: demoLinks) {
      try $0.apply(NavigationIntent(.selectTab(.router, reselectPopsToRoot: false)))
      try $0.apply(
        NavigationIntent(
          .present(AnyRoute(SignInRoute(from: "wayfinder://router/profile")), as: .sheet), in: .modalOverTabs))
    }
    test.expectScreen(
      .compact, title: { $0 == AnyRoute(SignInRoute(from: "wayfinder://router/profile")) ? "Sign in" : "\($0)" },
      """
      tabs: colors | [router] | tabs | calendar | export | numbers | three | two | adaptive
        stack
        sheet "Sign in": stack
      """)
    let store = NavigationStore<DemoTab, AnyRoute>(
      file: URL(fileURLWithPath: "/nonexistent/demo.json"), schemaVersion: 1, registry: demoRegistry)
    let relaunchedApp = try DemoApp()  // its guards hold it unowned: it lives as long as the test
    let relaunched = await test.relaunch(with: store, onto: relaunchedApp.navigator)
    relaunched.send(.dismiss, in: .modalOverTabs, cause: .user)
    await relaunched.finish()
    withExtendedLifetime(relaunchedApp) {}
  }

  @Test func leavingTheEditScreenWithChangesAsksFirstAndKeepEditingStays() async throws {
    let app = try DemoApp()
    let test = NavigationTest(app.navigator)
    test.send(.selectTab(.calendar, reselectPopsToRoot: true))
    test.send(.push(AnyRoute(CalendarRoute.edit), hidesBack: false))
    test.send(.setConfirmsLeaving(true))
    // Back waits for the user: "Discard changes?" shows over the Edit screen.
    let outcome = test.send(.goBack, cause: .user) {
      try $0.apply(
        NavigationIntent(
          .showDialog(
            .confirmation(
              "Discard changes?", message: "Your changes to this event will be lost.", confirm: "Discard Changes",
              cancel: "Keep Editing"))))
    }
    #expect(outcome == .waiting)
    // "Keep Editing": the dialog closes, the Edit screen stays.
    test.send(.chooseInDialog(buttonIndex: 1), cause: .user) { try $0.apply(NavigationIntent(.dismissDialog)) }
    await test.finish()
  }
}
