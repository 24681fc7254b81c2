import Foundation
import Testing
@_spi(WayfinderInternals) import Wayfinder

@Suite struct BadInputTests {
  /// A saved path read from `json`: through the public initializer, or
  /// with other limits (the fuzz target's).
  func representation(_ json: String, limits: RouteDecodingLimits? = nil) throws -> RoutePath.CodableRepresentation {
    guard let limits else { return try RoutePath.CodableRepresentation(json: Data(json.utf8)) }
    return try RoutePath.CodableRepresentation(json: Data(json.utf8), limits: limits)
  }

  @Test(arguments: [
    "garbage", "", "[", #"["Swift.Int","4"#, "{}", "42", "null", #"{"a":1}"#,
  ])
  func malformedJSONIsAClearError(json: String) {
    #expect(throws: DecodingError.self) { try representation(json) }
  }

  @Test func oddNumberOfStringsIsAClearError() {
    do {
      _ = try representation(#"["Swift.Int","4","Swift.Int"]"#)
      Issue.record("expected an error")
    } catch let DecodingError.dataCorrupted(context) {
      #expect(context.debugDescription.contains("pairs"))
    } catch {
      Issue.record("unexpected \(error)")
    }
  }

  @Test(arguments: [#"["Swift.Int",4]"#, #"[1,"4"]"#, #"["Swift.Int",null]"#, #"[["a"],"b"]"#])
  func nonStringEntriesAreAClearError(json: String) {
    #expect(throws: DecodingError.self) { try representation(json) }
  }

  @Test func tooManyBytesIsRefusedBeforeParsing() {
    let json = "[" + String(repeating: #""Swift.Int","1","#, count: 1000) + #""Swift.Int","1"]"#
    let limits = RouteDecodingLimits(maxBytes: 1000, maxElements: 10_000)
    do {
      _ = try representation(json, limits: limits)
      Issue.record("expected an error")
    } catch let DecodingError.dataCorrupted(context) {
      #expect(context.debugDescription == "the saved path is \(json.utf8.count) bytes; the limit is 1000")
    } catch {
      Issue.record("unexpected \(error)")
    }
  }

  @Test func aMillionElementArrayIsRefusedByTheElementLimit() {
    let json = "[" + Array(repeating: #""a""#, count: 1_000_000).joined(separator: ",") + "]"
    let limits = RouteDecodingLimits(maxBytes: 8 << 20, maxElements: 10_000)
    do {
      _ = try representation(json, limits: limits)
      Issue.record("expected an error")
    } catch let DecodingError.dataCorrupted(context) {
      #expect(context.debugDescription.contains("limit is 10000"))
    } catch {
      Issue.record("unexpected \(error)")
    }
  }

  @Test func aMillionElementArrayIsRefusedByTheDefaultByteLimit() {
    let json = "[" + Array(repeating: #""Swift.Int","1""#, count: 500_000).joined(separator: ",") + "]"
    do {
      _ = try representation(json)
      Issue.record("expected an error")
    } catch let DecodingError.dataCorrupted(context) {
      #expect(context.debugDescription == "the saved path is \(json.utf8.count) bytes; the limit is 4194304")
    } catch {
      Issue.record("unexpected \(error)")
    }
  }

  @Test func limitsApplyThroughAPlainJSONDecoderToo() {
    let decoder = JSONDecoder()
    decoder.routeDecodingLimits = RouteDecodingLimits(maxBytes: 1 << 20, maxElements: 1)
    #expect(decoder.routeDecodingLimits.maxElements == 1)
    let json = #"["Swift.Int","1","Swift.Int","2"]"#
    #expect(throws: DecodingError.self) {
      try decoder.decode(RoutePath.CodableRepresentation.self, from: Data(json.utf8))
    }
  }

  @Test func unknownTagsEverywhereGiveAnEmptyPathNotACrash() throws {
    let json = "[" + Array(repeating: #""X.Y","1""#, count: 5000).joined(separator: ",") + "]"
    let decoded = RoutePath.restoring(try representation(json), registry: testRegistry)
    #expect(decoded.path.isEmpty)
    #expect(decoded.diagnostics.count == 5000)
    #expect(decoded.diagnostics.first == .unknownRouteTag("X.Y", position: 0, in: .single))
    #expect(decoded.diagnostics.last == .droppedAfter(tag: "X.Y", position: 4999, in: .single, firstDropped: 0))
  }

  @Test func deeplyNestedValueFailsAsAValueNotAsACrash() throws {
    let nested = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
    let escaped = nested  // brackets need no escaping inside a JSON string
    let json = #"["Swift.Int",""# + escaped + #""]"#
    let decoded = RoutePath.restoring(try representation(json), registry: testRegistry)
    #expect(decoded.path.isEmpty)
    #expect(decoded.diagnostics.count == 1)
  }
}
