// The examples' scenarios as a host runs them: each example's own root
// view, the navigator it made, and steps asked of that navigator. The
// simulator's hosting tests run them on UIKit; SwiftUILayerTests runs the
// same steps on the stand-in (this file is symlinked there), so both
// measure the same scenario.
#if canImport(SwiftUI) && (!os(Linux) || SWIFTUI_STAND_IN)
  import SwiftUI
  import Wayfinder
  #if !SWIFTUI_STAND_IN
    @testable import WayfinderExamples
  #endif

  /// One step of a hosted scenario.
  enum HostedStep {
    /// A change asked of the example's navigator, as the app or a link asks it.
    case navigate(String, @MainActor () throws -> Void)
    /// The window's width crosses to the other size class (a resize).
    case otherWidth

    /// What the step does, for the figures and a failure's message.
    var label: String {
      switch self {
      case .navigate(let label, _): label
      case .otherWidth: "the window crosses to the other width"
      }
    }

    /// The step `label` (what the user or the app does, the same words on
    /// every host) that applies `operation` to `navigator`'s stack at
    /// `target`, failing on a refusal.
    @MainActor static func perform<Tab, Route>(
      _ label: String, _ operation: NavigationIntent<Tab, Route>.Operation, in target: StackTarget<Tab> = .shown,
      on navigator: Navigator<Tab, Route>
    ) -> HostedStep {
      .navigate(label) { _ = try navigator.apply(NavigationIntent(operation, in: target)) }
    }
  }

  /// An example launched for one run: its root view (with a view beside it
  /// that reads the navigator's state, counted by `probe`), its steps, and
  /// what UIKit should show for the navigator's state now.
  @MainActor struct HostedRun {
    let root: AnyView
    let steps: [HostedStep]
    let probe: BodyProbe
    /// The hierarchy the navigator's state asks for, in a size class.
    let expected: @MainActor (SizeClass) -> HierarchyShape
  }

  /// Why an example could not be launched.
  struct HostingError: Error, CustomStringConvertible {
    let description: String
  }

  /// The examples whose scenarios the hosts run (Examples/: S1–S8 and S10–S12; not S9's relaunch).
  enum HostedExample: String, CaseIterable, Sendable, CustomStringConvertible {
    case adaptive000 = "000 adaptive split ⇄ stack (S12)"
    case threeColumns000 = "000 three columns (S10)"
    case twoColumns000 = "000 two columns (S11)"
    case colors001 = "001 a path of data (S1, S7)"
    case router002 = "002 the enum router (S2)"
    case tabs003 = "003 tabs and modals (S3, S4, S5)"
    case numbers004 = "004 numbers (S6, S8)"

    var description: String { rawValue }

    /// Whether the example saves its path to a file (004's store, in the
    /// process's one global navigator): the stand-in's run leaves it out.
    var savesToDisk: Bool { self == .numbers004 }

    /// Launches the example: a new root view, and so a new navigator (004's is the process's own).
    @MainActor func launch() throws -> HostedRun {
      switch self {
      case .adaptive000: try Self.run(AdaptiveNavigatorView(), layout: .twoColumns, steps: Self.adaptive)
      case .threeColumns000: try Self.run(ThreeColumnsView(), layout: .threeColumns, steps: Self.threeColumns)
      case .twoColumns000: try Self.run(TwoColumnsView(), layout: .twoColumns, steps: Self.twoColumns)
      case .colors001: try Self.run(ColorsView(), steps: Self.colors)
      case .router002: try Self.run(RouterView(), steps: Self.router)
      case .tabs003: try Self.run(TabsView(), steps: Self.tabs)
      case .numbers004: Self.run(NumbersView(), navigator: numbers, steps: Self.numberSteps)
      }
    }

    /// A run of `root`, whose `@State` holds its navigator.
    @MainActor private static func run<Tab, Route, Root: View>(
      _ root: Root, layout: NavigationLayout = .stack, steps: @MainActor (Navigator<Tab, Route>) -> [HostedStep]
    ) throws -> HostedRun {
      guard let navigator = stateObject(Navigator<Tab, Route>.self, of: root) else {
        throw HostingError(description: "no Navigator<\(Tab.self), \(Route.self)> in the @State of \(Root.self)")
      }
      return run(root, navigator: navigator, layout: layout, steps: steps)
    }

    /// A run of `root` showing `navigator`.
    @MainActor private static func run<Tab, Route, Root: View>(
      _ root: Root, navigator: Navigator<Tab, Route>, layout: NavigationLayout = .stack,
      steps: @MainActor (Navigator<Tab, Route>) -> [HostedStep]
    ) -> HostedRun {
      let probe = BodyProbe()
      return HostedRun(
        root: AnyView(root.background(StateReader(navigator: navigator, probe: probe))),
        steps: steps(navigator), probe: probe,
        expected: { HierarchyShape(expecting: NavigationProjection(navigator.state, layout: layout, sizeClass: $0)) })
    }
  }

  /// The object a view keeps in its `@State`, read from the view's value
  /// before it is hosted. SwiftUI keeps the initial value of the first view
  /// value it is given, and for a class that is this same object: the
  /// navigator the example made is the one it shows. (Should a later SDK
  /// store `@State` otherwise, this finds nothing and the run says so.)
  @MainActor func stateObject<Object: AnyObject>(_ type: Object.Type, of view: some View) -> Object? {
    Mirror(reflecting: view).children.lazy.compactMap { ($0.value as? State<Object>)?.wrappedValue }.first
  }

  // MARK: The examples' steps

  extension HostedExample {
    @MainActor static func adaptive(_ navigator: StackNavigator<Level>) -> [HostedStep] {
      [
        .perform("RootID 1", .select(Level(root: 1, level: 1), atDepth: 0), on: navigator),
        .perform("Goto Next Level", .push(Level(root: 1, level: 2)), on: navigator),
        .perform("Goto Next Level", .push(Level(root: 1, level: 3)), on: navigator),
        .otherWidth, .perform("Back Parent", .goBack, on: navigator),
        .otherWidth, .perform("Back Root", .popToRoot, on: navigator),
      ]
    }

    @MainActor static func threeColumns(_ navigator: StackNavigator<ThreeColumn>) -> [HostedStep] {
      [
        .perform("SideBar 2", .select(.content(2), atDepth: 0), on: navigator),
        .perform("2:7", .select(.detail(contentID: 2, 7), atDepth: 1), on: navigator),
        .otherWidth, .perform("Back Parent", .goBack, on: navigator),
        .otherWidth, .perform("Back Root", .popToRoot, on: navigator),
      ]
    }

    @MainActor static func twoColumns(_ navigator: StackNavigator<Int>) -> [HostedStep] {
      [
        .perform("SideBar 5", .select(5, atDepth: 0), on: navigator),
        .otherWidth, .perform("Back Parent", .goBack, on: navigator),
      ]
    }

    @MainActor static func colors(_ navigator: StackNavigator<AnyRoute>) -> [HostedStep] {
      [
        .perform("bolt (a String on a path of Shades)", .push(AnyRoute("bolt")), on: navigator),
        .perform("Back", .goBack, on: navigator),
        .perform("Back to Main", .popToRoot, on: navigator),
      ]
    }

    @MainActor static func router(_ navigator: StackNavigator<AppViewRouter>) -> [HostedStep] {
      [
        .perform("Category List", .push(.category(.list)), on: navigator),
        .perform("Go Category Detail", .push(.category(.detail(999))), on: navigator),
        .perform("Go Category Detail", .push(.category(.detail(999))), on: navigator),
        .perform("Back", .goBack, on: navigator),
        .perform("Back to Root", .popToRoot, on: navigator),
      ]
    }

    @MainActor static func tabs(_ navigator: Navigator<AppTab, Screen>) -> [HostedStep] {
      [
        .perform("a notification selects Calendar", .selectTab(.calendar), on: navigator),
        .perform("Edit (the flag)", .setShown(.edit, shown: true), in: .tab(.calendar), on: navigator),
        .perform("the Export tab", .selectTab(.export), on: navigator),
        .perform("Export video…", .present(.export, as: .sheet), in: .tab(.export), on: navigator),
        .perform(
          "the export ends: Done pushed in the sheet, Back hidden",
          .pushInModal(.completed, hidesBack: true, inModal: .export), in: .tab(.export), on: navigator),
        .otherWidth, .perform("Done", .dismissModal(.export), in: .tab(.export), on: navigator),
      ]
    }

    @MainActor static func numberSteps(_ navigator: StackNavigator<AnyRoute>) -> [HostedStep] {
      [
        // The global navigator restored the last run's path: back to the root first.
        .navigate("start at the root") { _ = try navigator.apply(NavigationIntent(.setStack(BackStack()))) },
        .perform("Show 32 then 64", .setStack(BackStack(pushing: [AnyRoute(32), AnyRoute(64)])), on: navigator),
        .perform("Push \"Hello\"", .push(AnyRoute("Hello")), on: navigator),
        .perform("Home", .popToRoot, on: navigator),
      ]
    }
  }
#endif
