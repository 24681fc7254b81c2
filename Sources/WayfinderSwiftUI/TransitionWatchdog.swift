import Foundation
import Wayfinder

/// The last resort when SwiftUI never says a transition ended: the layer
/// reports each display frame while a transition is awaited (a
/// `TimelineView(.animation)` it shows only then), and after ``limit``
/// frames with no end the awaited transition is released, and said so.
///
/// A frame count, not a time: no fixed delay on the normal path (a
/// transition reported ended releases the next batch at once), and a
/// device that pauses (the app in the background) pauses the count. Frames
/// are counted by their dates: two views reporting one frame count once.
package struct TransitionWatchdog<Tab: Hashable & Sendable, Route: Hashable & Sendable>: Sendable {
  /// What the bindings await.
  package enum Awaited: Hashable, Sendable {
    /// A presentation's or a dismissal's end, for the queue.
    case transition(PresentationQueue<Tab, Route>.Wait)
    /// The end of the exit of the dialog over this layer (it animates out).
    case dialogExit(LayerID<Tab>)
  }

  /// How many frames a transition may take before it is released: 180, three
  /// seconds at 60 Hz, one and a half at 120 Hz, where a transition takes a
  /// third to half a second.
  package var limit: Int
  /// The frames counted while the current wait lasts.
  package private(set) var frames = 0
  private var awaited: Awaited?
  private var lastFrame: Date?

  package init(limit: Int = 180) { self.limit = limit }

  /// A frame at `date` passed while the bindings await `waiting`: the wait
  /// to release if this frame reaches the limit, else `nil`.
  package mutating func framePassed(at date: Date, waiting: Awaited?) -> Awaited? {
    guard let waiting else {
      (awaited, frames) = (nil, 0)
      return nil
    }
    if waiting != awaited { (awaited, frames) = (waiting, 0) }
    guard lastFrame.map({ date > $0 }) ?? true else { return nil }
    lastFrame = date
    frames += 1
    guard frames >= limit else { return nil }
    (awaited, frames) = (nil, 0)
    return waiting
  }
}
