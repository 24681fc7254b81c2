@_spi(WayfinderInternals) import Wayfinder

/// Any bytes as a link into the demo's table, opened on a navigator with
/// the demo's sign-in guard's shape: a refused link changes nothing, an
/// opened one leads to a state whose link (when it has one) opens the same
/// state again.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let link = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
  MainActor.assumeIsolated {
    let tabs = Tabs<DemoTab, AnyRoute>(selected: .colors)
    let fresh = NavigationState.tabs(tabs)
    let navigator = Navigator(fresh)
    navigator.guards.append(
      NavigationGuard { proposal in
        proposal.after.tabs?.stack(for: .router)?.contains(AnyRoute(RouterRoute.profile)) == true
          ? .block("sign in first") : .allow
      })
    do {
      try navigator.open(link, with: demoLinks)
    } catch {
      if navigator.state != fresh { fatalError("a refused link changed the state: \(link)") }
      return
    }
    if navigator.state.shownStack.count > demoLinks.limits.maxDepth {
      fatalError("a link built more than the depth limit: \(link)")
    }
    guard let printed = try? demoLinks.link(for: navigator.state) else { return }
    let again = Navigator(fresh)
    guard (try? again.open(printed, with: demoLinks)) != nil, again.state == navigator.state else {
      fatalError("\(link) printed as \(printed), which does not open the same state")
    }
  }
  return 0
}
