import Foundation
import Testing
import Wayfinder

@testable import WayfinderTesting

/// Quit at a place, relaunch: in memory, through the app's real saved format.
@MainActor @Suite struct RelaunchTests {
  enum Tab: String, Hashable, Sendable, Codable, CaseIterable { case home, settings }
  enum Route: Hashable, Sendable, Codable {
    case list
    case detail(Int)
    case oldName
  }

  static let file = URL(fileURLWithPath: "/nonexistent/never-written/navigation.json")
  static func store(
    version: Int = 1, migrate: (@Sendable ((tag: String, json: String), Int) -> (tag: String, json: String)?)? = nil
  )
    -> NavigationStore<Tab, Route>
  {
    NavigationStore(file: file, schemaVersion: version, migrate: migrate)
  }

  @Test func theAppComesBackWhereItQuitAndTheNextTestGoesOn() async throws {
    let test = NavigationTest(Navigator(try Tabs<Tab, Route>(Tab.allCases, selected: .home)))
    test.send(.push(.list, hidesBack: false))
    test.send(.push(.detail(7), hidesBack: false))
    test.send(.push(.detail(9), hidesBack: false), in: .tab(.settings))
    let relaunched = await test.relaunch(with: Self.store())
    #expect(relaunched.navigator.state.shownStack.routes == [.list, .detail(7)])
    relaunched.send(.goBack)
    await relaunched.finish()
    #expect(!FileManager.default.fileExists(atPath: Self.file.path), "nothing was written")
  }

  @Test func aNewerSchemaMigratesTheSavedRoutesAndSaysSo() async throws {
    let test = NavigationTest(Navigator(try Tabs<Tab, Route>(Tab.allCases, selected: .home)))
    test.send(.push(.oldName, hidesBack: false))
    let newer = Self.store(version: 2) { saved, version in
      // Version 1's `oldName` is the list in version 2.
      version == 1 && saved.json.contains("oldName")
        ? (saved.tag, saved.json.replacingOccurrences(of: "oldName", with: "list")) : saved
    }
    let relaunched = await test.relaunch(
      with: Self.store(), restoredBy: newer, expectedDiagnostics: [.migrated(from: 1, to: 2)]
    ) {
      try $0.apply(NavigationIntent(.setStack(BackStack(pushing: [.list]))))
    }
    await relaunched.finish()
  }

  @Test func aRestorationThatDiffersIsShownLineByLine() async throws {
    let test = NavigationTest(Navigator(try Tabs<Tab, Route>(Tab.allCases, selected: .home)))
    test.send(.push(.list, hidesBack: false))
    let failures = await Report.failures {
      let relaunched = await test.relaunch(with: Self.store()) { try $0.apply(NavigationIntent(.goBack)) }
      await relaunched.finish()
    }
    #expect(failures.count == 1 && failures[0].contains("+   push list"), "\(failures)")
  }
}
