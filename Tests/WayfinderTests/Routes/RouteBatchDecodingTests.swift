import Foundation
import Testing
import Wayfinder

/// Every saved element's text decodes as exactly one value of its type, or is
/// dropped with a reason, whether the path is decoded in one batch or not.
@Suite struct RouteBatchDecodingTests {
  /// The texts of one element, valid or not, that a batch must not merge with
  /// the texts around them: commas, brackets, braces and quotes at the top
  /// level, unbalanced or not.
  static let hostileTexts = [
    "1,2", "1 , 2", "[1", "2]", "1]", "[2", "{", "}", #""a","b""#, #""a"#, #"b""#, #"""#, "true,false", "true,",
    ",true", #"{"name":"x"},{"name":"y"}"#, #"{"name":"x""#, #""name":"y"}"#, "[]", "{}", "", " ", ",", "null",
    #""a\"","b""#, #""x",1"#, "1,", ",1", "]", "[", "},{", #""\"#,
  ]
  static let tags = ["Swift.Int", "Swift.String", "Swift.Bool", "park"]
  static let neighbours = [
    RoutePath.CodableRepresentation.Element(tag: "Swift.Int", json: "3"),
    RoutePath.CodableRepresentation.Element(tag: "Swift.String", json: #""s""#),
    RoutePath.CodableRepresentation.Element(tag: "park", json: #"{"name":"p"}"#),
    RoutePath.CodableRepresentation.Element(tag: "Swift.Bool", json: "true"),
  ]

  /// The position of a dropped route's diagnostic.
  static func position(_ diagnostic: RestorationDiagnostic) -> Int? {
    switch diagnostic {
    case .unknownRouteTag(_, let position, _), .undecodableRoute(_, let position, _, _),
      .droppedAfter(_, let position, _, _), .removedByMigration(_, let position, _, _):
      position
    default: nil
    }
  }

  /// What decoding each element on its own gives: the reference.
  static func oneByOne(_ elements: [RoutePath.CodableRepresentation.Element]) -> (count: Int, failedAt: Int?) {
    for (position, element) in elements.enumerated() {
      if (try? testRegistry.decode(tag: element.tag, json: element.json)) == nil { return (position, position) }
    }
    return (elements.count, nil)
  }

  @Test func theReportedExampleDropsTheBadElement() throws {
    // The wire lists the last element first: the root here is `1,2`.
    let json = #"["Swift.Int","3","Swift.Int","1,2"]"#
    let decoded = RoutePath.restoring(
      try RoutePath.CodableRepresentation(json: Data(json.utf8)), registry: testRegistry)
    #expect(decoded.path.isEmpty)
    #expect(decoded.diagnostics.map(Self.position) == [0, 1])
    let reversed = #"["Swift.Int","1,2","Swift.Int","3"]"#
    let kept = RoutePath.restoring(
      try RoutePath.CodableRepresentation(json: Data(reversed.utf8)), registry: testRegistry)
    #expect(kept.path == RoutePath([3]))
    #expect(kept.diagnostics.map(Self.position) == [1])
  }

  @Test(arguments: tags)
  func aHostileTextDecodesAsItWouldAlone(tag: String) throws {
    for text in Self.hostileTexts {
      for position in 0...Self.neighbours.count {
        var elements = Self.neighbours
        elements.insert(.init(tag: tag, json: text), at: position)
        let decoded = RoutePath.restoring(RoutePath.CodableRepresentation(elements: elements), registry: testRegistry)
        let reference = Self.oneByOne(elements)
        #expect(decoded.path.count == reference.count, "\(tag) \(text) at \(position)")
        #expect(decoded.diagnostics.first.map(Self.position) == reference.failedAt, "\(tag) \(text) at \(position)")
        for (route, element) in zip(decoded.path.elements, elements) {
          #expect(route == (try testRegistry.decode(tag: element.tag, json: element.json)))
        }
      }
    }
  }

  @Test func twoHostileTextsThatTogetherLookValidAreBothJudgedAlone() throws {
    let pairs = [("[1", "2]"), (#""a"#, #"b""#), (#"{"name":"x""#, #""name":"y"}"#), ("1,", "2")]
    for (first, second) in pairs {
      for tag in Self.tags {
        let elements = [
          RoutePath.CodableRepresentation.Element(tag: tag, json: first), .init(tag: tag, json: second),
        ]
        let decoded = RoutePath.restoring(RoutePath.CodableRepresentation(elements: elements), registry: testRegistry)
        #expect(decoded.path.isEmpty, "\(tag) \(first) \(second)")
        #expect(decoded.diagnostics.count == 2)
      }
    }
  }
}
