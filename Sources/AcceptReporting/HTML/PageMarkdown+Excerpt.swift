/// The excerpt of a check's code that "failed only" shows instead of the whole block: the lines a failure marks and
/// the one around each, each run of them numbered as in the block, with the lines left out counted between, the
/// first count followed by a button that shows the whole block. It stands inside the block's figure, so that a filter
/// keeps or hides it with the block; without script, and in print, the whole block is shown.
extension PageMarkdown {
  /// How many lines before and after a marked line the excerpt keeps: one, since the card below says what the line
  /// expected, and the whole block is a click away.
  static let excerptContext = 1

  /// The excerpt of `lines` (the block's code lines, the first numbered `first`) around `marked`, or "" when it would
  /// leave out fewer than `foldingThreshold` lines.
  static func excerpt(_ lines: [Substring], first: Int, marked: Set<Int>, languageClass: String) -> String {
    let near = Set(
      marked.flatMap { line in (line - excerptContext)...(line + excerptContext) }.filter {
        (first..<(first + lines.count)).contains($0)
      })
    let shown = bridged(near, within: first..<(first + lines.count))
    guard lines.count - shown.count >= foldingThreshold else { return "" }
    let button =
      " <button type=\"button\" class=\"whole-code\"\(PageText.attributes(.foldShow, count: lines.count))>"
      + "\(XMLText.escape(PageText.english(.foldShow, count: lines.count)))</button>"
    var html = "<div class=\"excerpt\">\n"
    var buttonPlaced = false
    var number = first
    while number < first + lines.count {
      let start = number
      let keep = shown.contains(number)
      while number < first + lines.count && shown.contains(number) == keep { number += 1 }
      if keep {
        html += "<pre class=\"lines\" style=\"counter-reset: n \(start - 1)\"><code\(languageClass)>"
        for line in start..<number {
          let mark = marked.contains(line) ? " class=\"marked\"" : ""
          html += "<span\(mark)>\(XMLText.escapeContent(String(lines[line - first])))</span>\n"
        }
        html += "</code></pre>\n"
      } else {
        // The first count of lines left out carries the button that shows them all.
        let count = PageText.span(.excerptGap, count: number - start)
        html += "<p class=\"gap\">\(count)\(buttonPlaced ? "" : button)</p>\n"
        buttonPlaced = true
      }
    }
    return html + "</div>\n"
  }

  /// The most lines between two kept runs that are shown rather than counted: a gap line costs about as much room.
  static let excerptBridge = 3

  /// `kept` with each gap of at most `excerptBridge` lines between two kept lines filled in, and a single line left
  /// before the first or after the last filled in too (its count would take the same room).
  private static func bridged(_ kept: Set<Int>, within range: Range<Int>) -> Set<Int> {
    var shown = kept
    let sorted = kept.sorted()
    for (before, after) in zip(sorted, sorted.dropFirst()) where after - before - 1 <= excerptBridge {
      for line in before..<after where range.contains(line) { shown.insert(line) }
    }
    if let first = sorted.first, first - range.lowerBound == 1 { shown.insert(range.lowerBound) }
    if let last = sorted.last, range.upperBound - 1 - last == 1 { shown.insert(range.upperBound - 1) }
    return shown
  }
}
