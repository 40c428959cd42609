/// The code lines of a page as a reader sees them numbered: each `pre` resets the `line` counter to one less than
/// its first line's number, and each `span class="line…"` in it counts one.
enum NumberedLines {
  /// One numbered line: its classes and its HTML text.
  struct Line: Equatable {
    /// The span's classes, for example `line marked`.
    var classes: String
    /// The line's HTML, escaped as the page has it.
    var html: String
  }

  /// The lines of every `pre` of `html`, by number; a number that two blocks share keeps the later block's line.
  static func parse(_ html: String) -> [Int: Line] {
    var lines: [Int: Line] = [:]
    for block in html.components(separatedBy: "counter-reset: line ").dropFirst() {
      guard let start = Int(block.prefix { $0.isNumber }), let end = block.range(of: "</pre>") else { continue }
      let spans = block[..<end.lowerBound].components(separatedBy: "<span class=\"").dropFirst()
      var number = start
      for span in spans where span.hasPrefix("line") {
        number += 1
        let classes = String(span.prefix { $0 != "\"" })
        let text = span.drop { $0 != ">" }.dropFirst()
        lines[number] = Line(classes: classes, html: String(text.prefix { $0 != "<" }))
      }
    }
    return lines
  }
}
