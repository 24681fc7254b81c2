import Foundation
import PropertyBased
import Testing
import Wayfinder

/// Random sequences of intents (the user's and the app's), links, the
/// user's answers, slow guards' decisions, cancels and deadlines, played
/// against one navigator. Decisions land only where the test awaits them
/// (a guard decides away from the main actor, and the navigator takes its
/// decision on the main actor, which the test holds between its awaits), and
/// deadlines pass only when the test moves its clock: every run replays
/// exactly.
@MainActor @Suite(.timeLimit(.minutes(10))) struct WaitingPropertyTests {
  typealias State = NavigationState<AppTab, Page>
  typealias Action = (kind: Int, a: Int, b: Int)

  static let actions = zip(Gen.int(in: 0...11), Gen.int(in: 0...11), Gen.int(in: 0...5)).array(of: 1...60)
  static let discard = Dialog.confirmation("Discard changes?", confirm: "Discard", cancel: "Keep Editing")
  /// How long a slow guard may take.
  static let limit = Duration.seconds(3)

  /// What the slow guard decides about a link, by its number: `nil` when
  /// it does not decide about it.
  enum Verdict: Int, CaseIterable { case allow, block, askFirst, redirect, hang, none }

  nonisolated static func verdict(_ intent: NavigationIntent<AppTab, Page>?, _ cause: NavigationCause) -> Verdict {
    guard cause == .deepLink, case .open(let steps, _)? = intent?.operation, let last = steps.last?.route else {
      return .none
    }
    let number: Int
    switch last {
    case .item(let value): number = value
    case .user(let name): number = Int(name) ?? 0
    default: number = 0
    }
    return Verdict(rawValue: number % Verdict.allCases.count) ?? .none
  }

  /// Where the slow guard redirects: home shows a screen of its own (which
  /// removes home's steps, so the other guards see it again).
  nonisolated static var redirected: State {
    var state = State.tabs(Tabs(selected: .home))
    try? state.apply(NavigationIntent(.setStack(BackStack(pushing: [.item(77)])), in: .tab(.home)))
    return state
  }

  static func navigator(_ clock: ManualClock) -> Navigator<AppTab, Page> {
    let navigator = Navigator(freshTabs(), logCapacity: 100_000)
    navigator.clock = clock
    navigator.decisionTimeLimit = limit
    let slow = NavigationGuard<AppTab, Page>(
      when: { verdict($0.intent, $0.cause) != .none },
      decide: { proposal in
        switch verdict(proposal.intent, proposal.cause) {
        case .allow, .none: return .allow
        case .block: return .block("not now")
        case .askFirst: return .askFirst(Dialog.confirmation("Open the link?", confirm: "Open"))
        case .redirect: return .redirect(redirected)
        case .hang:
          try? await Task.sleep(for: .seconds(100_000))  // until its wait ends and it is cancelled
          return .allow
        }
      })
    navigator.guards = [
      .confirmingLeaving { _ in discard }, slow,
    ]
    return navigator
  }

  /// The intent an action picks; `serial` tells its request apart from others.
  static func intent(_ a: Int, _ b: Int, serial: Int) -> NavigationIntent<AppTab, Page> {
    let target: StackTarget<AppTab> = [.shown, .tab(.home), .tab(.search), .tab(.settings)][b % 4]
    let operation: NavigationIntent<AppTab, Page>.Operation =
      switch a {
      case 0, 1, 2: .push(.item(b), hidesBack: false)
      case 3: .goBack
      case 4: .pop(count: 1 + b % 2)
      case 5: .popToRoot
      case 6: .selectTab(AppTab.allCases[b % 3], reselectPopsToRoot: true)
      case 7: .present(.sheet(b), as: .sheet)
      case 8: .dismiss
      case 9: .replaceTop(.item(b + 20))
      case 10: .ask(RequestKey<Int>("pick a number"), presenting: .item(b + 40), id: "r\(serial)")
      default: (try? .answer(b, to: RequestKey<Int>("pick a number"))) ?? .dismissDialog
      }
    return NavigationIntent(operation, in: target)
  }

  @Test func waitingChangesEndOnceKeepWhatHappenedMeanwhileAndNeverLeaveAConfirmingScreenWithoutAYes() async {
    var tally = [String: Int]()
    await propertyCheck(count: 400, input: Self.actions) { actions in
      try await play(actions, &tally)
    }
    print(
      "Waiting property run: \(tally.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))"
    )
    #expect(tally["made", default: 0] > 20 && tally["timedOut", default: 0] > 5 && tally["dropped", default: 0] > 5)
    #expect(tally["cancelled", default: 0] > 5 && tally["declined", default: 0] > 5 && tally["refused", default: 0] > 5)
  }

  /// Runs the property found failing (on purpose, with the guard that asks
  /// before leaving made to allow whatever the user confirmed), as shrunk:
  /// a link the slow guard asks about ("Open the link?"); the guard's
  /// decision lands; the app pushes an edit screen in the tab the link
  /// replaces; the user opens the link: the edit screen asks for its own yes.
  @Test func aShrunkCounterexample() async throws {
    var tally = [String: Int]()
    try await play([(5, 8, 3), (10, 0, 0), (0, 0, 2), (7, 0, 0)], &tally)
    #expect(tally["asked again"] == 1)
  }

  func play(_ actions: [Action], _ tally: inout [String: Int]) async throws {
    let clock = ManualClock()
    let navigator = Self.navigator(clock)
    var events = navigator.events(bufferingNewest: 100_000).makeAsyncIterator()
    var seen = 0  // events checked
    var deadlines: [Int: ManualClock.Instant] = [:]
    var asked: [Int: [Leaving: Int]] = [:]  // the confirming steps each change that waits was asked about
    var open: Int?  // the change whose wait began and has not ended
    defer { _ = try? navigator.cancelWaitingChange() }
    for (serial, (kind, a, b)) in actions.enumerated() {
      let before = navigator.state
      let yes = kind == 7
      switch kind {
      case 0, 1, 2, 3, 4:
        do {
          let intent = Self.intent(a, b, serial: serial)
          try navigator.apply(intent, cause: kind == 4 ? .user : .programmatic)
          if case .push = intent.operation, !b.isMultiple(of: 3) {
            // An edit screen: leaving it asks first.
            try navigator.apply(NavigationIntent(.setConfirmsLeaving(true), in: intent.target))
          }
        } catch {
          #expect(navigator.state == before, "a refused change changed the state: \(error)")
        }
      case 5, 6:
        let link = b.isMultiple(of: 2) ? "wayfinder://items/\(a)" : "wayfinder://users/\(a)"
        do {
          try navigator.open(link, with: testLinks)
        } catch {
          #expect(navigator.state == before, "a refused link changed the state: \(error)")
        }
      case 7, 8:
        guard navigator.state.shownDialog != nil else { continue }
        let answer: NavigationIntent<AppTab, Page>.Operation =
          yes ? .chooseInDialog(buttonIndex: 0) : [.chooseInDialog(buttonIndex: 1), .dismissDialog, .goBack][b % 3]
        _ = try? navigator.apply(NavigationIntent(answer), cause: .user)
      case 9:
        let waiting = navigator.waitingChange
        #expect(try navigator.cancelWaitingChange() == waiting)
        #expect(navigator.waitingChange == nil)
      default:
        // Time passes: a decision lands, or its deadline passes.
        guard let waiting = navigator.waitingChange, waiting.dialogLocation == nil, let deadline = deadlines[waiting.id]
        else { continue }
        let hangs = Self.verdict(for: waiting) == .hang
        if hangs { clock.advance(by: clock.now.duration(to: deadline)) }
        while let event = await events.next() {
          if case .ended(let change, _) = event.waiting, change.id == waiting.id { break }
          if case .waits(let change) = event.waiting, change.id == waiting.id, change.dialogLocation != nil { break }
        }
      }
      // What this action recorded.
      let new = Array(navigator.log.dropFirst(seen))
      seen += new.count
      var made: WaitingChange<AppTab, Page>?
      for event in new {
        switch event.waiting {
        case .waits(let change)?:
          #expect(open == nil || open == change.id, "change \(change.id) waits before change \(open ?? 0) ended")
          open = change.id
          if change.dialogLocation == nil { deadlines[change.id] = clock.now.advanced(by: Self.limit) }
          if let location = change.dialogLocation {
            if asked[change.id] != nil { tally["asked again", default: 0] += 1 }
            asked[change.id, default: [:]].merge(Self.leaving(change, from: navigator.state, dialogAt: location)) {
              max($0, $1)
            }
          }
        case .ended(let change, let ending)?:
          #expect(open == change.id, "change \(change.id) ended \(Self.name(ending)) without waiting, or twice")
          open = nil
          tally[Self.name(ending), default: 0] += 1
          if ending == .made { made = change }
        case nil: break
        }
      }
      // Every wait ends once, in an event that says how.
      #expect(open == navigator.waitingChange?.id, "the log and the change that waits disagree")
      check(navigator, before: before, made: made, yes: yes, asked: asked)
    }
    // Every wait can be ended.
    try navigator.cancelWaitingChange()
    #expect(navigator.waitingChange == nil)
    #expect(!navigator.state.allStacks.contains { $0.stack.dialog?.purpose == .confirms })
  }

  /// Checks the rules after an action that led from `before` to the state
  /// now, making `made` (the change that waited, if one was made).
  func check(
    _ navigator: Navigator<AppTab, Page>, before: State, made: WaitingChange<AppTab, Page>?, yes: Bool,
    asked: [Int: [Leaving: Int]]
  ) {
    let state = navigator.state
    // At most one change waits, and it can be ended: its dialog shows, and
    // no other confirmation dialog does.
    let confirming = state.allStacks.filter { $0.stack.dialog?.purpose == .confirms }.map(\.location)
    if let location = navigator.waitingChange?.dialogLocation {
      #expect(confirming == [location], "\(confirming)")
      #expect(location == state.shownLocation, "a question hides in \(location) while \(state.shownLocation) shows")
    } else {
      #expect(confirming.isEmpty, "a confirmation dialog without a change that waits")
    }
    // Every request ends once, after it was asked, and is never asked again.
    var kinds: [RequestID: [RequestChange.Kind]] = [:]
    for event in navigator.log {
      for request in event.change.requests { kinds[request.id, default: []].append(request.kind) }
    }
    for (id, sequence) in kinds {
      #expect(
        sequence == [.asked] || sequence == [.asked, .answered] || sequence == [.asked, .cancelled],
        "\(id): \(sequence)")
    }
    // No confirming screen leaves without the user's yes, and a yes leaves
    // only the screens the user was asked about.
    let leaving = Self.leaving(from: before, to: state)
    if !leaving.isEmpty {
      #expect(yes && made != nil, "left \(leaving) without a yes")
      if let made {
        let allowed = asked[made.id] ?? [:]
        for (step, count) in leaving { #expect(count <= allowed[step, default: 0], "left \(step) unasked") }
      }
    }
    // A change made later changes what it changes, on the state of that
    // moment: what happened meanwhile stays.
    if let made, let intent = made.intent {
      var expected = Self.withoutConfirmation(before)
      if (try? expected.apply(intent)) != nil {
        #expect(Self.screens(state) == Self.screens(expected), "\(intent) undid a change made meanwhile")
      }
    }
  }

  /// A confirming step leaving: its stack, and the step.
  struct Leaving: Hashable, CustomStringConvertible {
    let location: StackLocation<AppTab>
    let step: Step<Page>
    var description: String { "\(step.route) in \(location)" }
  }

  /// The confirming steps that are removed from `before` in `after`: what
  /// the user leaves (a tab switch hides the tab left, and leaves nothing).
  static func leaving(from before: State, to after: State) -> [Leaving: Int] {
    var result: [Leaving: Int] = [:]
    for (location, stack) in before.allStacks {
      var remaining: [Step<Page>: Int] = [:]
      for step in after.stack(at: location) ?? BackStack() where step.confirmsLeaving {
        remaining[step, default: 0] += 1
      }
      for step in stack where step.confirmsLeaving {
        if let count = remaining[step], count > 0 {
          remaining[step] = count - 1
        } else {
          result[Leaving(location: location, step: step), default: 0] += 1
        }
      }
    }
    return result
  }

  /// The confirming steps `change` would leave, made on `state` (where its
  /// dialog shows over the stack at `location`).
  static func leaving(
    _ change: WaitingChange<AppTab, Page>, from state: State, dialogAt location: StackLocation<AppTab>
  )
    -> [Leaving: Int]
  {
    let start = withoutConfirmation(state)
    var after = start
    guard let intent = change.intent, (try? after.apply(intent)) != nil else { return [:] }
    return leaving(from: start, to: after)
  }

  /// `state` without its confirmation dialog.
  static func withoutConfirmation(_ state: State) -> State {
    var result = state
    for (location, stack) in state.allStacks where stack.dialog?.purpose == .confirms {
      try? result.apply(NavigationIntent(.dismissDialog, in: .location(location)))
    }
    return result
  }

  /// The steps of every stack and the selected tab.
  static func screens(_ state: State) -> [String] {
    state.allStacks.map { "\($0.location): \(Array($0.stack))" } + ["\(String(describing: state.selectedTab))"]
  }

  static func verdict(for change: WaitingChange<AppTab, Page>) -> Verdict { verdict(change.intent, change.cause) }

  static func name(_ ending: WaitingChange<AppTab, Page>.Ending) -> String {
    switch ending {
    case .made: "made"
    case .declined: "declined"
    case .refused: "refused"
    case .dropped: "dropped"
    case .cancelled: "cancelled"
    case .timedOut: "timedOut"
    }
  }
}
