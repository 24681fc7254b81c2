// What the tests check the screen against, beyond its text: whether every
// container on screen shows what its binding asks, and the writes a view
// could still make after the screen moved on (late writes).
import Foundation
import SwiftUILifecycle

extension Device {
  /// Where the screen does not show what its bindings ask now: a stack
  /// whose path is not its binding's, a presenter whose presentation is not
  /// the one its binding asks for, a tab view showing another tab than its
  /// selection. Empty once the screen has caught up.
  package var screenDifferences: [String] {
    var differences: [String] = []
    for window in windows {
      for node in window.visibleNodes() {
        switch node.effect {
        case .stack(let stack) where stack.read() != stack.shown:
          differences.append("a stack shows \(stack.shown.count) screens, its path has \(stack.read().count)")
        case .presenter(let slot) where window.chain.entry(presentedBy: node.number)?.item != slot.wanted:
          let shown = window.chain.entry(presentedBy: node.number).map { "\($0.item)" } ?? "nothing"
          differences.append(
            "a presenter shows \(shown), its binding asks for \(slot.wanted.map { "\($0)" } ?? "nothing")")
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
  /// the screen moved on): each stack's path one and two shorter, each
  /// presenter's `nil` (a drag's late write), each list's selection of
  /// nothing and of its rows, each dialog's buttons.
  package func lateWrites() -> [(description: String, write: @MainActor () -> Void)] {
    var writes: [(String, @MainActor () -> Void)] = []
    for window in windows {
      for node in window.visibleNodes() {
        switch node.effect {
        case .stack(let stack):
          // The binding as this view was built (a later build's may differ).
          let (path, write) = (stack.shown, stack.write)
          for cut in 1...2 where path.count >= cut {
            let shorter = Array(path.dropLast(cut))
            writes.append(("a stack's path \(cut) shorter", { write(shorter) }))
          }
        case .presenter(let slot) where slot.shown != nil:
          writes.append(("\(slot.style)'s nil", slot.writeNil))
        case .list(let selection?):
          writes.append(("a list's selection of nothing", { _ = selection.select(nil) }))
          for row in Hands.rows(of: node) {
            guard let tag = row.tag else { continue }
            writes.append(("a list's selection of \(tag.base)", { _ = selection.select(tag.base) }))
          }
        case .button(_, let action)
        where node.ancestors.contains(where: {
          if case .presentedContent = $0.effect { true } else { false }
        }) && window.chain.entries.last?.style.isDialog == true:
          writes.append(("a dialog's button", action))
        default: continue
        }
      }
    }
    return writes.map { (description: $0.0, write: $0.1) }
  }
}
