import Foundation
import Wayfinder

/// The last resort when SwiftUI never says a transition ended: the layer
/// reports each display frame while a transition is awaited (a
/// `TimelineView(.animation)` it shows only then), and after ``limit``
/// sixtieths of a second of frames with no end the awaited transition is
/// released, and said so.
///
/// Display time, measured by the frames' dates, not a delay: no fixed
/// wait on the normal path (a transition reported ended releases the next
/// batch at once). Every timeline on screen reports its own date, a little
/// apart within one frame, so the reports are not counted: the time their
/// dates span is, each step at most ``longestStep`` (a device that pauses,
/// the app in the background, pauses the count). The limit is the same
/// time at 60 Hz and at 120 Hz, whatever number of timelines show.
package struct TransitionWatchdog<Tab: Hashable & Sendable, Route: Hashable & Sendable>: Sendable {
  /// What the bindings await.
  package enum Awaited: Hashable, Sendable {
    /// A presentation's or a dismissal's end, for the queue.
    case transition(PresentationQueue<Tab, Route>.Wait)
    /// The end of the exit of the dialog over this layer (it animates out).
    case dialogExit(LayerID<Tab>)
    /// The end of the user's drag of the modal opening this layer.
    case drag(LayerID<Tab>)
  }

  /// How long a transition may take before it is released, in sixtieths of
  /// a second of display frames: 180, three seconds, where a transition
  /// takes a third to half a second.
  package var limit: Int
  /// The longest step between two frames' dates that counts in full: a
  /// longer one (the device paused) counts as this.
  package static var longestStep: TimeInterval { 0.05 }
  /// The display time counted while the current wait lasts, in seconds.
  private var elapsed: TimeInterval = 0
  private var awaited: Awaited?
  private var lastFrame: Date?

  package init(limit: Int = 180) { self.limit = limit }

  /// The display time counted while the current wait lasts, in whole
  /// sixtieths of a second (a tenth of one early: the dates of one frame's
  /// reports are up to a millisecond apart).
  package var frames: Int { Int((elapsed * 60 + 0.1).rounded(.down)) }

  /// A frame at `date` passed while the bindings await `waiting`: the wait
  /// to release if the time counted reaches the limit, else `nil`.
  package mutating func framePassed(at date: Date, waiting: Awaited?) -> Awaited? {
    guard let waiting else {
      (awaited, elapsed, lastFrame) = (nil, 0, nil)
      return nil
    }
    if waiting != awaited { (awaited, elapsed, lastFrame) = (waiting, 0, nil) }
    guard let last = lastFrame else {
      lastFrame = date
      return nil
    }
    guard date > last else { return nil }
    lastFrame = date
    elapsed += min(date.timeIntervalSince(last), Self.longestStep)
    guard frames >= limit else { return nil }
    (awaited, elapsed) = (nil, 0)
    return waiting
  }
}
