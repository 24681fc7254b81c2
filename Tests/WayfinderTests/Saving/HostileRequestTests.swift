import Foundation
import Testing
@_spi(WayfinderInternals) import Wayfinder

/// Snapshots written by hand, or by a hostile program, whose requests say
/// what no navigator could have made: a request pending in two stacks, a
/// stack listed twice. Each request restores once, or is dropped and said so.
@Suite struct HostileRequestTests {
  typealias State = NavigationState<AppTab, Int>

  /// Home and search each three screens deep; home's top screen asked
  /// (request "r1") for a number from a sheet.
  func asking() throws -> (snapshot: NavigationSnapshot, template: State) {
    let template = State.tabs(Tabs(selected: .home))
    var state = template
    for tab in [AppTab.home, .search] {
      try state.apply(NavigationIntent(.pushAll([1, 2, 3]), in: .tab(tab)))
    }
    try state.apply(NavigationIntent(.ask(id: "r1", key: "k", presenting: 9, as: .sheet), in: .tab(.home)))
    try state.apply(NavigationIntent(.pushAll([9]), in: .tab(.search)))
    return (try NavigationSnapshot(state, schemaVersion: 1, registry: testRegistry), template)
  }

  func restore(_ snapshot: NavigationSnapshot, into template: State) throws -> Restoration<AppTab, Int> {
    // Through the bytes, as a file is read.
    try NavigationSnapshot(json: snapshot.jsonData()).restore(into: template, registry: testRegistry, schemaVersion: 1)
  }

  /// Why `restored` dropped the request `key` from home's stack, when that
  /// is all it says (an issue is recorded, and `nil` returned, otherwise).
  func reasonForDropping(
    _ key: String, in restored: Restoration<AppTab, Int>, sourceLocation: SourceLocation = #_sourceLocation
  ) -> String? {
    guard restored.diagnostics.count == 1,
      case .droppedRequest(.tab(#""home""#), key, let reason)? = restored.diagnostics.first
    else {
      Issue.record("expected \(key) dropped from home, got \(restored.diagnostics)", sourceLocation: sourceLocation)
      return nil
    }
    return reason
  }

  /// One request pending in two stacks would be answered twice: the first
  /// stack keeps it, the other's copy is dropped, and the restore says so.
  @Test func aRequestPendingInTwoStacksRestoresOnce() throws {
    var (snapshot, template) = try asking()
    var copy = try #require(snapshot.requests?.first)
    copy.location = .tab(#""search""#)
    snapshot.requests?.append(copy)
    let restored = try restore(snapshot, into: template)
    let pending = restored.state.allStacks.flatMap { $0.stack.pendingRequests.map(\.id) }
    #expect(pending == [RequestID("r1")])
    #expect(restored.state.tabs?.stack(for: .home)?.pendingRequests.count == 1)
    #expect(restored.diagnostics == [.droppedRequests(.tab(#""search""#), dropped: 1)])
  }

  /// A stack listed twice keeps its first listing; the later one is
  /// dropped, and the restore says so (it used to replace the first, and
  /// drop its request without a word).
  @Test(arguments: [#""home""#, #""ho\u006De""#])
  func aStackListedTwiceKeepsItsFirstListingAndSaysSo(spelled tab: String) throws {
    var (snapshot, template) = try asking()
    var again = try #require(snapshot.requests?.first)
    again.location = .tab(tab)
    again.pending = []
    again.answers = [DeliveredAnswer(id: RequestID("r0"), key: "k", askerDepth: 1, value: try AnswerValue(5))]
    snapshot.requests?.append(again)
    let restored = try restore(snapshot, into: template)
    #expect(restored.state.tabs?.stack(for: .home)?.pendingRequests.map(\.id) == [RequestID("r1")])
    #expect(restored.state.tabs?.stack(for: .home)?.answers.isEmpty == true)
    #expect(restored.diagnostics == [.droppedRequests(.tab(tab), dropped: 1)])
  }

  /// A request listed twice in one stack is kept once.
  @Test func aRequestListedTwiceInOneStackIsKeptOnce() throws {
    var (snapshot, template) = try asking()
    var listing = try #require(snapshot.requests?.first)
    let request = try #require(listing.pending.first)
    listing.pending.append(request)
    snapshot.requests = [listing]
    let restored = try restore(snapshot, into: template)
    #expect(restored.state.tabs?.stack(for: .home)?.pendingRequests.count == 1)
    #expect(restored.diagnostics == [.droppedRequests(.tab(#""home""#), dropped: 1)])
  }

  /// The state such a snapshot held cannot be made by intents: asking with
  /// the identity of a request pending in another stack is refused, and
  /// changes nothing.
  @Test func askingWithTheIdentityOfARequestPendingElsewhereIsRefused() throws {
    let (snapshot, template) = try asking()
    var state = try restore(snapshot, into: template).state
    let before = state
    #expect(throws: NavigationError.duplicateRequest("r1")) {
      try state.apply(NavigationIntent(.ask(id: "r1", key: "k", presenting: 8, as: .sheet), in: .tab(.search)))
    }
    let dialog = Dialog(.alert, title: "Again?")
    #expect(throws: NavigationError.duplicateRequest("r1")) {
      try state.apply(NavigationIntent(.askInDialog(id: "r1", key: "k", dialog: dialog), in: .tab(.search)))
    }
    #expect(state == before)
  }

  /// Two requests answered by one screen (a file edited by hand): the
  /// first is kept, the second dropped, and the restore says why.
  @Test func twoRequestsAnsweredByOneScreenKeepTheFirstAndSayWhy() throws {
    var (snapshot, template) = try asking()
    var listing = try #require(snapshot.requests?.first)
    let request = try #require(listing.pending.first)
    listing.pending.append(
      PendingRequest(id: RequestID("r2"), key: "other", askerDepth: request.askerDepth, answerer: request.answerer))
    snapshot.requests = [listing]
    let restored = try restore(snapshot, into: template)
    #expect(restored.state.tabs?.stack(for: .home)?.pendingRequests.map(\.id) == [RequestID("r1")])
    #expect(reasonForDropping("other", in: restored)?.contains("answers another request") == true)
  }

  /// A saved answer that is not JSON at all is dropped, and said; the
  /// other answers stay.
  @Test func anAnswerThatIsNotJSONIsDroppedAndSaid() throws {
    var (snapshot, template) = try asking()
    var listing = try #require(snapshot.requests?.first)
    listing.pending = []
    listing.answers = [
      DeliveredAnswer(id: RequestID("r0"), key: "k", askerDepth: 1, value: AnswerValue(json: "{not json")),
      DeliveredAnswer(id: RequestID("r1"), key: "j", askerDepth: 2, value: try AnswerValue(5)),
    ]
    snapshot.requests = [listing]
    let restored = try restore(snapshot, into: template)
    #expect(restored.state.tabs?.stack(for: .home)?.answers.map(\.id) == [RequestID("r1")])
    #expect(reasonForDropping("k", in: restored)?.contains("not JSON") == true)
  }

  /// A schema version below zero is none an app wrote (a file edited by
  /// hand): the file is not a saved state, and is kept aside, said so;
  /// it is not taken for a migration from schema -1.
  @Test(arguments: [-1, Int.min])
  func aSchemaVersionBelowZeroIsNotASavedState(saved: Int) throws {
    var (snapshot, _) = try asking()
    snapshot.schemaVersion = saved
    #expect {
      try NavigationSnapshot(json: snapshot.jsonData())
    } throws: { error in
      guard case StoreError.malformed(let reason) = error else { return false }
      return reason.contains("schema version \(saved)")
    }
  }
}
