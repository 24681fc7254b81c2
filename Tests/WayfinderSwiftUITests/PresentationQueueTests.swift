import Foundation
import Testing
import Wayfinder

@_spi(WayfinderInternals) @testable import WayfinderSwiftUI

/// The queue's own decisions, UI-free: what a change waits for, and when the
/// wait ends, whichever order SwiftUI's callbacks come in.
@Suite struct PresentationQueueTests {
  typealias Queue = PresentationQueue<Never, String>

  func presented(_ route: String) -> (Queue, NavigationState<Never, String>) {
    let target = NavigationState<Never, String>(BackStack([Step(route, .sheet)]))
    var queue = Queue(showing: NavigationState(BackStack()))
    _ = queue.advance(toward: target)
    queue.didAppear(LayerID(.single, modalDepth: 1))
    return (queue, target)
  }

  @Test func aDragsOnDismissBeforeItsNilLeavesNothingToWaitFor() {
    var (queue, _) = presented("compose")
    let layer = LayerID<Never>(.single, modalDepth: 1)
    queue.didDismiss(layer)  // onDismiss first (FlowStacks #69: both at the end of the drag)
    queue.followScreen(NavigationState(BackStack()), dismissing: layer)  // then the nil
    #expect(queue.waiting == nil)
  }

  @Test func aDragsNilBeforeItsOnDismissWaitsForIt() {
    var (queue, _) = presented("compose")
    let layer = LayerID<Never>(.single, modalDepth: 1)
    queue.followScreen(NavigationState(BackStack()), dismissing: layer)
    #expect(queue.waiting == .dismissal(layer))
    queue.didDismiss(layer)
    #expect(queue.waiting == nil)
  }

  @Test func anEarlyOnDismissIsForgottenWhenTheLayerIsPresentedAgain() {
    var (queue, target) = presented("compose")
    let layer = LayerID<Never>(.single, modalDepth: 1)
    queue.didDismiss(layer)  // a stray onDismiss, with no drag after it
    queue.followScreen(NavigationState(BackStack()))
    _ = queue.advance(toward: target)  // presented again
    queue.didAppear(layer)
    queue.followScreen(NavigationState(BackStack()), dismissing: layer)  // dragged away
    #expect(queue.waiting == .dismissal(layer), "the stray onDismiss does not end this dismissal")
  }
}

/// The watchdog's count: frames, by their dates, while one wait lasts.
@Suite struct TransitionWatchdogTests {
  typealias Watchdog = TransitionWatchdog<Never, String>
  let sheet = Watchdog.Awaited.transition(.appearance(LayerID(.single, modalDepth: 1)))
  let cover = Watchdog.Awaited.transition(.appearance(LayerID(.single, modalDepth: 2)))

  func frame(_ number: Int) -> Date { Date(timeIntervalSinceReferenceDate: Double(number) / 60) }

  @Test func itReleasesAWaitAfterItsLimitOfFramesEachCountedOnce() {
    var watchdog = Watchdog(limit: 3)
    #expect(watchdog.framePassed(at: frame(1), waiting: sheet) == nil)
    #expect(watchdog.framePassed(at: frame(1), waiting: sheet) == nil, "a second view's report of frame 1")
    #expect(watchdog.framePassed(at: frame(2), waiting: sheet) == nil)
    #expect(watchdog.framePassed(at: frame(3), waiting: sheet) == sheet)
    #expect(watchdog.frames == 0)
  }

  @Test func anotherWaitOrNoneStartsTheCountAgain() {
    var watchdog = Watchdog(limit: 3)
    _ = watchdog.framePassed(at: frame(1), waiting: sheet)
    _ = watchdog.framePassed(at: frame(2), waiting: sheet)
    #expect(watchdog.framePassed(at: frame(3), waiting: cover) == nil, "the sheet's end came; the cover is new")
    #expect(watchdog.framePassed(at: frame(4), waiting: nil) == nil)
    #expect(watchdog.frames == 0)
  }
}
