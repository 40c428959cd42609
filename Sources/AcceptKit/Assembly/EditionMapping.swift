/// Carries locations from one edition of a spec to another whose code is the same but for comments, so that a
/// program compiled and run once can be reported in every language with that language's lines.
struct EditionMapping: Sendable {
  /// The edition the program was built from.
  var source: SpecEdition
  /// The edition the results are reported for.
  var target: SpecEdition

  /// The key under which two editions' programs are the same: for each included block its role, names and code with
  /// comment text removed (line structure kept). Equal keys mean equal programs, line for line, apart from paths,
  /// `#sourceLocation` line numbers and comments.
  static func key(_ edition: SpecEdition, including indices: [Int]) -> String {
    indices.map { index in
      let block = edition.blocks[index]
      let header = "\(block.kind.rawValue)|\(block.attributes.name ?? "")|\(block.attributes.check ?? "")"
      return header + "\n" + SwiftCommentStripper.strip(block.code)
    }.joined(separator: "\u{1F}")
  }

  /// The line in `target` that stands where `line` stands in `source`; lines outside every block stay as they are.
  func line(_ line: Int) -> Int {
    for (from, to) in zip(source.blocks, target.blocks) {
      if line == from.location.line { return to.location.line }
      let count = from.code.split(separator: "\n", omittingEmptySubsequences: false).count
      if line >= from.contentLine && line < from.contentLine + count {
        return to.contentLine + (line - from.contentLine)
      }
    }
    return line
  }

  /// A failure moved to the target edition when it points into the source edition.
  func failure(_ failure: CheckFailure) -> CheckFailure {
    guard failure.file == source.path else { return failure }
    var moved = failure
    moved.file = target.path
    moved.line = line(failure.line)
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
