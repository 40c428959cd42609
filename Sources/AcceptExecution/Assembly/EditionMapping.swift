import AcceptSpec

/// Carries locations from one edition of a spec to another whose code is the same but for comments, so that a
/// program compiled and run once can be reported in every language with that language's lines.
struct EditionMapping: Sendable {
  /// What makes one block of a program the same in two editions: its role, names and code tokens.
  struct BlockKey: Hashable, Sendable {
    /// Whether the block is a definition or a check.
    var kind: BlockKind
    /// The definition's name, if any.
    var name: String?
    /// The check's id, if any.
    var check: String?
    /// The code's tokens without comments (see `SwiftCode`).
    var tokens: [SwiftCode.Token]
    /// The same code read with bare regex literals (see `SwiftCode.regexReading`).
    var regexReading: [SwiftCode.Token]
  }

  /// The edition the program was built from.
  let source: SpecEdition
  /// The edition the results are reported for.
  let target: SpecEdition
  /// One line map per pair of blocks, in document order.
  private let blocks: [BlockLineMap]

  /// Creates the mapping from `source` to `target`, lexing every block once.
  init(source: SpecEdition, target: SpecEdition) {
    self.source = source
    self.target = target
    blocks = zip(source.blocks, target.blocks).map { BlockLineMap(source: $0, target: $1) }
  }

  /// The key under which two editions' programs are the same: for each included block its role, names and code
  /// tokens. Equal keys mean the same program but for paths, `#sourceLocation` lines, comments and the amount of
  /// white space.
  static func key(_ blocks: [SpecBlock]) -> [BlockKey] {
    blocks.map { block in
      let code = SwiftCode(block.code)
      return BlockKey(
        kind: block.kind, name: block.attributes.name, check: block.attributes.check?.id,
        tokens: code.tokens, regexReading: code.regexReading)
    }
  }

  /// The line in `target` that stands where `line` stands in `source`: the line of the same code token, the
  /// matching fence, or, between tokens, as far from the token before as in the source; lines outside every block
  /// stay as they are.
  func line(_ line: Int) -> Int {
    for block in blocks {
      if let mapped = block.line(line) { return mapped }
    }
    return line
  }

  /// A failure moved to the target edition where it points into the source edition: its place and the place of the
  /// helper that raised it, each on its own.
  func failure(_ failure: CheckFailure) -> CheckFailure {
    var moved = failure
    if failure.file == source.path {
      moved.file = target.path
      moved.line = line(failure.line)
    }
    if let helper = failure.helper, helper.file == source.path {
      moved.helper = CheckFailure.HelperPlace(file: target.path, line: line(helper.line))
    }
    return moved
  }

  /// Text with every `source-path:LINE` rewritten to the target's path and line.
  func text(_ text: String) -> String {
    let needle = source.path + ":"
    var result = ""
    var rest = Substring(text)
    while let range = rest.range(of: needle) {
      result += rest[..<range.lowerBound]
      let digits = rest[range.upperBound...].prefix { $0.isASCII && $0.isNumber }
      if let number = Int(digits) {
        result += "\(target.path):\(line(number))"
      } else {
        result += needle
      }
      rest = rest[range.upperBound...].dropFirst(digits.count)
    }
    return result + rest
  }
}
