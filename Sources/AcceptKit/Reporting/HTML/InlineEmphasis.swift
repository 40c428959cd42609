/// Pairs the emphasis runs of inline tokens into `<em>` and `<strong>`, following CommonMark's "process emphasis"
/// procedure.
enum InlineEmphasis {
  /// Matches every closing run with the nearest opening run before it that it may pair with.
  static func resolve(_ tokens: inout [InlineToken]) {
    var closer = 0
    while closer < tokens.count {
      guard case .delimiter(var close) = tokens[closer], close.canClose, close.count > 0,
        let opener = opener(for: close, before: closer, in: tokens),
        case .delimiter(var open) = tokens[opener]
      else {
        closer += 1
        continue
      }
      let used = open.count >= 2 && close.count >= 2 ? 2 : 1
      let tag = used == 2 ? "strong" : "em"
      open.count -= used
      close.count -= used
      open.openTags = "<\(tag)>" + open.openTags
      close.closeTags += "</\(tag)>"
      tokens[opener] = .delimiter(open)
      tokens[closer] = .delimiter(close)
      deactivate(&tokens, in: (opener + 1)..<closer)
    }
  }

  private static func opener(for closer: InlineDelimiter, before index: Int, in tokens: [InlineToken]) -> Int? {
    tokens[..<index].lastIndex { token in
      guard case .delimiter(let run) = token else { return false }
      return run.opens(closer)
    }
  }

  private static func deactivate(_ tokens: inout [InlineToken], in range: Range<Int>) {
    for index in range {
      guard case .delimiter(var run) = tokens[index] else { continue }
      run.active = false
      tokens[index] = .delimiter(run)
    }
  }
}
