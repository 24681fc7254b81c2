/// One step of an app's schema, from version ``fromVersion`` to the next: how
/// each saved route of that version reads in the next one.
///
/// A step can rename a tag, drop routes, or map one route to another. The
/// registry's aliases already cover a renamed type; a migration covers what
/// an alias cannot (a removed case, a route whose value changed shape).
///
/// ```swift
/// let migrations = [
///   SnapshotMigration.renameTag("settings", to: "preferences", fromVersion: 1),
///   SnapshotMigration.drop(tag: "legacy", fromVersion: 1),
/// ]
/// ```
public struct SnapshotMigration: Sendable {
  /// The schema version this step migrates from (to `fromVersion + 1`).
  public let fromVersion: Int
  /// The route as it reads in the next version, or `nil` to drop it: a
  /// saved route is its tag and its value as JSON text.
  public let migrate: @Sendable (_ route: (tag: String, json: String)) -> (tag: String, json: String)?

  /// A step from `fromVersion` that migrates each saved route with `migrate`
  /// (returning `nil` drops the route, and the steps after it in its stack).
  ///
  /// - Parameters:
  ///   - fromVersion: The schema version it migrates from.
  ///   - migrate: The route (its tag and its value as JSON text) as it
  ///     reads in the next version, or `nil` to drop it.
  public init(
    fromVersion: Int,
    _ migrate: @escaping @Sendable (_ route: (tag: String, json: String)) -> (tag: String, json: String)?
  ) {
    self.fromVersion = fromVersion
    self.migrate = migrate
  }

  /// Saves routes tagged `old` under `new`.
  ///
  /// - Parameters:
  ///   - old: The tag in version `fromVersion`.
  ///   - new: The tag in the next version.
  ///   - fromVersion: The schema version it migrates from.
  /// - Returns: The migration.
  public static func renameTag(_ old: String, to new: String, fromVersion: Int) -> SnapshotMigration {
    SnapshotMigration(fromVersion: fromVersion) { route in
      route.tag == old ? (new, route.json) : route
    }
  }

  /// Drops the routes tagged `tag`, and the steps after each in its stack.
  ///
  /// - Parameters:
  ///   - tag: The tag of the routes to drop.
  ///   - fromVersion: The schema version it migrates from.
  /// - Returns: The migration.
  public static func drop(tag: String, fromVersion: Int) -> SnapshotMigration {
    SnapshotMigration(fromVersion: fromVersion) { route in route.tag == tag ? nil : route }
  }
}
