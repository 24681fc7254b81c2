// Whether the user can make a gesture now, and what it does: the one
// place the player decides it, through the rules of SwiftUILifecycle.
// `perform`, `capture` and `refusal(of:)` ask here, so a gesture is
// refused with the same sentence wherever it is made.
import Foundation
import SwiftUILifecycle
import Wayfinder
@_spi(WayfinderInternals) import WayfinderSwiftUI

extension LifecyclePlayer {
  /// A gesture, tried now: refused with a sentence, or what making it does.
  enum Attempt {
    /// The user cannot make it now, for this reason.
    case refused(String)
    /// Making it: the write the layer's bindings get, or the chain's part.
    case made(@MainActor () -> Void)
  }

  /// What `gesture` does now, or why the user cannot make it.
  func attempt(_ gesture: Gesture) -> Attempt {
    switch gesture {
    case .tapButton(let title): return tapAttempt(title)
    case .tapOutsideDialog: return tapOutsideAttempt()
    case .resize(let sizeClass): return .made { [self] in resized = sizeClass }
    default: break
    }
    if chain.entries.last?.style.isDialog == true { return .refused("a dialog shows: the user answers it first") }
    switch gesture {
    case .dragDown: return dragAttempt()
    case .tapTab(let tab): return tabAttempt(tab)
    case .select(let route, let column): return selectAttempt(route, column: column)
    case .push(let route):
      let layer = frontLayer
      return .made(write(.path(shownPath(of: layer) + [PathElement(pushing: route)], layer: layer)))
    default: return backAttempt(gesture)
    }
  }

  /// The words of a presentation in transition.
  static var inTransition: String {
    "a presentation is in transition: UIKit takes no gesture of the user's until it ends"
  }

  /// The write `write`, made with the size class its view was last built
  /// for (a resize reaches the views a frame after the bindings).
  private func write(_ write: SwiftUIWrite<Tab, Route>) -> @MainActor () -> Void {
    let sizeClass = builtSizeClass
    return { [bindings] in bindings.write(write, sizeClass: sizeClass) }
  }

  /// The path the stack of `layer` shows: as its view last read it (a push
  /// not yet drawn has no Back to swipe yet).
  private func shownPath(of layer: LayerID<Tab>) -> [PathElement<Route>] {
    lastRead?.paths[layer] ?? bindings.path(of: layer)
  }

  /// Why no dialog can be touched: none shows, or the one asked for is not drawn yet.
  private var noDialogShows: String {
    guard let asked = dialogNotYetDrawn else { return "no dialog shows" }
    return "the \(asked.style.rawValue) \"\(asked.title)\" is asked for, not on screen yet: it can be tapped "
      + "from the frame that draws it"
  }

  /// A button of the dialog in front (``LifecycleRule/aDialogButtonActsThenCloses``);
  /// a dialog leaving cannot be touched (``LifecycleRule/aDialogTakesFramesToLeave``).
  private func tapAttempt(_ title: String) -> Attempt {
    guard let top = chain.entries.last, top.style.isDialog else { return .refused(noDialogShows) }
    guard let front = chain.frontDialog, case .dialog(let dialog) = front.item else {
      return .refused("the dialog is leaving the screen")
    }
    guard let index = dialog.buttons.firstIndex(where: { $0.title == title }) else {
      return .refused(dialog.noButton(title))
    }
    let choice = write(.dialogChoice(index, dialog, layer: front.presenter.layer))
    return .made { [self] in play(chain.userTapsButton(choice)) }
  }

  /// A tap outside the dialog (``LifecycleRule/tapOutsideClosesAConfirmationDialog``).
  private func tapOutsideAttempt() -> Attempt {
    guard let top = chain.entries.last, top.style.isDialog else { return .refused(noDialogShows) }
    guard chain.frontDialog != nil else { return .refused("the dialog is leaving the screen") }
    guard top.style == .confirmationDialog else { return .refused("an alert has no outside to tap") }
    return .made { [self] in play(chain.userTapsOutsideDialog() ?? []) }
  }

  /// The front sheet or popover dragged away (``LifecycleRule/dragDismissWritesNilAtTheEnd``,
  /// ``LifecycleRule/interactiveDismissDisabled``); an inspector column has
  /// no drag (``LifecycleRule/anInspectorIsAColumnInRegularWidth``).
  private func dragAttempt() -> Attempt {
    if chain.isInTransition { return .refused(Self.inTransition) }
    guard let top = chain.frontModal, case .modal(let shown) = top.item else {
      if chain.entries.contains(where: chain.isColumn) {
        return .refused(
          "the inspector shows as a column beside the content in regular width, not as a sheet: a column "
            + "has no drag; its close button or the app closes it")
      }
      return .refused("nothing is presented to drag away")
    }
    if top.style == .fullScreenCover { return .refused("a full-screen cover cannot be dragged away") }
    // Whether its content disables the drag now (a push that hides Back inside it does).
    let item = bindings.presented(over: top.presenter.layer, as: shown.presentation) ?? shown
    if item.dismissalDisabled {
      return .refused(
        "its drag is turned off (interactiveDismissDisabled): the modal holds a screen that confirms leaving "
          + "or hides Back, so a drag could not ask first; its Back or a Cancel button of the app asks")
    }
    // The chain drags exactly what the sentences above leave: a modal in front, shown, draggable.
    return .made { [self] in
      _ = chain.userDismissesFront(dismissalDisabled: false)
      // UIKit tells the dragged content's controllers as it begins (``LifecycleRule/aDragIsAnInteractiveDismissal``).
      bindings.presentationEvent(.dragBegan(shown), presentedBy: top.presenter.layer)
    }
  }

  /// A tap on a tab (``LifecycleRule/tabSelectionIsWritten``): the tab bar
  /// is covered while a presentation shows; a re-tap writes only where
  /// ``LifecycleRule/reselectingATabWritesIt`` is played.
  private func tabAttempt(_ tab: Tab) -> Attempt {
    guard bindings.tabs.contains(tab), let selected = bindings.selectedTab else {
      return .refused("there is no tab \(tab); the tabs are \(bindings.tabs)")
    }
    guard chain.entries.allSatisfy(chain.isColumn) else { return .refused("a presentation covers the tab bar") }
    guard TabTap.writes(tab, selected: selected, variants) else { return .made {} }
    return .made(write(.tab(tab)))
  }

  /// A row of a split column's list (``LifecycleRule/listSelectionIsWrittenByATap``).
  private func selectAttempt(_ route: Route?, column: Int) -> Attempt {
    let location = frontLayer.location
    let lists = test.navigator.layouts.layout(of: location.tab).selectingColumns
    guard column >= 0, column < lists else {
      return .refused("the stack at \(location) has \(max(lists, 0)) list column(s): there is no column \(column)")
    }
    return .made(write(.selection(route, column: ColumnID(location, column: column))))
  }

  /// The swipe back, Back and the Back menu (``LifecycleRule/backGestures``,
  /// ``LifecycleRule/hiddenBackTurnsOffTheSwipe``): a screen that hides
  /// Back, or asks first, hides the system's Back and its swipe; the
  /// host's own Back asks, at any time.
  private func backAttempt(_ gesture: Gesture) -> Attempt {
    let layer = frontLayer
    let path = shownPath(of: layer)
    guard let last = path.last else { return .refused("nothing is pushed: the stack shows its root") }
    if case .backMenu(let count) = gesture, count < 0 || count >= path.count {
      return .refused("the Back menu has no entry keeping \(count) pushed screen(s) (\(path.count) are pushed)")
    }
    if last.hidesBack { return .refused("the top screen hides Back") }
    let confirms = bindings.confirmsLeaving(last, in: layer)
    if confirms, gesture == .tapBack { return .made(write(.back(layer: layer))) }
    if confirms {
      return .refused(
        "the top screen confirms leaving: the system's Back, its swipe and its menu are turned off "
          + "(they could not ask first); the host's own Back asks (.tapBack)")
    }
    let (backShows, inTransition) = (
      BackGestures.backShows(pushed: path.count, topHidesBack: false), chain.isInTransition
    )
    let cut =
      if case .backMenu(let count) = gesture {
        BackGestures.backMenu(path, keeping: count, backShows: backShows, inTransition: inTransition)
      } else {
        BackGestures.swipeBack(path, backShows: backShows, inTransition: inTransition)
      }
    guard let cut else { return .refused(Self.inTransition) }
    return .made(write(.path(cut, layer: layer)))
  }

  /// The layer of the front stack: the top modal's, else the shown stack's root layer.
  var frontLayer: LayerID<Tab> {
    if let top = chain.entries.last(where: { !$0.style.isDialog }), case .modal(let item) = top.item {
      return item.layer
    }
    return bindings.selectedTab.map { LayerID(.tab($0)) } ?? LayerID(.single)
  }

  /// The dialog over the shown stack that the navigator asked for and the
  /// window has not drawn yet: the bindings show it from the frame after
  /// the change that asks for it, and its presenter presents it at the next
  /// frame's presentation phase (or later, while a transition runs). Not
  /// one the user can touch.
  var dialogNotYetDrawn: Dialog? {
    guard let dialog = test.navigator.state.shownDialog else { return nil }
    return chain.entries.contains { $0.item == .dialog(dialog) } ? nil : dialog
  }
}

extension Dialog {
  /// The sentence for a button titled `title` that this dialog does not
  /// have, naming the buttons it has.
  func noButton(_ title: String) -> String {
    let titles = buttons.map { "\"\($0.title)\"" }.joined(separator: ", ")
    return "the dialog \"\(self.title)\" has no button \"\(title)\"; its buttons: \(titles)"
  }

  /// The index of the button titled `title`, as a user finds it; `nil`,
  /// and the test fails at `site` naming the dialog's buttons, when it has none.
  func button(titled title: String, at site: CallSite) -> Int? {
    if let index = buttons.firstIndex(where: { $0.title == title }) { return index }
    Report.failure(noButton(title), at: site)
    return nil
  }
}
