// Results, confirmations (issue 20) and the SwiftUI adapter's reads and
// changes (issue 18), each beside its baseline. See Benchmarks/count-instructions.
import BenchmarkSupport
@_spi(WayfinderInternals) import Wayfinder
@_spi(WayfinderInternals) import WayfinderSwiftUI

/// The request of the round-trip workloads: a picker answers a number.
let pickNumber = RequestKey<Int>("pick a number")

/// Runs the workload `name` `count` times; `false` for a name that is not one.
///
/// - `result-roundtrip`: a screen asks a picker sheet for a number and the
///   picker answers (two intents: ask and answer, which dismisses it);
///   `result-roundtrip-baseline`: the same sheet presented and dismissed.
/// - `confirmed-exit`: Back on a screen that confirms leaving (a
///   confirmation dialog shows), then the user's choice to leave, then the
///   screen pushed again; `confirmed-exit-baseline`: Back on a screen that
///   does not ask, then the screen pushed again.
/// - `bindings-read`: the reads a frame makes of a 10,000-deep stack (its
///   path, its presented item, the selected tab); `bindings-read-baseline`:
///   the same of a 10-deep stack.
/// - `bindings-change`: a push and a pop through the navigator, taken by the
///   adapter, at depth 10,000; `bindings-change-baseline`: at depth 10.
/// - `bindings-swipe`: the user's swipe back (the stack's path written one
///   shorter), taken by the adapter and asked of the navigator, then a push
///   through the navigator, at depth 10,000; `bindings-swipe-baseline`: at
///   depth 10.
/// - `intent-10000`: a push and a pop through the navigator alone at depth
///   10,000, beside the adapter's (see `intent` for the other depths).
@MainActor
func requestWorkload(_ name: String, count: Int) throws -> Bool {
  switch name {
  case "result-roundtrip", "result-roundtrip-baseline":
    let navigator = Navigator(BackStack<AppRoute>(pushing: [.home]))
    for index in 0..<count {
      if name == "result-roundtrip" {
        keep(try navigator.ask(pickNumber, presenting: .detail(index), as: .sheet))
        try navigator.answer(index, to: pickNumber)
      } else {
        try navigator.present(.detail(index), as: .sheet)
        try navigator.dismiss()
      }
    }
    keep(navigator)
  case "confirmed-exit", "confirmed-exit-baseline":
    let navigator = Navigator(BackStack<AppRoute>(pushing: [.home, .settings("edit")]))
    let confirms = name == "confirmed-exit"
    if confirms {
      navigator.guards.append(.confirmingLeaving { _ in Dialog.confirmation("Discard changes?", confirm: "Discard") })
      try navigator.setConfirmsLeaving(true)
    }
    for _ in 0..<count {
      if confirms {
        try navigator.goBack(cause: .user)  // waits: the dialog shows
        try navigator.apply(.chooseInDialog(buttonIndex: 0))
        try navigator.push(.settings("edit"))
        try navigator.setConfirmsLeaving(true)
      } else {
        try navigator.goBack(cause: .user)
        try navigator.push(.settings("edit"))
      }
    }
    keep(navigator)
  case "bindings-read", "bindings-read-baseline":
    let depth = name == "bindings-read" ? 10_000 : 10
    let navigator = deepNavigator(depth)
    let bindings = NavigationBindings(navigator, schedule: { $0() })
    let layer = LayerID<Never>(.single)
    for _ in 0..<count {
      keep(bindings.path(of: layer).count)
      keep(bindings.presented(over: layer, as: .sheet))
      keep(bindings.selectedTab)
    }
    keep(bindings)
    keep(navigator)  // the bindings hold it weakly
  case "bindings-swipe", "bindings-swipe-baseline":
    let depth = name == "bindings-swipe" ? 10_000 : 10
    let navigator = deepNavigator(depth)
    let bindings = NavigationBindings(navigator, schedule: { $0() })
    let layer = LayerID<Never>(.single)
    // What SwiftUI writes after the swipe: the path without its top, made
    // by SwiftUI (before counting, in the count-0 run too).
    let popped = Array(bindings.path(of: layer).dropLast())
    bindings.write(.path(popped, layer: layer), sizeClass: .compact)  // one before counting (see bindings-change)
    try navigator.push(.detail(depth - 1))
    for _ in 0..<count {
      bindings.write(.path(popped, layer: layer), sizeClass: .compact)
      try navigator.push(.detail(depth - 1))  // the same screen again, as a new one
    }
    keep(bindings)
  case "intent-10000":
    let navigator = deepNavigator(10_000)
    for index in 0..<count {
      try navigator.push(.detail(index))
      try navigator.pop()
    }
    keep(navigator)
  case "bindings-change", "bindings-change-baseline":
    let depth = name == "bindings-change" ? 10_000 : 10
    let navigator = deepNavigator(depth)
    let bindings = NavigationBindings(navigator, schedule: { $0() })
    // One change before counting, in the count-0 run too: the first change
    // after the bindings show a whole state copies the paths they shared
    // with their cells once; what is counted is each change after.
    try navigator.push(.detail(-1))
    try navigator.pop()
    for index in 0..<count {
      try navigator.push(.detail(index))
      try navigator.pop()
    }
    keep(bindings)
  default:
    return false
  }
  return true
}
