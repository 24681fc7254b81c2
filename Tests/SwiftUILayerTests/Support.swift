import SwiftUI
import Testing
import Wayfinder
@_spi(WayfinderInternals) import WayfinderSwiftUI

/// A split of two columns on an iPad in regular width, for `navigator`: a
/// sidebar of three folders ("Folder 0" to "Folder 2", each tagged with
/// `folder` of its number), and each screen its route as text.
@MainActor func folderSplit<Route: Hashable & Sendable>(
  _ navigator: Navigator<Never, Route>, folder: @escaping @Sendable (Int) -> Route
) -> (bindings: NavigationBindings<Never, Route>, device: Device) {
  navigator.layouts = NavigationLayouts(.twoColumns)
  let bindings = NavigationBindings(navigator, sizeClass: .regular)
  let device = Device(.iPad) {
    NavigationSplitHost(bindings.navigator) { selection in
      List(selection: selection) { ForEach(0..<3) { Text(verbatim: "Folder \($0)").tag(folder($0)) } }
    } screen: {
      Text(verbatim: "\($0)")
    }
  }
  return (bindings, device)
}

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
