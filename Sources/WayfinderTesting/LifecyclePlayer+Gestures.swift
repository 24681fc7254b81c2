// The user's gestures, played: each writes what the layer's bindings write
// when SwiftUI makes it, through the rules of SwiftUILifecycle. One
// function decides whether the user can make a gesture now and what it
// does (`attempt`): `perform`, `capture` and `refusal(of:)` all ask it.
import Foundation
import SwiftUILifecycle
import Wayfinder
@_spi(WayfinderInternals) import WayfinderSwiftUI

extension LifecyclePlayer {
  /// Makes `gesture` as SwiftUI would. A gesture the user cannot make now
  /// fails the test at this line, with the sentence ``refusal(of:)`` gives
  /// (a swipe at a stack's root or on a screen that hides Back, a drag on
  /// a modal that cannot be dragged, a tab tapped while a presentation
  /// covers the tab bar, a button the dialog shown does not have, a column
  /// the split does not have): the one way a gesture fails. To assert that
  /// the user cannot make one, expect ``refusal(of:)`` not to be `nil`.
  ///
  /// - Parameters:
  ///   - gesture: What the user does.
  ///   - fileID: Where the gesture is made (a refusal is reported there);
  ///     the caller's by default, as are `filePath`, `line` and `column`.
  ///   - filePath: The file's path.
  ///   - line: The line.
  ///   - column: The column.
  public func perform(
    _ gesture: Gesture, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    guard test.isRunning(at: site) else { return }
    switch attempt(gesture) {
    case .refused(let reason):
      Report.failure(".\(gesture) cannot be made: \(reason)", at: site)
    case .made(let make):
      gestured = true
      make()
    }
  }

  /// The write `gesture` would make now, kept to be made later: a late
  /// write from a view the screen has left (a path from a tab the user
  /// left, a sheet's `nil` after the next one is up). A gesture the user
  /// cannot make now fails the test, as ``perform(_:fileID:filePath:line:column:)``
  /// does, and gives `nil`; so does a gesture that makes no write to keep
  /// (a dialog's, a resize).
  public func capture(
    _ gesture: Gesture, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> (@MainActor () -> Void)? {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    guard test.isRunning(at: site) else { return nil }
    switch gesture {
    case .dragDown:
      // The sheet's binding, as built now: its setter writes what the bindings present when it runs.
      guard let top = chain.frontModal, case .modal(let item) = top.item else {
        Report.failure(".dragDown cannot be captured: nothing is presented to drag away", at: site)
        return nil
      }
      let (sizeClass, layer) = (builtSizeClass, top.presenter.layer)
      return { [bindings] in
        guard let shown = bindings.presented(over: layer, as: item.presentation) else { return }
        bindings.write(.dismissed(shown), sizeClass: sizeClass)
      }
    case .tapButton, .tapOutsideDialog, .resize:
      Report.failure("the player keeps no late \(gesture): perform it", at: site)
      return nil
    default:
      switch attempt(gesture) {
      case .refused(let reason):
        Report.failure(".\(gesture) cannot be captured: \(reason)", at: site)
        return nil
      case .made(let write):
        return write
      }
    }
  }

  /// Why the user cannot make `gesture` now, in a sentence, or `nil` when
  /// they can: the sentence ``perform(_:fileID:filePath:line:column:)``
  /// fails the test with. A swipe back or a drag on a screen that
  /// confirms leaving is turned off on a device (it could not ask first):
  /// the sentence says so, and which gesture asks instead.
  ///
  /// ```swift
  /// #expect(player.refusal(of: .swipeBack) != nil)  // the edit screen has changes
  /// ```
  ///
  /// - Parameter gesture: A gesture.
  /// - Returns: The reason, or `nil`.
  public func refusal(of gesture: Gesture) -> String? {
    guard case .refused(let reason) = attempt(gesture) else { return nil }
    return reason
  }
}
