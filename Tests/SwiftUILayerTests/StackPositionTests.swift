import Foundation
import SwiftUI
import Testing
import Wayfinder
@_spi(WayfinderInternals) import WayfinderSwiftUI

/// Each screen's position in the environment (`\.stackPosition`), and S15
/// in SwiftUI: the answer a screen was given, read by the screen, after a
/// relaunch too.
@MainActor @Suite(.timeLimit(.minutes(10))) struct StackPositionTests {
  enum Paint: Hashable, Sendable, Codable { case canvas, picker, about }

  struct Shade: Hashable, Sendable, Codable {
    let name: String
  }

  /// The screen of `AnyStackPosition`'s documentation, as it is written there.
  struct Canvas: View {
    @Environment(Navigator<Never, Paint>.self) private var navigator
    @Environment(\.stackPosition) private var position
    var body: some View { Text(navigator.state.answer(to: .pickShade, at: position)?.name ?? "no shade yet") }
  }

  /// Each screen says where it is.
  struct Where: View {
    @Environment(\.stackPosition) private var position
    let title: String
    var body: some View { Text(verbatim: "\(title) at \(position.map { "\($0)" } ?? "nowhere")") }
  }

  static func paint(_ navigator: Navigator<Never, Paint>) -> some View {
    NavigationStackHost(navigator) {
      Where(title: "root")
    } screen: { paint in
      switch paint {
      case .canvas: Canvas()
      case .picker: Where(title: "picker")
      case .about: Where(title: "about")
      }
    }
  }

  @Test func s15TheCanvasShowsTheShadePickedAfterARelaunch() async throws {
    let paint = Navigator(BackStack<Paint>(pushing: [.canvas]))
    _ = try paint.ask(.pickShade, presenting: .picker)  // the canvas asks; the picker is up
    let quit = try JSONEncoder().encode(paint.state)  // quit with the picker up
    let relaunch = Navigator(try JSONDecoder().decode(NavigationState<Never, Paint>.self, from: quit))
    let device = Device { Self.paint(relaunch) }
    let picking = await device.settledScreen()
    #expect(picking.contains("\"picker at the stack, depth 2\""), "the picker is presented at depth 2:\n\(picking)")
    try relaunch.answer(Shade(name: "green"), to: .pickShade)  // picked after the relaunch
    let picked = await device.settledScreen()
    #expect(picked.contains("\"green\""), "the canvas shows its answer:\n\(picked)")
    try relaunch.push(.about)
    try relaunch.goBack()
    #expect(await device.settledScreen().contains("\"green\""), "and keeps showing it")
  }

  @Test func aScreenWithNoAnswerSaysSo() async throws {
    let navigator = Navigator(BackStack<Paint>(pushing: [.canvas]))
    let device = Device { Self.paint(navigator) }
    #expect(await device.settledScreen().contains("\"no shade yet\""))
  }

  @Test func eachScreenKnowsItsPositionPushedPresentedOrTapped() async throws {
    let navigator = Navigator(BackStack<Paint>(pushing: [.about]))
    let device = Device { Self.paint(navigator) }
    #expect(await device.settledScreen().contains("\"about at the stack, depth 1\""))
    try navigator.present(.about, as: .sheet)
    let presented = await device.settledScreen()
    #expect(presented.contains("\"about at the stack, depth 2\""), "the modal's root:\n\(presented)")
    try navigator.push(.about, inModal: .about)
    let pushed = await device.settledScreen()
    #expect(pushed.contains("\"about at the stack, depth 3\""), "pushed in the modal:\n\(pushed)")
  }

  /// A split of two columns in a tab, each screen saying where it is.
  struct Folders: View {
    let navigator: Navigator<Side, String>
    static func label(_ side: Side) -> TabLabel { TabLabel("\(side)", systemImage: "folder") }

    var body: some View {
      NavigationTabsHost(navigator, label: Self.label) { tab in
        NavigationSplitHost(navigator, tab: tab) { selection in
          List(selection: selection) { Text(verbatim: "Inbox").tag("inbox") }
        }
      } screen: { route in
        VStack {
          Where(title: route)
          RouteLink("Next", value: "\(route)+")
        }
      }
    }
  }

  enum Side: Hashable, Sendable { case left, right }

  @Test func inATabTheDetailColumnAndTheScreensPushedOnItKnowTheirDepth() async throws {
    let navigator = Navigator(try Tabs<Side, String>([.left, .right], selected: .left))
    let device = Device(.iPad) { Folders(navigator: navigator) }
    await device.settle()
    try device.tap("Inbox")
    await device.settle()
    #expect(device.screen.contains("\"inbox at tab left, depth 1\""), "\(device.screen)")
    try await device.tapAndSettle("Next")
    #expect(device.screen.contains("\"inbox+ at tab left, depth 2\""), "\(device.screen)")
    let position = AnyStackPosition(StackPosition<Side>(.tab(.left), depth: 2))
    #expect(position == AnyStackPosition(StackPosition<Side>(.tab(.left), depth: 2)))
    #expect(position != AnyStackPosition(StackPosition<Never>(.single, depth: 2)), "another tab type: another position")
    #expect(navigator.state.answer(to: .pickShade, at: nil) == nil)
  }
}

extension RequestKey<StackPositionTests.Shade> {
  static let pickShade = RequestKey("pick a shade")
}
