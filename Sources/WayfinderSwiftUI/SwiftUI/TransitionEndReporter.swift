// The SwiftUI layer: where SwiftUI exists, and on Linux only in the
// SwiftUILayerTests target, against the test-only stand-ins (Tests/SwiftUIShim,
// Tests/UIKitShim).
#if canImport(SwiftUI) && (!os(Linux) || SWIFTUI_STAND_IN)
  import SwiftUI

  #if canImport(UIKit) && !SWIFTUI_STAND_IN_MACOS  // (SwiftUILayerMacOSCheck: the AppKit half)
    import UIKit

    /// Calls `ended` once the presentation transition of the view it is in
    /// has ended: SwiftUI's `onAppear` runs before the transition starts, and
    /// presenting again before it ends is refused by UIKit.
    ///
    /// A view controller hosted in the presented content learns of the
    /// transition from its `transitionCoordinator` (UIKit: "the transition
    /// coordinator of the parent or presenting view controller", present
    /// while "a presentation or dismissal is in progress"), whose completion
    /// runs when the transition finishes; with no transition in progress,
    /// the appearance is reported from `viewDidAppear(_:)`.
    ///
    /// It also tells `dragged` when the user begins to drag the content
    /// away (`true`), and lets go of it (`false`): UIKit's dismissal is then
    /// interactive, and its controllers get `viewWillDisappear(_:)` while
    /// their `transitionCoordinator` is the dismissal's, whose completion
    /// says whether it was cancelled (the content stays).
    struct TransitionEndReporter: UIViewControllerRepresentable {
      let ended: @MainActor () -> Void
      var dragged: @MainActor (_ began: Bool) -> Void = { _ in }

      func makeUIViewController(context: Context) -> ReportingController {
        ReportingController(ended: ended, dragged: dragged)
      }

      func updateUIViewController(_ controller: ReportingController, context: Context) {}

      final class ReportingController: UIViewController {
        private let ended: @MainActor () -> Void
        private let dragged: @MainActor (Bool) -> Void
        private var reported = false

        init(ended: @escaping @MainActor () -> Void, dragged: @escaping @MainActor (Bool) -> Void) {
          (self.ended, self.dragged) = (ended, dragged)
          super.init(nibName: nil, bundle: nil)
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) { fatalError("not made from a storyboard") }

        override func viewWillAppear(_ animated: Bool) {
          super.viewWillAppear(animated)
          guard let coordinator = transitionCoordinator else { return }
          coordinator.animate(alongsideTransition: nil) { [weak self] _ in self?.report() }
        }

        override func viewDidAppear(_ animated: Bool) {
          super.viewDidAppear(animated)
          if transitionCoordinator == nil { report() }
        }

        override func viewWillDisappear(_ animated: Bool) {
          super.viewWillDisappear(animated)
          guard let coordinator = transitionCoordinator, coordinator.isInteractive else { return }
          dragged(true)
          coordinator.animate(alongsideTransition: nil) { [weak self] context in
            if context.isCancelled { self?.dragged(false) }
          }
        }

        private func report() {
          guard !reported else { return }
          reported = true
          ended()
        }
      }
    }

    /// Lends ``DialogExitWatch`` a controller of the content a dialog is
    /// presented from: while the dialog's dismissal runs, its
    /// `transitionCoordinator` is the presenting controller's (UIKit: "the
    /// transition coordinator of the parent or presenting view controller").
    struct DialogExitReporter: UIViewControllerRepresentable {
      let watch: DialogExitWatch

      func makeUIViewController(context: Context) -> UIViewController {
        let controller = UIViewController(nibName: nil, bundle: nil)
        watch.controller = controller
        return controller
      }

      func updateUIViewController(_ controller: UIViewController, context: Context) { watch.controller = controller }
    }
  #elseif canImport(AppKit)
    import AppKit

    /// Calls `ended` once the view it is in has fully appeared: AppKit calls
    /// `viewDidAppear()` "after the completion of any drawing and animations
    /// involved in the initial appearance".
    struct TransitionEndReporter: NSViewControllerRepresentable {
      let ended: @MainActor () -> Void

      func makeNSViewController(context: Context) -> ReportingController { ReportingController(ended: ended) }

      func updateNSViewController(_ controller: ReportingController, context: Context) {}

      final class ReportingController: NSViewController {
        private let ended: @MainActor () -> Void

        init(ended: @escaping @MainActor () -> Void) {
          self.ended = ended
          super.init(nibName: nil, bundle: nil)
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) { fatalError("not made from a storyboard") }

        override func loadView() { view = NSView() }

        override func viewDidAppear() {
          super.viewDidAppear()
          ended()
        }
      }
    }
  #endif
#endif

#if canImport(SwiftUI) && (!os(Linux) || SWIFTUI_STAND_IN)
  import SwiftUI
  import Wayfinder
  #if SWIFTUI_STAND_IN
    @_spi(WayfinderInternals) import WayfinderSwiftUI
  #endif

  /// When the alert or confirmation dialog over a layer has left the screen,
  /// not when the state dropped it: UIKit animates it out, and refuses to
  /// present or dismiss meanwhile ("Attempt to present … while a
  /// presentation or dismissal is in progress"; TCA #1991).
  ///
  /// On iOS, the dialog's dismissal has a transition coordinator, which a
  /// controller of the presenting content has while it runs (see
  /// `DialogExitReporter`); its completion runs when the dialog has gone.
  /// With none (the dismissal was not animated, or has ended), the dialog
  /// has gone. An end never reported is released by the bindings' watchdog
  /// (``NavigationBindings/transitionFramePassed(at:)``). On macOS a dialog
  /// is a sheet of its window, and AppKit queues a sheet asked for while
  /// another shows ("If the window already has a presented sheet, this
  /// method queues the specified sheet for presentation after the current
  /// sheet is dismissed", `NSWindow.beginSheet(_:completionHandler:)`):
  /// nothing to wait for, the dialog counts as gone once SwiftUI no longer
  /// shows it.
  @MainActor final class DialogExitWatch {
    #if canImport(UIKit) && !SWIFTUI_STAND_IN_MACOS
      /// A controller of the content the dialog is presented from.
      weak var controller: UIViewController?
    #endif

    /// Calls `gone`, once, when the dialog that SwiftUI no longer shows has
    /// left the screen: at the end of its dismissal, or now.
    ///
    /// - Parameter gone: What to do then.
    func whenGone(_ gone: @escaping @MainActor () -> Void) {
      #if canImport(UIKit) && !SWIFTUI_STAND_IN_MACOS
        if let coordinator = controller?.transitionCoordinator {
          var called = false
          let once = {
            guard !called else { return }
            called = true
            gone()
          }
          if coordinator.animate(alongsideTransition: nil, completion: { _ in once() }) { return }
          return once()  // UIKit took no completion: nothing runs
        }
      #endif
      gone()
    }
  }

  /// The transition watchdog's frames: while the bindings await the end of
  /// a transition, a `TimelineView(.animation)` behind the layer tells them
  /// each frame, so that an end `TransitionEndReporter` never reports is
  /// released after ``NavigationBindings/transitionWatchdogFrames``
  /// sixtieths of a second of frames (see ``NavigationBindings/transitionFramePassed(at:)``). Shown only
  /// while a transition is awaited: it costs nothing otherwise.
  struct TransitionFrameCounter<Tab: Hashable & Sendable, Route: Hashable & Sendable>: View {
    let bindings: NavigationBindings<Tab, Route>

    var body: some View {
      if bindings.isAwaitingTransition {
        TimelineView(.animation) { context in
          Color.clear.onChange(of: context.date, initial: true) { bindings.transitionFramePassed(at: context.date) }
        }
      }
    }
  }
#endif
