import Foundation

/// Draws the timeline marks of one check as an inline SVG.
///
/// One lane per `lane` (in the order of each lane's first mark in time), a bar for each interval from a `start` to the next `end`
/// on its lane (a `start` without an `end` runs to the last mark, drawn open), a dashed vertical marker with a label
/// for every other event, and a time axis in milliseconds since the first mark.
struct TimelineSVG: Equatable, Sendable {
  /// An interval of a lane, in seconds since the check's program started.
  struct Bar: Equatable, Sendable {
    /// The lane's index.
    var lane: Int
    /// When the `start` was marked.
    var start: Double
    /// When the `end` was marked, or the last mark's time for an open bar.
    var end: Double
    /// Whether no `end` followed the `start`.
    var open: Bool
  }

  /// An event other than `start` and `end` (or an unpaired `end`).
  struct Marker: Equatable, Sendable {
    /// The lane's index.
    var lane: Int
    /// The event's name.
    var event: String
    /// When it was marked.
    var time: Double
  }

  /// The lane names.
  var lanes: [String] = []
  /// The bars, lane by lane in time order.
  var bars: [Bar] = []
  /// The markers, in time order.
  var markers: [Marker] = []
  /// The time of the first mark, the axis's zero.
  var origin = 0.0
  /// The time of the last mark.
  var last = 0.0
  /// The drawing's width in SVG user units (pixels at full size); text keeps its size whatever the width.
  var width = 960.0

  /// Lays out `marks` on a drawing `width` units wide.
  init(marks: [TimelineMark], width: Double = 960) {
    self.width = width
    let sorted = marks.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(
      \.element)
    origin = sorted.first?.time ?? 0
    last = sorted.last?.time ?? 0
    var openStarts: [Int: Double] = [:]
    for mark in sorted where !lanes.contains(mark.lane) { lanes.append(mark.lane) }
    for mark in sorted {
      let lane = lanes.firstIndex(of: mark.lane) ?? 0
      switch mark.event {
      case "start" where openStarts[lane] == nil:
        openStarts[lane] = mark.time
      case "end" where openStarts[lane] != nil:
        bars.append(Bar(lane: lane, start: openStarts[lane] ?? mark.time, end: mark.time, open: false))
        openStarts[lane] = nil
      default:
        markers.append(Marker(lane: lane, event: mark.event, time: mark.time))
      }
    }
    for (lane, start) in openStarts.sorted(by: { $0.key < $1.key }) {
      bars.append(Bar(lane: lane, start: start, end: last, open: true))
    }
    bars.sort { ($0.lane, $0.start) < ($1.lane, $1.start) }
  }

  /// The largest number of bars that are active at one time; bars that only touch do not overlap.
  var peakOverlap: Int {
    let edges = bars.flatMap { [($0.start, 1), ($0.end, -1)] }.sorted { ($0.0, $0.1) < ($1.0, $1.1) }
    var active = 0
    var peak = 0
    for (_, change) in edges {
      active += change
      peak = max(peak, active)
    }
    return peak
  }

  /// The time from the first to the last mark, in milliseconds.
  var spanMilliseconds: Double { (last - origin) * 1000 }

  /// A one-line account of the drawing: lanes, bars, peak overlap, events and span.
  var caption: String {
    let span = String(format: "%.1f", spanMilliseconds)
    let bars = self.bars.isEmpty ? "" : "\(self.bars.count) bar(s), at most \(peakOverlap) overlapping at once, "
    let events = markers.isEmpty ? "" : "\(markers.count) event(s), "
    return "\(lanes.count) lane(s), \(bars)\(events)\(span) ms from the first mark to the last"
  }
}
