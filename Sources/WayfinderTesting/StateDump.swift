import Wayfinder

extension NavigationState {
  /// The whole state, one line per step, indented under its stack: every
  /// tab's stack (not only the shown one), the modal over all tabs, each
  /// step's presentation and flags, the open requests and delivered
  /// answers, and each stack's dialog. What a failed expectation shows,
  /// diffed line by line.
  package var dump: String {
    var lines: [String] = []
    if let tabs {
      lines.append("tabs: " + tabs.order.map { $0 == tabs.selected ? "[\($0)]" : "\($0)" }.joined(separator: " | "))
    }
    for (location, stack) in allStacks {
      let name: String =
        switch location {
        case .single: "stack"
        case .tab(let tab): "tab \(tab)"
        case .modalOverTabs: "over tabs"
        }
      lines.append(name + ":" + (stack.isEmpty && stack.pendingRequests.isEmpty && stack.dialog == nil ? " root" : ""))
      lines += Self.dump(stack).map { "  " + $0 }
    }
    return lines.joined(separator: "\n")
  }

  /// A stack's lines: its steps, requests, answers and dialog.
  static func dump(_ stack: BackStack<Route>) -> [String] {
    var lines = stack.map { step in
      var flags: [String] = []
      if step.hidesBack { flags.append("Back hidden") }
      if step.confirmsLeaving { flags.append("confirms leaving") }
      return "\(step.presentation.rawValue) \(step.route)"
        + (flags.isEmpty ? "" : "  (" + flags.joined(separator: ", ") + ")")
    }
    for request in stack.pendingRequests {
      let answerer: String =
        switch request.answerer {
        case .step(let depth): "the screen at depth \(depth)"
        case .dialog: "the dialog"
        }
      lines.append(
        "asks \"\(request.key)\" (request \(request.id)) at depth \(request.askerDepth), answered by \(answerer)")
    }
    for answer in stack.answers {
      lines.append(
        "answer to \"\(answer.key)\" (request \(answer.id)) at depth \(answer.askerDepth): \(answer.value.json)")
    }
    if let dialog = stack.dialog {
      let buttons = dialog.buttons.map { "[\($0.title)\($0.role.map { " (\($0.rawValue))" } ?? "")]" }
      lines.append(
        "\(dialog.style.rawValue) \"\(dialog.title)\"" + (buttons.isEmpty ? "" : ": " + buttons.joined(separator: " ")))
    }
    return lines
  }
}

/// Two texts compared line by line: the lines only one has, marked, among
/// the lines both have (by a longest common subsequence of lines).
package enum LineDiff {
  /// The lines of `expected` and `actual`, `−` before a line only
  /// `expected` has, `+` before one only `actual` has, two spaces before a
  /// line both have; `nil` when they are equal. Lines both have that are
  /// more than `context` lines away from a difference are left out, as `…`.
  package static func diff(expected: String, actual: String, context: Int = 2) -> String? {
    guard expected != actual else { return nil }
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
    // lengths[i][j]: the longest common subsequence of old[i...] and new[j...].
    var lengths = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
      for j in stride(from: new.count - 1, through: 0, by: -1) {
        lengths[i][j] = old[i] == new[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
      }
    }
    var lines: [(mark: Character, text: Substring)] = []
    var (i, j) = (0, 0)
    while i < old.count || j < new.count {
      if i < old.count, j < new.count, old[i] == new[j] {
        lines.append((" ", old[i]))
        (i, j) = (i + 1, j + 1)
      } else if i < old.count, j == new.count || lengths[i + 1][j] >= lengths[i][j + 1] {
        lines.append(("−", old[i]))
        i += 1
      } else {
        lines.append(("+", new[j]))
        j += 1
      }
    }
    let changed = lines.indices.filter { lines[$0].mark != " " }
    var shown: [String] = []
    var skipped = false
    for index in lines.indices {
      let near = changed.contains { abs($0 - index) <= context }
      if near {
        shown.append("\(lines[index].mark) \(lines[index].text)")
        skipped = false
      } else if !skipped {
        shown.append("  …")
        skipped = true
      }
    }
    return shown.joined(separator: "\n")
  }
}
