import Testing
import Wayfinder

@Suite struct AnyRouteTests {
  @Test func readsBackAsItsType() {
    let route = AnyRoute(42)
    #expect(route.as(Int.self) == 42)
    #expect(route.as(String.self) == nil)
    #expect(route.is(Int.self))
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
