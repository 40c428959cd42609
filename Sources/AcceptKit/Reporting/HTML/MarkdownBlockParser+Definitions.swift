extension MarkdownBlockParser {
  /// Takes the one-line link reference definitions at the start of a paragraph; returns the lines left.
  ///
  /// A label defined twice keeps the definition that comes first in the document, whichever container is parsed
  /// first.
  mutating func takeDefinitions(_ paragraph: [MarkdownLine]) -> ArraySlice<MarkdownLine> {
    var rest = paragraph[...]
    while let line = rest.first, let (label, link) = Self.definition(line.content) {
      if line.number < linkLines[label] ?? Int.max {
        links[label] = link
        linkLines[label] = line.number
      }
      rest = rest.dropFirst()
    }
    return rest
  }

  /// Reads `[label]: destination "title"` (the title is optional); nil when the line is not a definition.
  static func definition(_ text: Substring) -> (String, MarkdownLink)? {
    guard text.first == "[", let close = text.firstIndex(of: "]") else { return nil }
    let label = text[text.index(after: text.startIndex)..<close]
    let afterLabel = text[text.index(after: close)...]
    guard !label.trimmingSpacesAndTabs().isEmpty, !label.contains("["), afterLabel.first == ":" else { return nil }
    let rest = afterLabel.dropFirst().drop { $0 == " " || $0 == "\t" }
    guard let (destination, afterDestination) = Self.destination(rest) else { return nil }
    let tail = afterDestination.trimmingSpacesAndTabs()
    if tail.isEmpty { return (MarkdownLink.key(label), MarkdownLink(destination: destination)) }
    guard afterDestination.first == " " || afterDestination.first == "\t", let title = Self.title(Substring(tail))
    else { return nil }
    return (MarkdownLink.key(label), MarkdownLink(destination: destination, title: title))
  }

  /// A link destination, `<...>` or a run without spaces, with the text after it.
  private static func destination(_ text: Substring) -> (String, Substring)? {
    if text.first == "<" {
      guard let close = text.firstIndex(of: ">") else { return nil }
      let inner = text[text.index(after: text.startIndex)..<close]
      return (MarkdownInline.unescaped(inner), text[text.index(after: close)...])
    }
    let run = text.prefix { !$0.isWhitespace }
    guard !run.isEmpty else { return nil }
    return (MarkdownInline.unescaped(run), text.dropFirst(run.count))
  }

  /// A whole-text title in double quotes, single quotes or parentheses.
  private static func title(_ text: Substring) -> String? {
    guard let first = text.first, let last = text.last, text.count >= 2 else { return nil }
    let pairs: [Character: Character] = ["\"": "\"", "'": "'", "(": ")"]
    guard pairs[first] == last else { return nil }
    return MarkdownInline.unescaped(text.dropFirst().dropLast())
  }
}
