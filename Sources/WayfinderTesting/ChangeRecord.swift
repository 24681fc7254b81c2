import Wayfinder

/// The changes a navigator made that a ``NavigationTest`` has not received
/// yet, each kept as what it changed rather than as a copy of the state it
/// left: the steps it added to each stack (after the steps it kept), the
/// requests, answers and dialog of each stack it changed, and the tab
/// selected. A copy of each state would share its steps with the
/// navigator's, so that the navigator's next change copied them all: a
/// burst of pushes cost time and memory quadratic in its length. This
/// costs what the changes do.
///
/// A change that reshapes the state (a single stack and tabs, or other
/// tabs), or one the navigator's log no longer holds, is kept whole.
struct ChangeRecord<Tab: Hashable & Sendable, Route: Hashable & Sendable> {
  /// One change recorded: the navigator's change count after it, and what it did.
  struct Entry {
    let changes: Int
    let edit: Edit
  }

  /// What a change did, to be applied to the state before it.
  enum Edit {
    /// The whole state it left.
    case whole(NavigationState<Tab, Route>)
    /// The steps and attachments of the stacks it changed, and the tab then selected.
    case stacks([StackEdit], selectedTab: Tab?)
  }

  /// One stack changed: its first `kept` steps stayed, `steps` follow them,
  /// and `attachments` (an empty stack) carries its requests, answers and dialog.
  struct StackEdit {
    let location: StackLocation<Tab>
    let kept: Int
    let steps: [Step<Route>]
    let attachments: BackStack<Route>
  }

  /// The changes not yet received, from `head` on.
  private var entries: [Entry] = []
  private var head = 0
  /// The navigator's change count at the last change recorded.
  private(set) var recordedUpTo: Int
  /// The requests, answers and dialog of each stack at the last change
  /// recorded, each carried by an empty stack (no steps shared), in the
  /// order of `NavigationState.allStacks` (which a change that keeps the
  /// state's shape keeps).
  private var attachments: [BackStack<Route>] = []

  /// A record that starts at `state`, after `changes` changes.
  init(from state: NavigationState<Tab, Route>, changes: Int) {
    recordedUpTo = changes
    attachments = Self.attachments(of: state)
  }

  /// The oldest change not yet received.
  var first: Entry? { head < entries.count ? entries[head] : nil }

  /// Whether every change recorded has been received.
  var isEmpty: Bool { head >= entries.count }

  /// How many steps the record keeps: what its memory grows with.
  var keptSteps: Int {
    entries[head...].reduce(0) { total, entry in
      switch entry.edit {
      case .whole(let state): total + state.allStacks.reduce(0) { $0 + $1.stack.count }
      case .stacks(let edits, _): total + edits.reduce(0) { $0 + $1.steps.count }
      }
    }
  }

  /// Records the change that left `state`, after `changes` changes; `made`
  /// are the navigator's changes since the last one recorded (`nil` when
  /// its log no longer holds them all). O(steps added + stacks).
  mutating func record(
    _ state: NavigationState<Tab, Route>, changes: Int, made: [NavigationChange<Tab>]?
  ) {
    defer { recordedUpTo = changes }
    // (Closures, not key paths, and arrays, not dictionaries: this generic
    // code is not specialized, and each key path or dictionary looks up
    // metadata at run time.)
    let stacks = state.allStacks
    guard let made, !made.contains(where: { $0.isReshaped }), stacks.count == attachments.count else {
      entries.append(Entry(changes: changes, edit: .whole(state)))
      attachments = Self.attachments(of: state)
      return
    }
    // The fewest steps any of the changes kept at the bottom of each stack.
    var changedLocations: [StackLocation<Tab>] = []
    var kept: [Int] = []
    for change in made {
      for stack in change.stacks {
        if let index = changedLocations.firstIndex(of: stack.location) {
          kept[index] = min(kept[index], stack.kept)
        } else {
          changedLocations.append(stack.location)
          kept.append(stack.kept)
        }
      }
    }
    var edits: [StackEdit] = []
    for (index, (location, stack)) in stacks.enumerated() {
      let attachmentsChanged = !attachments[index].hasAttachments(of: stack)
      let changed = changedLocations.firstIndex(of: location)
      guard changed != nil || attachmentsChanged else { continue }
      let from = min(changed.map { kept[$0] } ?? stack.count, stack.count)
      var carrier = BackStack<Route>()
      carrier.adoptAttachments(of: stack)
      attachments[index] = carrier
      edits.append(StackEdit(location: location, kept: from, steps: Array(stack.steps[from...]), attachments: carrier))
    }
    entries.append(Entry(changes: changes, edit: .stacks(edits, selectedTab: state.selectedTab)))
  }

  /// Forgets the changes up to `changes` (received, or asserted another
  /// way). O(changes forgotten), amortized.
  mutating func forget(through changes: Int) {
    while head < entries.count, entries[head].changes <= changes { head += 1 }
    if head == entries.count {
      entries.removeAll(keepingCapacity: true)
      head = 0
    } else if head > 1_024, head * 2 > entries.count {
      entries.removeFirst(head)
      head = 0
    }
  }

  /// `state`, the state before `edit`'s change (or one between it and the
  /// change: every change since kept at least the steps `edit` keeps),
  /// with the change made.
  static func applying(_ edit: Edit, to state: NavigationState<Tab, Route>) -> NavigationState<Tab, Route> {
    switch edit {
    case .whole(let after):
      return after
    case .stacks(let edits, let selectedTab):
      var state = state
      for edit in edits {
        try? state.editStack(at: edit.location) { stack in
          stack.replaceSteps(after: edit.kept, with: edit.steps)
          stack.adoptAttachments(of: edit.attachments)
        }
      }
      if let selectedTab, state.selectedTab != selectedTab {
        try? state.apply(NavigationIntent(.selectTab(selectedTab, reselectPopsToRoot: false)))
      }
      return state
    }
  }

  /// The attachments of each stack of `state`, carried by empty stacks, in
  /// the order of `allStacks`.
  private static func attachments(of state: NavigationState<Tab, Route>) -> [BackStack<Route>] {
    state.allStacks.map { _, stack in
      var carrier = BackStack<Route>()
      carrier.adoptAttachments(of: stack)
      return carrier
    }
  }
}
