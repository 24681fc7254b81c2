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
    #expect(path.elements.last == AnyRoute(Park(name: "Yosemite")))
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
    let (path, diagnostics) = RoutePath.restoring(representation, registry: testRegistry)
    #expect(diagnostics.isEmpty)
    var expected = RoutePath([556])
    expected.append("Hello")
    expected.append(Park(name: "Zion"))
    #expect(path == expected)
  }

  @Test func roundTripEqualsTheOriginalForRegisteredTypes() throws {
    var path = RoutePath()
    path.append(Zoo.city("Berlin"))
    path.append(3.5)
    path.append(Park(name: "Yosemite"))
    path.append(true)
    let data = try JSONEncoder().encode(try #require(path.codable(using: testRegistry)))
    let decoded = try JSONDecoder().decode(RoutePath.CodableRepresentation.self, from: data)
    #expect(RoutePath.restoring(decoded, registry: testRegistry).path == path)
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
    let saved = try RoutePath.CodableRepresentation(json: Data(json.utf8))
    let (path, diagnostics) = RoutePath.restoring(saved, registry: testRegistry)
    #expect(path == RoutePath([1]))
    #expect(
      diagnostics == [
        .unknownRouteTag("Old.Renamed", position: 1, in: .single),
        .droppedAfter(tag: "Swift.Int", position: 2, in: .single, firstDropped: 1),
      ])
    #expect(
      diagnostics.map(\.description) == [
        #"the stack: element 1 (Old.Renamed) dropped: no route type is registered under the tag "Old.Renamed""#,
        "the stack: element 2 (Swift.Int) dropped: element 1 before it was dropped",
      ])
  }

  @Test func undecodableValueIsDroppedWithItsReason() throws {
    let json = #"["park","{\"nom\":\"x\"}","Swift.Int","1"]"#
    let saved = try RoutePath.CodableRepresentation(json: Data(json.utf8))
    let (path, diagnostics) = RoutePath.restoring(saved, registry: testRegistry)
    #expect(path == RoutePath([1]))
    #expect(diagnostics.count == 1)
    guard case .undecodableRoute(let tag, 1, .single, let reason) = diagnostics.first else {
      Issue.record("unexpected \(diagnostics)")
      return
    }
    #expect(tag == "park")
    #expect(reason.contains("name"), "\(reason)")
  }

  @Test func restoringWithTheStandardRegistryReadsTheStandardTypes() throws {
    var path = RoutePath()
    path.append(556)
    path.append(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!)
    let (restored, diagnostics) = RoutePath.restoring(try #require(path.codable))
    #expect(restored == path)
    #expect(diagnostics.isEmpty)
  }

  @Test func aPathBuiltFromWrappedRoutesKeepsWhetherEachCanBeSaved() {
    let path = RoutePath([AnyRoute(1), AnyRoute(Opaque(id: 2))])
    #expect(path.count == 2)
    #expect(!path.isCodable)
    #expect(path.codable == nil)
    #expect(path.elements == [AnyRoute(1), AnyRoute(Opaque(id: 2))])
    #expect(RoutePath([AnyRoute(1), AnyRoute(2)]).isCodable)
  }

  @Test func equalPathsAreEqualWhetherOrNotTheirElementsCanBeSaved() {
    func erased<R: Hashable & Sendable>(_ route: R) -> AnyRoute { AnyRoute(route) }
    let codable = RoutePath([1, 2])
    let opaque = RoutePath([erased(1), erased(2)])
    #expect(!opaque.isCodable)
    #expect(codable == opaque)
    #expect(codable.hashValue == opaque.hashValue)
  }
}
