// The README's WayfinderTesting block, verbatim, run.
import Testing
import Wayfinder
import WayfinderTesting

@MainActor @Suite struct TestingDocumentationSnippets {
  let links: LinkTable<AppTab, Route> = {
    var links = LinkTable<AppTab, Route>(scheme: "myapp")
    let id = LinkParameter<Int>("id")
    try! links.register("category", id, in: .tab(.home)) { values in
      [.category(.list), .category(.detail(try values.value(id)))]
    }
    return links
  }()

  @MainActor @Test func aLinkOpensTheDetailAndBackWorks() async throws {
    let test = NavigationTest(Navigator(Tabs<AppTab, Route>(selected: .home)))
    test.open("myapp://category/42", with: links) {
      try $0.apply(
        NavigationIntent(.setStack(BackStack(pushing: [.category(.list), .category(.detail(42))])), in: .tab(.home)))
    }
    test.send(.goBack)  // asserts exactly what Back alone does
    await test.finish()
  }
}
