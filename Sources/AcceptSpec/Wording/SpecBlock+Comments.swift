extension SpecBlock {
  /// The comments of the block's code, read by the kit's Swift lexer, each at its Markdown line.
  var comments: [CodeComment] {
    SwiftLexer.tokens(in: code).filter(\.isComment).map { CodeComment(line: codeLines.line($0.line), text: $0.text) }
  }

  /// Whether the block's code is the kit's to word: a block bound with `source=` keeps its file's comments.
  var isWordedInSpec: Bool { attributes.source == nil }
}
