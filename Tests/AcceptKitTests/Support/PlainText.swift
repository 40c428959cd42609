import Foundation

/// The text a reader sees of rendered HTML, for tests whose words are split into marked spans.
enum PlainText {
  /// `html` without its tags (entities are kept as written).
  static func of(_ html: some StringProtocol) -> String {
    String(html).replacingOccurrences(of: "<[^>]*>", with: "", options: .regularExpression)
  }

  /// The plain text of the first element of `html` whose start tag begins with `start`, up to the first `closing`
  /// after it, or nil when there is none.
  static func element(_ html: String, _ start: String, closing: String) -> String? {
    guard let open = html.range(of: start), let end = html[open.upperBound...].firstIndex(of: ">"),
      let close = html[end...].range(of: closing)
    else { return nil }
    return of(html[html.index(after: end)..<close.lowerBound])
  }
}
