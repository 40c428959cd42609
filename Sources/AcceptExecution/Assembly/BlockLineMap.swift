import AcceptSpec

/// Carries the lines of one block of an edition to the same block of another edition whose code tokens are the same,
/// token by token, so that comments of different lengths in the two editions do not shift the lines.
struct BlockLineMap: Sendable {
  /// The 1-based Markdown line of the source block's opening fence.
  let sourceFence: Int
  /// The 1-based Markdown line of the target block's opening fence.
  let targetFence: Int
  /// The 1-based Markdown line of the source block's first code line.
  let sourceStart: Int
  /// The 1-based Markdown line of the target block's first code line.
  let targetStart: Int
  /// The number of code lines in the source block.
  let sourceCount: Int
  /// The number of code lines in the target block.
  let targetCount: Int
  /// The 1-based code line of each code token in the source block.
  let sourceLines: [Int]
  /// The 1-based code line of each code token in the target block.
  let targetLines: [Int]

  /// Creates the map from `source` to `target`.
  init(source: SpecBlock, target: SpecBlock) {
    sourceFence = source.location.line
    targetFence = target.location.line
    sourceStart = source.codeLines.first
    targetStart = target.codeLines.first
    sourceCount = source.codeLines.count
    targetCount = target.codeLines.count
    sourceLines = SwiftCode(source.code).lines
    targetLines = SwiftCode(target.code).lines
  }

  /// The target's Markdown line for the source's Markdown `line`, or nil when the line lies outside the block (its
  /// fences included).
  func line(_ line: Int) -> Int? {
    if line == sourceFence { return targetFence }
    if line == sourceStart + sourceCount { return targetStart + targetCount }
    guard line >= sourceStart && line < sourceStart + sourceCount else { return nil }
    return targetStart + codeLine(line - sourceStart + 1) - 1
  }

  /// The target's 1-based code line for the source's: the line of the same token when a token starts there;
  /// otherwise as far from the nearest token before (or, at the top, after) as in the source, never past the next
  /// token's line or the end of the block.
  func codeLine(_ line: Int) -> Int {
    let count = min(sourceLines.count, targetLines.count)
    if let index = sourceLines.prefix(count).firstIndex(of: line) { return targetLines[index] }
    if let before = sourceLines.prefix(count).lastIndex(where: { $0 < line }) {
      let limit = before + 1 < count ? targetLines[before + 1] - 1 : targetCount
      return max(targetLines[before], min(targetLines[before] + line - sourceLines[before], limit))
    }
    if count > 0 { return max(1, targetLines[0] - (sourceLines[0] - line)) }
    return max(1, min(line, targetCount))
  }
}
