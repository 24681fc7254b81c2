import Wayfinder

extension SizeClass {
  /// The class of a terminal `columns` wide: regular from `breakpoint`
  /// columns (``terminalBreakpoint`` unless the host says otherwise).
  ///
  /// - Parameters:
  ///   - columns: The terminal's width in columns.
  ///   - breakpoint: The width from which it is regular, in columns.
  public init(terminalColumns columns: Int, regularFrom breakpoint: Int = SizeClass.terminalBreakpoint) {
    self.init(width: Double(columns), regularFrom: Double(breakpoint))
  }

  /// 100 columns: the default terminal breakpoint.
  public static let terminalBreakpoint = 100
}
