// WayfinderTesting's NavigationTest beside the navigator alone (issue 33,
// §4), each measured in the same run. See Benchmarks/count-instructions.
import BenchmarkSupport
import Foundation
import HeapBytes
import Observation
import Wayfinder
import WayfinderTesting

/// Runs the workload `name` with `count` changes; `false` for a name that is not one.
///
/// - `testing-pushes`: the app pushes `count` screens while a
///   `NavigationTest` watches (a burst it has not received yet), then the
///   test takes them as asserted (not exhaustive, and not finished: valgrind
///   3.19 stops with an internal error in `finish()`'s yields); `testing-pushes-baseline`:
///   the same pushes on the navigator alone.
/// - `testing-pushes-copies`: the same pushes while an observer keeps a
///   copy of the state after each, as `NavigationTest` did before issue 33
///   (quadratic: for wall-clock time and memory only, not for callgrind).
/// - `testing-receive`: the app makes `count` changes (a push, then a pop,
///   on a 10-deep stack), and the test receives each with the state it
///   left; `testing-receive-baseline`: the same changes on the navigator alone.
/// - `testing-memory`: prints the heap bytes `count` pushes add with a
///   test watching, with the copying observer, and with the navigator alone.
@MainActor
func testingWorkload(_ name: String, count: Int) async -> Bool {
  switch name {
  case "testing-pushes", "testing-pushes-baseline", "testing-pushes-copies":
    let navigator = Navigator(BackStack<Int>())
    let test = name == "testing-pushes" ? NavigationTest(navigator, exhaustive: false) : nil
    let copies = name == "testing-pushes-copies" ? StateCopies(navigator) : nil
    for index in 0..<count { _ = try? navigator.push(index) }
    test?.skipReceivedChanges()
    keep((navigator, test, copies))
  case "testing-receive", "testing-receive-baseline":
    let navigator = Navigator(BackStack<Int>(pushing: 0..<10))
    let test = name == "testing-receive" ? NavigationTest(navigator, exhaustive: false) : nil
    for index in 0..<count {
      if index.isMultiple(of: 2) { _ = try? navigator.push(index) } else { _ = try? navigator.pop() }
      await test?.receive { state in
        try state.apply(NavigationIntent(index.isMultiple(of: 2) ? .push(index, hidesBack: false) : .goBack))
      }
    }
    keep((navigator, test))
  case "testing-memory":
    // The copying observer is quadratic: 2 GB at 16,000 pushes, 50 GB at 100,000.
    let kinds = ["navigator alone", "NavigationTest"] + (count <= 16_000 ? ["a copy of each state"] : [])
    for kind in kinds {
      let start = Int(heap_bytes_in_use())
      let navigator = Navigator(BackStack<Int>())
      let test = kind == "NavigationTest" ? NavigationTest(navigator, exhaustive: false) : nil
      let copies = kind == "a copy of each state" ? StateCopies(navigator) : nil
      for index in 0..<count { _ = try? navigator.push(index) }
      print("\(count) pushes, \(kind): +\(Int(heap_bytes_in_use()) - start) bytes")
      keep((navigator, test, copies))
    }
  default:
    return false
  }
  return true
}

/// Keeps a copy of the navigator's state after each of its changes, as
/// `NavigationTest` did before issue 33: each copy shares the navigator's
/// steps, so the navigator's next change copies them all.
@MainActor final class StateCopies {
  let navigator: Navigator<Never, Int>
  var states: [NavigationState<Never, Int>] = []

  init(_ navigator: Navigator<Never, Int>) {
    self.navigator = navigator
    observe()
  }

  private func observe() {
    withObservationTracking {
      _ = navigator.state
    } onChange: { [weak self] in
      MainActor.assumeIsolated {
        guard let copies = self else { return }
        copies.states.append(copies.navigator.state)
        copies.observe()
      }
    }
  }
}
