import SwiftUI
import Wayfinder
@_spi(WayfinderInternals) import WayfinderSwiftUI

/// The places of a small mail app that the hosts' tests run.
enum Place: Hashable, Sendable, Codable, CustomStringConvertible {
  case mail(Int)
  case compose
  case settings
  case help

  var description: String {
    switch self {
    case .mail(let number): "Mail \(number)"
    case .compose: "Compose"
    case .settings: "Settings"
    case .help: "Help"
    }
  }
}

/// The root screen: links to two mails (the second a zoom source).
struct Inbox: View {
  var body: some View {
    List {
      RouteLink("Mail 1", value: Place.mail(1))
      RouteLink(value: Place.mail(2)) { Text(verbatim: "Mail 2") }.zoomTransitionSource("mail 2")
    }
  }
}

/// A place's screen: its title, and a link to the next mail.
struct PlaceScreen: View {
  let place: Place

  var body: some View {
    VStack {
      Text(verbatim: place.description)
      if case .mail(let number) = place { RouteLink("Next", value: Place.mail(number + 1)) }
    }
  }
}

/// The mail app in one stack.
@MainActor func mailStack(_ bindings: NavigationBindings<Never, Place>) -> some View {
  mailStack(bindings.navigator)
}

/// The mail stack of `navigator`.
@MainActor func mailStack(_ navigator: Navigator<Never, Place>) -> some View {
  NavigationStackHost(navigator) {
    Inbox()
  } screen: {
    PlaceScreen(place: $0)
  }
}

/// Bindings of `navigator` whose routes present as `presentation` says.
@MainActor func mailBindings(
  _ navigator: Navigator<Never, Place>, sizeClass: SizeClass = .compact,
  presentation: @escaping @MainActor (Place) -> RoutePresentation = { _ in .automatic }
) -> NavigationBindings<Never, Place> {
  NavigationBindings(navigator, sizeClass: sizeClass, presentation: presentation)
}
