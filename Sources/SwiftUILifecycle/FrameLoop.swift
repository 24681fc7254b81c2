/// A frame's work in SwiftUI's order, and when a window has settled: one
/// place for both, which the stand-in's runtime and the lifecycle player
/// run (``LifecycleRule/callbacksWriteForTheNextFrame``).
///
/// A frame: transitions advance (their events play), then, in passes until
/// no presentation changes (at most ``presentationPasses``), the views
/// invalidated are read again and each presenter on screen asks for what
/// its binding asks; then the lifecycle callbacks run, whose writes show in
/// the next frame. Between frames the main actor's other work runs
/// (``yieldsPerFrame`` yields): the bindings' catch-ups, the app's tasks.
package enum FrameLoop {
  /// How many passes of reading and presenting one frame makes at most.
  package static let presentationPasses = 8
  /// How many times the main actor yields between frames.
  package static let yieldsPerFrame = 4
  /// How many quiet frames in a row make a window settled.
  package static let quietFramesToSettle = 3
  /// The frame limit of a settle, by default.
  package static let defaultFrameLimit = 2_000

  /// Runs one frame's phases in order.
  ///
  /// - Parameters:
  ///   - advance: Advances the transitions and plays their events.
  ///   - read: Reads again what is invalidated (evaluates the views).
  ///   - present: Asks for what each presenter's binding asks; returns
  ///     whether a presentation changed (another pass follows).
  ///   - callbacks: Runs the lifecycle callbacks (their writes show next frame).
  @MainActor package static func frame(
    advance: () -> Void, read: () -> Void, present: () -> Bool, callbacks: () -> Void
  ) {
    advance()
    update(read: read, present: present, callbacks: callbacks)
  }

  /// The frame's phases after the transitions advanced: also what a window
  /// runs when it is first shown.
  ///
  /// - Parameters:
  ///   - read: Reads again what is invalidated.
  ///   - present: Follows the presenters; returns whether anything changed.
  ///   - callbacks: Runs the lifecycle callbacks.
  @MainActor package static func update(read: () -> Void, present: () -> Bool, callbacks: () -> Void) {
    for _ in 0..<presentationPasses {
      read()
      guard present() else { break }
    }
    callbacks()
  }

  /// Runs frames, yielding between them, until `isStill` holds after
  /// ``quietFramesToSettle`` frames in a row, at most `limit` frames.
  ///
  /// - Parameters:
  ///   - limit: The most frames to run.
  ///   - step: Runs one frame.
  ///   - isStill: Whether nothing will change without the user or the app.
  /// - Returns: The frames it took, or `nil` when it did not settle within `limit`.
  @MainActor package static func settle(limit: Int, step: () -> Void, isStill: () -> Bool) async -> Int? {
    var quiet = 0
    for count in 1...max(limit, 1) {
      step()
      await yieldFrame()
      quiet = isStill() ? quiet + 1 : 0
      if quiet >= quietFramesToSettle { return count }
    }
    return nil
  }

  /// Runs `count` frames, yielding between them.
  ///
  /// - Parameters:
  ///   - count: How many frames.
  ///   - step: Runs one frame.
  @MainActor package static func frames(_ count: Int, step: () -> Void) async {
    for _ in 0..<max(count, 0) {
      step()
      await yieldFrame()
    }
  }

  /// Lets the main actor's other work run between two frames.
  @MainActor package static func yieldFrame() async {
    for _ in 0..<yieldsPerFrame { await Task.yield() }
  }
}
