import Foundation

/// A state restored from a snapshot, and what could not be kept.
public struct Restoration<Tab: Hashable & Sendable, Route: Hashable & Sendable>: Hashable, Sendable {
  /// The state: as much of the saved one as still makes sense.
  public var state: NavigationState<Tab, Route>
  /// Everything that was migrated, dropped or replaced, in order.
  public var diagnostics: [RestorationDiagnostic]

  /// `state`, restored with `diagnostics`.
  package init(state: NavigationState<Tab, Route>, diagnostics: [RestorationDiagnostic]) {
    (self.state, self.diagnostics) = (state, diagnostics)
  }
}

/// An app's migration of its saved routes (``NavigationStore``'s `migrate`):
/// given a route saved by an older schema (its tag and its value as JSON
/// text) and the schema version it was saved with, the route as it reads
/// now, or `nil` to drop it and the steps after it in its stack.
package typealias RouteMigration =
  @Sendable (_ saved: (tag: String, json: String), _ fromVersion: Int) -> (tag: String, json: String)?

/// Where a saved stack was: a ``StackLocation`` whose tabs are the saved
/// tabs' JSON text, as the snapshot holds them.
package typealias SavedStackLocation = StackLocation<String>

/// One thing a restore changed from what was saved, and why.
public enum RestorationDiagnostic: Hashable, Sendable, CustomStringConvertible {
  /// The routes were migrated through these schema versions.
  case migrated(from: Int, to: Int)
  /// No route type is registered under the saved tag of the route at
  /// `position` (counted from the root: 0 is the first pushed) in the stack
  /// at the location: it was not kept, nor the steps after it.
  case unknownRouteTag(String, position: Int, in: StackLocation<String>)
  /// The saved value of the route at `position` did not decode as the type
  /// registered under its tag, or its step could not be read (a field of
  /// the wrong type, a presentation this library does not know), for
  /// `reason`: it was not kept, nor the steps after it.
  case undecodableRoute(tag: String, position: Int, in: StackLocation<String>, reason: String)
  /// The route at `position` in the stack at the location could not be
  /// encoded (its type, and why): a save kept the steps before it and left
  /// it out, with the steps after it (``NavigationStore/lastSaveDiagnostics``
  /// says so); every other stack was saved.
  case unencodableRoute(typeName: String, position: Int, in: StackLocation<String>, reason: String)
  /// The route at `position` was not kept because the route at
  /// `firstDropped`, before it, was not: a stack cannot have a gap.
  case droppedAfter(tag: String, position: Int, in: StackLocation<String>, firstDropped: Int)
  /// The app's migration from schema version `fromVersion` removed the
  /// route at `position`, and so the steps after it.
  case removedByMigration(tag: String, position: Int, in: StackLocation<String>, fromVersion: Int)
  /// A saved tab the app no longer has (or that does not decode); its stack is dropped.
  case droppedTab(String)
  /// The saved tab appears more than once: its first stack is kept, and this
  /// later one is dropped.
  case duplicateTab(String)
  /// The saved selected tab is not one of the app's tabs: the app's own
  /// selection is kept.
  case unknownSelectedTab(String)
  /// The modal over all tabs does not start with a sheet or a cover any more
  /// (its first step was dropped or migrated): it is not restored.
  case droppedModalOverTabs
  /// The saved state and the app differ in shape (tabs and a single stack):
  /// the saved shown stack is restored into the app's shown stack.
  case changedShape
  /// The saved stacks hold more steps than the limit (10,000 by default):
  /// this stack keeps its first `kept` of its `saved` steps. The limit is
  /// shared: the smaller stacks keep all their steps, and the largest are
  /// cut to an equal level (a step left over goes to the selected tab's
  /// stack first, then the modal over all tabs, then the other tabs in order).
  case trimmed(StackLocation<String>, kept: Int, saved: Int)
  /// Saved by a newer schema than the app's: nothing is restored.
  case newerSchema(saved: Int, app: Int)
  /// The navigator refused the restored state (a guard blocked it): the
  /// navigator keeps its state.
  case refused(NavigationError)
  /// The saved file could not be read at all: nothing is restored.
  case unreadable(StoreError)
  /// The saved file was not restored, and was kept under this name in its
  /// folder (never deleted, never overwritten), so that the next save does
  /// not replace it.
  case keptAside(as: String)
  /// Requests, answers or a dialog of screens that were not restored (or of
  /// a stack the app no longer has) were dropped: this many.
  case droppedRequests(StackLocation<String>, dropped: Int)
  /// A saved request or answer of the stack at the location, for the key
  /// named `key`, was dropped for `reason` (its answer is not JSON, or not
  /// of the type registered for `key` with
  /// ``RouteRegistry/register(answersTo:)``, or its answering screen answers
  /// another request already): a type changed since the save, or a file
  /// edited by hand or damaged. The stack's other requests and answers are
  /// restored.
  case droppedRequest(StackLocation<String>, key: String, reason: String)
  /// The state was restored, but the store does not save, for the reason
  /// given (``StoreError/inUse(path:processID:)``: another process saves
  /// its windows to the file); each save says so too (``NavigationStore/lastSaveError``).
  case notSaving(StoreError)
  /// A saved window was not restored, for `reason` (it could not be read,
  /// its name is not valid, it was saved twice, or more windows were open
  /// than a window navigator allows: the windows in front are kept); the
  /// other windows are.
  case droppedWindow(String, reason: String)

  /// What was dropped or changed, and why, in a sentence.
  public var description: String {
    switch self {
    case .migrated(let from, let to): "migrated the saved routes from schema \(from) to \(to)"
    case .unknownRouteTag(let tag, let position, let location):
      "\(location): element \(position) (\(tag)) dropped: no route type is registered under the tag \"\(tag)\""
    case .undecodableRoute(let tag, let position, let location, let reason):
      "\(location): element \(position) (\(tag)) dropped: the value for \"\(tag)\" did not decode: \(reason)"
    case .unencodableRoute(let type, let position, let location, let reason):
      "\(location): element \(position) (\(type)) and the steps after it were not saved: it could not be encoded: \(reason)"
    case .droppedAfter(let tag, let position, let location, let first):
      "\(location): element \(position) (\(tag)) dropped: element \(first) before it was dropped"
    case .removedByMigration(let tag, let position, let location, let version):
      "\(location): element \(position) (\(tag)) removed by the migration from version \(version)"
    case .droppedTab(let tab): "the saved tab \(tab) is not one of the app's tabs: its stack was dropped"
    case .duplicateTab(let tab): "the saved tab \(tab) appears more than once: its later stack was dropped"
    case .unknownSelectedTab(let tab): "the saved selected tab \(tab) is not one of the app's tabs"
    case .droppedModalOverTabs: "the modal over all tabs no longer starts with a sheet or a cover: it was dropped"
    case .changedShape: "the saved state and the app differ in shape: the shown stack was restored"
    case .trimmed(let location, let kept, let saved):
      "\(location): kept the first \(kept) of \(saved) steps (the limit of steps was reached)"
    case .newerSchema(let saved, let app): "saved by schema \(saved), newer than the app's \(app): nothing was restored"
    case .refused(let error): "the restored state was refused: \(error)"
    case .unreadable(let error): "\(error): nothing was restored"
    case .keptAside(let name): "the saved file was kept as \(name)"
    case .droppedRequests(let location, let dropped):
      "\(location): \(dropped) requests, answers or dialogs of screens not restored were dropped"
    case .notSaving(let error): "the store does not save: \(error)"
    case .droppedRequest(let location, let key, let reason):
      "\(location): the request or answer for \"\(key)\" was dropped: \(reason)"
    case .droppedWindow(let name, let reason): "the saved window \(String(reflecting: name)) was dropped: \(reason)"
    }
  }
}

extension NavigationSnapshot {
  /// Restores the saved state into the shape of `template` (the app's
  /// initial state: its tabs and default selection), keeping as much as
  /// still makes sense. Never traps.
  ///
  /// - Routes saved by an older schema go through `migrate`, given the
  ///   version they were saved with.
  /// - Each stack keeps its longest prefix that still decodes through
  ///   `registry` (the rule ``RoutePath`` follows): a split selection that no
  ///   longer decodes clears the columns after it.
  /// - Tabs are matched by value: a saved tab the app no longer has is
  ///   dropped, a tab saved twice keeps its first stack, a new tab starts
  ///   empty, and an unknown selected tab keeps the template's selection.
  /// - A step that cannot be read is dropped, with the steps after it, as
  ///   a route that no longer decodes is.
  /// - The stacks keep at most `limits.maxSteps` steps together: the
  ///   smaller stacks whole, the largest cut to an equal level.
  /// - A snapshot of a newer schema restores nothing.
  /// - Requests, answers and dialogs come back with their stacks; those of
  ///   a screen that was not restored are dropped. Each stack's are read
  ///   once (a stack listed again is dropped), and each request is pending
  ///   once: in the first stack that lists it.
  ///
  /// Each of these is reported in ``Restoration/diagnostics``.
  ///
  /// - Parameters:
  ///   - template: The app's initial state, whose shape the result takes.
  ///   - registry: The registry that decodes the saved routes.
  ///   - schemaVersion: The app's schema version now.
  ///   - migrate: How a route saved by an older schema reads now (`nil` drops it).
  ///   - limits: The limits the restored state stays within.
  /// - Returns: The restored state and what was changed from what was saved.
  /// - Complexity: O(saved steps), whatever the versions saved.
  @_spi(WayfinderInternals) public func restore<Tab: Decodable, Route: Codable>(
    into template: NavigationState<Tab, Route>, registry: RouteRegistry, schemaVersion: Int,
    migrate: (@Sendable (_ saved: (tag: String, json: String), _ fromVersion: Int) -> (tag: String, json: String)?)? =
      nil,
    limits: RestorationLimits = .default
  ) -> Restoration<Tab, Route> {
    var restoration = restoreSteps(
      into: template, registry: registry, schemaVersion: schemaVersion, migrate: migrate, limits: limits)
    guard let requests, !restoration.diagnostics.contains(where: { if case .newerSchema = $0 { true } else { false } })
    else { return restoration }
    // Each stack once (its first listing), and each request pending once:
    // in the first stack that keeps it.
    var listed = Set<StackLocation<Tab>>()
    var pending = Set<RequestID>()
    for saved in requests {
      let location: StackLocation<Tab>?
      switch saved.location {
      case .single: location = .single
      case .modalOverTabs: location = .modalOverTabs
      case .tab(let json): location = Self.decode(Tab.self, from: json).map { .tab($0) }
      }
      // What no navigator writes is dropped, each said why.
      let (checked, unfit) = Self.wellFormed(saved, registry: registry)
      restoration.diagnostics += unfit
      let total = checked.pending.count + checked.answers.count + (checked.dialog == nil ? 0 : 1)
      var kept = 0
      if let location, listed.insert(location).inserted {
        var listedHere = Set<RequestID>()
        let once = checked.pending.filter {
          !pending.contains($0.id) && listedHere.insert($0.id).inserted
        }
        try? restoration.state.withStack(at: location) { stack in
          stack.attached = StackAttachments(requests: once, answers: checked.answers, dialog: checked.dialog)
          stack.attached = stack.checkedAttached
          kept = stack.pendingRequests.count + stack.answers.count + (stack.dialog == nil ? 0 : 1)
          pending.formUnion(stack.pendingRequests.map(\.id))
        }
      }
      if kept < total { restoration.diagnostics.append(.droppedRequests(saved.location, dropped: total - kept)) }
    }
    return restoration
  }

  /// `saved` without what no navigator writes, and a
  /// ``RestorationDiagnostic/droppedRequest(_:key:reason:)`` for each
  /// dropped: an answer that is not JSON or not of its key's registered
  /// type, and a request answered by a screen that answers an earlier one
  /// of the stack's. O(requests + answers' bytes).
  private static func wellFormed(
    _ saved: SavedRequests, registry: RouteRegistry
  ) -> (SavedRequests, [RestorationDiagnostic]) {
    var checked = saved
    var dropped: [RestorationDiagnostic] = []
    var answering = Set<Int>()
    var seen = Set<RequestID>()
    checked.pending = saved.pending.filter { request in
      // A request listed again is the same request: kept once by the restore.
      guard seen.insert(request.id).inserted, case .step(let depth) = request.answerer,
        !answering.insert(depth).inserted
      else { return true }
      dropped.append(
        .droppedRequest(
          saved.location, key: request.key, reason: "its answering screen (step \(depth)) answers another request"))
      return false
    }
    checked.answers = saved.answers.filter { answer in
      let json = answer.value.json
      let reason =
        (try? JSONSerialization.jsonObject(with: Data(json.utf8), options: .fragmentsAllowed)) == nil
        ? "its saved answer is not JSON" : registry.problem(withAnswer: json, to: answer.key)
      guard let reason else { return true }
      dropped.append(.droppedRequest(saved.location, key: answer.key, reason: reason))
      return false
    }
    return (checked, dropped)
  }

  /// The steps of the saved state, restored into the shape of `template`.
  private func restoreSteps<Tab: Hashable & Sendable & Decodable, Route: Hashable & Sendable & Codable>(
    into template: NavigationState<Tab, Route>, registry: RouteRegistry, schemaVersion: Int,
    migrate: RouteMigration?, limits: RestorationLimits
  ) -> Restoration<Tab, Route> {
    var diagnostics: [RestorationDiagnostic] = []
    guard self.schemaVersion <= schemaVersion else {
      return Restoration(
        state: template, diagnostics: [.newerSchema(saved: self.schemaVersion, app: schemaVersion)])
    }
    if self.schemaVersion < schemaVersion {
      diagnostics.append(.migrated(from: self.schemaVersion, to: schemaVersion))
    }
    // The app's migration, for the routes of an older schema only.
    let migration = self.schemaVersion < schemaVersion ? migrate.map { (self.schemaVersion, $0) } : nil
    // One saved stack, at most `allowed` of its steps, and what restoring it said.
    let stack: StackRestorer<Route> = { saved, location, allowed in
      var said: [RestorationDiagnostic] = []
      if saved.count > allowed { said.append(.trimmed(location, kept: allowed, saved: saved.count)) }
      let (stack, dropped): (BackStack<Route>, _) = Self.restoreStack(
        saved.prefix(allowed), at: location, registry: registry, migration: migration)
      return (stack, said + dropped)
    }
    switch (state, template) {
    case (.stack(let saved), .stack):
      let (restored, said) = stack(saved, .single, limits.maxSteps)
      return Restoration(state: .stack(restored), diagnostics: diagnostics + said)
    case (.tabs(let selected, let savedTabs, let savedOverTabs), .tabs(let tabs)):
      let (restored, said) = Self.restoreTabs(
        selected: selected, savedTabs, overTabs: savedOverTabs, into: tabs, limit: limits.maxSteps, stack: stack)
      return Restoration(state: .tabs(restored), diagnostics: diagnostics + said)
    case (.tabs(let selected, let savedTabs, let savedOverTabs), .stack):
      // The shown stack was the modal over all tabs, or the selected tab's.
      let shown =
        savedOverTabs.isEmpty
        ? savedTabs.first { $0.tab == selected }.map { ($0.stack, SavedStackLocation.tab($0.tab)) }
        : (savedOverTabs, .modalOverTabs)
      let (restored, said) = shown.map { stack($0.0, $0.1, limits.maxSteps) } ?? (BackStack(), [])
      return Restoration(state: .stack(restored), diagnostics: diagnostics + said + [.changedShape])
    case (.stack(let saved), .tabs(var tabs)):
      let (restored, said) = stack(saved, .single, limits.maxSteps)
      tabs.selectedStack = restored
      return Restoration(state: .tabs(tabs), diagnostics: diagnostics + said + [.changedShape])
    }
  }

  /// Restores one saved stack, at most the given number of its steps, and
  /// says what restoring it dropped.
  private typealias StackRestorer<Route: Hashable & Sendable> = (
    [SavedStep], SavedStackLocation, Int
  ) -> (BackStack<Route>, [RestorationDiagnostic])

  /// The saved tabs restored into `tabs`, each saved tab the app has once,
  /// the limit of steps shared (the smaller stacks whole, the largest cut),
  /// and what restoring them said, in order.
  private static func restoreTabs<Tab: Hashable & Sendable & Decodable, Route: Hashable & Sendable & Codable>(
    selected: String, _ savedTabs: [SavedTab], overTabs savedOverTabs: [SavedStep], into tabs: Tabs<Tab, Route>,
    limit: Int, stack: StackRestorer<Route>
  ) -> (Tabs<Tab, Route>, [RestorationDiagnostic]) {
    var tabs = tabs
    var said: [RestorationDiagnostic] = []
    // Each saved tab the app has, once: later copies are dropped.
    var seen = Set<Tab>()
    var kept: [(tab: Tab, saved: SavedTab)] = []
    for saved in savedTabs {
      guard let tab = decode(Tab.self, from: saved.tab), tabs.order.contains(tab) else {
        said.append(.droppedTab(saved.tab))
        continue
      }
      guard seen.insert(tab).inserted else {
        said.append(.duplicateTab(saved.tab))
        continue
      }
      kept.append((tab, saved))
    }
    let selectedTab = decode(Tab.self, from: selected).flatMap { tabs.order.contains($0) ? $0 : nil }
    // The steps each stack may keep: the smaller stacks whole, the largest cut.
    let (allowed, allowedOverTabs) = StepBudget.allowances(
      tabs: kept.map(\.saved.stack.count), selected: kept.firstIndex { $0.tab == selectedTab },
      overTabs: savedOverTabs.count, limit: limit)
    for (index, entry) in kept.enumerated() {
      let (restored, dropped) = stack(entry.saved.stack, .tab(entry.saved.tab), allowed[index])
      said += dropped
      try? tabs.setStack(restored, for: entry.tab)
    }
    if let selectedTab {
      try? tabs.select(selectedTab, reselectPopsToRoot: false)
    } else {
      said.append(.unknownSelectedTab(selected))
    }
    let (overTabs, dropped) = stack(savedOverTabs, .modalOverTabs, allowedOverTabs)
    said += dropped
    do {
      try tabs.setModalOverTabs(overTabs)
    } catch {
      said.append(.droppedModalOverTabs)
    }
    return (tabs, said)
  }

  /// One saved stack, migrated through `migration` (the version it was
  /// saved with, and the app's migration), then decoded up to its first
  /// failure. Every dropped step is reported, in the order of its position.
  private static func restoreStack<Route: Hashable & Sendable & Codable>(
    _ saved: ArraySlice<SavedStep>, at location: SavedStackLocation, registry: RouteRegistry,
    migration: (fromVersion: Int, migrate: RouteMigration)?
  ) -> (BackStack<Route>, [RestorationDiagnostic]) {
    // A step that could not be read: the steps before it are restored.
    if let bad = saved.firstIndex(where: { $0.unreadable != nil }) {
      let (stack, dropped): (BackStack<Route>, _) = restoreStack(
        saved[..<bad], at: location, registry: registry, migration: migration)
      let position = bad - saved.startIndex
      let unread = saved[bad...].enumerated().map { offset, step in
        offset == 0 && stack.count == position
          ? RestorationDiagnostic.undecodableRoute(
            tag: step.route.tag, position: position, in: location,
            reason: "the step could not be read: \(step.unreadable ?? "")")
          : .droppedAfter(tag: step.route.tag, position: position + offset, in: location, firstDropped: stack.count)
      }
      return (stack, dropped + unread)
    }
    let saved = Array(saved)
    var elements = saved.map(\.route)
    var dropped: [RestorationDiagnostic] = []
    if let (fromVersion, migrate) = migration {
      for position in elements.indices {
        guard let migrated = migrate((elements[position].tag, elements[position].json), fromVersion) else {
          dropped = RouteBatchCoding.dropped(from: position, of: elements, in: location) {
            .removedByMigration(tag: $0, position: $1, in: $2, fromVersion: fromVersion)
          }
          elements.removeSubrange(position...)
          break
        }
        elements[position] = .init(tag: migrated.tag, json: migrated.json)
      }
    }
    let (routes, failed) = RouteBatchCoding.decodePrefix(elements, registry: registry, in: location)
    var stack = BackStack<Route>()
    for (position, route) in routes.enumerated() {
      // A navigator of mixed routes keeps the `AnyRoute`; a typed one unwraps it.
      guard let route = (route as? Route) ?? route.as(Route.self) else {
        let reason = "not a \(_typeName(Route.self, qualified: true))"
        let notARoute = RouteBatchCoding.dropped(from: position, of: elements, in: location) {
          .undecodableRoute(tag: $0, position: $1, in: $2, reason: reason)
        }
        return (stack, notARoute + dropped)
      }
      stack.append(
        contentsOf: CollectionOfOne(
          Step(
            route, saved[position].presentation, hidesBack: saved[position].hidesBack,
            confirmsLeaving: saved[position].confirmsLeaving)))
    }
    return (stack, failed + dropped)
  }

  private static func decode<Value: Decodable>(_ type: Value.Type, from json: String) -> Value? {
    try? JSONDecoder().decode(Value.self, from: Data(json.utf8))
  }
}

/// Bounds on a saved state read from outside, and on what a store saves, so
/// that what is saved restores.
@_spi(WayfinderInternals) public struct RestorationLimits: Hashable, Sendable {
  /// The most bytes read at all.
  package var maxBytes: Int
  /// The most steps in all stacks together: a restore keeps the steps that
  /// fit (see ``NavigationSnapshot/restore(into:registry:schemaVersion:migrate:limits:)``).
  package var maxSteps: Int
  /// The deepest nesting of JSON arrays and objects.
  package var maxNesting: Int

  /// Limits of `maxBytes`, `maxSteps` and `maxNesting`.
  ///
  /// - Parameters:
  ///   - maxBytes: The most bytes read at all.
  ///   - maxSteps: The most steps in all stacks together.
  ///   - maxNesting: The deepest nesting of JSON arrays and objects.
  @_spi(WayfinderInternals) public init(maxBytes: Int, maxSteps: Int, maxNesting: Int) {
    (self.maxBytes, self.maxSteps, self.maxNesting) = (maxBytes, maxSteps, maxNesting)
  }

  /// 4 MiB, 10,000 steps, and nesting 64 deep.
  @_spi(WayfinderInternals) public static let `default` = RestorationLimits(
    maxBytes: 4 << 20, maxSteps: 10_000, maxNesting: 64)
}
