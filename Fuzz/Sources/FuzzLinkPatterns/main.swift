@_spi(WayfinderInternals) import Wayfinder

/// Any bytes as a set of patterns, then paths: registering never crashes
/// (a bad pattern is refused), and opening a link never crashes and gives
/// the same answer twice.
///
/// The bytes: a pattern count, then per pattern a piece count and its
/// pieces (a kind byte; a literal's text follows as a length and bytes),
/// then the rest, split on newlines, as paths.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  var bytes = UnsafeRawBufferPointer(start: start, count: count)[...]
  func next() -> UInt8? { bytes.popFirst() }

  var table = LinkTable<Never, String>(scheme: "app", webHosts: ["example.com"])
  let patternCount = Int(next() ?? 0) % 16
  for index in 0..<patternCount {
    var pieces: [any LinkPatternComponent] = []
    for position in 0..<(Int(next() ?? 0) % 8) {
      let name = "p\(position)"
      switch (next() ?? 0) % 7 {
      case 0: pieces.append(LinkParameter<Int>(name))
      case 1: pieces.append(LinkParameter<String>(name))
      case 2: pieces.append(LinkWildcard<String>(name))
      case 3: pieces.append(LinkWildcard<Int>(name))
      case 4: pieces.append(LinkParameter<Int>("p0"))  // a repeated name
      default:
        let length = Int(next() ?? 0) % 12
        let text = bytes.prefix(length)
        bytes = bytes.dropFirst(length)
        pieces.append(String(decoding: text, as: UTF8.self))
      }
    }
    let query = (next() ?? 0) % 3 == 0 ? [LinkParameter<String>("q")] : []
    try? table.register(LinkPattern(path: pieces, query: query)) { values, place in
      try place.push(String(index))
      if let value = values[LinkParameter<String>("q")] { try place.push(value) }
    }
  }
  let links = table
  /// The state `link` opens on an empty stack, or why it does not.
  @MainActor func opened(_ link: String) -> Result<NavigationState<Never, String>, LinkError> {
    let navigator = Navigator(BackStack<String>())
    return Result { () throws(LinkError) in
      try navigator.open(link, with: links)
      return navigator.state
    }
  }
  for path in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
    let text = String(decoding: path, as: UTF8.self)
    for link in ["app://" + text, "https://example.com/" + text] {
      let (first, second) = MainActor.assumeIsolated { (opened(link), opened(link)) }
      if first != second { fatalError("two answers for \(link)") }
    }
  }
  return 0
}
