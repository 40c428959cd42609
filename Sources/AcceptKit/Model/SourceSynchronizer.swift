import AcceptMarkdown
import Foundation

/// Rewrites every source-bound block of a Markdown file from its file or region (`accept sync`).
///
/// The file is split with the scanner's own line model (`WrittenText`: LF, CRLF and a lone CR), every line that is
/// not rewritten keeps its bytes and its ending, and the lines written into a block take the ending of its opening
/// fence. The result is parsed again before it is returned: a rewrite that would not leave every bound block equal
/// to its source (so that `accept lint` is clean and a second sync changes nothing) is refused, not written.
public struct SourceSynchronizer: Sendable {
  /// The package root that source paths are relative to.
  public var packageRoot: String

  /// Creates a synchronizer for a package.
  public init(packageRoot: String) { self.packageRoot = packageRoot }

  /// The file's new text and how many blocks changed, or the errors that stopped the rewrite.
  public func synchronize(_ edition: SpecEdition, text: String) -> Result<(text: String, changed: Int), SpecErrors> {
    var written = WrittenText(text)
    var errors: [SpecError] = []
    var rewritten: [Int: String] = [:]
    let checker = SourceBindingChecker(packageRoot: packageRoot, replaced: [])
    // Later blocks first, so that earlier line numbers stay valid while lines are replaced.
    for (index, block) in edition.blocks.enumerated().reversed() {
      guard let binding = block.attributes.source else { continue }
      switch checker.resolve(binding) {
      case .failure(let problem): errors.append(SpecError(.sourceBinding(problem.reason), at: block.location))
      case .success(let expected):
        guard !expected.code.utf8.elementsEqual(block.code.utf8) else { continue }
        do {
          try replace(block, with: expected.code, in: &written.lines)
          rewritten[index] = expected.code
        } catch {
          errors.append(error)
        }
      }
    }
    guard errors.isEmpty else { return .failure(SpecErrors(errors.reversed())) }
    let result = written.text
    let unsettled = unsettledBlocks(in: result, of: edition, rewritten: rewritten)
    guard unsettled.isEmpty else { return .failure(SpecErrors(unsettled)) }
    return .success((result, rewritten.count))
  }

  /// Replaces the content lines of `block` with `code`, indented like its opening fence.
  private func replace(_ block: SpecBlock, with code: String, in lines: inout [WrittenText.Line]) throws(SpecError) {
    let oldCount = block.codeLines.count
    let start = block.codeLines.first - 1
    guard block.location.line - 1 < lines.count, start + oldCount <= lines.count else {
      throw SpecError(
        .sourceBinding("sync found the block's lines out of place; edit this one by hand"), at: block.location)
    }
    let fence = lines[block.location.line - 1]
    let indent = Array(fence.content.prefix { $0 == UInt8(ascii: " ") })
    let opener = fence.content.dropFirst(indent.count)
    guard indent.count <= 3, opener.starts(with: "```".utf8) || opener.starts(with: "~~~".utf8) else {
      throw SpecError(
        .sourceBinding("sync rewrites only blocks outside block quotes and lists; edit this one by hand"),
        at: block.location)
    }
    let ending = fence.ending == .none ? WrittenText.Ending.lf : fence.ending
    let newLines = code.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map {
      WrittenText.Line(content: $0.isEmpty ? [] : indent + Array($0.utf8), ending: ending)
    }
    lines.replaceSubrange(start..<start + oldCount, with: newLines)
  }

  /// An error for each rewritten block that the rewritten text does not hold as its source's code.
  private func unsettledBlocks(in text: String, of edition: SpecEdition, rewritten: [Int: String]) -> [SpecError] {
    let parsed = try? SpecParser(spec: edition.spec, language: edition.language, path: edition.path)
      .parse(text: text).get()
    return rewritten.keys.sorted().compactMap { index in
      let block = edition.blocks[index]
      if let parsed, parsed.blocks.count == edition.blocks.count,
        parsed.blocks[index].code.utf8.elementsEqual((rewritten[index] ?? "").utf8)
      {
        return nil
      }
      let reason =
        "sync cannot rewrite this block from \(block.attributes.source?.text ?? "its source"): the rewritten file "
        + "would not hold the source's code (does a line of the source close the fence?); edit this one by hand"
      return SpecError(.sourceBinding(reason), at: block.location)
    }
  }
}
