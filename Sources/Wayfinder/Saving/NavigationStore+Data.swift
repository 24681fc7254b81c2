import Foundation

extension NavigationStore {
  /// The bytes the store writes for `state`, for an app that keeps its
  /// state somewhere else too (`@SceneStorage`, a document, a server): the
  /// one format Wayfinder writes, which ``restore(from:into:)`` reads.
  ///
  /// A state over the limit of steps is cut as a save cuts it (see
  /// ``save(_:)``).
  ///
  /// - Parameter state: The state to save.
  /// - Returns: The saved state, as JSON bytes.
  /// - Throws: ``StoreError/notEncodable(typeName:reason:)`` for a route that cannot be
  ///   encoded, or ``StoreError/tooLarge(bytes:limit:)`` for a state over
  ///   the limit of bytes (it would not restore).
  public func data(for state: NavigationState<Tab, Route>) throws(StoreError) -> Data {
    try Self.encode(
      state, schemaVersion: schemaVersion, registry: registry, limits: limits, keepingWhatEncodes: false
    ).get().data
  }

  /// `data`, saved by ``data(for:)`` or read from the store's file, restored
  /// into `template` as ``restore(into:)`` restores the file: routes
  /// migrated and decoded through the store's registry, keeping as much as
  /// still makes sense. Bytes that are not a saved state restore `template`
  /// with an ``RestorationDiagnostic/unreadable(_:)`` diagnostic.
  ///
  /// - Parameters:
  ///   - data: The saved state's bytes.
  ///   - template: The app's initial state, whose shape the result takes.
  /// - Returns: The restored state and every diagnostic.
  public func restore(from data: Data, into template: NavigationState<Tab, Route>) -> Restoration<Tab, Route> {
    let snapshot: NavigationSnapshot
    do throws(StoreError) {
      snapshot = try NavigationSnapshot(json: data, limits: limits)
    } catch {
      return Restoration(state: template, diagnostics: [.unreadable(error)])
    }
    return snapshot.restore(
      into: template, registry: registry, schemaVersion: schemaVersion, migrate: migrate, limits: limits)
  }

  /// `state`'s bytes as a snapshot of `schemaVersion`, within `limits`:
  /// its steps cut to fit, each stack cut before a route that cannot be
  /// encoded (when `keepingWhatEncodes`; else such a route fails the
  /// encoding), and what was cut.
  static func encode(
    _ state: NavigationState<Tab, Route>, schemaVersion: Int, registry: RouteRegistry, limits: RestorationLimits,
    keepingWhatEncodes: Bool = true
  ) -> Result<Encoded, StoreError> {
    var (fitting, trimmed) = state.fitting(steps: limits.maxSteps)
    let snapshot: NavigationSnapshot
    do throws(RouteEncodingFailure) {
      do throws(RouteEncodingFailure) {
        snapshot = try NavigationSnapshot(fitting, schemaVersion: schemaVersion, registry: registry)
      } catch {
        guard keepingWhatEncodes else { throw error }
        let (encodable, cut) = fitting.encodable(registry: registry)
        snapshot = try NavigationSnapshot(encodable, schemaVersion: schemaVersion, registry: registry)
        trimmed += cut
      }
    } catch {
      return .failure(.notEncodable(typeName: error.typeName, reason: error.reason))
    }
    let data = snapshot.jsonData()
    guard data.count <= limits.maxBytes else { return .failure(.tooLarge(bytes: data.count, limit: limits.maxBytes)) }
    return .success((data, trimmed))
  }

  /// `windows`' bytes as one snapshot of `schemaVersion`, within `limits`:
  /// each window cut to the steps a state may hold, and what was cut.
  static func encode(
    _ windows: WindowSet<Tab, Route>, schemaVersion: Int, registry: RouteRegistry, limits: RestorationLimits
  ) -> Result<Encoded, StoreError> {
    let snapshot: NavigationSnapshot
    let trimmed: [RestorationDiagnostic]
    do throws(RouteEncodingFailure) {
      (snapshot, trimmed) = try NavigationSnapshot.of(
        windows, schemaVersion: schemaVersion, registry: registry, maxSteps: limits.maxSteps)
    } catch {
      return .failure(.notEncodable(typeName: error.typeName, reason: error.reason))
    }
    let data = snapshot.jsonData()
    guard data.count <= limits.maxBytes else { return .failure(.tooLarge(bytes: data.count, limit: limits.maxBytes)) }
    return .success((data, trimmed))
  }
}
