import Foundation

extension TerminalHost {
  /// Runs the app in the terminal until `q`: raw mode, a frame on every
  /// change or resize, the terminal restored however it ends.
  public func run() async {
    Terminal.enter()
    defer { Terminal.restore() }
    var decoder = KeyDecoder()
    var lastFrame: Frame?
    var escapeWait = 0
    while true {
      let size = Terminal.size() ?? (80, 24)
      if Terminal.takeResize() { lastFrame = nil }
      let bytes = Terminal.read(timeoutMilliseconds: 0)
      var keys = decoder.decode(bytes)
      if bytes.isEmpty && !decoder.pending.isEmpty {
        escapeWait += 1
        if escapeWait >= 3 { keys += decoder.decode([], final: true) }
      } else {
        escapeWait = 0
      }
      for key in keys where !handle(key, width: size.width) { return }
      let frame = self.frame(width: size.width, height: size.height)
      if frame != lastFrame {
        Terminal.write(
          (lastFrame?.width != frame.width || lastFrame?.height != frame.height ? "\u{1B}[2J" : "") + frame.ansi)
        lastFrame = frame
      }
      try? await Task.sleep(for: .milliseconds(15))
    }
  }
}
