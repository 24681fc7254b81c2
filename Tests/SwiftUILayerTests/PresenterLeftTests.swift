import Observation
import SwiftUI
import SwiftUILifecycle
import Testing
@_spi(WayfinderInternals) import Wayfinder
@_spi(WayfinderInternals) import WayfinderSwiftUI

/// A modal presentation outlives the view that presented it on iOS 18 and
/// 26 (``LifecycleRule/aPresentationOutlivesItsPresenter``): nothing reads
/// its binding any more, so neither the app nor the layer can take it away.
/// The layer never lets a presenter go while it presents.
@MainActor @Suite(.timeLimit(.minutes(10))) struct PresenterLeftTests {
  func tabsApp() async -> (Navigator<TwoTabs, String>, NavigationBindings<TwoTabs, String>, Device) {
    let navigator = Navigator<TwoTabs, String>(try! Tabs<TwoTabs, String>(TwoTabs.allCases, selected: .one))
    let bindings = twoTabsBindings(navigator)
    let device = Device(.iPhone) { TwoTabsApp(bindings: bindings) }
    await device.settledOnTheState(bindings)
    return (navigator, bindings, device)
  }

  /// Three transitions' worth of frames, expecting in each that no
  /// presentation shows whose presenter has left.
  func settleWithNoPresentationLeftBehind(_ device: Device) async {
    for _ in 0..<(3 * device.variants.transitionFrames) {
      await device.frames(1)
      let left = device.screenDifferences.filter { $0.contains("its presenter has left") }
      #expect(left.isEmpty, "\(left)\n\(device.screen)")
    }
  }

  /// What a tab shows over its screens: a sheet, or an alert.
  enum OverTab: CaseIterable { case sheet, alert }

  @Test(arguments: OverTab.allCases)
  func whatATabPresentsGoesBeforeTheTabIsLeftAndComesBackWithIt(_ shown: OverTab) async throws {
    let (navigator, bindings, device) = await tabsApp()
    switch shown {
    case .sheet: try navigator.present("s", as: .sheet)
    case .alert: try navigator.show(Dialog(.alert, title: "Offline"))
    }
    await device.settledOnTheState(bindings)
    try navigator.selectTab(.two)
    await settleWithNoPresentationLeftBehind(device)
    await device.settledOnTheState(bindings)
    #expect(device.presentations == [[]], "\(device.screen)")
    try navigator.selectTab(.one)
    await device.settledOnTheState(bindings)
    switch shown {
    case .sheet: #expect(device.presentations.first?.count == 1 && device.screen.contains("\"s\""), "\(device.screen)")
    case .alert: #expect(device.screen.contains("alert \"Offline\""), "\(device.screen)")
    }
  }

  @Observable final class Session {
    var signedIn = true
  }

  /// An app that shows its stack host while signed in.
  struct SignedInApp: View {
    let bindings: NavigationBindings<Never, String>
    let session: Session

    var body: some View {
      if session.signedIn {
        StackApp(bindings: bindings)
      } else {
        Text(verbatim: "signed out")
      }
    }
  }

  /// What the SwiftUI article tells apps: a host the app takes away while
  /// it presents leaves the presentation on screen (iOS 18 and 26); the
  /// 2024 report, played as a variant, had it go.
  @Test(arguments: [false, true]) func aHostTheAppTakesAwayWhileItPresentsLeavesItsSheet(earlierReport: Bool)
    async throws
  {
    let navigator = Navigator(BackStack<String>())
    let bindings = NavigationBindings(navigator)
    let session = Session()
    let variants = LifecycleVariants(presenterTakesItsPresentation: earlierReport)
    let device = Device(.iPhone, variants: variants) { SignedInApp(bindings: bindings, session: session) }
    try navigator.present("account", as: .sheet)
    await device.settledOnTheState(bindings)
    session.signedIn = false
    await device.settle()
    #expect(device.screen.contains("\"signed out\""))
    #expect(device.presentations[0].count == (earlierReport ? 0 : 1), "\(device.screen)")
    #expect(device.screenDifferences.contains { $0.contains("its presenter has left") } == !earlierReport)
  }
}
