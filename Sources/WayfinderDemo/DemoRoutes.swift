import Wayfinder

/// The demo's tabs: one per group of scenarios.
package enum DemoTab: String, Hashable, Sendable, Codable, CaseIterable {
  case colors, router, tabs, calendar, export, numbers, three, two, adaptive

  /// The tab bar label.
  package var title: String {
    switch self {
    case .colors: "Colors"
    case .router: "Router"
    case .tabs: "Tabs"
    case .calendar: "Calendar"
    case .export: "Export"
    case .numbers: "Numbers"
    case .three: "Three"
    case .two: "Two"
    case .adaptive: "Adaptive"
    }
  }

  /// Three columns (S10), two columns (S11, S12), or a stack.
  package var layout: NavigationLayout {
    switch self {
    case .three: .threeColumns
    case .two, .adaptive: .twoColumns
    default: .stack
    }
  }
}

/// S1: a color screen, chosen by the pushed value's type.
package enum ColorRoute: String, Hashable, Sendable, Codable, CaseIterable {
  case indigo, yellow, green, red, blue, orange

  /// The three levels the app opens at first: indigo, yellow, green.
  package static let threeLevels: [ColorRoute] = [.indigo, .yellow, .green]
}

/// S15: the color picker, presented as a sheet: it answers the request of
/// the screen that asked with a color.
package enum ColorPickerRoute: String, Hashable, Sendable, Codable {
  case pickColor
}

/// S16: about a color, presented as a popover (a sheet in compact width).
package struct ColorInfoRoute: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The color.
  package var color: ColorRoute
  /// About `color`.
  package init(_ color: ColorRoute) { self.color = color }
  /// "about indigo", as the path shows it.
  package var description: String { "about \(color.rawValue)" }
}

extension RequestKey<ColorRoute> {
  /// S15: "Pick a color", answered with a color.
  package static let pickColor = RequestKey("pick a color")
}

/// What the demo's items do beyond a plain push, select or present: each
/// command is one navigator intent, or starts the export.
package enum DemoCommand: Hashable, Sendable {
  /// "Back to Main", "Home", "Back Root": the shown stack to its root.
  case backToRoot
  /// "Back Parent", "Go back one": Back, when not at the root.
  case backOne
  /// S1: open three levels at once.
  case openThreeColors
  /// S6: set the path to `[32]`.
  case show32
  /// S6: set the path to `[32, 64]`.
  case show32Then64
  /// S8: push a random number.
  case pushRandomNumber
  /// S8: push 500 random numbers.
  case push500RandomNumbers
  /// S4: set the Edit flag.
  case showEdit(Bool)
  /// S17: present the New Event sheet.
  case newEvent
  /// S17: add the new event: its changes are kept, and the sheet closes without asking.
  case addEvent
  /// S5: start the asynchronous export.
  case startExport
  /// S5: "Done" dismisses the export sheet with everything in it.
  case exportDone
  /// S3: open a tab from inside a screen.
  case openTab(DemoTab)
  /// Present the About sheet over all tabs.
  case showAbout
  /// Dismiss the About sheet.
  case closeAbout
  /// Sign in, then continue to the link the sign-in sheet carries.
  case signIn
  /// Close the sign-in sheet without signing in.
  case cancelSignIn
  /// Sign out, leaving Profile.
  case signOut
  /// S15: ask the color picker for a color.
  case pickColor
  /// S15: the picker answers this color.
  case answerColor(ColorRoute)
  /// S15: close the picker without answering.
  case cancelPicker
  /// S17: make a change on the Edit screen (it then asks before leaving).
  case changeEvent
  /// S17: save the changes and close the Edit screen.
  case saveEvent
  /// S18: show the list of windows.
  case showWindows
  /// S18: close the list of windows.
  case closeWindows
  /// S18: open a new window (a new process).
  case openNewWindow
  /// S18: open a window that is listed as open but shown by no process.
  case openWindow(WindowID)
  /// S18: reopen a recently closed window, as it was left.
  case reopenWindow(WindowID)
  /// S18: close this window (it is gone at the next launch).
  case closeWindow
}

/// S18: the list of the demo's windows, a sheet over all tabs.
package enum WindowsRoute: String, Hashable, Sendable, Codable {
  case list
}

/// The About sheet, presented over all tabs.
package enum AboutRoute: String, Hashable, Sendable, Codable {
  case about
}

/// S2: one enum of every route, with nested enums and associated values.
package enum RouterRoute: Hashable, Sendable, Codable {
  case profile
  case category(Category)

  /// The category screens.
  package enum Category: Hashable, Sendable, Codable {
    case list
    case detail(Int)
  }

  /// One switch for every case: the compiler catches a missing one.
  package var title: String {
    switch self {
    case .profile: "Profile"
    case .category(.list): "Category List"
    case .category(.detail(let id)): "Category Detail: \(id)"
    }
  }
}

/// S4: the calendar's edit screen, shown by a flag.
package enum CalendarRoute: String, Hashable, Sendable, Codable {
  /// S4: the Edit screen, pushed by a flag.
  case edit
  /// S17: a new event, in a sheet: Esc (the terminal's drag down) asks first once it has changes.
  case newEvent
}

/// S5: the export modal and what is pushed inside it.
package enum ExportRoute: String, Hashable, Sendable, Codable {
  case export, options, completed
}

/// S10: the content and detail selections of three columns.
package enum ThreeColumnRoute: Hashable, Sendable, Codable {
  case content(Int)
  case detail(contentID: Int, Int)
}

/// S11: the detail of two columns with a custom sidebar.
package struct TwoColumnRoute: Hashable, Sendable, Codable {
  /// The sidebar item's id.
  package var id: Int
  /// The detail of item `id`.
  package init(id: Int) { self.id = id }
}

/// S12: one level of the adaptive split ⇄ stack.
package struct LevelRoute: Hashable, Sendable, Codable {
  /// The root selected in the sidebar.
  package var root: Int
  /// The level, from 1.
  package var level: Int

  /// Level `level` of root `root`.
  package init(root: Int, level: Int) {
    self.root = root
    self.level = level
  }

  /// "Root r, Level n".
  package var title: String { "Root \(root), Level \(level)" }
  /// The level after this one.
  package var next: LevelRoute { LevelRoute(root: root, level: level + 1) }
}

/// The registry of every demo route type, under stable tags.
package let demoRegistry: RouteRegistry = {
  var registry = RouteRegistry.standard
  try? registry.register(ColorRoute.self, tag: "color")
  try? registry.register(RouterRoute.self, tag: "router")
  try? registry.register(CalendarRoute.self, tag: "calendar")
  try? registry.register(ExportRoute.self, tag: "export")
  try? registry.register(ThreeColumnRoute.self, tag: "three")
  try? registry.register(TwoColumnRoute.self, tag: "two")
  try? registry.register(LevelRoute.self, tag: "level")
  try? registry.register(AboutRoute.self, tag: "about")
  try? registry.register(SignInRoute.self, tag: "signin")
  try? registry.register(ColorPickerRoute.self, tag: "picker")
  try? registry.register(ColorInfoRoute.self, tag: "color-info")
  try? registry.register(WindowsRoute.self, tag: "windows")
  return registry
}()
