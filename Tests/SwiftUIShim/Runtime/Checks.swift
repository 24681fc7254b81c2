// What the tests check the screen against, beyond its text: whether every
// container on screen shows what its binding asks, and the writes a view
// could still make after the screen moved on (late writes).
import Foundation
import SwiftUILifecycle

extension Device {
  /// Where the screen does not show what its bindings ask now: a stack
  /// whose path is not its binding's, a presenter whose presentation is not
  /// the one its binding asks for, a tab view showing another tab than its
  /// selection, a presentation whose presenter has left the screen (no
  /// binding asks for it: ``LifecycleRule/aPresentationOutlivesItsPresenter``),
  /// a tab view of a later release's API than the device plays (``release``).
  /// Empty once the screen has caught up.
  package var screenDifferences: [String] {
    var differences: [String] = []
    for window in windows {
      let presenters = Set(window.visibleNodes().map(\.number))
      for entry in window.chain.entries where !presenters.contains(entry.presenter) {
        differences.append("a \(entry.style) shows \(entry.item), its presenter has left the screen")
      }
      for node in window.visibleNodes() {
        switch node.effect {
        case .stack(let stack) where stack.read() != stack.shown:
          differences.append("a stack shows \(stack.shown.count) screens, its path has \(stack.read().count)")
        case .presenter(let slot) where window.chain.entry(presentedBy: node.number)?.item != slot.wanted:
          let shown = window.chain.entry(presentedBy: node.number).map { "\($0.item)" } ?? "nothing"
          differences.append(
            "a presenter shows \(shown), its binding asks for \(slot.wanted.map { "\($0)" } ?? "nothing")")
        case .tabView(let tabs) where tabs.introduced > release:
          differences.append("a tab view of Tabs (iOS \(tabs.introduced)) on a device playing iOS \(release)")
        case .tabViewStyle(sidebarAdaptable: true) where release < 18:
          differences.append("a sidebar-adaptable tab view (iOS 18) on a device playing iOS \(release)")
        case .tabView(let tabs) where tabs.read() != tabs.selected:
          differences.append(
            "a tab view shows \(String(describing: tabs.selected)), its selection is \(String(describing: tabs.read()))"
          )
        default: continue
        }
      }
    }
    return differences
  }

  /// The presentations each window shows, bottom first (sheets, covers,
  /// popovers, inspectors, dialogs), as "style item".
  package var presentations: [[String]] {
    windows.map { window in window.chain.entries.map { "\($0.style) \($0.item)" } }
  }

  /// What a view on screen could write now, kept to be written late (after
  /// the screen moved on): each stack's path one and two shorter (while its
  /// top screen shows Back), and one
  /// longer by each link on it, each presenter's `nil` (a drag's late
  /// write), each list's selection of nothing and of its rows, each dialog's
  /// buttons, each toolbar button. Each says the tab it was written from.
  /// A tap's write (Back, its menu, the swipe, a link) lands only while no
  /// dialog shows: over a dialog, the tap meets the dialog.
  package func lateWrites() -> [LateWrite] {
    var writes: [LateWrite] = []
    for window in windows {
      for node in window.visibleNodes() {
        let tab = Self.tab(of: node)
        func add(_ description: String, _ action: @escaping @MainActor () -> Void) {
          writes.append(LateWrite(description: description, action: action, tab: tab))
        }
        switch node.effect {
        case .stack(let stack):
          // The binding as this view was built (a later build's may differ).
          let (path, write) = (stack.shown, stack.write)
          // Only Back, its menu and the swipe write a shorter path: none while
          // the top screen hides Back (``LifecycleRule/hiddenBackTurnsOffTheSwipe``).
          for cut in 1...2 where path.count >= cut && Hands.backShows(node) {
            let shorter = Array(path.dropLast(cut))
            add("a stack's path \(cut) shorter") { if !window.showsADialog { write(shorter) } }
          }
        case .link(let value?):
          guard let stack = node.nearest({ if case .stack = $0 { true } else { false } }),
            case .stack(let container) = stack.effect, let value = value as? AnyHashable
          else { continue }
          let (path, write) = (container.shown, container.write)
          add("a link's push") { if !window.showsADialog { write(path + [value]) } }
        case .presenter(let slot) where slot.shown != nil:
          add("\(slot.style)'s nil", slot.writeNil)
        case .list(let selection?):
          add("a list's selection of nothing") { _ = selection.select(nil) }
          for row in Hands.rows(of: node) {
            guard let tag = row.tag else { continue }
            add("a list's selection of \(tag.base)") { _ = selection.select(tag.base) }
          }
        case .button(_, let action):
          if window.chain.entries.last?.style.isDialog == true,
            node.has({ if case .presentedContent = $0 { true } else { false } })
          {
            add("a dialog's button", action)
          } else if node.has({ if case .toolbar = $0 { true } else { false } }) {
            add("a toolbar button \(ScreenText.label(of: node))", action)
          }
        default: continue
        }
      }
    }
    return writes
  }

  /// The value of the tab whose views hold `node`, if any: a `Tab`'s, or the
  /// tag of a classic tab view's page (not a list row's).
  private static func tab(of node: ViewNode) -> AnyHashable? {
    for ancestor in [node] + node.ancestors {
      switch ancestor.effect {
      case .tab(let value, _, _, _, _): return value
      case .tag(let value) where !ancestor.has({ if case .list = $0 { true } else { false } }):
        if ancestor.has({ if case .tabView = $0 { true } else { false } }) { return value }
      default: continue
      }
    }
    return nil
  }
}

extension RuntimeWindow {
  /// Whether a dialog shows in front: a tap meets it, not the views under it.
  var showsADialog: Bool { chain.entries.last?.style.isDialog == true }
}

extension ViewNode {
  /// Whether an ancestor's effect `matches`.
  func has(_ matches: (Effect) -> Bool) -> Bool { ancestors.contains { matches($0.effect) } }
}

/// A write a view could make, kept to be made later.
package struct LateWrite {
  /// What it writes.
  package let description: String
  let action: @MainActor () -> Void
  /// The tab the view that writes it is in, if any.
  package let tab: AnyHashable?

  /// Makes the write now.
  @MainActor package func write() { action() }
}
