extension InlineReader {
  /// Reads `<`: an autolink, raw HTML, or the character itself.
  mutating func readAngleBracket() {
    let start = offset
    if let autolink = AutolinkSyntax.autolink(bytes, at: start) {
      let destination = autolink.isEmail ? "mailto:" + autolink.text : autolink.text
      let link = work.append(.link(destination: destination, title: nil), start: start, end: autolink.end)
      work.appendChild(.text(autolink.text), start: start + 1, end: autolink.end - 1, to: link)
      offset = autolink.end
    } else if let end = RawHTMLSyntax.end(bytes, at: start, failures: &rawHTMLFailures) {
      work.append(.html(String(decoding: bytes[start..<end], as: UTF8.self)), start: start, end: end)
      offset = end
    } else {
      appendLiteralByte()
    }
  }
}
