// The user's gestures, played: each writes what the layer's bindings write
// when SwiftUI makes it, through the rules of SwiftUILifecycle.
import Foundation
import SwiftUILifecycle
import Wayfinder
@_spi(WayfinderInternals) import WayfinderSwiftUI

extension LifecyclePlayer {
  /// Makes `gesture` as SwiftUI would; returns whether the user could make
  /// it now (`false`: a swipe on a screen that hides Back, a drag on a modal
  /// that cannot be dragged, a tab tapped while a presentation covers the
  /// tab bar). A gesture the player cannot play here (a button the dialog
  /// does not have, a column the split does not have) fails the test.
  @discardableResult public func perform(
    _ gesture: Gesture, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> Bool {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    guard test.isRunning(at: site) else { return false }
    gestured = true
    switch gesture {
    case .dragDown:
      // ``LifecycleRule/dragDismissWritesNilAtTheEnd``, ``LifecycleRule/interactiveDismissDisabled``;
      // an inspector column has no drag (``LifecycleRule/anInspectorIsAColumnInRegularWidth``).
      guard let top = chain.frontModal, case .modal(let shown) = top.item else { return false }
      // Whether its content disables the drag now (a push that hides Back inside it does).
      let item = bindings.presented(over: top.presenter.layer, as: shown.presentation) ?? shown
      guard chain.userDismissesFront(dismissalDisabled: item.dismissalDisabled) else { return false }
      // UIKit tells the dragged content's controllers as it begins (``LifecycleRule/aDragIsAnInteractiveDismissal``).
      bindings.presentationEvent(.dragBegan(shown), presentedBy: top.presenter.layer)
      return true
    case .tapButton(let title):
      // ``LifecycleRule/aDialogTakesFramesToLeave``: a dialog leaving cannot be touched.
      if chain.entries.last?.style.isDialog == true, chain.frontDialog == nil { return false }
      guard let top = chain.entries.last, case .dialog(let dialog) = top.item else {
        Report.failure("no dialog shows to tap \"\(title)\" on; the screen shows:\n\(screen)", at: site)
        return false
      }
      guard let index = dialog.button(titled: title, at: site) else { return false }
      let sizeClass = builtSizeClass
      play(
        chain.userTapsButton { [bindings] in
          bindings.write(.dialogChoice(index, dialog, layer: top.presenter.layer), sizeClass: sizeClass)
        })
      return true
    case .tapOutsideDialog:
      guard let events = chain.userTapsOutsideDialog() else { return false }
      play(events)
      return true
    case .resize(let sizeClass):
      resized = sizeClass
      return true
    case .tapTab(let tab):
      guard bindings.tabs.contains(tab) else {
        Report.failure("there is no tab \(tab); the tabs are \(bindings.tabs)", at: site)
        return false
      }
      guard let write = write(for: gesture, at: site) else { return false }
      write()
      return true
    default:
      guard let write = write(for: gesture, at: site) else { return false }
      write()
      return true
    }
  }

  /// The write `gesture` would make now, kept to be made later: a late
  /// write from a view the screen has left (a path from a tab the user
  /// left, a sheet's `nil` after the next one is up). `nil` when the
  /// gesture writes nothing now.
  public func capture(
    _ gesture: Gesture, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> (@MainActor () -> Void)? {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    guard test.isRunning(at: site) else { return nil }
    switch gesture {
    case .dragDown:
      // The sheet's binding, as built now: its setter writes what the bindings present when it runs.
      guard let top = chain.frontModal, case .modal(let item) = top.item else { return nil }
      let (sizeClass, layer) = (builtSizeClass, top.presenter.layer)
      return { [bindings] in
        guard let shown = bindings.presented(over: layer, as: item.presentation) else { return }
        bindings.write(.dismissed(shown), sizeClass: sizeClass)
      }
    case .tapButton, .tapOutsideDialog, .resize:
      Report.failure("the player keeps no late \(gesture): perform it", at: site)
      return nil
    default:
      return write(for: gesture, at: site)
    }
  }

  /// The write of a gesture on the front stack, a tab or a column, made
  /// with the size class its view was last built for (a resize reaches the
  /// views a frame after the bindings); `nil` where the gesture is off.
  private func write(for gesture: Gesture, at site: CallSite) -> (@MainActor () -> Void)? {
    let sizeClass = builtSizeClass
    func make(_ write: SwiftUIWrite<Tab, Route>) -> @MainActor () -> Void {
      { [bindings] in bindings.write(write, sizeClass: sizeClass) }
    }
    let layer = frontLayer
    // The path the stack shows: as its view last read it (a push not yet
    // drawn has no Back to swipe yet).
    let path = lastRead?.paths[layer] ?? bindings.path(of: layer)
    let top = path.last
    // A screen that hides Back, or asks first, hides the system's Back (and its swipe).
    let backShows = BackGestures.backShows(
      pushed: path.count, topHidesBack: top.map { $0.hidesBack || bindings.confirmsLeaving($0, in: layer) } ?? false)
    let inTransition = chain.isInTransition
    let dialogShows = chain.entries.last?.style.isDialog == true
    switch gesture {
    case .swipeBack:
      guard !dialogShows, let cut = BackGestures.swipeBack(path, backShows: backShows, inTransition: inTransition)
      else { return nil }
      return make(.path(cut, layer: layer))
    case .tapBack:
      guard !dialogShows else { return nil }
      if let top, !top.hidesBack, bindings.confirmsLeaving(top, in: layer) { return make(.back(layer: layer)) }
      guard let cut = BackGestures.swipeBack(path, backShows: backShows, inTransition: inTransition) else {
        return nil
      }
      return make(.path(cut, layer: layer))
    case .backMenu(let count):
      guard !dialogShows,
        let cut = BackGestures.backMenu(path, keeping: count, backShows: backShows, inTransition: inTransition)
      else { return nil }
      return make(.path(cut, layer: layer))
    case .push(let route):
      guard !dialogShows else { return nil }
      return make(.path(path + [PathElement(pushing: route)], layer: layer))
    case .tapTab(let tab):
      // ``LifecycleRule/tabSelectionIsWritten``; the tab bar is covered while a presentation shows.
      guard chain.entries.allSatisfy(chain.isColumn), let selected = bindings.selectedTab else { return nil }
      return TabTap.writes(tab, selected: selected, variants) ? make(.tab(tab)) : nil
    case .select(let route, let column):
      let location = layer.location
      let lists = layoutOfTab(location.tab).columnCount(in: .regular) - 1
      guard column >= 0, column < lists else {
        Report.failure(
          "the stack at \(location) has \(max(lists, 0)) list column(s); the player cannot select in column \(column)",
          at: site)
        return nil
      }
      return make(.selection(route, column: ColumnID(location, column: column)))
    case .dragDown, .tapButton, .tapOutsideDialog, .resize:
      return nil
    }
  }

  /// Why the user cannot make `gesture` now, in a sentence, or `nil` when
  /// they can: what ``perform(_:fileID:filePath:line:column:)`` returning
  /// `false` means. A swipe back or a drag on a screen that confirms
  /// leaving is turned off on a device (it could not ask first): the
  /// sentence says so, and which gesture asks instead.
  ///
  /// ```swift
  /// #expect(player.refusal(of: .swipeBack) != nil)  // the edit screen has changes
  /// ```
  ///
  /// - Parameter gesture: A gesture.
  /// - Returns: The reason, or `nil`.
  public func refusal(of gesture: Gesture) -> String? {
    let top = chain.entries.last
    let leaving = top?.style.isDialog == true && chain.frontDialog == nil
    switch gesture {
    case .tapButton, .tapOutsideDialog:
      // ``LifecycleRule/aDialogTakesFramesToLeave``: a dialog leaving cannot be touched.
      if leaving { return "the dialog is leaving the screen" }
      guard top?.style.isDialog == true else { return "no dialog shows" }
      if gesture == .tapOutsideDialog, top?.style != .confirmationDialog { return "an alert has no outside to tap" }
      return nil
    case .resize: return nil
    default: break
    }
    if top?.style.isDialog == true { return "a dialog shows: the user answers it first" }
    let inTransition = "a presentation is in transition: UIKit takes no gesture of the user's until it ends"
    let layer = frontLayer
    let path = lastRead?.paths[layer] ?? bindings.path(of: layer)
    switch gesture {
    case .dragDown:
      if chain.isInTransition { return inTransition }
      guard let top = chain.frontModal, case .modal(let shown) = top.item else {
        if chain.entries.contains(where: chain.isColumn) {
          return "the inspector shows as a column beside the content in regular width, not as a sheet: a column "
            + "has no drag; its close button or the app closes it"
        }
        return "nothing is presented to drag away"
      }
      if top.style == .fullScreenCover { return "a full-screen cover cannot be dragged away" }
      let item = bindings.presented(over: top.presenter.layer, as: shown.presentation) ?? shown
      guard item.dismissalDisabled else { return nil }
      return
        "its drag is turned off (interactiveDismissDisabled): the modal holds a screen that confirms leaving "
        + "or hides Back, so a drag could not ask first; its Back or a Cancel button of the app asks"
    case .swipeBack, .backMenu, .tapBack:
      guard let last = path.last else { return "nothing is pushed: the stack shows its root" }
      if case .backMenu(let count) = gesture, count < 0 || count >= path.count {
        return "the Back menu has no entry keeping \(count) pushed screen(s) (\(path.count) are pushed)"
      }
      if last.hidesBack { return "the top screen hides Back" }
      let confirms = bindings.confirmsLeaving(last, in: layer)
      if gesture == .tapBack, confirms { return nil }  // the host's own Back, at any time
      if confirms {
        return "the top screen confirms leaving: the system's Back, its swipe and its menu are turned off "
          + "(they could not ask first); the host's own Back asks (.tapBack)"
      }
      return chain.isInTransition ? inTransition : nil
    case .tapTab(let tab):
      guard chain.entries.allSatisfy(chain.isColumn) else { return "a presentation covers the tab bar" }
      guard let selected = bindings.selectedTab, TabTap.writes(tab, selected: selected, variants) else {
        return "reselecting the tab shown writes nothing here"
      }
      return nil
    default:
      return nil
    }
  }

  /// The layer of the front stack: the top modal's, else the shown stack's root layer.
  var frontLayer: LayerID<Tab> {
    if let top = chain.entries.last(where: { !$0.style.isDialog }), case .modal(let item) = top.item {
      return item.layer
    }
    return bindings.selectedTab.map { LayerID(.tab($0)) } ?? LayerID(.single)
  }
}

extension Dialog {
  /// The index of the button titled `title`, as a user finds it; `nil`,
  /// and the test fails at `site` naming the dialog's buttons, when it has none.
  func button(titled title: String, at site: CallSite) -> Int? {
    if let index = buttons.firstIndex(where: { $0.title == title }) { return index }
    let titles = buttons.map { "\"\($0.title)\"" }.joined(separator: ", ")
    Report.failure("the dialog \"\(self.title)\" has no button \"\(title)\"; its buttons: \(titles)", at: site)
    return nil
  }
}
