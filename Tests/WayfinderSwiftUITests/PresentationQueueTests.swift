import Testing
import Wayfinder

@testable import WayfinderSwiftUI

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
