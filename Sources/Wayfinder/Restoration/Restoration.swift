import Foundation

/// A state restored from a snapshot, and what could not be kept.
public struct Restoration<Tab: Hashable & Sendable, Route: Hashable & Sendable>: Hashable, Sendable {
  /// The state: as much of the saved one as still makes sense.
  public var state: NavigationState<Tab, Route>
  /// Everything that was migrated, dropped or replaced, in order.
  public var diagnostics: [RestorationDiagnostic]
}

/// Where in a restored state a saved stack was.
public enum SavedStackLocation: Hashable, Sendable, CustomStringConvertible {
  /// The only stack of a state without tabs.
  case stack
  /// The stack of the tab saved as this JSON text.
  case tab(String)
  /// The modal over all tabs.
  case modalOverTabs

  public var description: String {
    switch self {
    case .stack: "the stack"
    case .tab(let tab): "tab \(tab)"
    case .modalOverTabs: "the modal over all tabs"
    }
  }
}

/// One thing a restore changed from what was saved, and why.
public enum RestorationDiagnostic: Hashable, Sendable, CustomStringConvertible {
  /// The routes were migrated through these schema versions.
  case migrated(from: Int, to: Int)
  /// A route, and the steps after it, were not kept.
  case droppedRoute(DroppedRoute, in: SavedStackLocation)
  /// A saved tab the app no longer has (or that does not decode); its stack is dropped.
  case droppedTab(String)
  /// The saved selected tab is not one of the app's tabs: the app's own
  /// selection is kept.
  case unknownSelectedTab(String)
  /// The modal over all tabs does not start with a sheet or a cover any more
  /// (its first step was dropped or migrated): it is not restored.
  case droppedModalOverTabs
  /// The saved state and the app differ in shape (tabs and a single stack):
  /// the saved shown stack is restored into the app's shown stack.
  case changedShape
  /// Saved by a newer schema than the app's: nothing is restored.
  case newerSchema(saved: Int, app: Int)
  /// The navigator refused the restored state (a guard blocked it): the
  /// navigator keeps its state.
  case refused(NavigationError)
  /// The saved file could not be read at all: nothing is restored, and the
  /// file was moved aside under this name (kept, not deleted), when it could be.
  case unreadable(RestorationError, movedTo: String?)

  public var description: String {
    switch self {
    case .migrated(let from, let to): "migrated the saved routes from schema \(from) to \(to)"
    case .droppedRoute(let route, let location): "\(location): \(route)"
    case .droppedTab(let tab): "the saved tab \(tab) is not one of the app's tabs: its stack was dropped"
    case .unknownSelectedTab(let tab): "the saved selected tab \(tab) is not one of the app's tabs"
    case .droppedModalOverTabs: "the modal over all tabs no longer starts with a sheet or a cover: it was dropped"
    case .changedShape: "the saved state and the app differ in shape: the shown stack was restored"
    case .newerSchema(let saved, let app): "saved by schema \(saved), newer than the app's \(app): nothing was restored"
    case .refused(let error): "the restored state was refused: \(error)"
    case .unreadable(let error, let aside):
      "\(error): nothing was restored" + (aside.map { "; the file was kept as \($0)" } ?? "")
    }
  }
}

extension NavigationSnapshot {
  /// Restores the saved state into the shape of `template` (the app's
  /// initial state: its tabs and default selection), keeping as much as
  /// still makes sense. Never traps.
  ///
  /// - Routes saved by an older schema go through `migrations` first, one
  ///   version at a time.
  /// - Each stack keeps its longest prefix that still decodes through
  ///   `registry` (the rule ``RoutePath`` follows): a split selection that no
  ///   longer decodes clears the columns after it.
  /// - Tabs are matched by value: a saved tab the app no longer has is
  ///   dropped, a new tab starts empty, and an unknown selected tab keeps the
  ///   template's selection.
  /// - A snapshot of a newer schema restores nothing.
  ///
  /// Each of these is reported in ``Restoration/diagnostics``.
  public func restore<Tab: Hashable & Sendable & Decodable, Route: Hashable & Sendable & Codable>(
    into template: NavigationState<Tab, Route>, registry: RouteRegistry, schemaVersion: Int,
    migrations: [SnapshotMigration] = []
  ) -> Restoration<Tab, Route> {
    var diagnostics: [RestorationDiagnostic] = []
    guard self.schemaVersion <= schemaVersion else {
      return Restoration(
        state: template, diagnostics: [.newerSchema(saved: self.schemaVersion, app: schemaVersion)])
    }
    if self.schemaVersion < schemaVersion {
      diagnostics.append(.migrated(from: self.schemaVersion, to: schemaVersion))
    }
    func steps(_ saved: [SavedStep], _ location: SavedStackLocation) -> BackStack<Route> {
      let (stack, dropped): (BackStack<Route>, [DroppedRoute]) = restoreStack(
        saved, registry: registry, to: schemaVersion, migrations: migrations)
      diagnostics += dropped.map { .droppedRoute($0, in: location) }
      return stack
    }
    switch (state, template) {
    case (.stack(let saved), .stack):
      return Restoration(state: .stack(steps(saved, .stack)), diagnostics: diagnostics)
    case (.tabs(let selected, let savedTabs, let savedOverTabs), .tabs(var tabs)):
      for saved in savedTabs {
        guard let tab = Self.decode(Tab.self, from: saved.tab), tabs.order.contains(tab) else {
          diagnostics.append(.droppedTab(saved.tab))
          continue
        }
        try? tabs.setStack(steps(saved.stack, .tab(saved.tab)), for: tab)
      }
      if let tab = Self.decode(Tab.self, from: selected), tabs.order.contains(tab) {
        try? tabs.select(tab, reselectPopsToRoot: false)
      } else {
        diagnostics.append(.unknownSelectedTab(selected))
      }
      let overTabs = steps(savedOverTabs, .modalOverTabs)
      do {
        try tabs.setModalOverTabs(overTabs)
      } catch {
        diagnostics.append(.droppedModalOverTabs)
      }
      return Restoration(state: .tabs(tabs), diagnostics: diagnostics)
    case (.tabs(let selected, let savedTabs, let savedOverTabs), .stack):
      // The shown stack was the modal over all tabs, or the selected tab's.
      let shown =
        savedOverTabs.isEmpty
        ? savedTabs.first { $0.tab == selected }.map { ($0.stack, SavedStackLocation.tab($0.tab)) }
        : (savedOverTabs, .modalOverTabs)
      let stack = shown.map { steps($0.0, $0.1) } ?? BackStack()
      return Restoration(state: .stack(stack), diagnostics: diagnostics + [.changedShape])
    case (.stack(let saved), .tabs(var tabs)):
      tabs.selectedStack = steps(saved, .stack)
      return Restoration(state: .tabs(tabs), diagnostics: diagnostics + [.changedShape])
    }
  }

  /// One saved stack, migrated, then decoded up to its first failure.
  private func restoreStack<Route: Hashable & Sendable & Codable>(
    _ saved: [SavedStep], registry: RouteRegistry, to version: Int, migrations: [SnapshotMigration]
  ) -> (BackStack<Route>, [DroppedRoute]) {
    var elements = saved.map(\.route)
    var dropped: [DroppedRoute] = []
    for from in schemaVersion..<version {
      for migration in migrations where migration.fromVersion == from {
        for position in elements.indices {
          guard let migrated = migration.migrate(elements[position]) else {
            dropped = RouteBatchCoding.droppedFrom(
              position, reason: .removedByMigration(fromVersion: from), of: elements)
            elements.removeSubrange(position...)
            break
          }
          elements[position] = migrated
        }
      }
    }
    let (routes, failed) = RouteBatchCoding.decodePrefix(elements, registry: registry)
    var stack = BackStack<Route>()
    for (position, route) in routes.enumerated() {
      // A navigator of mixed routes keeps the `AnyRoute`; a typed one unwraps it.
      guard let route = (route as? Route) ?? route.as(Route.self) else {
        let reason = RouteDecodingFailure.undecodableValue(
          tag: elements[position].tag, reason: "not a \(_typeName(Route.self, qualified: true))")
        return (stack, RouteBatchCoding.droppedFrom(position, reason: .failed(reason), of: elements) + dropped)
      }
      stack.append(
        contentsOf: CollectionOfOne(Step(route, saved[position].presentation, hidesBack: saved[position].hidesBack)))
    }
    return (stack, failed + dropped)
  }

  private static func decode<Value: Decodable>(_ type: Value.Type, from json: String) -> Value? {
    try? JSONDecoder().decode(Value.self, from: Data(json.utf8))
  }
}
