import Observation
import SwiftUI
import SwiftUILifecycle
import Testing

/// The stand-in's own rules, on small views: what SwiftUI updates, what it
/// keeps, when callbacks run. Each test names the rule it shows.
@MainActor @Suite(.timeLimit(.minutes(10))) struct RuntimeRuleTests {
  final class PlainModel { var count = 0 }
  @Observable final class ObservedModel { var count = 0 }

  struct Counter: View {
    let plain: PlainModel
    let observed: ObservedModel
    var body: some View { Text(verbatim: "plain \(plain.count), observed \(observed.count)") }
  }

  @Test func aBodyIsUpdatedByTheObservablePropertiesItReadsAndNotByPlainOnes() async {
    let (plain, observed) = (PlainModel(), ObservedModel())
    let device = Device { Counter(plain: plain, observed: observed) }
    plain.count = 1  // LifecycleRule.plainPropertiesAreNotObserved
    #expect(await device.settledScreen().hasSuffix("\"plain 0, observed 0\""))
    observed.count = 1  // LifecycleRule.bodyReadsAreObserved
    #expect(await device.settledScreen().hasSuffix("\"plain 1, observed 1\""))
    #expect(device.bodyCounts["Counter"] == 2)
  }

  struct Tally: View {
    @State private var taps = 0
    let label: String
    var body: some View { Button("\(label) \(taps)") { taps += 1 } }
  }

  struct Tallies: View {
    @State private var flipped = false
    var body: some View {
      VStack {
        Tally(label: "kept")
        if flipped { Tally(label: "new") } else { Tally(label: "old") }
        Button("Flip") { flipped.toggle() }
      }
    }
  }

  @Test func stateLivesAsLongAsItsViewsIdentity() async throws {
    let device = Device { Tallies() }
    try await device.tapAndSettle("kept 0")
    try await device.tapAndSettle("old 0")
    try await device.tapAndSettle("Flip")  // LifecycleRule.identityIsStructural
    #expect(device.screen.contains("[kept 1]\n  [new 0]"), "\(device.screen)")
    try await device.tapAndSettle("Flip")
    #expect(device.screen.contains("[kept 1]\n  [old 0]"), "the old branch's state went with it")
  }

  struct SizeClassText: View {
    @Environment(\.horizontalSizeClass) private var sizeClass
    var body: some View { Text(verbatim: "\(sizeClass.map { "\($0)" } ?? "none")") }
  }

  struct Fixed: View {
    var body: some View { Text(verbatim: "fixed") }
  }

  @Test func anEnvironmentChangeUpdatesOnlyItsReaders() async {
    let device = Device(.iPad) {
      VStack {
        SizeClassText()
        Fixed()
      }
    }
    #expect(await device.settledScreen().contains("\"regular\""))
    device.resize(to: .compact)  // LifecycleRule.environmentChangesUpdateReaders
    #expect(await device.settledScreen().contains("\"compact\""))
    #expect(device.bodyCounts["SizeClassText"] == 2 && device.bodyCounts["Fixed"] == 1)
  }

  final class Calls { var list: [String] = [] }

  @Test func anEmptyViewNeverAppearsUnlessTheVariantSaysSo() async {
    for appears in [false, true] {
      let calls = Calls()
      let device = Device(variants: LifecycleVariants(emptyViewAppears: appears)) {
        VStack {
          EmptyView().onAppear { calls.list.append("empty") }
          Text(verbatim: "shown").onAppear { calls.list.append("text") }
        }
      }
      await device.settle()
      #expect(calls.list == (appears ? ["empty", "text"] : ["text"]))  // LifecycleRule.emptyViewNeverAppears
    }
  }

  struct Watched: View {
    @State private var value = 0
    let calls: Calls
    var body: some View {
      Button("value \(value)") { value += 1 }
        .onChange(of: value, initial: true) { calls.list.append("changed to \(value)") }
        .onAppear { calls.list.append("appeared") }
        .onDisappear { calls.list.append("disappeared") }
    }
  }

  @Test func onChangeRunsAfterTheBodyAndInitiallyWhenTheViewAppears() async throws {
    let calls = Calls()
    let device = Device { Watched(calls: calls) }
    await device.settle()
    #expect(calls.list == ["appeared", "changed to 0"])  // LifecycleRule.onChangeAfterTheBody
    try await device.tapAndSettle("value 0")
    #expect(calls.list == ["appeared", "changed to 0", "changed to 1"])
  }

  @Test func aPushedScreenCoversTheOneBeneathIt() async throws {
    let calls = Calls()
    struct Root: View {
      @State private var path: [Int] = []
      let calls: Calls
      var body: some View {
        NavigationStack(path: $path) {
          Watched(calls: calls).navigationDestination(for: Int.self) { Text(verbatim: "pushed \($0)") }
          NavigationLink("Push", value: 1)
        }
      }
    }
    let device = Device { Root(calls: calls) }
    await device.settle()
    try await device.tapAndSettle("Push")
    #expect(calls.list.last == "disappeared")  // LifecycleRule.onDisappearWhenRemovedOrCovered
    try device.swipeBack()
    await device.settle()
    #expect(calls.list.last == "appeared")
  }

  /// The tabs of iOS 18 and of iOS 17, from one selection.
  struct Tabs18: View {
    @State private var selection = 1
    let ofTabs: Bool
    var body: some View {
      if ofTabs {
        TabView(selection: $selection) {
          Tab("One", systemImage: "1.circle", value: 1) { Text(verbatim: "first") }
          Tab("Two", systemImage: "2.circle", value: 2) { Text(verbatim: "second") }
        }
        .tabViewStyle(.sidebarAdaptable)
      } else {
        TabView(selection: $selection) {
          Text(verbatim: "first").tabItem { Text(verbatim: "One") }.tag(1)
          Text(verbatim: "second").tabItem { Text(verbatim: "Two") }.tag(2)
        }
      }
    }
  }

  @Test(arguments: [17, 18]) func aDevicePlayingIOS17ShowsNoTabViewOfIOS18(release: Int) async {
    let ofTabs = Device(release: release) { Tabs18(ofTabs: true) }
    await ofTabs.settle()
    #expect(
      ofTabs.screenDifferences
        == (release < 18
          ? [
            "a sidebar-adaptable tab view (iOS 18) on a device playing iOS 17",
            "a tab view of Tabs (iOS 18) on a device playing iOS 17",
          ] : []),
      "\(ofTabs.screen)")
    let ofTabItems = Device(release: release) { Tabs18(ofTabs: false) }
    #expect(await ofTabItems.settledScreen().contains("tabs: [One] | Two"), "\(ofTabItems.screen)")
    #expect(ofTabItems.screenDifferences.isEmpty)
  }
}
