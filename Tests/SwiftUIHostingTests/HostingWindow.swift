// A real window on the simulator: a UIHostingController as its root, its
// width class set by a trait override (so an iPhone and an iPad each run
// both widths), the run loop turned in short slices until the screen
// settles or a deadline passes, and the frames counted meanwhile.
#if canImport(UIKit) && !os(watchOS) && canImport(SwiftUI) && (!os(Linux) || SWIFTUI_STAND_IN)
  import SwiftUI
  import UIKit
  import Wayfinder

  /// Counts the frames SwiftUI draws while a window is up.
  @MainActor final class FrameClock {
    private(set) var count = 0

    func tick() { count += 1 }
  }

  /// A timeline on the animation schedule, updated once per frame drawn,
  /// each update counted: it sits in the window's background.
  struct FrameCounter: View {
    let clock: FrameClock

    var body: some View {
      TimelineView(.animation) { _ in
        let _ = clock.tick()
        Color.clear
      }
    }
  }

  @MainActor final class HostingWindow {
    let host: UIHostingController<AnyView>
    let frames: FrameClock
    private let window: UIWindow
    /// The width class the window shows now.
    private(set) var sizeClass: SizeClass

    /// A window showing `root` in `sizeClass`. A window of its own frame,
    /// made visible (no scene: a package's tests run without an app).
    init(_ root: AnyView, sizeClass: SizeClass) {
      let frames = FrameClock()
      (self.frames, self.sizeClass) = (frames, sizeClass)
      host = UIHostingController(rootView: AnyView(root.background(FrameCounter(clock: frames))))
      window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: 1366))
      host.traitOverrides.horizontalSizeClass = Self.uiKit(sizeClass)
      window.rootViewController = host
      window.makeKeyAndVisible()
    }

    /// The window's width crosses to the other size class.
    func crossWidth() {
      sizeClass = sizeClass == .compact ? .regular : .compact
      host.traitOverrides.horizontalSizeClass = Self.uiKit(sizeClass)
    }

    /// Turns the main run loop, a frame's time at a time, until no
    /// transition runs and UIKit shows `expected`, or until `timeout` has
    /// passed. Returns what UIKit shows then, and the frames drawn meanwhile.
    func settle(expecting expected: HierarchyShape, timeout: Duration = .seconds(10)) -> (
      shown: HierarchyShape, frames: Int
    ) {
      let (start, deadline) = (frames.count, ContinuousClock.now.advanced(by: timeout))
      var shown = HierarchyShape(observing: host)
      while ContinuousClock.now < deadline {
        RunLoop.main.run(until: Date(timeIntervalSinceNow: 1.0 / 60))
        shown = HierarchyShape(observing: host)
        if shown == expected && !host.presentationChain.contains(where: \.isInTransition) { break }
      }
      return (shown, frames.count - start)
    }

    /// Takes the window off screen.
    func close() {
      window.isHidden = true
      window.rootViewController = nil
    }

    private static func uiKit(_ sizeClass: SizeClass) -> UIUserInterfaceSizeClass {
      sizeClass == .compact ? .compact : .regular
    }
  }
#endif
