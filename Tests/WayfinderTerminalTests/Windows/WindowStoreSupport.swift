import Foundation
@_spi(WayfinderInternals) import Wayfinder
@_spi(WayfinderInternals) import WayfinderTerminal

// The window store's tests use the core's window test app
// (WindowTestApp.swift, a link to Tests/WayfinderTests/Windows/WindowSupport.swift,
// whose target this one cannot see), with tabs of their own.

enum AppTab: String, Hashable, Codable, Sendable, CaseIterable {
  case home, search, settings
}

extension TerminalWindowStore {
  /// The links left for `id`, polled as a window polls its inbox (a poll
  /// while the index's lock is held takes nothing), for at most 60 s.
  @MainActor func polledLinks(for id: WindowID) async -> [String] {
    await poll({ takeLinks(for: id) }, until: { !$0.isEmpty })
  }
}
