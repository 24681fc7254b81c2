// The Swift blocks of WayfinderTerminal's landing page, verbatim, compiled
// and run (see DocumentationSnippets.swift).
import Testing
import Wayfinder
import WayfinderTerminal

enum RecipeTab: Hashable, Sendable { case recipes, shopping }
enum RecipePage: Hashable, Sendable {
  case recipe(Int)
  case item(String)
}

@MainActor final class RecipesApp: TerminalApp {
  let navigator: Navigator<RecipeTab, RecipePage>

  init() throws {
    navigator = Navigator(try Tabs<RecipeTab, RecipePage>([.recipes, .shopping]))
    navigator.layouts = NavigationLayouts { $0 == .recipes ? .twoColumns : .stack }
  }

  func screen(for route: RecipePage?, in tab: RecipeTab?) -> ScreenContent<RecipePage, Never> {
    switch route {
    case nil where tab == .recipes:
      ScreenContent(
        title: "Recipes", items: [ScreenItem("Pancakes", .select(.recipe(1))), ScreenItem("Soup", .select(.recipe(2)))])
    case nil:
      ScreenContent(title: "Shopping", items: [ScreenItem("Flour", .push(.item("flour")))])
    case .recipe(let number):
      ScreenContent(title: "Recipe \(number)", lines: ["Mix, then cook."])
    case .item(let name):
      ScreenContent(title: name)
    }
  }
}

@MainActor @Test func aRecipeShowsBesideTheListAndStaysWhenTheTerminalNarrows() throws {
  let host = TerminalHost(app: try RecipesApp())
  host.handle(.enter, width: 120)  // the first recipe, selected
  let wide = host.frame(width: 120, height: 12).text
  #expect(wide.split(separator: "\n").contains { $0.contains("Pancakes") && $0.contains("Mix, then cook.") })
  let narrow = host.frame(width: 60, height: 12).text  // one stack: the recipe on top, the list behind it
  #expect(narrow.contains("Mix, then cook.") && !narrow.contains("Pancakes"))
}
