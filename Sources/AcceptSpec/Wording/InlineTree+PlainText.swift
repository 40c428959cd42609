import AcceptMarkdown
import Foundation

extension InlineTree {
  /// The node indices in document order (a node before its children), walked with an explicit stack.
  var preorder: [Int] {
    var order: [Int] = []
    var stack = Array(roots.reversed())
    while let index = stack.popLast() {
      order.append(index)
      stack += nodes[index].children.reversed()
    }
    return order
  }

  /// The plain text: every text node and the contents of every code span, in order, without raw HTML, link
  /// destinations or titles; trimmed of white space at both ends.
  var plainText: String {
    var text = ""
    for index in preorder {
      switch nodes[index].kind {
      case .text(let literal), .code(let literal): text += literal
      case .softBreak, .hardBreak: text += " "
      default: break
      }
    }
    return text.trimmingCharacters(in: .whitespaces)
  }
}

extension InlineTree {
  /// The code spans of inline content that is nothing but a list of them: each code span alone or the whole text of a
  /// link, with only spaces and list punctuation (`,`, `、`, `，`, `/`, `;`, `；`, `・`) between them; nil for any
  /// other content.
  var listedCodeSpans: [String]? {
    var spans: [String] = []
    for root in roots {
      switch nodes[root].kind {
      case .code(let literal): spans.append(literal)
      case .link:
        guard nodes[root].children.count == 1, case .code(let literal) = nodes[nodes[root].children[0]].kind else {
          return nil
        }
        spans.append(literal)
      case .text(let literal):
        guard literal.allSatisfy({ " \t,、，/;；・".contains($0) }) else { return nil }
      case .softBreak: continue
      default: return nil
      }
    }
    return spans.isEmpty ? nil : spans
  }
}
