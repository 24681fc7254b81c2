import Foundation
import Testing
import Wayfinder

@Suite struct RoutePathTests {
  @Test func appendCountLastAndTypedAccess() {
    var path = RoutePath()
    #expect(path.isEmpty)
    path.append(556)
    path.append("Hello")
    path.append(Park(name: "Yosemite"))
    #expect(path.count == 3)
    #expect(path.last == AnyRoute(Park(name: "Yosemite")))
    #expect(path.last(of: Int.self) == 556)
    #expect(path.last(of: Zoo.self) == nil)
    #expect(path.elements(of: String.self) == ["Hello"])
    #expect(path.elements.map(\.typeName) == ["Swift.Int", "Swift.String", "WayfinderTests.Park"])
  }

  @Test func removeLastPastTheRootThrowsAndKeepsThePath() {
    var path = RoutePath([1, 2])
    #expect(throws: NavigationError.notEnoughSteps(requested: 3, available: 2)) { try path.removeLast(3) }
    #expect(throws: NavigationError.negativeCount(-1)) { try path.removeLast(-1) }
    #expect(path == RoutePath([1, 2]))
    #expect(throws: Never.self) { try path.removeLast(2) }
    #expect(path.isEmpty)
  }

  @Test func equalityIsElementwise() {
    #expect(RoutePath([1, 2]) == RoutePath([1, 2]))
    #expect(RoutePath([1, 2]) != RoutePath([2, 1]))
    var mixed = RoutePath([1])
    mixed.append("1")
    #expect(mixed != RoutePath([1, 1]))
  }

  @Test func codableIsNilWhileANonCodableElementIsInThePath() throws {
    var path = RoutePath([1])
    #expect(path.codable != nil)
    path.append(Opaque(id: 7))
    #expect(!path.isCodable)
    #expect(path.codable == nil)
    try path.removeLast()
    #expect(path.codable != nil)
  }

  @Test func encodesSwiftUIWireFormatLastElementFirst() throws {
    var path = RoutePath()
    path.append("hello")
    path.append(42)
    let representation = try #require(path.codable)
    #expect(jsonString(representation) == #"["Swift.Int","42","Swift.String","\"hello\""]"#)
  }

  @Test func encodesMixedAppTypesToTheHandWrittenVector() throws {
    var path = RoutePath()
    path.append(42)
    path.append("Hello")
    path.append(Park(name: "Yosemite"))
    path.append(Zoo.safari(3))
    let expected =
      #"["WayfinderTests.Zoo","{\"safari\":{\"_0\":3}}","WayfinderTests.Park","{\"name\":\"Yosemite\"}","Swift.String","\"Hello\"","Swift.Int","42"]"#
    #expect(jsonString(try #require(path.codable)) == expected)
    let registered =
      #"["WayfinderTests.Zoo","{\"safari\":{\"_0\":3}}","park","{\"name\":\"Yosemite\"}","Swift.String","\"Hello\"","Swift.Int","42"]"#
    #expect(jsonString(try #require(path.codable(using: testRegistry))) == registered)
  }

  @Test func decodesAPathSavedBySwiftUI() throws {
    // As an app module named MyApp writes it on Apple platforms.
    let json = #"["MyApp.Park","{\"name\":\"Zion\"}","Swift.String","\"Hello\"","Swift.Int","556"]"#
    let representation = try RoutePath.CodableRepresentation(json: Data(json.utf8))
    let decoded = representation.decode(using: testRegistry)
    #expect(decoded.dropped.isEmpty)
    var expected = RoutePath([556])
    expected.append("Hello")
    expected.append(Park(name: "Zion"))
    #expect(decoded.path == expected)
  }

  @Test func roundTripEqualsTheOriginalForRegisteredTypes() throws {
    var path = RoutePath()
    path.append(Zoo.city("Berlin"))
    path.append(3.5)
    path.append(Park(name: "Yosemite"))
    path.append(true)
    let data = try JSONEncoder().encode(try #require(path.codable(using: testRegistry)))
    let decoded = try JSONDecoder().decode(RoutePath.CodableRepresentation.self, from: data)
    #expect(decoded.decode(using: testRegistry).path == path)
  }

  @Test func encodingIsByteStable() throws {
    struct Many: Hashable, Codable, Sendable {
      var a = 1, b = 2, c = 3, d = 4, e = "x", f = [1, 2], g = ["k": 1, "j": 2, "i": 3]
    }
    var path = RoutePath()
    path.append(Many())
    let first = try #require(path.codable).jsonData()
    for _ in 0..<20 { #expect(try #require(path.codable).jsonData() == first) }
  }

  @Test func unknownTagKeepsTheLongestValidPrefixAndSaysWhy() throws {
    let json = #"["Swift.Int","3","Old.Renamed","{}","Swift.Int","1"]"#
    let decoded = try RoutePath.CodableRepresentation(json: Data(json.utf8)).decode(using: testRegistry)
    #expect(decoded.path == RoutePath([1]))
    #expect(
      decoded.dropped == [
        DroppedRoute(position: 1, tag: "Old.Renamed", reason: .failed(.unknownTag("Old.Renamed"))),
        DroppedRoute(position: 2, tag: "Swift.Int", reason: .afterDropped(position: 1)),
      ])
  }

  @Test func undecodableValueIsDroppedWithItsReason() throws {
    let json = #"["park","{\"nom\":\"x\"}","Swift.Int","1"]"#
    let decoded = try RoutePath.CodableRepresentation(json: Data(json.utf8)).decode(using: testRegistry)
    #expect(decoded.path == RoutePath([1]))
    #expect(decoded.dropped.count == 1)
    guard case .failed(.undecodableValue(let tag, _)) = decoded.dropped.first?.reason else {
      Issue.record("unexpected \(decoded.dropped)")
      return
    }
    #expect(tag == "park")
  }
}
