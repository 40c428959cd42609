import Foundation

/// The code lines of a rendered page, each with the number the page's CSS counter shows beside it: a block
/// `<pre class="… lines" style="counter-reset: n K">` numbers its line spans K + 1, K + 2, ….
struct NumberedLine: Equatable {
  /// The 1-based number shown beside the line.
  var number: Int
  /// The line's class attribute ("" for none).
  var classes: String
  /// The line's escaped HTML text.
  var text: String
}

enum NumberedLines {
  /// Every numbered line of `html`, block after block.
  static func all(in html: String) -> [NumberedLine] {
    var lines: [NumberedLine] = []
    for block in html.components(separatedBy: "<pre class=\"").dropFirst() {
      guard let end = block.range(of: "</pre>") else { continue }
      let pre = block[..<end.lowerBound]
      guard let head = pre.range(of: "style=\"counter-reset: n "), pre[..<head.lowerBound].contains("lines"),
        let quote = pre[head.upperBound...].firstIndex(of: "\""),
        let start = Int(pre[head.upperBound..<quote])
      else { continue }
      var number = start
      for span in pre[quote...].components(separatedBy: "<span").dropFirst() {
        guard let close = span.firstIndex(of: ">"), let text = span.range(of: "</span>") else { continue }
        let attributes = span[..<close]
        let classes =
          attributes.range(of: "class=\"").map { found in
            String(attributes[found.upperBound...].prefix { $0 != "\"" })
          } ?? ""
        number += 1
        lines.append(
          NumberedLine(number: number, classes: classes, text: String(span[span.index(after: close)..<text.lowerBound]))
        )
      }
    }
    return lines
  }

  /// The numbered line `number` of the first block of `html` that shows it, or nil.
  static func line(_ number: Int, in html: String) -> NumberedLine? {
    all(in: html).first { $0.number == number }
  }
}
