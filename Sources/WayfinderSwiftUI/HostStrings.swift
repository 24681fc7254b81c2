import Foundation

extension Bundle {
  /// The bundle of the SwiftUI host's own strings: the title of its Back
  /// button and what a window that cannot be shown says, in English,
  /// French, German, Japanese, Simplified Chinese and Spanish
  /// (`Resources/*.lproj/Localizable.strings`). The SwiftUI layer passes it
  /// to `Text(_:tableName:bundle:comment:)`: without it, SwiftUI would look
  /// the key up in the app's own table.
  package static var wayfinderSwiftUI: Bundle { .module }
}
