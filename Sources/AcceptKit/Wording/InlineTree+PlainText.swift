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

  /// The code span's contents when the whole content is one code span, else nil.
  var soleCodeSpan: String? {
    guard roots.count == 1, case .code(let literal) = nodes[roots[0]].kind else { return nil }
    return literal
  }
}
