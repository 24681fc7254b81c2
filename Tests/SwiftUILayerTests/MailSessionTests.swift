import SwiftUI
import SwiftUILifecycle
import Testing
@_spi(WayfinderInternals) import Wayfinder
@_spi(WayfinderInternals) import WayfinderSwiftUI

/// Issue 35: seeded random sessions of an iPad mail app as the docs describe
/// one (three columns, an inspector, a compose sheet and a draft that ask
/// before they are left, a picker that answers, an alert), driven through
/// the stand-in by the user's hands and the app's calls. SwiftUI's rules
/// refuse nothing, and each session settles on its state.
@MainActor @Suite(.timeLimit(.minutes(10))) struct MailSessionTests {
  static let discard = Dialog.confirmation("Discard draft?", confirm: "Discard", cancel: "Keep Editing")
  static let label = RequestKey<String>("label")

  /// Mailboxes, messages, and the detail column's stack, at an edited draft on a message.
  func mailApp() async throws -> (Navigator<Never, String>, NavigationBindings<Never, String>, Device) {
    let navigator = Navigator(BackStack<String>(pushing: ["inbox", "message 1", "draft"]))
    navigator.guards.append(.confirmingLeaving { _ in Self.discard })
    navigator.layouts = NavigationLayouts(.threeColumns)
    let bindings = NavigationBindings(navigator, sizeClass: .regular)
    let device = Device(.iPad) {
      NavigationSplitHost(bindings.navigator) { selection in
        List(selection: selection) { Text(verbatim: "Inbox").tag("inbox") }
      } content: { _, selection in
        List(selection: selection) { ForEach(1..<3) { Text(verbatim: "Message \($0)").tag("message \($0)") } }
      } screen: {
        Text(verbatim: $0)
      }
    }
    try navigator.setConfirmsLeaving(true)
    await device.settledOnTheState(bindings)
    return (navigator, bindings, device)
  }

  /// Makes action `action` on `device` or `navigator`; says what it did.
  func act(_ action: Int, _ navigator: Navigator<Never, String>, _ device: Device) -> String {
    func made(_ name: String, _ gesture: () throws -> Void) -> String { "\(name) \((try? gesture()) != nil)" }
    func called(_ name: String, _ call: () throws -> Any) -> String {
      "\(name) \((try? call()).map { "\($0)" } ?? "refused")"
    }
    switch action {
    case 0: return made("tap Back") { try device.tap("Back") }
    case 1: return made("tap Discard") { try device.tap("Discard") }
    case 2: return made("tap Keep Editing") { try device.tap("Keep Editing") }
    case 3: return made("tap outside") { try device.tapOutsideDialog() }
    case 4: return made("drag down") { try device.dragDown() }
    case 5: return made("tap Message 2") { try device.tap("Message 2") }
    case 6:
      device.resize(to: .compact)
      return "resize to compact"
    case 7:
      device.resize(to: .regular)
      return "resize to regular"
    case 8: return called("present the inspector") { try navigator.present("info", as: .inspector) }
    case 9:
      _ = try? navigator.present("compose", as: .sheet)
      return called("compose, edited") { try navigator.setConfirmsLeaving(true) }
    case 10:
      _ = try? navigator.push("draft")
      return called("a draft, edited") { try navigator.setConfirmsLeaving(true) }
    case 11: return called("dismiss") { try navigator.dismiss() }
    case 12: return called("ask for a label") { try navigator.ask(Self.label, presenting: "picker", as: .sheet) }
    case 13: return called("an answer") { try navigator.answer("work", to: Self.label) }
    default: return called("an alert") { try navigator.show(Dialog(.alert, title: "Sent")) }
    }
  }

  /// Runs the session of `seed` (`steps` actions, each followed by a frame
  /// or a settle, some by a few frames more); returns what went wrong, with
  /// the session so far, or nothing.
  func session(seed: UInt64, steps: Int) async throws -> String? {
    var random = SeededRandom(seed: seed)
    let (navigator, bindings, device) = try await mailApp()
    var log: [String] = []
    for step in 1...steps {
      log.append("\(step): " + act(Int.random(in: 0..<15, using: &random), navigator, device))
      let frames = Bool.random(using: &random) ? Int.random(in: 1...20, using: &random) : nil
      if let frames { await device.frames(frames) } else { await device.settle() }
      if !device.refusals.isEmpty { return (log + device.refusals).joined(separator: "\n") }
    }
    await device.settle()
    let problems =
      device.screenDifferences
      + (bindings.isSettled ? [] : ["the bindings await \(String(describing: bindings.waiting))"])
      + device.log.filter { $0.contains("not settled") }
    return problems.isEmpty ? nil : (log + problems + ["\(navigator.state)"]).joined(separator: "\n")
  }

  /// Of seeds 1 to 40, six failed with the stand-in of issue 35 and the
  /// layer before it (cf83d23): 12 and 16, a presentation while the user
  /// dragged a sheet away ("inspector from … while the user drags inspector
  /// away"); 26, 28, 32 and 35, a wait released early by the watchdog
  /// counting every timeline's report ("compose … while the dialog Sent
  /// leaves", "Sent … while inspector is in transition"). All 40 pass now.
  @Test(arguments: [12, 16, 26, 28, 32, 35] + Array(UInt64(1)...6))
  func aRandomSessionOfAnIPadMailAppRefusesNothingAndSettles(_ seed: UInt64) async throws {
    let failure = try await session(seed: seed, steps: 60)
    #expect(failure == nil, "seed \(seed):\n\(failure ?? "")")
  }
}
