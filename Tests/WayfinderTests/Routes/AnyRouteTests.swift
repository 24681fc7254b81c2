import Foundation
import Testing
@_spi(WayfinderInternals) import Wayfinder

@Suite struct AnyRouteTests {
  @Test func readsBackAsItsType() {
    let route = AnyRoute(42)
    #expect(route.as(Int.self) == 42)
    #expect(route.as(String.self) == nil)
    #expect(route.as(Int.self) != nil)
    #expect(route.typeName == "Swift.Int")
  }

  @Test func equalOnlyForSameTypeAndValue() {
    #expect(AnyRoute(1) == AnyRoute(1))
    #expect(AnyRoute(1) != AnyRoute(2))
    #expect(AnyRoute(1) != AnyRoute(Int64(1)))
    #expect(AnyRoute("1") != AnyRoute(1))
    #expect(Set([AnyRoute(1), AnyRoute(1), AnyRoute("1")]).count == 2)
  }

  @Test func codableIsDecidedByTheStaticType() {
    #expect(AnyRoute(Park(name: "a")).isCodable)
    #expect(!AnyRoute(Opaque(id: 1)).isCodable)
    func erased<R: Hashable & Sendable>(_ route: R) -> AnyRoute { AnyRoute(route) }
    #expect(!erased(42).isCodable)
  }

  @Test func wrappingAnAnyRouteDoesNotNestIt() {
    let inner = AnyRoute(Park(name: "a"))
    let outer = AnyRoute(inner)
    #expect(outer == inner)
    #expect(outer.as(Park.self) == Park(name: "a"))
    #expect(outer.isCodable)
  }
}

@Suite struct AnyRouteCodableTests {
  @Test func mixedStateRoundTripsThroughTheRegistry() throws {
    var tabs = Tabs<AppTab, AnyRoute>(selected: .home)
    tabs.selectedStack.push(AnyRoute(Park(name: "Zion")))
    tabs.selectedStack.present(AnyRoute(Zoo.safari(2)), as: .cover)
    tabs.selectedStack.push(AnyRoute(7))
    let state = NavigationState<AppTab, AnyRoute>.tabs(tabs)
    let encoder = JSONEncoder()
    encoder.routeRegistry = testRegistry
    encoder.outputFormatting = .sortedKeys
    let data = try encoder.encode(state)
    #expect(String(decoding: data, as: UTF8.self).contains(#"{"tag":"park","value":{"name":"Zion"}}"#))
    let decoder = JSONDecoder()
    decoder.routeRegistry = testRegistry
    #expect(try decoder.decode(NavigationState<AppTab, AnyRoute>.self, from: data) == state)
  }

  @Test func unknownTagIsAClearDecodingError() {
    let json = #"[{"route":{"tag":"Gone.Type","value":1}}]"#
    do {
      _ = try JSONDecoder().decode(BackStack<AnyRoute>.self, from: Data(json.utf8))
      Issue.record("expected an error")
    } catch let DecodingError.dataCorrupted(context) {
      #expect(context.debugDescription.contains("Gone.Type"))
    } catch {
      Issue.record("unexpected \(error)")
    }
  }

  @Test func nonCodableRouteIsAClearEncodingError() {
    let stack = BackStack<AnyRoute>(pushing: [AnyRoute(Opaque(id: 1))])
    #expect(throws: EncodingError.self) { try JSONEncoder().encode(stack) }
  }
}
