import SwiftUI
import Testing

/// How the tests read the stand-in: settle, then the screen as text.
extension Device {
  /// Settles and returns the screen.
  func settledScreen() async -> String {
    await settle()
    return screen
  }

  /// Taps `label` and settles.
  func tapAndSettle(_ label: String, index: Int = 0) async throws {
    try tap(label, index: index)
    await settle()
  }
}
