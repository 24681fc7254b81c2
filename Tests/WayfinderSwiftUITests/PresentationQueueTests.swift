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
    queue.didDismiss(layer, dragged: true)  // onDismiss first (FlowStacks #69: both at the end of the drag)
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

  /// Issue 35, N6: the end of a dismissal that comes while its modal still
  /// shows and nobody drags it (the inspector rehosted by a resize, a late
  /// `onDismiss` after the watchdog released) is stale: the user's next
  /// drag of that modal still waits for its own end.
  @Test func aStaleEndOfADismissalDoesNotCutTheUsersNextDragShort() {
    var (queue, _) = presented("compose")
    let layer = LayerID<Never>(.single, modalDepth: 1)
    queue.didDismiss(layer)  // stale: the modal still shows, and no drag runs
    queue.followScreen(NavigationState(BackStack()), dismissing: layer)  // later, the user drags it away
    #expect(queue.waiting == .dismissal(layer), "the next batch waits for this drag's own end")
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

/// The watchdog's count: the display time the frames' dates span, while one wait lasts.
@Suite struct TransitionWatchdogTests {
  typealias Watchdog = TransitionWatchdog<Never, String>
  let sheet = Watchdog.Awaited.transition(.appearance(LayerID(.single, modalDepth: 1)))
  let cover = Watchdog.Awaited.transition(.appearance(LayerID(.single, modalDepth: 2)))

  func frame(_ number: Int, rate: Int = 60, view: Int = 0) -> Date {
    Date(timeIntervalSinceReferenceDate: Double(number) / Double(rate) + Double(view) / 1_000_000)
  }

  @Test func itReleasesAWaitAfterItsLimitOfSixtiethsOfASecondEachFrameCountedOnce() {
    var watchdog = Watchdog(limit: 3)
    #expect(watchdog.framePassed(at: frame(1), waiting: sheet) == nil)
    #expect(watchdog.framePassed(at: frame(1), waiting: sheet) == nil, "a second view's report of frame 1")
    #expect(watchdog.framePassed(at: frame(2), waiting: sheet) == nil)
    #expect(watchdog.framePassed(at: frame(3), waiting: sheet) == nil)
    #expect(watchdog.framePassed(at: frame(4), waiting: sheet) == sheet)
    #expect(watchdog.frames == 0)
  }

  /// Issue 35, N4: three timelines on screen at 120 Hz, each with its own
  /// date, release the wait after three seconds, not half a second.
  @Test func threeTimelinesAt120HzReleaseAfterThreeSecondsNotHalfASecond() {
    var watchdog = Watchdog()
    var released: Int?
    for number in 0..<400 where released == nil {
      for view in [7, 3, 512]
      where watchdog.framePassed(at: frame(number, rate: 120, view: view), waiting: sheet) != nil {
        released = number
      }
    }
    #expect(released == 360, "released at frame \(String(describing: released)) of 120 Hz")
  }

  @Test func aPauseCountsAsOneShortStep() {
    var watchdog = Watchdog(limit: 6)
    _ = watchdog.framePassed(at: frame(1), waiting: sheet)
    #expect(watchdog.framePassed(at: frame(6_000), waiting: sheet) == nil, "the app was in the background")
    #expect(watchdog.frames == 3)
  }

  @Test func anotherWaitOrNoneStartsTheCountAgain() {
    var watchdog = Watchdog(limit: 3)
    _ = watchdog.framePassed(at: frame(1), waiting: sheet)
    _ = watchdog.framePassed(at: frame(2), waiting: sheet)
    _ = watchdog.framePassed(at: frame(3), waiting: sheet)
    #expect(watchdog.framePassed(at: frame(4), waiting: cover) == nil, "the sheet's end came; the cover is new")
    #expect(watchdog.framePassed(at: frame(5), waiting: nil) == nil)
    #expect(watchdog.frames == 0)
  }
}
