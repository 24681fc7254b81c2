/// How much horizontal room a window has, as its host reports it: compact or regular.
///
/// Hosts derive it from a width with one rule, ``init(width:regularFrom:)``:
/// a window is regular from 700 points, and each host may
/// measure width in its own unit (the terminal host counts columns).
public enum SizeClass: String, Hashable, Sendable, Codable, CaseIterable {
  /// Narrow: splits collapse into one stack.
  case compact
  /// Wide: splits show their columns side by side.
  case regular

  /// `regular` when `width` is at least `breakpoint`, else `compact`. For
  /// a window measured in points the breakpoint is 700 points unless the
  /// host says otherwise (an iPad in a third of the screen, or an iPhone in
  /// landscape, is compact).
  ///
  /// - Parameters:
  ///   - width: The window's width, in the host's unit.
  ///   - breakpoint: The width from which it is regular, in the same unit.
  public init(width: Double, regularFrom breakpoint: Double = SizeClass.pointBreakpoint) {
    self = width >= breakpoint ? .regular : .compact
  }

  /// 700 points: the default window breakpoint.
  @usableFromInline package static let pointBreakpoint = 700.0
}
