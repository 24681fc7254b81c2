import Foundation
import PropertyBased
import Testing
import Wayfinder

/// A thrown error means nothing changed, without exception (issue 26, §3).
///
/// Random sequences of intents (the user's and the app's), `update`s, links,
/// typed requests, dialog answers, cancels and decisions landing, played
/// against one navigator whose guards ask first (leaving an edit screen),
/// decide later (links), block and redirect: every call that throws leaves
/// the state, the log and the change count exactly as they were, and the
/// change that waits too.
@MainActor @Suite(.timeLimit(.minutes(10))) struct OutcomePropertyTests {
  typealias Action = (kind: Int, a: Int, b: Int)

  static let actions = zip(Gen.int(in: 0...13), Gen.int(in: 0...11), Gen.int(in: 0...5)).array(of: 1...60)
  static let pickNumber = RequestKey<Int>("pick a number")

  /// The waiting property run's navigator, with two guards that decide at
  /// once: one blocks pushing item 5, one redirects pushing item 4.
  static func navigator(_ clock: ManualClock) -> Navigator<AppTab, Page> {
    let navigator = WaitingPropertyTests.navigator(clock)
    navigator.guards += [
      NavigationGuard { proposal in
        if case .push(.item(5), _)? = proposal.intent?.operation { return .block("not item 5") }
        return .allow
      },
      NavigationGuard { proposal in
        if case .push(.item(4), _)? = proposal.intent?.operation { return .redirect(WaitingPropertyTests.redirected) }
        return .allow
      },
    ]
    return navigator
  }

  @Test func everyCallThatThrowsLeavesTheNavigatorAsItWas() async {
    var tally = [String: Int]()
    await propertyCheck(count: 300, input: Self.actions) { actions in
      await play(actions, &tally)
    }
    print("Outcome property run: \(tally.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" })")
    #expect(tally["threw", default: 0] > 50 && tally["returned", default: 0] > 50)
  }

  /// What a navigator shows of itself.
  struct Seen: Equatable {
    var state: NavigationState<AppTab, Page>
    var log: [NavigationEvent<AppTab, Page>]
    var changeCount: Int
    var waiting: WaitingChange<AppTab, Page>?

    @MainActor init(_ navigator: Navigator<AppTab, Page>) {
      (state, log, changeCount, waiting) = (
        navigator.state, navigator.log, navigator.changeCount, navigator.waitingChange
      )
    }
  }

  /// Runs `call`; when it throws, checks that the navigator is as it was.
  func attempt(
    _ navigator: Navigator<AppTab, Page>, _ what: String, _ tally: inout [String: Int], _ call: () throws -> Void
  ) {
    let before = Seen(navigator)
    do {
      try call()
      tally["returned", default: 0] += 1
    } catch {
      tally["threw", default: 0] += 1
      let after = Seen(navigator)
      #expect(
        after == before,
        "\(what) threw \(error) and changed the navigator: state \(after.state == before.state ? "same" : "changed"), \(after.log.count - before.log.count) new events, change count \(before.changeCount) → \(after.changeCount)"
      )
    }
  }

  func play(_ actions: [Action], _ tally: inout [String: Int]) async {
    let clock = ManualClock()
    let navigator = Self.navigator(clock)
    var events = navigator.events(bufferingNewest: 100_000).makeAsyncIterator()
    var deadlines: [Int: ManualClock.Instant] = [:]
    var seen = 0
    defer { _ = try? navigator.cancelWaitingChange() }
    for (serial, (kind, a, b)) in actions.enumerated() {
      let cause: NavigationCause = b.isMultiple(of: 2) ? .user : .programmatic
      switch kind {
      case 0, 1, 2, 3:
        let intent = WaitingPropertyTests.intent(a, b, serial: serial)
        attempt(navigator, "apply(\(intent))", &tally) { try navigator.apply(intent, cause: cause) }
      case 4:
        let target: StackTarget<AppTab> = [.shown, .tab(.home), .tab(.search)][a % 3]
        attempt(navigator, "setConfirmsLeaving", &tally) { try navigator.setConfirmsLeaving(true, in: target) }
      case 5, 6:
        let link = b.isMultiple(of: 2) ? "wayfinder://items/\(a)" : "wayfinder://users/\(a)"
        attempt(navigator, "open(\(link))", &tally) { try navigator.open(link, with: testLinks) }
      case 7:
        attempt(navigator, "update", &tally) {
          try navigator.update(cause: cause) { state throws(NavigationError) in
            try state.apply(NavigationIntent(.push(.item(a), hidesBack: false)))
            if b == 5 { throw .blocked(reason: "the update's own refusal") }
            if b == 4 { try state.apply(NavigationIntent(.pop(count: 3))) }
          }
        }
      case 8:
        attempt(navigator, "chooseInDialog(0)", &tally) {
          try navigator.apply(.chooseInDialog(buttonIndex: 0), cause: .user)
        }
      case 9:
        attempt(navigator, "a dialog answer", &tally) {
          switch b % 4 {
          case 0: try navigator.apply(.chooseInDialog(buttonIndex: 1), cause: .user)
          case 1: try navigator.apply(.dismissDialog, cause: .user)
          case 2: try navigator.goBack(cause: .user)
          default: try navigator.apply(.chooseInDialog(buttonIndex: 5), cause: .user)
          }
        }
      case 10:
        if b < 3 {
          attempt(navigator, "ask", &tally) { _ = try navigator.ask(Self.pickNumber, presenting: .item(a + 40)) }
        } else {
          attempt(navigator, "answer", &tally) { try navigator.answer(a, to: Self.pickNumber) }
        }
      case 11:
        attempt(navigator, "cancelWaitingChange", &tally) { try navigator.cancelWaitingChange() }
      default:
        // Time passes: a decision lands, or its deadline passes.
        guard let waiting = navigator.waitingChange, waiting.dialogLocation == nil, let deadline = deadlines[waiting.id]
        else { continue }
        if WaitingPropertyTests.verdict(for: waiting) == .hang { clock.advance(by: clock.now.duration(to: deadline)) }
        while let event = await events.next() {
          if case .ended(let change, _) = event.waiting, change.id == waiting.id { break }
          if case .waits(let change) = event.waiting, change.id == waiting.id, change.dialogLocation != nil { break }
        }
      }
      let new = navigator.log.dropFirst(seen)
      seen += new.count
      for event in new {
        if case .waits(let change)? = event.waiting, change.dialogLocation == nil {
          deadlines[change.id] = clock.now.advanced(by: WaitingPropertyTests.limit)
        }
      }
    }
  }
}
