import AcceptExecution
import Foundation

extension CheckPanel {
  /// The compile and run times of a card. A result that shares another language's program has no times of its
  /// own: it shows that program's, said to be shared, or nothing when the review does not hold that program.
  ///
  /// A program that came from the cache was not compiled: its card says so instead of showing a zero compile time.
  func times(_ entry: ReviewIndex.Entry) -> String {
    let result = entry.result
    guard let language = result.sharedWith else { return " " + Self.timesHTML(result) }
    guard let program = sharedProgram(entry) else { return "" }
    return " " + Self.timesHTML(program, sharedFrom: language)
  }

  /// `compile 0.49 s · run 0.04 s`, or `compile: cached · run 0.04 s` for a program from the cache, as a `times`
  /// span marked for the page's language choice; `shared program (zh-Hant): ` first when the program is another
  /// language's.
  static func timesHTML(_ program: CheckResult, sharedFrom language: String? = nil) -> String {
    let (compile, run) = (number(program.compileSeconds), number(program.runSeconds))
    let cached = BuildNote(program.build)?.cached == true
    let key: PageText.Key
    let values: [String]
    switch (language, cached) {
    case (nil, true): (key, values) = (.timesCached, [run])
    case (nil, false): (key, values) = (.timesOwn, [compile, run])
    case (let language?, true): (key, values) = (.timesSharedCached, [language, run])
    case (let language?, false): (key, values) = (.timesSharedOwn, [language, compile, run])
    }
    return "<span class=\"times\"\(PageText.attributes(key, values: values))>"
      + "\(XMLText.escape(PageText.english(key, values: values)))</span>"
  }

  /// Seconds with two decimals, without the unit (the words around it hold the unit).
  static func number(_ seconds: Double) -> String { String(format: "%.2f", seconds) }

  /// The records table, sorted by key. In a check that marked its timeline, a number whose key ends in `time` is
  /// an `elapsed()` reading: it is shown in milliseconds since the first mark, like the timeline's axis, with the
  /// raw seconds in its tooltip.
  func records(_ result: CheckResult) -> String {
    guard !result.records.isEmpty else { return "" }
    let origin = result.marks.map(\.time).min()
    let rows = result.records.sorted { $0.key < $1.key }.map { key, value in
      "<tr><th>\(XMLText.escape(key))</th>\(Self.recordCell(key, value, origin: origin))</tr>\n"
    }
    return "<table class=\"records\"><caption>\(PageText.span(.recordsCaption))</caption>\n\(rows.joined())</table>\n"
  }

  /// One record's value cell.
  static func recordCell(_ key: String, _ value: RecordValue, origin: Double?) -> String {
    guard let origin, key.lowercased().hasSuffix("time"), case .double(let seconds) = value, seconds.isFinite else {
      return "<td>\(XMLText.escape(value.description))</td>"
    }
    let values = [String(format: "%.1f", (seconds - origin) * 1000), value.description]
    return
      "<td\(PageText.title(.recordSinceStart, values: values))\(PageText.attributes(.recordSinceMark, values: values))>"
      + "\(XMLText.escape(PageText.english(.recordSinceMark, values: values)))</td>"
  }

  /// The timeline of a check that marked at least two events (one mark draws nothing worth a drawing), with its
  /// `limit` record as the in-flight limit. A result that shares another language's program, with the same marks and
  /// limit, holds no drawing of its own: the page's script copies that program's drawing into it (a drawing is
  /// language-neutral) when its edition is shown, and hides the link to it that a page without script keeps. So the
  /// drawing is in the page once, and every edition shows it.
  func timeline(_ entry: ReviewIndex.Entry) -> String {
    let result = entry.result
    guard result.marks.count >= 2 else { return "" }
    let drawing = TimelineSVG(
      marks: result.marks, limit: Self.limit(result.records), width: showsRuns ? 560 : 960)
    let figure = timelineFigure(entry, drawing)
    guard result.ok else { return figure }
    // A check that went as expected keeps its timeline folded under the caption, one click away.
    return "<details class=\"timeline-fold\"><summary>\(drawing.captionHTML)</summary>\n\(figure)</details>\n"
  }

  /// The timeline's figure of `drawing`, as `timeline(_:)` describes it, never folded.
  private func timelineFigure(_ entry: ReviewIndex.Entry, _ drawing: TimelineSVG) -> String {
    let result = entry.result
    let caption = drawing.captionHTML
    if let program = sharedProgram(entry), program.marks == result.marks,
      Self.limit(program.records) == drawing.limit
    {
      let anchor = XMLText.escape(HTMLAnchor.check(program.spec, program.check, program.language))
      return "<figure class=\"timeline\" data-drawing=\"\(anchor)\">\n\(Self.zoomButton)<div class=\"scroll\"></div>\n"
        + "<figcaption>\(caption)<span class=\"shared-link\">\(PageText.span(.timelineShared))"
        + " <a href=\"#\(anchor)\">\(XMLText.escape(program.language))</a></span></figcaption>\n"
        + drawing.legendHTML + "</figure>\n"
    }
    let anchor = XMLText.escape(HTMLAnchor.check(result.spec, result.check, result.language))
    return "<figure class=\"timeline\" data-drawing-of=\"\(anchor)\">\n\(Self.zoomButton)"
      + "<div class=\"scroll\">\(drawing.svg())</div>\n"
      + "<figcaption>\(caption)</figcaption>\n" + drawing.legendHTML + "</figure>\n"
  }

  /// The button that, on a screen narrower than 600 px, where a drawing is fitted to the width, shows it at full size
  /// (scrolling inside its box) and back; the page's style shows it only there, and only with script.
  static let zoomButton =
    "<button type=\"button\" class=\"zoom\"\(PageText.attributes(.timelineZoomIn))>"
    + "\(XMLText.escape(PageText.english(.timelineZoomIn)))</button>\n"

  /// The in-flight limit a check recorded as `record("limit", n)`: a positive whole number.
  static func limit(_ records: [String: RecordValue]) -> Int? {
    switch records["limit"] {
    case .int(let value) where value > 0: value
    case .double(let value) where value > 0 && value < 1e9 && value.rounded() == value: Int(value)
    default: nil
    }
  }
}
