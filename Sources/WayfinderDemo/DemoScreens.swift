import Wayfinder
import WayfinderTerminal

/// What each screen of the demo shows: its title, its text and its items,
/// each item an intent or a command. The destination of a route is chosen by
/// the route's type (S1, S7).
extension DemoApp {
  /// The screen of `route`, chosen by its type.
  package func screen(for route: AnyRoute?, in tab: DemoTab?) -> Screen {
    guard let route else { return rootScreen(of: tab ?? .colors) }
    // The destination is chosen by the pushed value's type (S1, S7).
    if let color = route.as(ColorRoute.self) { return colorScreen(color) }
    if let text = route.as(String.self) {
      return ScreenContent(title: "String: \(text)", lines: pathLines, items: mixedToolbar)
    }
    if let number = route.as(Int.self) {
      return tab == .colors
        ? ScreenContent(title: "Number \(number)", lines: pathLines, items: mixedToolbar)
        : numberScreen(number)
    }
    if let routerRoute = route.as(RouterRoute.self) { return routerScreen(routerRoute) }
    if let calendar = route.as(CalendarRoute.self) { return calendar == .edit ? editScreen : newEventScreen }
    if let exportRoute = route.as(ExportRoute.self) { return exportScreen(exportRoute) }
    if let three = route.as(ThreeColumnRoute.self) { return threeColumnScreen(three) }
    if let two = route.as(TwoColumnRoute.self) { return twoColumnScreen(two) }
    if let level = route.as(LevelRoute.self) { return levelScreen(level) }
    if route.as(AboutRoute.self) != nil { return aboutScreen }
    if route.as(ColorPickerRoute.self) != nil { return pickerScreen }
    if let info = route.as(ColorInfoRoute.self) { return colorInfoScreen(info) }
    if route.as(WindowsRoute.self) != nil { return windowsScreen }
    if let signIn = route.as(SignInRoute.self) { return signInScreen(signIn) }
    return ScreenContent(title: "Unknown route", lines: [route.description])
  }

  func rootScreen(of tab: DemoTab) -> Screen {
    switch tab {
    case .colors:
      ScreenContent(
        title: "Colors", lines: pathLines + ["Picked: \(pickedColor?.rawValue ?? "none yet")"],
        items: ColorRoute.allCases.map { ScreenItem($0.rawValue.capitalized, .push(AnyRoute($0))) } + [
          ScreenItem("Image star.fill", .push(AnyRoute("star.fill"))),
          ScreenItem("Open indigo, yellow, green", .command(.openThreeColors)),
          ScreenItem("Pick a color…", .command(.pickColor)),
        ] + mixedToolbar.dropLast())
    case .router:
      ScreenContent(
        title: "Router", lines: ["One enum of routes; any screen pushes through the navigator."],
        items: [
          ScreenItem("Profile", .push(AnyRoute(RouterRoute.profile))),
          ScreenItem("Category List", .push(AnyRoute(RouterRoute.category(.list)))),
        ])
    case .tabs:
      ScreenContent(
        title: "Tabs",
        lines: [
          "Open a tab from inside this screen, or press n:",
          "a simulated notification, from outside the screens.",
          "Every tab keeps its own stack.",
        ],
        items: [
          ScreenItem("Open the Calendar tab", .command(.openTab(.calendar))),
          ScreenItem("Open the Numbers tab", .command(.openTab(.numbers))),
          ScreenItem("Open the Adaptive tab", .command(.openTab(.adaptive))),
        ])
    case .calendar:
      ScreenContent(
        title: "Calendar", lines: ["Edit shown: \(isEditShown ? "yes" : "no")"],
        items: [ScreenItem("Edit", .command(.showEdit(true))), ScreenItem("New event…", .command(.newEvent))])
    case .export:
      ScreenContent(
        title: "Video", lines: ["A video, ready to export."],
        items: [ScreenItem("Export video…", .present(AnyRoute(ExportRoute.export), .sheet))])
    case .numbers:
      ScreenContent(
        title: "Numbers", lines: ["Path: \(numberPath)"],
        items: [
          ScreenItem("Show 32", .command(.show32)),
          ScreenItem("Show 64", .push(AnyRoute(64))),
          ScreenItem("Show 32 then 64", .command(.show32Then64)),
        ])
    case .three:
      ScreenContent(
        title: "Sidebar",
        items: (0..<100).map { ScreenItem("SideBar \($0)", .select(AnyRoute(ThreeColumnRoute.content($0)))) })
    case .two:
      ScreenContent(
        title: "Sidebar",
        items: (0..<100).map { ScreenItem("SideBar \($0)", .select(AnyRoute(TwoColumnRoute(id: $0)))) })
    case .adaptive:
      ScreenContent(
        title: "Roots",
        items: (0..<30).map { ScreenItem("RootID \($0)", .select(AnyRoute(LevelRoute(root: $0, level: 1)))) })
    }
  }

  /// S7's toolbar: values of other types pushed on the same path.
  var mixedToolbar: [Item] {
    [
      ScreenItem("Push 556", .push(AnyRoute(556))),
      ScreenItem("Push \"Hello\"", .push(AnyRoute("Hello"))),
      ScreenItem("Back to Main", .command(.backToRoot)),
    ]
  }

  /// The path as a line of text: its last few values and its count. O(1)
  /// in the depth, so that a deep stack draws as fast as a shallow one.
  var pathLines: [String] {
    let steps = navigator.state.shownStack
    let shown = steps.suffix(8).map(\.route.description).joined(separator: ", ")
    return ["Path: " + (steps.isEmpty ? "empty" : (steps.count > 8 ? "…, " : "") + shown) + " (count \(steps.count))"]
  }

  /// The numbers on the path, or their count when there are many. O(1) in the depth.
  var numberPath: String {
    let steps = navigator.state.shownStack
    guard steps.count <= 8 else { return "… \(steps.count) numbers" }
    return "[" + steps.compactMap { $0.route.as(Int.self) }.map(String.init).joined(separator: ", ") + "]"
  }

  func colorScreen(_ color: ColorRoute) -> Screen {
    ScreenContent(
      title: "Color \(color.rawValue)", lines: pathLines,
      items: ColorRoute.allCases.filter { $0 != color }.map { ScreenItem($0.rawValue.capitalized, .push(AnyRoute($0))) }
        + [
          ScreenItem("Image heart.fill", .push(AnyRoute("heart.fill"))),
          ScreenItem("About \(color.rawValue) (popover)", .present(AnyRoute(ColorInfoRoute(color)), .popover)),
        ] + mixedToolbar)
  }

  /// S15: the answer the Colors root was given, after a relaunch too.
  package var pickedColor: ColorRoute? {
    navigator.state.answer(to: .pickColor, at: StackPosition(.tab(.colors), depth: 0))
  }

  /// S15: the color picker, answering the screen that asked.
  var pickerScreen: Screen {
    ScreenContent(
      title: "Pick a color", lines: ["The color goes back to the screen that asked."],
      items: ColorRoute.allCases.map { ScreenItem($0.rawValue.capitalized, .command(.answerColor($0))) } + [
        ScreenItem("Cancel", .command(.cancelPicker))
      ])
  }

  /// S16: about a color, in a popover.
  func colorInfoScreen(_ route: ColorInfoRoute) -> Screen {
    ScreenContent(
      title: "About \(route.color.rawValue)",
      lines: ["A popover in regular width,", "a sheet in compact width."],
      items: [ScreenItem("Close", .command(.backOne))])
  }

  func numberScreen(_ number: Int) -> Screen {
    ScreenContent(
      title: "Number \(number)", lines: ["Depth \(navigator.state.shownStack.count)", "Path: \(numberPath)"],
      items: [
        ScreenItem("Push a random number", .command(.pushRandomNumber)),
        ScreenItem("Push 500 random numbers", .command(.push500RandomNumbers)),
        ScreenItem("Home", .command(.backToRoot)),
      ])
  }

  func routerScreen(_ route: RouterRoute) -> Screen {
    ScreenContent(
      title: route.title,
      items: [
        ScreenItem("Category Detail: 999", .push(AnyRoute(RouterRoute.category(.detail(999))))),
        ScreenItem("Go back one", .command(.backOne)),
        ScreenItem("Back to root", .command(.backToRoot)),
      ] + (route == .profile ? [ScreenItem("Sign out", .command(.signOut))] : []))
  }

  /// S4: whether the Edit screen is in the shown stack.
  package var isEditShown: Bool { navigator.state.shownStack.contains(AnyRoute(CalendarRoute.edit)) }

  /// S17: whether the Edit screen has unsaved changes: its step asks before leaving.
  package var hasUnsavedChanges: Bool {
    navigator.state.stack(at: .tab(.calendar))?.last { $0.route == AnyRoute(CalendarRoute.edit) }?.confirmsLeaving
      ?? false
  }

  var editScreen: Screen {
    ScreenContent(
      title: "Edit Event",
      lines: [
        "Edit shown: \(isEditShown ? "yes" : "no")",
        "Unsaved changes: \(hasUnsavedChanges ? "yes: leaving asks first" : "no")",
      ],
      items: [
        ScreenItem("Change the title", .command(.changeEvent)),
        ScreenItem("Save and close", .command(.saveEvent)),
        ScreenItem("Done (clears the flag)", .command(.showEdit(false))),
      ])
  }

  /// S17: a new event in a sheet; Esc dismisses it, as a drag down does,
  /// and asks first once it has changes.
  var newEventScreen: Screen {
    let changed = navigator.state.stack(at: .tab(.calendar))?.last?.confirmsLeaving ?? false
    return ScreenContent(
      title: "New Event",
      lines: ["Unsaved changes: \(changed ? "yes: Esc (a drag down) asks first" : "no")"],
      items: [
        ScreenItem("Change the title", .command(.changeEvent)),
        ScreenItem("Add the event", .command(.addEvent)),
      ])
  }

  func exportScreen(_ route: ExportRoute) -> Screen {
    switch route {
    case .export:
      ScreenContent(
        title: "Export", lines: [isExporting ? "Exporting…" : "Ready to export."],
        items: [
          isExporting ? ScreenItem("Exporting…", .none) : ScreenItem("Export", .command(.startExport)),
          ScreenItem("Options", .push(AnyRoute(ExportRoute.options))),
        ])
    case .options:
      ScreenContent(title: "Options", lines: ["Format: MP4", isExporting ? "Exporting…" : "Idle"])
    case .completed:
      ScreenContent(
        title: "Export completed", lines: ["The video was exported."],
        items: [ScreenItem("Done", .command(.exportDone))])
    }
  }

  func threeColumnScreen(_ route: ThreeColumnRoute) -> Screen {
    switch route {
    case .content(let contentID):
      ScreenContent(
        title: "Content \(contentID)",
        items: (0..<100).map {
          ScreenItem("\(contentID):\($0)", .select(AnyRoute(ThreeColumnRoute.detail(contentID: contentID, $0))))
        })
    case .detail(let contentID, let detailID):
      ScreenContent(
        title: "Detail \(contentID):\(detailID)", lines: ["\(contentID):\(detailID)"],
        items: [ScreenItem("Back Parent", .command(.backOne)), ScreenItem("Back Root", .command(.backToRoot))])
    }
  }

  func twoColumnScreen(_ route: TwoColumnRoute) -> Screen {
    ScreenContent(
      title: "Detail \(route.id)", lines: ["\(route.id)"], items: [ScreenItem("Back Parent", .command(.backOne))])
  }

  /// The About sheet, presented over all tabs from any of them.
  var aboutScreen: Screen {
    ScreenContent(
      title: "About Wayfinder",
      lines: [
        "A sheet over all tabs: the tab bar is out of reach",
        "until it is closed; a notification (n) still switches",
        "the tab beneath it.",
      ],
      items: [ScreenItem("Close", .command(.closeAbout))])
  }

  func signInScreen(_ route: SignInRoute) -> Screen {
    ScreenContent(
      title: "Sign in",
      lines: ["Profile needs you to sign in."] + (route.from.map { ["Then: \($0)"] } ?? []),
      items: [ScreenItem("Sign in", .command(.signIn)), ScreenItem("Cancel", .command(.cancelSignIn))])
  }

  func levelScreen(_ route: LevelRoute) -> Screen {
    ScreenContent(
      title: route.title, lines: ["RootID:\(route.root)", "Current Level:\(route.level)"],
      items: [
        ScreenItem("Goto Next Level", .push(AnyRoute(route.next))),
        ScreenItem("Back Parent", .command(.backOne)),
        ScreenItem("Back Root", .command(.backToRoot)),
      ])
  }
}
