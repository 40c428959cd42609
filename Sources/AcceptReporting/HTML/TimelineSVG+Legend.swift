import Foundation

/// The key under a timeline, and the order of its moments: what a bar and each colour of marker mean (only those the
/// drawing has), and, in a drawing with a cancellation or an error, every event and the last operation's exit in the
/// order they happened, so that a reader sees a cancel request, the operations' exits and the call's return (or the
/// throw) apart, as the contracts keep them.
extension TimelineSVG {
  /// The most events the order line names; a drawing with more gives the key only.
  static let orderedEventLimit = 8

  /// The key and the order of moments as one line of HTML, each word marked for the page's language choice.
  var legendHTML: String {
    var items: [String] = []
    if !bars.isEmpty { items.append(Self.keyItem("bar", .timelineKeyBar)) }
    let kinds = Set(markers.map(\.kind.markerClass))
    for (kind, key) in [
      ("cancel", PageText.Key.timelineKeyCancel), ("error", .timelineKeyError), ("moment", .timelineKeyMoment),
    ]
    where kinds.contains(kind) {
      items.append(Self.keyItem(kind, key))
    }
    guard !items.isEmpty else { return "" }
    return "<p class=\"timeline-key\">\(items.joined(separator: " "))\(orderHTML)</p>\n"
  }

  /// The events and the last exit in time order, when the drawing holds a cancellation or an error, on the key's
  /// line after its entries.
  private var orderHTML: String {
    let telling = markers.contains { $0.kind == .cancel || $0.kind == .error }
    guard telling, markers.count <= Self.orderedEventLimit else { return "" }
    var moments = markers.map { (time: $0.time, html: moment(XMLText.escape($0.event), $0.time, $0.kind.markerClass)) }
    if let exit = bars.filter({ !$0.open }).map(\.end).max() {
      moments.append((exit, moment(PageText.span(.timelineLastExit), exit, "bar")))
    }
    let ordered = moments.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
    return " <span class=\"timeline-order\">\(PageText.span(.timelineOrder))"
      + ordered.map(\.element.html).joined(separator: " → ") + "</span>"
  }

  /// One moment of the order line: its name (already HTML) and its time in milliseconds since the first mark.
  private func moment(_ name: String, _ time: Double, _ kind: String) -> String {
    "<span class=\"moment \(kind)\">\(name) \(milliseconds(time)) ms</span>"
  }

  /// One entry of the key: a swatch in the colour of `kind` and its words.
  private static func keyItem(_ kind: String, _ key: PageText.Key) -> String {
    "<span class=\"key\"><span class=\"swatch \(kind)\"></span>\(PageText.span(key))</span>"
  }
}
