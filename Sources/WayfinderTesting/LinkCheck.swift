@_spi(WayfinderInternals) import Wayfinder

/// What ``Wayfinder/LinkTable/check(from:places:depth:seed:intents:)``
/// explored, and what it found wrong.
public struct LinkCheck: Sendable, CustomStringConvertible {
  /// The distinct places the walks reached.
  package internal(set) var places = 0
  /// How many of them printed a link (the others have a screen the table
  /// cannot print, which is allowed).
  public internal(set) var printed = 0
  /// How many hostile links were opened.
  package internal(set) var hostile = 0
  /// What was wrong, each with the walk or the link that shows it; empty
  /// when the table passed.
  public internal(set) var failures: [String] = []

  /// The counts, then each failure on a line of its own.
  public var description: String {
    let counts = "\(places) places, \(printed) printed a link, \(hostile) hostile links"
    return failures.isEmpty
      ? counts + ": no failure" : ([counts + ":"] + failures.map { "- " + $0 }).joined(separator: "\n")
  }
}

extension LinkTable {
  /// Checks this table for your app: walks from `template` by seeded random
  /// intents (each step one of those `intents` offers for the state
  /// reached; a refused one is skipped), and for each place reached that
  /// prints a link (with a replacing pattern or a pushing one), opens the
  /// link from `template` and expects the same place, printing the same
  /// link. Then opens hostile links on a
  /// navigator: links of other schemes and hosts, bad escapes, control and
  /// direction characters, dot segments, user names and ports, over the
  /// limits, and the printed links with a segment changed or doubled. Each
  /// must be refused with nothing changed, or open a place whose link opens
  /// it again.
  ///
  /// ```swift
  /// let check = appLinks.check(from: .tabs(Tabs(selected: .home))) { state in
  ///   [NavigationIntent(.push(.category(.list), hidesBack: false)), NavigationIntent(.selectTab(.settings, reselectPopsToRoot: true))]
  /// }
  /// #expect(check.failures.isEmpty, "\(check)")
  /// ```
  ///
  /// - Parameters:
  ///   - template: The state a link opens on: the app's state at launch.
  ///   - places: How many walks to make.
  ///   - depth: How many intents each walk applies at most.
  ///   - seed: The walks' seed: the same seed makes the same walks.
  ///   - intents: The intents the user or the app can make from a state.
  /// - Returns: What was explored and what failed; a failure names the
  ///   walk, the link and what it opened instead.
  @MainActor public func check(
    from template: NavigationState<Tab, Route>, places: Int = 300, depth: Int = 8, seed: UInt64 = 0,
    intents: (NavigationState<Tab, Route>) -> [NavigationIntent<Tab, Route>]
  ) -> LinkCheck {
    var check = LinkCheck()
    var random = SeededRandom(seed: seed)
    var seen: Set<NavigationState<Tab, Route>> = []
    var printedLinks: [String] = []
    if intents(template).isEmpty { check.failures.append("the intents closure offers nothing from the template") }
    for _ in 0..<max(0, places) {
      var state = template
      var walk: [NavigationIntent<Tab, Route>] = []
      for _ in 0..<max(0, depth) {
        guard let intent = intents(state).randomElement(using: &random) else { break }
        var next = state
        guard (try? next.apply(intent)) != nil else { continue }
        (state, walk) = (next, walk + [intent])
      }
      guard seen.insert(state).inserted else { continue }
      check.places += 1
      guard let link = try? link(for: state) else { continue }
      check.printed += 1
      printedLinks.append(link)
      let path = walk.isEmpty ? "the template" : walk.map { "\($0)" }.joined(separator: ", ")
      expectRoundTrip(link, shows: state, after: path, from: template, into: &check)
    }
    for link in HostileLinks.made(scheme: scheme, webHosts: webHosts, limits: limits, printed: printedLinks) {
      check.hostile += 1
      let navigator = Navigator(template)
      let before = (navigator.state, navigator.changeCount)
      do {
        try navigator.open(link, with: self)
      } catch {
        if navigator.state != before.0 || navigator.changeCount != before.1 {
          check.failures.append("the refused link \(debugQuoted(link)) changed the state (\(error))")
        }
        continue
      }
      if let printed = try? self.link(for: navigator.state) {
        expectRoundTrip(
          printed, shows: navigator.state, after: "opening \(debugQuoted(link))", from: template, into: &check)
      }
    }
    return check
  }

  /// Expects `link`, printed for `state` (reached by `path`), to open the
  /// same place from `template` and print itself again.
  private func expectRoundTrip(
    _ link: String, shows state: NavigationState<Tab, Route>, after path: String,
    from template: NavigationState<Tab, Route>, into check: inout LinkCheck
  ) {
    do {
      let opened = try self.state(for: link, from: template)
      if opened.shownPlace != state.shownPlace {
        check.failures.append(
          "\(link), printed after \(path), opens \(opened.shownPlace.stack) instead of \(state.shownPlace.stack)")
      } else if let again = try? self.link(for: opened), again != link {
        check.failures.append("\(link), printed after \(path), prints \(again) once opened")
      }
    } catch {
      check.failures.append("\(link), printed after \(path), is refused: \(error)")
    }
  }

  private func debugQuoted(_ link: String) -> String { String(reflecting: link) }
}
