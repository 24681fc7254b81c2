import Foundation

/// A question one screen asks another, answered with a value of type
/// `Answer`: "pick a color" answered with a color, "sign in" with an account.
///
/// A key is declared once, where the app declares its routes, and names the
/// answer's type, so asking, answering and reading are typed end to end:
///
/// ```swift
/// extension RequestKey<ColorChoice> {
///   static let pickColor = RequestKey("pick a color")
/// }
/// let request = try navigator.ask(.pickColor, presenting: .colorPicker)   // on the asking screen
/// try navigator.answer(.red, to: .pickColor)                               // on the picker
/// navigator.state.answer(to: request)                                      // .red, on the asking screen
/// ```
///
/// Answers are kept in the state as JSON text, so they are saved and
/// restored with it: `Answer` is `Codable`.
public struct RequestKey<Answer: Codable & Sendable>: Hashable, Sendable, CustomStringConvertible {
  /// The key's name: how a pending request or an answer names it in the
  /// state, the log and a saved file.
  public let name: String

  /// The key named `name`.
  ///
  /// - Parameter name: Unique among the app's keys; keep it when the answer's
  ///   type is renamed, so that saved answers still read.
  public init(_ name: String) { self.name = name }

  /// The key's name.
  public var description: String { name }
}

/// The identity of one request: each ask makes a new one.
@usableFromInline package struct RequestID: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The identity's text.
  package let rawValue: String

  /// The request identity `rawValue`.
  ///
  /// - Parameter rawValue: Unique among the requests an app makes.
  @usableFromInline package init(_ rawValue: String) { self.rawValue = rawValue }

  /// A new identity, unique among the requests of any run: 128 random
  /// bits, as 32 hexadecimal digits (as many as a UUID has, without the
  /// cost of formatting one).
  ///
  /// - Returns: The identity.
  package static func unique() -> RequestID {
    var generator = SystemRandomNumberGenerator()
    return RequestID(hex(generator.next()) + hex(generator.next()))
  }

  /// `value` as 16 lower-case hexadecimal digits.
  private static func hex(_ value: UInt64) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  /// Decodes the identity written as a JSON string.
  ///
  /// - Parameter decoder: The decoder.
  /// - Throws: The decoder's error for a value that is not a string.
  @usableFromInline package init(from decoder: any Decoder) throws {
    rawValue = try decoder.singleValueContainer().decode(String.self)
  }

  /// Encodes the identity as a JSON string.
  ///
  /// - Parameter encoder: The encoder.
  /// - Throws: The encoder's error.
  @usableFromInline package func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }

  /// The identity's text.
  @usableFromInline package var description: String { rawValue }
}

/// A request made: what it asks. Keep it to wait for the outcome
/// (``Navigator/outcome(of:)``) or to read the answer
/// (``NavigationState/answer(to:)``); ``Navigator/ask(_:presenting:as:in:cause:)``
/// makes it.
public struct Request<Answer: Codable & Sendable>: Hashable, Sendable {
  /// The request's identity.
  package let id: RequestID
  /// What it asks.
  public let key: RequestKey<Answer>

  /// The request `id`, asking `key`.
  ///
  /// - Parameters:
  ///   - id: The request's identity.
  ///   - key: What it asks.
  package init(id: RequestID, key: RequestKey<Answer>) { (self.id, self.key) = (id, key) }
}

/// A value given in answer, as the JSON text it is kept in: typed again when
/// read with its ``RequestKey``.
package struct AnswerValue: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The answer as JSON text.
  package let json: String

  /// The answer `json`, already encoded.
  ///
  /// - Parameter json: One JSON value.
  package init(json: String) { self.json = json }

  /// `value`, encoded.
  ///
  /// - Parameter value: The answer.
  /// - Throws: ``NavigationError/answerNotEncodable(_:)``.
  package init<Answer: Encodable>(_ value: Answer) throws(NavigationError) {
    do {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys]
      json = String(decoding: try encoder.encode(value), as: UTF8.self)
    } catch {
      throw .answerNotEncodable(String(describing: error))
    }
  }

  /// The answer as `type`, or `nil` when it does not decode as one (an
  /// answer saved before the type changed).
  ///
  /// - Parameter type: The answer's type.
  /// - Returns: The answer.
  package func decoded<Answer: Decodable>(as type: Answer.Type) -> Answer? {
    try? JSONDecoder().decode(Answer.self, from: Data(json.utf8))
  }

  /// Decodes the answer's JSON text, written as a JSON string.
  ///
  /// - Parameter decoder: The decoder.
  /// - Throws: The decoder's error for a value that is not a string.
  package init(from decoder: any Decoder) throws {
    json = try decoder.singleValueContainer().decode(String.self)
  }

  /// Encodes the answer's JSON text as a JSON string.
  ///
  /// - Parameter encoder: The encoder.
  /// - Throws: The encoder's error.
  package func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(json)
  }

  /// The JSON text.
  package var description: String { json }
}

/// A request waiting for its answer, kept in the stack of the screen that
/// asked: the answering screen is a step above it in the same stack, or a
/// dialog over it.
@usableFromInline package struct PendingRequest: Hashable, Sendable, Codable {
  /// What answers a request.
  @usableFromInline package enum Answerer: Hashable, Sendable, Codable {
    /// The screen of the step at this depth.
    case step(depth: Int)
    /// The stack's dialog.
    case dialog
  }

  /// The request's identity.
  package let id: RequestID
  /// The name of its ``RequestKey``.
  package let key: String
  /// The depth of the asking screen in the stack (0: its root screen).
  package internal(set) var askerDepth: Int
  /// What answers it.
  package internal(set) var answerer: Answerer

  /// A request `id` for `key`, asked at `askerDepth`, answered by `answerer`.
  ///
  /// - Parameters:
  ///   - id: The request's identity.
  ///   - key: The name of its key.
  ///   - askerDepth: The depth of the asking screen.
  ///   - answerer: What answers it.
  package init(id: RequestID, key: String, askerDepth: Int, answerer: Answerer) {
    (self.id, self.key, self.askerDepth, self.answerer) = (id, key, askerDepth, answerer)
  }
}

/// An answer given to a screen that asked, kept in its stack as long as that
/// screen is there, so the screen reads it whenever it is shown, after a
/// relaunch too.
@usableFromInline package struct DeliveredAnswer: Hashable, Sendable, Codable {
  /// The request answered.
  package let id: RequestID
  /// The name of its ``RequestKey``.
  package let key: String
  /// The depth of the asking screen in the stack.
  package internal(set) var askerDepth: Int
  /// The answer.
  package let value: AnswerValue

  /// The answer `value` to request `id` for `key`, asked at `askerDepth`.
  ///
  /// - Parameters:
  ///   - id: The request answered.
  ///   - key: The name of its key.
  ///   - askerDepth: The depth of the asking screen.
  ///   - value: The answer.
  package init(id: RequestID, key: String, askerDepth: Int, value: AnswerValue) {
    (self.id, self.key, self.askerDepth, self.value) = (id, key, askerDepth, value)
  }
}

/// What became of a request in one change: asked, answered or cancelled.
/// Every request is asked once and then answered or cancelled once.
@usableFromInline package struct RequestChange: Hashable, Sendable, CustomStringConvertible {
  /// What became of it.
  @usableFromInline package enum Kind: String, Hashable, Sendable {
    /// It was asked.
    case asked
    /// It was answered.
    case answered
    /// It ended without an answer.
    case cancelled
  }

  /// The request.
  package let id: RequestID
  /// The name of its key.
  package let key: String
  /// What became of it.
  package let kind: Kind

  /// Request `id` for `key` became `kind`.
  ///
  /// - Parameters:
  ///   - id: The request.
  ///   - key: The name of its key.
  ///   - kind: What became of it.
  package init(id: RequestID, key: String, kind: Kind) { (self.id, self.key, self.kind) = (id, key, kind) }

  /// `pick a color 1f2e… answered`.
  @usableFromInline package var description: String { "\(key) \(id) \(kind.rawValue)" }
}
