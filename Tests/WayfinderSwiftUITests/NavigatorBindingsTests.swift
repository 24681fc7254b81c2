import Observation
import Testing
import Wayfinder

@_spi(WayfinderInternals) @testable import WayfinderSwiftUI

/// One set of bindings per navigator, kept in its host slot without keeping
/// it alive, and what the hosts declare about their stacks.
@MainActor @Suite struct NavigatorBindingsTests {
  /// Whether an observed value changed.
  final class Flag: @unchecked Sendable {
    var isSet = false
  }

  @Test func aNavigatorHasOneSetOfBindingsMadeOnFirstUse() {
    let navigator = Navigator(BackStack<String>(pushing: ["a"]))
    let bindings = NavigationBindings.of(navigator)
    #expect(
      NavigationBindings.of(navigator) === bindings, "every host given the navigator shows it with the same bindings")
    #expect(bindings.path(of: LayerID(.single)).map(\.route) == ["a"])
    let other = Navigator(BackStack<String>())
    #expect(NavigationBindings.of(other) !== bindings)
  }

  @Test func bindingsMadeForANavigatorAreItsBindings() {
    let navigator = Navigator(BackStack<String>())
    let made = NavigationBindings(navigator, sizeClass: .regular, schedule: { $0() })
    #expect(NavigationBindings.of(navigator) === made)
  }

  @Test func freeingTheNavigatorFreesItsBindings() {
    weak var freedNavigator: Navigator<Never, String>?
    weak var freedBindings: NavigationBindings<Never, String>?
    do {
      let navigator = Navigator(BackStack<String>(pushing: ["a", "b"]))
      let bindings = NavigationBindings.of(navigator)
      bindings.write(.path([], layer: LayerID(.single)), sizeClass: .compact)  // the user went back to the root
      (freedNavigator, freedBindings) = (navigator, bindings)
    }
    #expect(freedNavigator == nil, "the bindings do not keep their navigator alive")
    #expect(freedBindings == nil, "the navigator's host slot held them: they went with it")
  }

  @Test func declaringWhatIsDeclaredChangesNothingAViewObserves() {
    let navigator = Navigator(BackStack<String>(pushing: ["a", "b"]))
    let bindings = NavigationBindings(navigator, schedule: { $0() })
    bindings.declare(layout: .twoColumns, presentation: nil, at: .single)
    #expect(bindings.selection(ColumnID(.single, column: 0)) == "a", "a split's sidebar selects the first step")
    let changed = Flag()
    withObservationTracking {
      _ = bindings.path(of: LayerID(.single))
      _ = bindings.selection(ColumnID(.single, column: 0))
      _ = bindings.presented(over: LayerID(.single), as: .sheet)
    } onChange: {
      changed.isSet = true
    }
    // What a host's body declares each time it runs.
    for _ in 0..<3 { bindings.declare(layout: .twoColumns, presentation: { _ in .automatic }, at: .single) }
    #expect(!changed.isSet)
    bindings.declare(layout: .stack, presentation: nil, at: .single)  // another host: the stack is laid out again
    #expect(changed.isSet)
    #expect(bindings.selection(ColumnID(.single, column: 0)) == nil)
  }

  @Test func eachStackPresentsItsRoutesAsItsHostDeclared() throws {
    let navigator = Navigator(try Tabs<String, String>(["one", "two"], selected: "one"))
    let bindings = NavigationBindings(navigator, schedule: { $0() })
    bindings.declare(layout: .stack, presentation: { _ in RoutePresentation(zoomSource: "one") }, at: .tab("one"))
    bindings.declare(layout: .stack, presentation: nil, at: .tab("two"))
    #expect(bindings.presentation("r", at: .tab("one")).zoomSource == "one")
    #expect(bindings.presentation("r", at: .tab("two")) == .automatic, "a host that declares none: the system's")
    #expect(bindings.presentation("r", at: .modalOverTabs) == .automatic)
  }
}
