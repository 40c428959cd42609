/// Checks that every edition of a spec holds the same `swift` blocks as the first: the same attributes and the same
/// code, comments aside.
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
    let leftLines = SwiftCommentStripper.codeLines(left.code)
    let rightLines = SwiftCommentStripper.codeLines(right.code)
    for position in 0..<max(leftLines.count, rightLines.count) {
      let leftLine = position < leftLines.count ? leftLines[position] : nil
      let rightLine = position < rightLines.count ? rightLines[position] : nil
      guard leftLine?.text != rightLine?.text else { continue }
      let leftPlace = line(left, leftLine?.index)
      let rightPlace = line(right, rightLine?.index)
      let detail =
        "the first differing code line is '\(leftLine?.text ?? "(end of block)")' there and "
        + "'\(rightLine?.text ?? "(end of block)")' here (only comments may differ between editions)"
      return SpecError(.parity(other: leftPlace, detail: detail), at: rightPlace)
    }
    return nil
  }

  private func line(_ block: SpecBlock, _ index: Int?) -> SourceLocation {
    let count = block.code.split(separator: "\n", omittingEmptySubsequences: false).count - 1
    return SourceLocation(file: block.location.file, line: block.contentLine + (index ?? max(0, count)))
  }
}
