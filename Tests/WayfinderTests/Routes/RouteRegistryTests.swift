import Foundation
import Testing
@_spi(WayfinderInternals) import Wayfinder

@Suite struct RouteRegistryTests {
  @Test func defaultTagIsTheQualifiedTypeName() throws {
    let registry = try RouteRegistry().registering(Zoo.self)
    #expect(registry.tag(for: AnyRoute(Zoo.safari(1))) == "WayfinderTests.Zoo")
    #expect(registry.knows(tag: "WayfinderTests.Zoo"))
  }

  @Test func registeringATagTwiceIsAnErrorAndKeepsTheFirst() throws {
    var registry = try RouteRegistry().registering(Park.self, tag: "place")
    #expect(throws: RegistrationError.tagTaken(tag: "place", by: "WayfinderTests.Park")) {
      try registry.register(Zoo.self, tag: "place")
    }
    #expect(registry.canonicalTag(for: "place") == "place")
    #expect(!registry.knows(tag: "WayfinderTests.Zoo"))
    #expect(throws: RegistrationError.self) {
      try registry.register(Zoo.self, aliases: ["place"])
    }
    #expect(!registry.knows(tag: "WayfinderTests.Zoo"))
  }

  @Test func registeringATypeTwiceIsAnError() throws {
    var registry = try RouteRegistry().registering(Park.self, tag: "park")
    #expect(throws: RegistrationError.typeAlreadyRegistered(type: "WayfinderTests.Park", tag: "park")) {
      try registry.register(Park.self, tag: "park2")
    }
    #expect(!registry.knows(tag: "park2"))
  }

  @Test func aliasesDecodeToTheRegisteredType() throws {
    let route = try testRegistry.decode(tag: "MyApp.Park", json: #"{"name":"Yosemite"}"#)
    #expect(route.as(Park.self) == Park(name: "Yosemite"))
    #expect(testRegistry.tag(for: route) == "park")
  }

  @Test func unknownTagAndBadValueAreNamedFailures() {
    #expect(throws: RouteDecodingError.unknownTag("Nope")) {
      try testRegistry.decode(tag: "Nope", json: "1")
    }
    do {
      _ = try testRegistry.decode(tag: "Swift.Int", json: "\"x\"")
      Issue.record("expected a failure")
    } catch {
      guard case .undecodableValue(let tag, _) = error else {
        Issue.record("wrong error \(error)")
        return
      }
      #expect(tag == "Swift.Int")
    }
  }

  @Test func standardKnowsFoundationTypesUnderBothModuleNames() throws {
    let url = URL(string: "https://example.com/a")!
    let encoded = try RouteRegistry.standard.encode(AnyRoute(url))
    #expect(encoded.tag == "Foundation.URL")
    for tag in ["Foundation.URL", "FoundationEssentials.URL"] {
      #expect(try RouteRegistry.standard.decode(tag: tag, json: encoded.json).as(URL.self) == url)
    }
  }

  @Test func encodingANonCodableRouteIsAnError() {
    #expect(throws: RouteEncodingFailure.notCodable(typeName: "WayfinderTests.Opaque")) {
      try RouteRegistry.standard.encode(AnyRoute(Opaque(id: 1)))
    }
  }
}
