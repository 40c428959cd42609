/// Pairs the emphasis runs of inline tokens into `<em>` and `<strong>`, following CommonMark's "process emphasis"
/// procedure.
///
/// The runs that may still open are kept on a stack, and for each kind of closer the stack height below which no
/// opener matched is remembered (CommonMark's "openers bottom"), so that a text of many runs is paired in linear
/// time rather than by searching every token before each closer.
enum InlineEmphasis {
  /// What decides whether a closer may pair with an opener besides the opener itself: its character, whether it
  /// may also open, and its length modulo 3 (the "rule of three").
  private struct CloserKind: Hashable {
    /// `*` or `_`.
    var character: Character
    /// Whether the closer may also open.
    var canOpen: Bool
    /// The closer's original length modulo 3.
    var lengthModulo3: Int
  }

  /// Matches every closing run with the nearest opening run before it that it may pair with.
  static func resolve(_ tokens: inout [InlineToken]) {
    var openers: [Int] = []
    var bottoms: [CloserKind: Int] = [:]
    for closer in tokens.indices {
      guard case .delimiter(var close) = tokens[closer] else { continue }
      let kind = CloserKind(character: close.character, canOpen: close.canOpen, lengthModulo3: close.originalCount % 3)
      while close.canClose, close.count > 0 {
        let bottom = min(bottoms[kind] ?? 0, openers.count)
        guard let place = openers[bottom...].lastIndex(where: { opens(tokens[$0], close) }) else {
          bottoms[kind] = openers.count
          break
        }
        match(&tokens, opener: openers[place], closer: &close)
        let spent = tokens[openers[place]].delimiterCount == 0
        openers.removeSubrange((spent ? place : place + 1)...)
        bottoms = bottoms.mapValues { min($0, openers.count) }
      }
      tokens[closer] = .delimiter(close)
      if close.canOpen, close.count > 0 { openers.append(closer) }
    }
  }

  /// Whether `token` is a run that may open emphasis closed by `closer`.
  private static func opens(_ token: InlineToken, _ closer: InlineDelimiter) -> Bool {
    guard case .delimiter(let run) = token else { return false }
    return run.opens(closer)
  }

  /// Pairs the opener at `opener` with `closer`: two characters each for `<strong>` when both have two, else one.
  private static func match(_ tokens: inout [InlineToken], opener: Int, closer close: inout InlineDelimiter) {
    guard case .delimiter(var open) = tokens[opener] else { return }
    let used = open.count >= 2 && close.count >= 2 ? 2 : 1
    let tag = used == 2 ? "strong" : "em"
    open.count -= used
    close.count -= used
    open.openTags = "<\(tag)>" + open.openTags
    close.closeTags += "</\(tag)>"
    tokens[opener] = .delimiter(open)
  }
}

extension InlineToken {
  /// The characters left unmatched of a delimiter run; 0 for any other token.
  fileprivate var delimiterCount: Int {
    guard case .delimiter(let run) = self else { return 0 }
    return run.count
  }
}
