import Foundation

/// The selectors of a style sheet and a matcher of simple selectors (type, classes, descendant and child
/// combinators) against the elements of rendered HTML, so that tests can tell a rule that styles nothing.
enum StyleSelectors {
  /// Every selector of every rule in `css`, inside `@media` blocks too, with pseudo-classes and pseudo-elements
  /// removed (`.lines .marked::before` gives `.lines .marked`).
  static func all(in css: String) -> [String] {
    var selectors: [String] = []
    var prelude = ""
    var inRule = false
    for character in css {
      switch character {
      case "{":
        let text = prelude.trimmingCharacters(in: .whitespacesAndNewlines)
        prelude = ""
        guard !text.hasPrefix("@") else { continue }
        inRule = true
        selectors += text.split(separator: ",").map { bare(String($0)) }
      case "}":
        inRule = false
        prelude = ""
      default:
        if !inRule { prelude.append(character) }
      }
    }
    return selectors
  }

  /// The class names `selector` requires.
  static func classes(of selector: String) -> Set<String> {
    Set(compounds(selector).flatMap { $0.compound.classes })
  }

  /// Whether some element of `elements` matches `selector`.
  static func matches(_ selector: String, in elements: [HTMLElement]) -> Bool {
    let parts = compounds(selector)
    guard let last = parts.last else { return false }
    return elements.indices.contains { index in
      last.compound.matches(elements[index]) && matches(parts.dropLast(), last.child, above: index, in: elements)
    }
  }

  private static func matches(
    _ parts: ArraySlice<(compound: Compound, child: Bool)>, _ child: Bool, above index: Int, in elements: [HTMLElement]
  ) -> Bool {
    guard let part = parts.last else { return true }
    var parent = elements[index].parent
    while let candidate = parent {
      if part.compound.matches(elements[candidate])
        && matches(parts.dropLast(), part.child, above: candidate, in: elements)
      {
        return true
      }
      if child { return false }
      parent = elements[candidate].parent
    }
    return false
  }

  /// One compound selector: an optional type and the classes it requires.
  struct Compound {
    var tag: String?
    var classes: [String]

    func matches(_ element: HTMLElement) -> Bool {
      (tag == nil || tag == element.tag) && classes.allSatisfy(element.classes.contains)
    }
  }

  /// The compounds of `selector`, each with whether the combinator after it is `>` (child).
  private static func compounds(_ selector: String) -> [(compound: Compound, child: Bool)] {
    var result: [(compound: Compound, child: Bool)] = []
    let tokens = selector.replacingOccurrences(of: ">", with: " > ").split(separator: " ")
    for (offset, token) in tokens.enumerated() where token != ">" {
      let pieces = token.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
      let tag = pieces[0].isEmpty || pieces[0] == "*" ? nil : pieces[0]
      let child = offset + 1 < tokens.count && tokens[offset + 1] == ">"
      result.append((Compound(tag: tag, classes: Array(pieces.dropFirst())), child))
    }
    return result
  }

  private static func bare(_ selector: String) -> String {
    var text = selector.trimmingCharacters(in: .whitespacesAndNewlines)
    if let colon = text.firstIndex(of: ":") { text = String(text[..<colon]) }
    return text.trimmingCharacters(in: .whitespaces)
  }
}

/// An element of rendered HTML: its tag, its classes and the index of its parent.
struct HTMLElement {
  var tag: String
  var classes: Set<String>
  var parent: Int?

  /// The elements of `html` in document order, outside `<style>` and `<script>`.
  static func all(in html: String) throws -> [HTMLElement] {
    let voids: Set<String> = ["br", "hr", "img", "input", "meta", "link", "col", "wbr", "source"]
    let body = html.replacingOccurrences(
      of: "(?s)<(style|script)[^>]*>.*?</(style|script)>", with: "", options: [.regularExpression])
    var elements: [HTMLElement] = []
    var open: [Int] = []
    let tag = try NSRegularExpression(pattern: "<(/?)([a-zA-Z][a-zA-Z0-9]*)([^>]*)>")
    let text = body as NSString
    for match in tag.matches(in: body, range: NSRange(location: 0, length: text.length)) {
      let name = text.substring(with: match.range(at: 2)).lowercased()
      if match.range(at: 1).length > 0 {
        if let at = open.lastIndex(where: { elements[$0].tag == name }) { open.removeSubrange(at...) }
        continue
      }
      let attributes = text.substring(with: match.range(at: 3))
      elements.append(HTMLElement(tag: name, classes: classes(in: attributes), parent: open.last))
      if !voids.contains(name) && !attributes.hasSuffix("/") { open.append(elements.count - 1) }
    }
    return elements
  }

  private static func classes(in attributes: String) -> Set<String> {
    guard let start = attributes.range(of: "class=\""),
      let end = attributes[start.upperBound...].firstIndex(of: "\"")
    else { return [] }
    return Set(attributes[start.upperBound..<end].split(separator: " ").map(String.init))
  }
}
