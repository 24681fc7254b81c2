import Testing
import Wayfinder

@_spi(WayfinderInternals) @testable import WayfinderSwiftUI

/// Which of SwiftUI's callbacks ends what (`presentationEvent`): the one
/// place the layer's modifiers and the lifecycle player report through.
@MainActor @Suite struct PresentationEventTests {
  /// Bindings showing a modal presented as `presentation` over the one
  /// stack, its appearance reported; the modal then popped, so that the
  /// bindings wait for the end of its dismissal.
  @MainActor final class Dismissing {
    var jobs: [@MainActor () -> Void] = []
    let navigator = Navigator(BackStack<String>())
    var bindings: NavigationBindings<Never, String>!
    var item: ModalItem<Never, String>!
    let root = LayerID<Never>(.single)

    init(_ presentation: Presentation) throws {
      bindings = NavigationBindings(navigator, schedule: { [unowned self] job in jobs.append(job) })
      try navigator.present("modal", as: presentation)
      turn()
      item = bindings.presented(over: root, as: presentation)
      bindings.presentationEvent(.contentAppeared(item), presentedBy: root)
      #expect(!bindings.isSettled, "a presentation that has begun waits for the end of its transition")
      bindings.presentationEvent(.transitionEnded(item), presentedBy: root)
      #expect(bindings.isSettled)
      try navigator.pop()
      turn()
      #expect(bindings.presented(over: root, as: presentation) == nil && !bindings.isSettled)
    }

    func turn() { while !jobs.isEmpty { jobs.removeFirst()() } }

    func report(_ event: PresentationEvent<Never, String>) {
      bindings.presentationEvent(event, presentedBy: root)
      turn()
    }
  }

  @Test func aSheetsDismissalEndsWithItsOnDismissNotWithItsContentLeaving() throws {
    let modal = try Dismissing(.sheet)
    modal.report(.contentDisappeared(modal.item))
    modal.report(.dismissed(.popover))
    #expect(!modal.bindings.isSettled, "a sheet's content leaving, or a popover's onDismiss, ends nothing")
    modal.report(.dismissed(.sheet))
    #expect(modal.bindings.isSettled)
  }

  @Test func aPopoversDismissalEndsWhenItsContentLeaves() throws {
    let modal = try Dismissing(.popover)
    modal.report(.dismissed(.popover))
    #expect(!modal.bindings.isSettled, "a popover's modifier takes no onDismiss")
    modal.report(.contentDisappeared(modal.item))
    #expect(modal.bindings.isSettled)
  }
}
