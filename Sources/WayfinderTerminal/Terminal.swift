import Wayfinder

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process's terminal: its size, raw mode and the alternate screen.
///
/// ``TerminalHost/run()`` switches to raw mode and the alternate screen and
/// hides the cursor, and undoes all of it when it returns. Restoring also happens on every
/// signal that ends the process (SIGHUP when the window closes, SIGTERM,
/// SIGINT, SIGQUIT, SIGPIPE, a crash's SIGILL or SIGSEGV, …): the handler
/// restores the terminal, then the signal takes its course as it would have
/// (a crash report prints on a sane terminal). Restoring is idempotent, so
/// callers restore in a `defer` and on a thrown error alike.
public enum Terminal {
  /// Whether standard input and output are both terminals.
  public static var isInteractive: Bool { isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 }

  /// The size of the terminal on standard output, if it has one.
  ///
  /// - Returns: Its width in columns and height in rows, or `nil`.
  public static func size() -> (width: Int, height: Int)? {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
    return (Int(size.ws_col), Int(size.ws_row))
  }

  /// Raw mode, alternate screen, hidden cursor; SIGWINCH noted, and every
  /// signal that ends the process restores the terminal first.
  package static func enter() {
    guard !TerminalState.active else { return }
    var original = termios()
    guard tcgetattr(STDIN_FILENO, &original) == 0 else { return }
    TerminalState.original = original
    var raw = original
    raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
    raw.c_oflag &= ~tcflag_t(OPOST)
    raw.c_cflag |= tcflag_t(CS8)
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
    tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw)
    TerminalState.active = true
    installSignalHandlers()
    write("\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J")
  }

  /// Leaves raw mode and the alternate screen and shows the cursor. Safe to
  /// call more than once.
  package static func restore() {
    guard TerminalState.active else { return }
    TerminalState.active = false
    write(restoreSequence)
    var original = TerminalState.original
    tcsetattr(STDIN_FILENO, TCSAFLUSH, &original)
  }

  /// `text` with every character that could drive a terminal or reorder
  /// what it shows written as an escape (`\u{1B}`): C0 and C1 controls,
  /// DEL, and the bidirectional controls. For echoing input that came from
  /// outside (a link, a path) to standard output or standard error.
  ///
  /// - Parameter text: The text.
  /// - Returns: The text, each such character written as `\u{…}`.
  public static func escapingControls(_ text: String) -> String {
    var result = ""
    result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0..<0x20, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069:
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default:
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  static let restoreSequence = "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"

  /// Writes `text` to standard output at once.
  ///
  /// - Parameter text: The text, written as it is (escape sequences included).
  package static func write(_ text: String) {
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBytes { writeAll($0, to: STDOUT_FILENO) }
  }

  /// Reads whatever bytes are waiting on standard input, waiting at most
  /// `timeoutMilliseconds` for the first.
  ///
  /// - Parameter timeoutMilliseconds: How long to wait for a byte; 0 does not wait.
  /// - Returns: Up to 256 bytes; none when nothing came.
  package static func read(timeoutMilliseconds: Int32) -> [UInt8] {
    var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
    guard poll(&descriptor, 1, timeoutMilliseconds) > 0 else { return [] }
    var buffer = [UInt8](repeating: 0, count: 256)
    let count = buffer.withUnsafeMutableBytes { systemRead(STDIN_FILENO, $0.baseAddress, $0.count) }
    return count > 0 ? Array(buffer.prefix(count)) : []
  }

  /// Whether the window was resized since the last call.
  ///
  /// - Returns: Whether a resize was noted; the note is cleared.
  package static func takeResize() -> Bool {
    let resized = TerminalState.resized != 0
    TerminalState.resized = 0
    return resized
  }

  /// The signals whose default action ends the process: each restores the
  /// terminal first. The faults (SIGILL, SIGSEGV, …) are among them, so that
  /// the runtime's crash report prints on a sane terminal.
  static let endingSignals: [Int32] = [
    SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGPIPE, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ,
    SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGSEGV, SIGSYS,
  ]

  static func installSignalHandlers() {
    var resize = sigaction()
    setHandler(&resize) { _ in TerminalState.resized = 1 }
    sigemptyset(&resize.sa_mask)
    sigaction(SIGWINCH, &resize, nil)

    var ending = sigaction()
    setHandler(&ending) { signal in
      // Only async-signal-safe calls: write, tcsetattr, sigaction, raise.
      if TerminalState.active {
        TerminalState.active = false
        let sequence: StaticString = "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"
        _ = systemWrite(STDOUT_FILENO, sequence.utf8Start, sequence.utf8CodeUnitCount)
        var original = TerminalState.original
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &original)
      }
      // Hand the signal to whoever had it before (the runtime's crash
      // reporter, or the default action) and send it again: it is delivered
      // as this handler returns. A fault's instruction also runs again, and
      // faults again, under the previous handler.
      if signal >= 0 && signal < TerminalState.signalCount {
        var previous = TerminalState.previousActions[Int(signal)]
        sigaction(signal, &previous, nil)
      }
      raise(signal)
    }
    sigemptyset(&ending.sa_mask)
    ending.sa_flags = Int32(SA_ONSTACK)
    for signal in endingSignals where signal < TerminalState.signalCount {
      var previous = sigaction()
      guard sigaction(signal, nil, &previous) == 0, !isIgnored(previous) else { continue }
      TerminalState.previousActions[Int(signal)] = previous
      sigaction(signal, &ending, nil)
    }
  }

  /// Whether `action` ignores its signal (then the process does not end on it).
  private static func isIgnored(_ action: sigaction) -> Bool {
    #if canImport(Glibc)
      let handler = action.__sigaction_handler.sa_handler
    #else
      let handler = action.__sigaction_u.__sa_handler
    #endif
    return unsafeBitCast(handler, to: Int.self) == 1  // SIG_IGN
  }
}

private func setHandler(_ action: inout sigaction, _ handler: @convention(c) (Int32) -> Void) {
  #if canImport(Glibc)
    action.__sigaction_handler.sa_handler = handler
  #else
    action.__sigaction_u.__sa_handler = handler
  #endif
}

/// What the signal handlers need, reachable without captures.
enum TerminalState {
  nonisolated(unsafe) static var original = termios()
  nonisolated(unsafe) static var active = false
  nonisolated(unsafe) static var resized: sig_atomic_t = 0
  /// One more than the highest signal number handled.
  static let signalCount: Int32 = 65
  /// The action each signal had before the terminal was entered, by number.
  nonisolated(unsafe) static var previousActions: [sigaction] = Array(repeating: sigaction(), count: Int(signalCount))
}
