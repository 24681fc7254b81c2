import SwiftUI
import Testing
import Wayfinder
@_spi(WayfinderInternals) import WayfinderSwiftUI

/// Apple's names the layer must not clash with: this file imports SwiftUI
/// (the stand-in, which declares them as Apple does) and Wayfinder, and names
/// each bare, so a type of the same name in Wayfinder fails this build
/// (before the core's window was renamed NavigationWindow, this file did not
/// compile: "generic type 'Window' specialized with too few type parameters"),
/// as an app's file would not on
/// macOS 13+ and visionOS 26+.
@MainActor @Suite struct NameClashTests {
  @Test func aBareWindowIsSwiftUIsWindow() {
    let scene: Window<Text> = Window(Text(verbatim: "Settings"), id: "settings") { Text(verbatim: "Settings") }
    #expect(String(describing: type(of: scene)).hasPrefix("Window<"))
  }
}
