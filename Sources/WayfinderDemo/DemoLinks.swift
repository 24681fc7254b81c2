import Wayfinder

extension ColorRoute: LinkValue {}

/// The sign-in sheet, over all tabs. It carries the link the user was
/// going to, as a value (go_router's `?from=`), so that it survives a
/// relaunch; signing in opens it.
package struct SignInRoute: Hashable, Sendable, Codable {
  /// The link to open once signed in, if any.
  package var from: String?
  /// The sign-in sheet, continuing to `from`.
  package init(from: String?) { self.from = from }
}

/// The demo's deep links: scheme `wayfinder`, every tab covered.
///
/// | link | place |
/// | --- | --- |
/// | `wayfinder://colors/indigo/yellow` | Colors, that path of colors |
/// | `wayfinder://colors/indigo/info` | Colors: indigo, with its popover |
/// | `wayfinder://router`, `…/profile`, `…/category/list`, `…/category/42` | Router: Profile (signed in only), the list, the list then detail 42 |
/// | `wayfinder://tabs` | Tabs |
/// | `wayfinder://calendar`, `…/edit` | Calendar, with Edit shown |
/// | `wayfinder://video`, `wayfinder://export`, `…/export/options` | Export: the video, the Export sheet, its Options |
/// | `wayfinder://numbers/32/64` | Numbers, that path |
/// | `wayfinder://three/3/5`, `wayfinder://two/7` | the split tabs' selections |
/// | `wayfinder://browse`, `wayfinder://browse/3/level/5` | Adaptive: levels 1…5 of root 3 |
/// | `wayfinder://about`, `wayfinder://signin?from=…` | sheets over all tabs |
package let demoLinks: LinkTable<DemoTab, AnyRoute> = {
  do {
    return try makeDemoLinks()
  } catch {
    fatalError("the demo's link table is invalid: \(error)")  // a programmer error, caught by the demo's tests
  }
}()

/// Builds ``demoLinks``: the places of each scenario, in turn.
func makeDemoLinks() throws(RegistrationError) -> LinkTable<DemoTab, AnyRoute> {
  var links = LinkTable<DemoTab, AnyRoute>(scheme: "wayfinder")
  try registerFixedPlaces(in: &links)
  try registerColorsAndNumbers(in: &links)
  try registerCategoryAndExport(in: &links)
  try registerColumns(in: &links)
  try registerLevels(in: &links)
  try registerSheetsOverTabs(in: &links)
  return links
}

/// A pattern leading to `tab` with exactly `routes` pushed.
private func fixed(
  _ pattern: LinkPattern, _ tab: DemoTab, _ routes: [AnyRoute], in links: inout LinkTable<DemoTab, AnyRoute>
) throws(RegistrationError) {
  try links.register(pattern) { _, place in
    place.target = .tab(tab)
    try place.push(contentsOf: routes)
  } print: { place in
    place.target == .tab(tab) && place.pushedRoutes == routes ? LinkValues() : nil
  }
}

/// A pattern leading to `tab` with a path of `Value`s: `colors/indigo/yellow`.
private func path<Value: LinkValue & Codable>(
  _ name: String, of type: Value.Type, in tab: DemoTab, in links: inout LinkTable<DemoTab, AnyRoute>
) throws(RegistrationError) {
  let steps = LinkWildcard<Value>(name)
  try links.register(LinkPattern(name, steps)) { values, place in
    place.target = .tab(tab)
    try place.push(contentsOf: values[steps].map { AnyRoute($0) })
  } print: { place in
    guard place.target == .tab(tab), let routes = place.pushedRoutes(as: Value.self) else { return nil }
    var values = LinkValues()
    values[steps] = routes
    return values
  }
}

/// Tabs at their roots, and the screens without parameters.
private func registerFixedPlaces(in links: inout LinkTable<DemoTab, AnyRoute>) throws(RegistrationError) {
  try fixed(LinkPattern("router"), .router, [], in: &links)
  try fixed(LinkPattern("router", "profile"), .router, [AnyRoute(RouterRoute.profile)], in: &links)
  try fixed(LinkPattern("router", "category", "list"), .router, [AnyRoute(RouterRoute.category(.list))], in: &links)
  try fixed(LinkPattern("tabs"), .tabs, [], in: &links)
  try fixed(LinkPattern("calendar"), .calendar, [], in: &links)
  try fixed(LinkPattern("calendar", "edit"), .calendar, [AnyRoute(CalendarRoute.edit)], in: &links)
  try fixed(LinkPattern("video"), .export, [], in: &links)
  try fixed(LinkPattern("three"), .three, [], in: &links)
  try fixed(LinkPattern("two"), .two, [], in: &links)
  try fixed(LinkPattern("browse"), .adaptive, [], in: &links)
}

/// S1 and S6: a path of colors, a path of numbers; S16: about a color, in
/// a popover over its screen.
private func registerColorsAndNumbers(in links: inout LinkTable<DemoTab, AnyRoute>) throws(RegistrationError) {
  try path("colors", of: ColorRoute.self, in: .colors, in: &links)
  let color = LinkParameter<ColorRoute>("color")
  try links.register(LinkPattern("colors", color, "info")) { values, place in
    place.target = .tab(.colors)
    let shown = try values.value(color)
    try place.push(AnyRoute(shown))
    try place.present(AnyRoute(ColorInfoRoute(shown)), as: .popover)
  } print: { place in
    guard place.target == .tab(.colors), place.stack.count == 2, let shown = place.stack[0].route.as(ColorRoute.self),
      place.stack[1] == Step(AnyRoute(ColorInfoRoute(shown)), .popover)
    else { return nil }
    return LinkValues(color, shown)
  }
  try path("numbers", of: Int.self, in: .numbers, in: &links)
}

/// S2: the list, then the detail, as if the user had walked there; S5: the
/// Export sheet, and its Options inside it.
private func registerCategoryAndExport(in links: inout LinkTable<DemoTab, AnyRoute>) throws(RegistrationError) {
  let category = LinkParameter<Int>("id")
  try links.register(LinkPattern("router", "category", category)) { values, place in
    place.target = .tab(.router)
    try place.push(AnyRoute(RouterRoute.category(.list)))
    try place.push(AnyRoute(RouterRoute.category(.detail(values.value(category)))))
  } print: { place in
    guard place.target == .tab(.router), let routes = place.pushedRoutes(as: RouterRoute.self), routes.count == 2,
      routes[0] == .category(.list), case .category(.detail(let id)) = routes[1]
    else { return nil }
    return LinkValues(category, id)
  }
  let export = AnyRoute(ExportRoute.export)
  for (pattern, pushed) in [(LinkPattern("export"), false), (LinkPattern("export", "options"), true)] {
    try links.register(pattern) { _, place in
      place.target = .tab(.export)
      try place.present(export)
      if pushed { try place.push(AnyRoute(ExportRoute.options)) }
    } print: { place in
      let expected = [Step(export, .sheet)] + (pushed ? [Step(AnyRoute(ExportRoute.options))] : [])
      return place.target == .tab(.export) && Array(place.stack) == expected ? LinkValues() : nil
    }
  }
}

/// S10: three columns, content then detail; S11: two columns.
private func registerColumns(in links: inout LinkTable<DemoTab, AnyRoute>) throws(RegistrationError) {
  let content = LinkParameter<Int>("content")
  let detail = LinkParameter<Int>("detail")
  try links.register(LinkPattern("three", content)) { values, place in
    place.target = .tab(.three)
    try place.push(AnyRoute(ThreeColumnRoute.content(values.value(content))))
  } print: { place in
    guard place.target == .tab(.three), let routes = place.pushedRoutes(as: ThreeColumnRoute.self), routes.count == 1,
      case .content(let id) = routes[0]
    else { return nil }
    return LinkValues(content, id)
  }
  try links.register(LinkPattern("three", content, detail)) { values, place in
    place.target = .tab(.three)
    let contentID = try values.value(content)
    try place.push(AnyRoute(ThreeColumnRoute.content(contentID)))
    try place.push(AnyRoute(ThreeColumnRoute.detail(contentID: contentID, values.value(detail))))
  } print: { place in
    guard place.target == .tab(.three), let routes = place.pushedRoutes(as: ThreeColumnRoute.self), routes.count == 2,
      case .content(let contentID) = routes[0], routes[1] == .detail(contentID: contentID, routes[1].detailID ?? -1)
    else { return nil }
    var values = LinkValues(content, contentID)
    values[detail] = routes[1].detailID
    return values
  }
  let item = LinkParameter<Int>("id")
  try links.register(LinkPattern("two", item)) { values, place in
    place.target = .tab(.two)
    try place.push(AnyRoute(TwoColumnRoute(id: values.value(item))))
  } print: { place in
    guard place.target == .tab(.two), let routes = place.pushedRoutes(as: TwoColumnRoute.self), routes.count == 1 else {
      return nil
    }
    return LinkValues(item, routes[0].id)
  }
}

/// S12: level n of a root, with levels 1…n on the stack.
private func registerLevels(in links: inout LinkTable<DemoTab, AnyRoute>) throws(RegistrationError) {
  let root = LinkParameter<Int>("root")
  let level = LinkParameter<Int>("level")
  try links.register(LinkPattern("browse", root, "level", level)) { values, place in
    place.target = .tab(.adaptive)
    let rootID = try values.value(root)
    let last = try values.value(level)
    guard last >= 1 else { throw LinkError.rejected("levels start at 1") }
    for number in 1...last { try place.push(AnyRoute(LevelRoute(root: rootID, level: number))) }
  } print: { place in
    guard place.target == .tab(.adaptive), let routes = place.pushedRoutes(as: LevelRoute.self), let last = routes.last,
      routes.enumerated().allSatisfy({ $1 == LevelRoute(root: last.root, level: $0 + 1) })
    else { return nil }
    var values = LinkValues(root, last.root)
    values[level] = last.level
    return values
  }
}

/// Sheets over all tabs: About, the windows, and sign-in with the link it continues to.
private func registerSheetsOverTabs(in links: inout LinkTable<DemoTab, AnyRoute>) throws(RegistrationError) {
  for (name, route) in [("about", AnyRoute(AboutRoute.about)), ("windows", AnyRoute(WindowsRoute.list))] {
    try links.register(LinkPattern(name)) { _, place in
      place.target = .modalOverTabs
      try place.present(route)
    } print: { place in
      place.target == .modalOverTabs && Array(place.stack) == [Step(route, .sheet)] ? LinkValues() : nil
    }
  }
  let from = LinkParameter<String>("from")
  try links.register(LinkPattern("signin", query: from)) { values, place in
    place.target = .modalOverTabs
    try place.present(AnyRoute(SignInRoute(from: values[from])))
  } print: { place in
    guard place.target == .modalOverTabs, place.stack.count == 1, place.stack[0].presentation == .sheet,
      let signIn = place.stack[0].route.as(SignInRoute.self)
    else { return nil }
    var values = LinkValues()
    values[from] = signIn.from
    return values
  }
}

extension ThreeColumnRoute {
  /// The detail's id, for a detail.
  var detailID: Int? {
    if case .detail(_, let id) = self { id } else { nil }
  }
}
