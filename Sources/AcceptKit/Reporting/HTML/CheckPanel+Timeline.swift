import Foundation

extension CheckPanel {
  /// The compile and run times of a card. A result that shares another language's program has no times of its
  /// own: it shows that program's, said to be shared, or nothing when the review does not hold that program.
  func times(_ entry: ReviewIndex.Entry) -> String {
    let result = entry.result
    guard let language = result.sharedWith else {
      return " <span class=\"times\">compile \(Self.seconds(result.compileSeconds))"
        + " · run \(Self.seconds(result.runSeconds))</span>"
    }
    guard let program = sharedProgram(entry) else { return "" }
    return " <span class=\"times\">shared program (\(XMLText.escape(language))):"
      + " compile \(Self.seconds(program.compileSeconds)) · run \(Self.seconds(program.runSeconds))</span>"
  }

  /// The records table, sorted by key. In a check that marked its timeline, a number whose key ends in `time` is
  /// an `elapsed()` reading: it is shown in milliseconds since the first mark, like the timeline's axis, with the
  /// raw seconds in its tooltip.
  func records(_ result: CheckResult) -> String {
    guard !result.records.isEmpty else { return "" }
    let origin = result.marks.map(\.time).min()
    let rows = result.records.sorted { $0.key < $1.key }.map { key, value in
      "<tr><th>\(XMLText.escape(key))</th>\(Self.recordCell(key, value, origin: origin))</tr>\n"
    }
    return "<table class=\"records\"><caption>records</caption>\n\(rows.joined())</table>\n"
  }

  /// One record's value cell.
  static func recordCell(_ key: String, _ value: RecordValue, origin: Double?) -> String {
    guard let origin, key.lowercased().hasSuffix("time"), case .double(let seconds) = value, seconds.isFinite else {
      return "<td>\(XMLText.escape(value.description))</td>"
    }
    let milliseconds = String(format: "%.1f", (seconds - origin) * 1000)
    let title = "\(value.description) s since the check's program started"
    return "<td title=\"\(XMLText.escape(title))\">\(milliseconds) ms since the first mark</td>"
  }

  /// The timeline of a check that marked events, with its `limit` record as the in-flight limit. A result that
  /// shares another language's program, with the same marks and limit, links to that program's drawing instead of
  /// drawing it again, which keeps the page small (a link into a hidden edition shows that edition).
  func timeline(_ entry: ReviewIndex.Entry) -> String {
    let result = entry.result
    guard !result.marks.isEmpty else { return "" }
    let drawing = TimelineSVG(
      marks: result.marks, limit: Self.limit(result.records), width: showsRuns ? 560 : 960)
    let caption = XMLText.escape(drawing.caption)
    if let program = sharedProgram(entry), program.marks == result.marks,
      Self.limit(program.records) == drawing.limit
    {
      let anchor = HTMLAnchor.check(program.spec, program.check, program.language)
      return "<figure class=\"timeline\">\n<figcaption>timeline: \(caption); drawn with the same program's results"
        + " in <a href=\"#\(anchor)\">\(XMLText.escape(program.language))</a></figcaption>\n</figure>\n"
    }
    return "<figure class=\"timeline\">\n<div class=\"scroll\">\(drawing.svg())</div>\n"
      + "<figcaption>timeline: \(caption)</figcaption>\n</figure>\n"
  }

  /// The in-flight limit a check recorded as `record("limit", n)`: a positive whole number.
  static func limit(_ records: [String: RecordValue]) -> Int? {
    switch records["limit"] {
    case .int(let value) where value > 0: value
    case .double(let value) where value > 0 && value < 1e9 && value.rounded() == value: Int(value)
    default: nil
    }
  }
}
