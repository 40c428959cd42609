/// Writes an inline tree as HTML.
public enum InlineHTML {
  /// The HTML of `tree`.
  public static func render(_ tree: InlineTree, options: HTMLOptions = HTMLOptions()) -> String {
    var html = ""
    for index in tree.roots {
      switch tree.nodes[index].kind {
      case .text(let text): html += escaped(text)
      case .softBreak: html += "\n"
      case .hardBreak: html += "<br />\n"
      case .code(let code): html += "<code>" + escaped(code) + "</code>"
      case .html(let raw): html += raw
      case .emphasis, .strong, .link, .image: html += ""
      }
    }
    return html
  }

  /// `text` with `&`, `<`, `>` and `"` written as character references.
  public static func escaped(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      default: result.append(character)
      }
    }
    return result
  }
}
