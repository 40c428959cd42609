import AcceptExecution
import Foundation

/// Draws the timeline marks of one check as an inline SVG.
///
/// One lane per `lane` (in the order of each lane's first mark in time); a bar for each operation, from a start
/// event to the next finish event on its lane (see ``TimelineEventKind``; a start without a finish runs to the last
/// mark, drawn open); a dashed vertical marker with a label for every other event; below the lanes, a step curve of
/// the operations in flight, with the check's limit as a horizontal line when it recorded one; and a time axis in
/// milliseconds since the first mark.
struct TimelineSVG: Equatable, Sendable {
  /// An operation on a lane, in seconds since the check's program started.
  struct Bar: Equatable, Sendable {
    /// The lane's index.
    var lane: Int
    /// When the start was marked.
    var start: Double
    /// When the finish was marked, or the last mark's time for an open bar.
    var end: Double
    /// Whether no finish followed the start.
    var open: Bool
  }

  /// An event that neither opens nor closes an operation (or a finish with nothing open, or a second start).
  struct Marker: Equatable, Sendable {
    /// The lane's index.
    var lane: Int
    /// The event's name.
    var event: String
    /// When it was marked.
    var time: Double

    /// What the event's name means to the drawing.
    var kind: TimelineEventKind { TimelineEventKind(event) }
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
  /// The most operations the check allows in flight at once (its `limit` record), drawn as a horizontal line.
  var limit: Int?
  /// The drawing's width in SVG user units, drawn at one pixel each: a narrow screen scrolls the drawing rather
  /// than shrinking its text.
  var width = 960.0

  /// Lays out `marks` on a drawing `width` units wide, with the in-flight `limit` when the check gave one.
  init(marks: [TimelineMark], limit: Int? = nil, width: Double = 960) {
    self.width = width
    self.limit = limit
    let sorted = marks.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(
      \.element)
    origin = sorted.first?.time ?? 0
    last = sorted.last?.time ?? 0
    for mark in sorted where !lanes.contains(mark.lane) { lanes.append(mark.lane) }
    pair(sorted)
  }

  /// Pairs each start with the next finish on its lane; every other mark becomes a marker.
  private mutating func pair(_ sorted: [TimelineMark]) {
    var openStarts: [Int: Double] = [:]
    for mark in sorted {
      let lane = lanes.firstIndex(of: mark.lane) ?? 0
      switch TimelineEventKind(mark.event) {
      case .start where openStarts[lane] == nil:
        openStarts[lane] = mark.time
      case .finish where openStarts[lane] != nil:
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

  /// The largest number of operations in flight at one time; bars that only touch do not overlap.
  var peakOverlap: Int { inFlight.map(\.count).max() ?? 0 }

  /// The time from the first to the last mark, in milliseconds.
  var spanMilliseconds: Double { (last - origin) * 1000 }

  /// A one-line account of the drawing: lanes, bars, peak in flight against the limit, events and span.
  var caption: String {
    let span = String(format: "%.1f", spanMilliseconds)
    var bars = ""
    if !self.bars.isEmpty {
      bars = "\(self.bars.count) bar(s), at most \(peakOverlap) in flight at once"
      if let limit { bars += peakOverlap > limit ? " (over the limit \(limit))" : " (limit \(limit))" }
      bars += ", "
    }
    let events = markers.isEmpty ? "" : "\(markers.count) event(s), "
    return "\(lanes.count) lane(s), \(bars)\(events)\(span) ms from the first mark to the last"
  }

  /// `timeline: ` and the caption as HTML, each piece marked for the page's language choice.
  var captionHTML: String {
    var html = PageText.span(.timelineLanes, count: lanes.count)
    if !bars.isEmpty {
      html += PageText.span(.timelineBars, values: [String(bars.count), String(peakOverlap)])
      if let limit { html += PageText.span(peakOverlap > limit ? .timelineOverLimit : .timelineLimit, count: limit) }
    }
    if !markers.isEmpty { html += PageText.span(.timelineEvents, count: markers.count) }
    return html + PageText.span(.timelineSpan, values: [String(format: "%.1f", spanMilliseconds)])
  }

  /// A time as milliseconds since the first mark, with one decimal.
  func milliseconds(_ time: Double) -> String { String(format: "%.1f", (time - origin) * 1000) }
}
