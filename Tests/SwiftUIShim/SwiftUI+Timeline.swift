// The stand-in's timelines, beside SwiftUI.swift: `TimelineView` with the
// `.animation` schedule, which the layer's transition watchdog counts frames
// with, as Apple's pages declare them. The runtime updates a timeline view on
// screen once per frame (rule `animationTimelineUpdatesEachFrame`). README.md
// lists each declaration.
import Foundation
import SwiftUILifecycle

/// `TimelineSchedule`: documentation/swiftui/timelineschedule
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public protocol TimelineSchedule {
  /// documentation/swiftui/timelineschedule/mode
  typealias Mode = TimelineScheduleMode
  /// documentation/swiftui/timelineschedule/entries
  associatedtype Entries: Sequence where Self.Entries.Element == Date
  /// documentation/swiftui/timelineschedule/entries(from:mode:)
  func entries(from startDate: Date, mode: Self.Mode) -> Self.Entries
}

/// `TimelineScheduleMode`: documentation/swiftui/timelineschedulemode
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public enum TimelineScheduleMode: Sendable {
  case normal
  case lowFrequency
}

/// `AnimationTimelineSchedule`: documentation/swiftui/animationtimelineschedule
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
  let minimumInterval: Double?
  let paused: Bool

  /// documentation/swiftui/animationtimelineschedule/init(minimuminterval:paused:)
  public init(minimumInterval: Double? = nil, paused: Bool = false) {
    (self.minimumInterval, self.paused) = (minimumInterval, paused)
  }

  /// documentation/swiftui/animationtimelineschedule/entries-swift.struct
  public struct Entries: Sequence, IteratorProtocol, Sendable {
    var date: Date
    let interval: Double
    public mutating func next() -> Date? {
      defer { date += interval }
      return date
    }
  }

  /// documentation/swiftui/animationtimelineschedule/entries(from:mode:)
  public func entries(from start: Date, mode: TimelineScheduleMode) -> Entries {
    Entries(date: start, interval: minimumInterval ?? 1.0 / 60)  // the runtime updates it at the device's rate
  }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension TimelineSchedule where Self == AnimationTimelineSchedule {
  /// documentation/swiftui/timelineschedule/animation
  public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

  /// documentation/swiftui/timelineschedule/animation(minimuminterval:paused:)
  public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
    AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
  }
}

/// `EveryMinuteTimelineSchedule`: documentation/swiftui/everyminutetimelineschedule
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
  /// documentation/swiftui/everyminutetimelineschedule/init()
  public init() {}

  public struct Entries: Sequence, IteratorProtocol, Sendable {
    var date: Date
    public mutating func next() -> Date? {
      defer { date += 60 }
      return date
    }
  }

  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { Entries(date: startDate) }
}

/// `TimelineView`: documentation/swiftui/timelineview
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct TimelineView<Schedule, Content> where Schedule: TimelineSchedule {
  /// `TimelineView.Context`: documentation/swiftui/timelineview/context
  public struct Context {
    /// documentation/swiftui/timelineview/context/cadence-swift.enum
    public enum Cadence: Comparable, Sendable {
      case live, seconds, minutes
    }

    /// documentation/swiftui/timelineview/context/date
    public let date: Date
    /// documentation/swiftui/timelineview/context/cadence-swift.property
    public let cadence: Cadence
  }

  let schedule: Schedule
  let content: (TimelineViewDefaultContext) -> Content
}

/// `TimelineViewDefaultContext`: documentation/swiftui/timelineviewdefaultcontext
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension TimelineView: View where Content: View {
  /// documentation/swiftui/timelineview/init(_:content:)
  nonisolated public init(
    _ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content
  ) { (self.schedule, self.content) = (schedule, content) }

  public typealias Body = Never
  public var body: Never { fatalError("a primitive view has no body") }
}

/// Not `Sendable`: documentation/swiftui/timelineview
@available(*, unavailable)
extension TimelineView: Sendable {}

extension TimelineView: PrimitiveView where Content: View {
  /// The content for the window's frame now, with its own date (``LifecycleRule/animationTimelineUpdatesEachFrame``).
  func build(_ node: ViewNode) -> [Child] {
    node.effect = .timeline
    // Its own schedule's entry: one a frame apart from the moment it
    // started, within the frame it was first built in (the node's number,
    // in microseconds, stands for that moment).
    let frame = Double(node.window.chain.frame) / Double(node.window.variants.framesPerSecond)
    let date = Date(timeIntervalSinceReferenceDate: frame + Double(node.number % 1_000) / 1_000_000)
    return [Child(key: "content", view: content(TimelineViewDefaultContext(date: date, cadence: .live)))]
  }
}
