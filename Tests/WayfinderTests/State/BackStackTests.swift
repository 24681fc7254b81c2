import Foundation
import Testing
@_spi(WayfinderInternals) import Wayfinder

@Suite struct BackStackTests {
  /// Expects `operation` to throw `error` and leave `stack` unchanged.
  func expectRefusal(
    _ stack: BackStack<String>, _ error: NavigationError,
    _ operation: (inout BackStack<String>) throws(NavigationError) -> Void,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    var copy = stack
    #expect(throws: error, sourceLocation: sourceLocation) { try operation(&copy) }
    #expect(copy == stack, sourceLocation: sourceLocation)
    #expect(copy.modalStepIndices == stack.modalStepIndices, sourceLocation: sourceLocation)
  }

  let sample = BackStack<String>([
    Step("a"), Step("b"), Step("sheet", .sheet), Step("c"), Step("cover", .cover), Step("d"),
  ])

  @Test func pushAndQueries() {
    var stack = BackStack<String>()
    #expect(stack.isEmpty && stack.last == nil && stack.currentModalIndex == nil)
    stack.push("a")
    stack.push(contentsOf: ["b", "c"])
    #expect(stack.count == 3)
    #expect(stack.routes == ["a", "b", "c"])
    #expect(stack.last == Step("c"))

  }

  @Test func modalQueries() {
    #expect(sample.currentModalIndex == 4)
    #expect(sample[4] == Step("cover", .cover))
    #expect(sample.modalStepIndices == [2, 4])
  }

  @Test func popRemovesFromTheTopWhateverTheStepIs() throws {
    var stack = sample
    try stack.pop(2)
    #expect(stack.routes == ["a", "b", "sheet", "c"])
    #expect(stack.currentModalIndex == 2)
    try stack.pop(0)
    #expect(stack.count == 4)
  }

  @Test func popErrorsKeepTheStack() {
    expectRefusal(sample, .notEnoughSteps(requested: 7, available: 6)) { s throws(NavigationError) in try s.pop(7) }
    expectRefusal(sample, .negativeCount(-2)) { s throws(NavigationError) in try s.pop(-2) }
    expectRefusal(BackStack(), .notEnoughSteps(requested: 1, available: 0)) { s throws(NavigationError) in try s.pop()
    }
  }

  @Test func popToDepthAndMatches() throws {
    var stack = sample
    try stack.pop(toDepth: 2)
    #expect(stack.routes == ["a", "b"])
    #expect(stack.modalStepIndices.isEmpty)
    try stack.pop(toDepth: 2)  // every step stays: nothing changes
    #expect(stack.routes == ["a", "b"])
    try stack.pop(toDepth: 0)  // none stays: the root shows
    #expect(stack.isEmpty)
    stack = BackStack(pushing: ["x", "y", "x", "z"])
    try stack.pop(toLastWhere: { $0 == "x" })
    #expect(stack.routes == ["x", "y", "x"])
    try stack.pop(toLastWhere: { $0 == "y" })
    #expect(stack.routes == ["x", "y"])
  }

  @Test func popToErrorsKeepTheStack() {
    expectRefusal(sample, .depthOutOfRange(depth: 7, count: 6)) { s throws(NavigationError) in try s.pop(toDepth: 7) }
    expectRefusal(sample, .depthOutOfRange(depth: -1, count: 6)) { s throws(NavigationError) in try s.pop(toDepth: -1) }
    expectRefusal(sample, .noMatchingStep) { s throws(NavigationError) in try s.pop(toLastWhere: { $0 == "zzz" }) }
    expectRefusal(sample, .noMatchingStep) { s throws(NavigationError) in try s.pop(toLastWhere: { _ in false }) }
  }

  @Test func popToRootAndModalRoot() {
    var stack = sample
    stack.popToModalRoot()
    #expect(stack.routes == ["a", "b", "sheet", "c", "cover"])
    stack.popToModalRoot()
    #expect(stack.routes == ["a", "b", "sheet", "c", "cover"])
    stack.popToRoot()
    #expect(stack.isEmpty && stack.modalStepIndices.isEmpty)
    var plain = BackStack<String>(pushing: ["a", "b"])
    plain.popToModalRoot()
    #expect(plain.isEmpty)
  }

  @Test func presentAndDismiss() throws {
    var stack = BackStack<String>(pushing: ["a"])
    stack.present("sheet")
    stack.push("in sheet")
    #expect(stack.currentModalIndex.map { stack[$0] } == Step("sheet", .sheet))
    try stack.dismiss()
    #expect(stack.routes == ["a"])
    stack = sample
    try stack.dismiss("sheet")
    #expect(stack.routes == ["a", "b"])
    stack = sample
    try stack.dismissAll()
    #expect(stack.routes == ["a", "b"])
  }

  @Test func dismissErrorsKeepTheStack() {
    let plain = BackStack<String>(pushing: ["a", "b"])
    expectRefusal(plain, .noModal) { s throws(NavigationError) in try s.dismiss() }
    expectRefusal(plain, .noModal) { s throws(NavigationError) in try s.dismissAll() }
    expectRefusal(sample, .modalNotPresented("b")) { s throws(NavigationError) in try s.dismiss("b") }
  }

  @Test func replaceTopKeepsPresentation() throws {
    var stack = sample
    try stack.replaceTop(with: "D")
    #expect(stack.last == Step("D"))
    try stack.pop()
    try stack.replaceTop(with: "COVER")
    #expect(stack.last == Step("COVER", .cover))
    #expect(stack.currentModalIndex == 4)
    expectRefusal(BackStack(), .emptyStack) { s throws(NavigationError) in try s.replaceTop(with: "x") }
  }

  @Test func replaceTopMakesANewScreenThatDoesNotConfirmLeaving() throws {
    var stack = BackStack([Step("a"), Step("edit", .sheet, confirmsLeaving: true)])
    try stack.replaceTop(with: "done")
    #expect(stack.last == Step("done", .sheet))
    #expect(stack.last?.confirmsLeaving == false)
  }

  @Test func goBackPopsUnlessTheTopHidesBack() throws {
    var stack = BackStack<String>(pushing: ["a"])
    stack.push("done", hidesBack: true)
    expectRefusal(stack, .backHidden) { s throws(NavigationError) in try s.goBack() }
    try stack.pop()
    try stack.goBack()
    #expect(stack.isEmpty)
    expectRefusal(stack, .emptyStack) { s throws(NavigationError) in try s.goBack() }
  }

  @Test func selectAtLevelReplacesEverythingAfterTheLevel() throws {
    var stack = BackStack<String>(pushing: ["c1", "d1", "more"])
    try stack.select("c2", atDepth: 0)
    #expect(stack.routes == ["c2"])
    try stack.select("d2", atDepth: 1)
    #expect(stack.routes == ["c2", "d2"])
    try stack.select("d3", atDepth: 1)
    #expect(stack.routes == ["c2", "d3"])
    expectRefusal(stack, .depthOutOfRange(depth: 3, count: 2)) { s throws(NavigationError) in
      try s.select("x", atDepth: 3)
    }
    expectRefusal(stack, .depthOutOfRange(depth: -1, count: 2)) { s throws(NavigationError) in
      try s.select("x", atDepth: -1)
    }
  }

  @Test func pushInModalGoesIntoThatModalWhereverTheUserMoved() throws {
    var stack = BackStack<String>(pushing: ["calendar"])
    stack.present("export")
    stack.push("options")
    try stack.push("completed", hidesBack: true, inModal: "export")
    #expect(stack.routes == ["calendar", "export", "options", "completed"])
    #expect(stack.last?.hidesBack == true)
    // Under a modal presented over it, the push lands in the export modal's own stack.
    stack.present("help")
    try stack.push("again", inModal: "export")
    #expect(stack.routes == ["calendar", "export", "options", "completed", "again", "help"])
    #expect(stack.modalStepIndices == [1, 5])
    expectRefusal(stack, .modalNotPresented("calendar")) { s throws(NavigationError) in
      try s.push("x", inModal: "calendar")
    }
  }

  @Test func flagShowsAndHidesAScreen() {
    var stack = BackStack<String>(pushing: ["calendar"])
    #expect(!stack.contains("edit"))
    stack.setShown("edit", to: true)
    #expect(stack.contains("edit") && stack.routes == ["calendar", "edit"])
    stack.setShown("edit", to: true)
    #expect(stack.routes == ["calendar", "edit"])
    stack.setShown("edit", to: false)
    #expect(!stack.contains("edit") && stack.routes == ["calendar"])
    stack.setShown("edit", to: false)
    #expect(stack.routes == ["calendar"])
  }

  @Test func aStackIsARandomAccessCollectionOfItsSteps() throws {
    let stack = BackStack([Step("a"), Step("s", .sheet), Step("b")])
    #expect(stack.currentModalIndex == 1)
    #expect(stack.count == 3 && stack.last == Step("b") && stack.first == Step("a"))
    #expect(stack[1] == Step("s", .sheet))
    #expect(Array(stack[1...]) == [Step("s", .sheet), Step("b")])
    #expect(stack.indices == 0..<3)
    #expect(stack.map(\.route) == stack.routes)
    #expect(stack.firstIndex { $0.isModal } == 1)
    #expect(BackStack<String>().last == nil)
  }

  @Test func codableRoundTripLeavesOutDefaults() throws {
    let data = try JSONEncoder().encode(sample)
    let text = String(decoding: data, as: UTF8.self)
    #expect(text.hasPrefix(#"[{"route":"a"}"#))
    let decoded = try JSONDecoder().decode(BackStack<String>.self, from: data)
    #expect(decoded == sample)
    #expect(decoded.modalStepIndices == [2, 4])
  }

  @Test func descriptionReadsAsSteps() {
    var stack = BackStack<String>(pushing: ["a"])
    stack.present("s")
    stack.push("d", hidesBack: true)
    #expect(stack.description == "push a › sheet s › push d (no back)")
    #expect(BackStack<String>().description == "root")
  }
}
