import Testing

@testable import WayfinderTesting

/// Runs `body`, expecting the product to report no failure in it: the
/// failures it reported are listed otherwise, at the caller's line.
func expectNoFailures(
  isolation: isolated (any Actor)? = #isolation, sourceLocation: SourceLocation = #_sourceLocation,
  _ body: () async throws -> Void
) async rethrows {
  let failures = try await Report.failures(isolation: isolation, in: body)
  #expect(failures.isEmpty, "\(failures)", sourceLocation: sourceLocation)
}
