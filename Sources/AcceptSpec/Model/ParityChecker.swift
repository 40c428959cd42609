/// Checks that every edition of a spec holds the same `swift` blocks as the first: the same attributes and the same
/// code tokens (see `SwiftCode`), comments and the amount of white space aside.
struct ParityChecker {
  /// Returns one error per edition that differs from the first, placed in the differing edition.
  func check(_ spec: Spec) -> [SpecError] {
    guard let reference = spec.editions.first else { return [] }
    return spec.editions.dropFirst().compactMap { compare(reference, $0) }
  }

  private func compare(_ reference: SpecEdition, _ edition: SpecEdition) -> SpecError? {
    for (left, right) in zip(reference.blocks, edition.blocks) {
      if left.attributes != right.attributes {
        return SpecError(
          .parity(
            other: left.location,
            detail: "the swift blocks' attributes differ ('\(left.info)' against '\(right.info)')"),
          at: right.location)
      }
      if let error = compareCode(left, right) { return error }
    }
    guard reference.blocks.count != edition.blocks.count else { return nil }
    let extra = reference.blocks.count > edition.blocks.count
    let missing = extra ? reference.blocks[edition.blocks.count] : edition.blocks[reference.blocks.count]
    let detail =
      "\(reference.path) has \(reference.blocks.count) swift blocks and this file \(edition.blocks.count); "
      + "the first unmatched block is '\(missing.info)' at \(missing.location)"
    let place = extra ? SourceLocation(file: edition.path, line: 1) : missing.location
    return SpecError(.parity(other: SourceLocation(file: reference.path, line: 1), detail: detail), at: place)
  }

  private func compareCode(_ left: SpecBlock, _ right: SpecBlock) -> SpecError? {
    let leftCode = SwiftCode(left.code)
    let rightCode = SwiftCode(right.code)
    guard let index = leftCode.firstDifference(from: rightCode) else { return nil }
    let leftLine = index < leftCode.lines.count ? leftCode.lines[index] : nil
    let rightLine = index < rightCode.lines.count ? rightCode.lines[index] : nil
    let detail =
      "the first differing code line is '\(leftLine.map(leftCode.text(ofLine:)) ?? "(end of block)")' there and "
      + "'\(rightLine.map(rightCode.text(ofLine:)) ?? "(end of block)")' here (only comments may differ between "
      + "editions)"
    return SpecError(.parity(other: codeLocation(left, leftLine), detail: detail), at: codeLocation(right, rightLine))
  }

  /// The Markdown location of the block's 1-based code `line`, or of its closing fence when there is none.
  private func codeLocation(_ block: SpecBlock, _ line: Int?) -> SourceLocation {
    SourceLocation(file: block.location.file, line: line.map(block.codeLines.line) ?? block.codeLines.end)
  }
}
