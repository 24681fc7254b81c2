import Foundation
import SwiftUILifecycle
import Testing

/// One window's presentation chain, UI-free: what it lets a view present,
/// when transitions end, and the order of a dismissal's callbacks.
@Suite struct PresentationChainTests {
  typealias Chain = PresentationChain<String, String>
  static let variants = LifecycleVariants(transitionFrames: 3)

  /// Advances `chain` until nothing is in transition, returning every event.
  func settle(_ chain: inout Chain) -> [Chain.Event] {
    var events: [Chain.Event] = []
    while chain.isInTransition { events += chain.advance() }
    return events
  }

  @Test func aPresentationBeginsAtOnceAndAppearsWhenItsTransitionEnds() {
    var chain = Chain(variants: Self.variants)
    let began = chain.present("sheet", as: .sheet, from: "root", atDepth: 0)
    #expect(began.count == 1 && chain.isInTransition)
    let first = chain.advance()
    let second = chain.advance()
    #expect(first.isEmpty && second.isEmpty)
    let ended = chain.advance()
    #expect(ended.count == 1 && !chain.isInTransition && chain.frame == 3)
    if case .appeared(let entry)? = ended.first { #expect(entry.item == "sheet") } else { Issue.record("\(ended)") }
  }

  @Test func oneAtATimeAndOnlyFromTheFrontContent() {
    var chain = Chain(variants: Self.variants)
    _ = chain.present("a", as: .sheet, from: "root", atDepth: 0)
    let early = chain.present("b", as: .sheet, from: "a's view", atDepth: 1)
    #expect(early.isEmpty, "a is still appearing")
    _ = settle(&chain)
    let behind = chain.present("c", as: .sheet, from: "root", atDepth: 0)
    #expect(behind.isEmpty, "root is behind a")
    let front = chain.present("b", as: .sheet, from: "a's view", atDepth: 1)
    #expect(!front.isEmpty)
    #expect(chain.refusals.count == 2)
    #expect(chain.refusals.allSatisfy { $0.contains("onePresentationAtATime") })
  }

  @Test func nothingPresentsWhileADialogShows() {
    var chain = Chain(variants: Self.variants)
    let alert = chain.present("Saved?", as: .alert, from: "root", atDepth: 0)
    #expect(alert.count == 2, "a dialog appears at once")
    let sheet = chain.present("sheet", as: .sheet, from: "root", atDepth: 0)
    #expect(sheet.isEmpty)
    #expect(chain.refusals.last?.contains("dialogIsAPresentation") == true)
    let closed = chain.userClosesDialog()
    #expect(closed == [.leaving(chain.entries[0])] && chain.isInTransition, "it begins to leave")
  }

  /// UIKit animates a closed alert out, and refuses to present or dismiss
  /// from its window meanwhile (TCA #1991 and others).
  @Test func aClosedDialogTakesItsExitFramesAndNothingIsPresentedOrDismissedMeanwhile() {
    var chain = Chain(variants: LifecycleVariants(transitionFrames: 3, dialogExitFrames: 2))
    _ = chain.present("sheet", as: .sheet, from: "root", atDepth: 0)
    _ = settle(&chain)
    _ = chain.present("Discard?", as: .alert, from: "sheet's view", atDepth: 1)
    let leaving = chain.dismiss(presentedBy: "sheet's view")  // its binding set to false by code
    guard case .leaving(let entry)? = leaving.first, leaving.count == 1 else {
      Issue.record("\(leaving)")
      return
    }
    #expect(entry.item == "Discard?" && chain.isInTransition)
    #expect(chain.dismiss(presentedBy: "root").isEmpty, "the sheet's dismissal is refused")
    #expect(chain.present("other", as: .sheet, from: "sheet's view", atDepth: 1).isEmpty)
    #expect(chain.refusals.count == 2 && chain.refusals.allSatisfy { $0.contains("aDialogTakesFramesToLeave") })
    #expect(chain.advance().isEmpty)
    let gone = chain.advance()
    #expect(gone.count == 1 && chain.entries.count == 1 && !chain.isInTransition)
    if case .removed(let removed)? = gone.first { #expect(removed.item == "Discard?") } else { Issue.record("\(gone)") }
    _ = chain.dismiss(presentedBy: "root")
    #expect(settle(&chain).count == 2 && chain.entries.isEmpty, "the sheet goes once the dialog has gone")
  }

  @Test func withNoExitFramesADialogGoesAtOnce() {
    var chain = Chain(variants: LifecycleVariants(dialogExitFrames: 0))
    _ = chain.present("Saved", as: .alert, from: "root", atDepth: 0)
    let gone = chain.dismiss(presentedBy: "root")
    #expect(gone.count == 1 && chain.entries.isEmpty && !chain.isInTransition)
  }

  @Test func codeDismissesAfterTheTransitionAndOnDismissRunsAtTheEnd() {
    var chain = Chain(variants: Self.variants)
    _ = chain.present("a", as: .sheet, from: "root", atDepth: 0)
    let early = chain.dismiss(presentedBy: "root")
    #expect(early.isEmpty && chain.entries[0].phase != .shown, "not during a transition")
    _ = settle(&chain)
    _ = chain.dismiss(presentedBy: "root")
    let events = settle(&chain)
    #expect(events.count == 2 && chain.entries.isEmpty)
    if case .removed = events[0], case .onDismiss = events[1] {} else { Issue.record("\(events)") }
  }

  @Test(arguments: LifecycleVariants.DragDismissOrder.allCases)
  func aDragWritesNilAtTheEndInEitherOrderAgainstOnDismiss(order: LifecycleVariants.DragDismissOrder) {
    var chain = Chain(variants: LifecycleVariants(transitionFrames: 3, dragDismissOrder: order))
    _ = chain.present("a", as: .sheet, from: "root", atDepth: 0)
    _ = settle(&chain)
    let dragged = chain.userDismissesFront()
    #expect(dragged)
    let moving = chain.advance()
    #expect(moving.isEmpty, "nothing is written while the sheet moves")
    let events = settle(&chain)
    let names = events.map { event in
      switch event {
      case .removed: "removed"
      case .writeNil: "nil"
      case .onDismiss: "onDismiss"
      default: "other"
      }
    }
    #expect(names == (order == .nilThenOnDismiss ? ["removed", "nil", "onDismiss"] : ["removed", "onDismiss", "nil"]))
  }

  @Test func aCoverCannotBeDragged() {
    var chain = Chain(variants: Self.variants)
    _ = chain.present("cover", as: .fullScreenCover, from: "root", atDepth: 0)
    _ = settle(&chain)
    let dragged = chain.userDismissesFront()
    #expect(!dragged)
  }

  /// A sheet stays on screen when the view that presented it is popped,
  /// and so does what it presented: the window is still presenting, and
  /// the user can still drag it away.
  @Test func aSheetStaysOnScreenWhenItsPresenterLeaves() {
    var chain = Chain(variants: Self.variants)
    _ = chain.present("sheet", as: .sheet, from: "pushed screen", atDepth: 0)
    _ = settle(&chain)
    _ = chain.present("inner", as: .sheet, from: "sheet's view", atDepth: 1)
    _ = settle(&chain)
    let gone = chain.presenterLeft("pushed screen")
    #expect(gone.isEmpty && chain.entries.map(\.item) == ["sheet", "inner"], "\(gone)")
    #expect(chain.present("other", as: .sheet, from: "root", atDepth: 0).isEmpty, "the window is still presenting")
    let dragged = chain.userDismissesFront()
    #expect(dragged, "the user drags it away")
  }

  /// The variant of the 2024 report: a presenter that leaves takes its
  /// presentations with it at once, with no `onDismiss` and no write.
  @Test func withTheEarlierReportARemovedPresenterTakesItsPresentationsAtOnce() {
    var chain = Chain(variants: LifecycleVariants(transitionFrames: 3, presenterTakesItsPresentation: true))
    _ = chain.present("cover", as: .fullScreenCover, from: "root", atDepth: 0)
    _ = settle(&chain)
    _ = chain.present("sheet", as: .sheet, from: "cover's view", atDepth: 1)
    _ = settle(&chain)
    let gone = chain.presenterLeft("root")
    #expect(gone.count == 2 && chain.entries.isEmpty)
  }

  /// An inspector shown as a column is part of its presenter's view: it goes with it.
  @Test func anInspectorColumnGoesWithItsPresenter() {
    var chain = Chain(variants: Self.variants)
    chain.inspectorsAreColumns = true
    _ = chain.present("inspector", as: .inspector, from: "root", atDepth: 0)
    _ = settle(&chain)
    let gone = chain.presenterLeft("root")
    #expect(gone.count == 1 && chain.entries.isEmpty)
  }
}

@Suite struct LifecycleTests {
  @Test func reTappingTheSelectedTabWritesByDefault() {
    #expect(TabTap.writes("home", selected: "home", LifecycleVariants()))
    #expect(!TabTap.writes("home", selected: "home", LifecycleVariants(reselectingATabWritesIt: false)))
    #expect(TabTap.writes("calendar", selected: "home", LifecycleVariants(reselectingATabWritesIt: false)))
  }

  @Test func onlyTheFirstUpdateOfAStackInAFrameTakesEffect() {
    var gate = StackUpdateGate<Int>()
    let admitted = [gate.admits(1, in: 0), gate.admits(1, in: 0), gate.admits(2, in: 0), gate.admits(1, in: 1)]
    #expect(admitted == [true, false, true, true])
    #expect(gate.dropped == ["frame 0: 1"])
  }

  @Test func externalEventsMatchByContainmentIgnoringCaseAndDiacritics() {
    // Apple's scene page: `matching: ["photoIdentifier="]` takes an event whose identifier contains the string.
    #expect(ExternalEvents.matches(["photoIdentifier="], "photos://open?photoIdentifier=42"))
    #expect(ExternalEvents.matches(["mail://inbox/café"], "MAIL://Inbox/Cafe"))
    #expect(ExternalEvents.matches(["INBOX/CAFE"], "mail://inbox/café/3"), "contained, ignoring case and diacritics")
    #expect(!ExternalEvents.matches(["mail://sent"], "mail://inbox"))
    #expect(ExternalEvents.matches(["*"], "anything") && !ExternalEvents.matches(["", "x"], "y"))
    #expect(!ExternalEvents.matches([""], "anything"), "an empty string never matches, though every string contains it")
    #expect(!ExternalEvents.matches([], "y"))
  }

  @Test func anEventGoesToThePreferringSceneThenTheAllowingOneThenANewOne() {
    let scenes: [(preferring: Set<String>, allowing: Set<String>)] = [([], ["*"]), (["mail://a"], ["*"])]
    #expect(ExternalEvents.scene(for: "mail://a", among: scenes, multipleScenes: true) == 1)
    #expect(ExternalEvents.scene(for: "mail://b", among: scenes, multipleScenes: true) == 0)
    #expect(ExternalEvents.scene(for: "mail://b", among: [([], [])], multipleScenes: true) == nil)
    #expect(ExternalEvents.scene(for: "mail://a", among: scenes, multipleScenes: false) == 0, "one scene takes all")
  }

  @Test func everyRuleSaysItsEvidenceAndWhereItComesFrom() {
    for rule in LifecycleRule.allCases {
      #expect(rule.source.count > 60, "\(rule)")
      if rule.evidence == .documented { #expect(rule.source.contains("/") || rule.source.contains("("), "\(rule)") }
      if rule.evidence == .reported {
        #expect(rule.source.contains("github.com") || rule.source.contains("WWDC"), "\(rule)")
      }
    }
  }

  /// A source says "assumed" exactly where its rule's evidence says a part
  /// rests on no source: the label and the text cannot drift apart.
  @Test func aSourceSaysAssumedExactlyWhereTheEvidenceDoes() {
    for rule in LifecycleRule.allCases {
      let labelled = rule.evidence == .assumed || rule.isAssumedInPart
      #expect(rule.source.contains("assumed") == labelled, "\(rule): \(rule.evidenceLabel)")
      #expect(!(rule.evidence == .assumed && rule.isAssumedInPart), "\(rule): assumed in whole and in part")
    }
  }
}

@Suite struct RuleListTests {
  /// The package's folder.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The SwiftUI article's "Assumed rules" lists, under "Assumed in whole",
  /// exactly the rules whose evidence is assumed and, under "Assumed in
  /// part", exactly those documented or reported with an assumed part: what
  /// a device must confirm cannot drift from the rules.
  @Test func theSwiftUIArticleListsExactlyTheAssumedRules() throws {
    let article = try String(
      contentsOf: Self.root.appendingPathComponent(
        "Sources/WayfinderSwiftUI/WayfinderSwiftUI.docc/WayfinderSwiftUI.md"),
      encoding: .utf8)
    func listed(under heading: String) -> Set<String> {
      guard let start = article.range(of: "\n### \(heading)\n") else { return [] }
      let section = article[start.upperBound...].prefix { $0 != "#" }
      return Set(
        section.split(separator: "\n").compactMap { line in
          guard line.hasPrefix("- `"), let end = line.dropFirst(3).firstIndex(of: "`") else { return nil }
          return String(line[line.index(line.startIndex, offsetBy: 3)..<end])
        })
    }
    #expect(article.contains("\n## Assumed rules\n"))
    let whole = Set(LifecycleRule.allCases.filter { $0.evidence == .assumed }.map(\.name))
    let part = Set(LifecycleRule.allCases.filter(\.isAssumedInPart).map(\.name))
    #expect(listed(under: "Assumed in whole") == whole)
    #expect(listed(under: "Assumed in part") == part)
  }

  /// The stand-in's README lists every rule with its evidence (its source is the rule's own).
  @Test func theStandInsReadmeListsEveryRuleWithItsEvidence() throws {
    let readme = try String(
      contentsOf: Self.root.appendingPathComponent("Tests/SwiftUIShim/README.md"), encoding: .utf8)
    for rule in LifecycleRule.allCases {
      #expect(readme.contains("| `\(rule.name)` | \(rule.evidenceLabel) |"), "\(rule)")
    }
  }

  /// Each rule is declared once, `static let name = LifecycleRule("name", …)`:
  /// every one declared is in `allCases`, in the order declared (so that the
  /// checks of every rule, here and above, see it), and prints the name it
  /// is declared by.
  @Test func everyRuleDeclaredIsListedUnderItsOwnName() throws {
    let file = try String(
      contentsOf: Self.root.appendingPathComponent("Sources/SwiftUILifecycle/LifecycleRule.swift"), encoding: .utf8)
    let declared = file.matches(of: /static let (\w+) = LifecycleRule\(\s*"(\w+)"/).map {
      (identifier: String($0.1), name: String($0.2))
    }
    #expect(declared.filter { $0.identifier != $0.name }.isEmpty, "declared under another name")
    #expect(declared.map(\.name) == LifecycleRule.allCases.map(\.name))
  }
}
