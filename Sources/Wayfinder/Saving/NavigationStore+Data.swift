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
      state, schemaVersion: schemaVersion, registry: registry, limits: limits, keepingWhatFits: false
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
  /// its steps cut to fit the limit of steps and, when `keepingWhatFits`,
  /// the limit of bytes (the largest stacks cut first, see ``StepBudget``),
  /// each stack cut before a route that cannot be encoded (when
  /// `keepingWhatFits`; else such a route fails the encoding), and what was
  /// cut. Fails with ``StoreError/tooLarge(bytes:limit:)`` only when the
  /// state is over the bytes with no step at all (or not `keepingWhatFits`).
  /// With `windows` (a window navigator's file a single navigator
  /// restored), the snapshot holds them too, `state` as the window in front.
  static func encode(
    _ state: NavigationState<Tab, Route>, schemaVersion: Int, registry: RouteRegistry, limits: RestorationLimits,
    keepingWhatFits: Bool = true, carrying windows: SavedWindows? = nil
  ) -> Result<Encoded, StoreError> {
    fittingBytes(limits, keepingWhatFits: keepingWhatFits) { (steps) throws(RouteEncodingFailure) in
      var (fitting, trimmed) = state.fitting(steps: min(steps ?? limits.maxSteps, limits.maxSteps))
      var snapshot: NavigationSnapshot
      do throws(RouteEncodingFailure) {
        snapshot = try NavigationSnapshot(fitting, schemaVersion: schemaVersion, registry: registry)
      } catch {
        guard keepingWhatFits else { throw error }
        let (encodable, cut) = fitting.encodable(registry: registry)
        trimmed += cut
        fitting = encodable
        snapshot = try NavigationSnapshot(fitting, schemaVersion: schemaVersion, registry: registry)
      }
      snapshot.windows = windows.map { $0.withFrontWindowAsTheSnapshots() }
      // Each stack's first steps near the start of the file, for routing a link among saved windows.
      return (windows == nil ? snapshot.withHead() : snapshot, trimmed)
    }
  }

  /// `windows`' bytes as one snapshot of `schemaVersion`, within `limits`:
  /// each window cut to the steps a state may hold, the whole file to its
  /// bytes (the largest stacks of all windows cut first), and what was cut.
  static func encode(
    _ windows: WindowSet<Tab, Route>, schemaVersion: Int, registry: RouteRegistry, limits: RestorationLimits
  ) -> Result<Encoded, StoreError> {
    fittingBytes(limits, keepingWhatFits: true) { (steps) throws(RouteEncodingFailure) in
      try NavigationSnapshot.of(
        windows, schemaVersion: schemaVersion, registry: registry, maxSteps: limits.maxSteps, totalSteps: steps)
    }
  }

  /// The bytes of the snapshot `encode` makes of at most `steps` steps
  /// (`nil`, no more than the limit of steps, first), within `limits.maxBytes`: while they are
  /// over, and `keepingWhatFits`, encoded again of fewer steps, in
  /// proportion to the bytes over. O(bytes × tries); a try cuts at least
  /// one step, and usually one try is enough.
  static func fittingBytes(
    _ limits: RestorationLimits, keepingWhatFits: Bool,
    _ encode: (_ steps: Int?) throws(RouteEncodingFailure) -> (NavigationSnapshot, [RestorationDiagnostic])
  ) -> Result<Encoded, StoreError> {
    var steps: Int?
    var before = Int.max
    while true {
      let snapshot: NavigationSnapshot
      let trimmed: [RestorationDiagnostic]
      do throws(RouteEncodingFailure) {
        (snapshot, trimmed) = try encode(steps)
      } catch {
        return .failure(.notEncodable(typeName: error.typeName, reason: error.reason))
      }
      let data = snapshot.jsonData()
      if data.count <= limits.maxBytes { return .success((data, trimmed)) }
      let saved = snapshot.state.stepCount + (snapshot.windows?.stepCount ?? 0)
      // Over with no step left to cut (or none that a cut reaches).
      guard keepingWhatFits, saved > 0, saved < before else {
        return .failure(.tooLarge(bytes: data.count, limit: limits.maxBytes))
      }
      before = saved
      // In proportion to the bytes over, with a margin for the envelope.
      steps = min(saved - 1, Int(Double(saved) * Double(limits.maxBytes) / Double(data.count) * 0.95))
    }
  }
}
