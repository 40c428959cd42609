import AcceptMarkdown
import Foundation

/// Rewrites every source-bound block of a Markdown file from its file or region (`accept sync`).
///
/// The file is split with the scanner's own line model (`WrittenText`: LF, CRLF and a lone CR), every line that is
/// not rewritten keeps its bytes and its ending, and the lines written into a block take the ending of its opening
/// fence. A block inside block quotes or list items is found in the file's `MarkdownTree`, and each new line is
/// written as its container prefix followed by the code line (see `FencedBlockLines`). Every rewrite is read back
/// before it is kept: the rewritten block must hold exactly its source's code and every other fenced block must be
/// as it was (so that `accept lint` is clean and a second sync changes nothing); otherwise it is refused, not written.
package struct SourceSynchronizer: Sendable {
  /// The package root that source paths are relative to.
  package var packageRoot: String

  /// Creates a synchronizer for a package.
  package init(packageRoot: String) { self.packageRoot = packageRoot }

  /// The file's new text and how many blocks changed, or the errors that stopped the rewrite.
  package func synchronize(_ edition: SpecEdition, text: String) -> Result<(text: String, changed: Int), SpecErrors> {
    let tree = MarkdownParser.parse(text)
    var written = WrittenText(text)
    var blocks = tree.fencedCodeBlocks
    var errors: [SpecError] = []
    var changed = 0
    let checker = SourceBindingChecker(packageRoot: packageRoot, replaced: [])
    // Later blocks first, so that earlier line numbers (the tree's) stay valid while lines are replaced.
    for block in edition.blocks.reversed() {
      guard let binding = block.attributes.source else { continue }
      switch checker.resolve(binding) {
      case .failure(let problem): errors.append(SpecError(.sourceBinding(problem.reason), at: block.location))
      case .success(let expected):
        guard !expected.code.utf8.elementsEqual(block.code.utf8) else { continue }
        do {
          blocks = try rewrite(block, with: expected.code, in: &written, tree: tree, blocks: blocks)
          changed += 1
        } catch {
          errors.append(error)
        }
      }
    }
    guard errors.isEmpty else { return .failure(SpecErrors(errors.reversed())) }
    return .success((written.text, changed))
  }

  /// Replaces the content lines of `block` with `code`, with the first container prefix whose text reads back as
  /// `code` with every other fenced block unchanged; returns the fenced blocks of the new text.
  private func rewrite(
    _ block: SpecBlock, with code: String, in written: inout WrittenText, tree: MarkdownTree,
    blocks: [FencedCodeBlock]
  ) throws(SpecError) -> [FencedCodeBlock] {
    let nodes = tree.fencedCodeNodes
    guard let ordinal = nodes.firstIndex(where: { tree[$0].range.start.line == block.location.line }),
      let place = FencedBlockLines(node: tree[nodes[ordinal]], in: written)
    else {
      throw SpecError(
        .sourceBinding("sync found the block's lines out of place; edit this one by hand"), at: block.location)
    }
    var expected = blocks
    expected[ordinal].code = code
    for prefix in place.prefixes {
      var candidate = written
      candidate.lines.replaceSubrange(place.content, with: place.lines(for: code, prefix: prefix))
      let readBack = MarkdownParser.parse(candidate.text).fencedCodeBlocks
      if Self.sameBlocks(readBack, expected) {
        written = candidate
        return readBack
      }
    }
    throw SpecError(.sourceBinding(unsettledReason(block, code: code, tree[nodes[ordinal]].kind)), at: block.location)
  }

  /// Whether two lists of fenced blocks hold the same blocks, wherever they stand in their files.
  private static func sameBlocks(_ left: [FencedCodeBlock], _ right: [FencedCodeBlock]) -> Bool {
    left.count == right.count
      && zip(left, right).allSatisfy { pair in
        pair.0.info == pair.1.info && pair.0.closed == pair.1.closed && pair.0.fenceIndent == pair.1.fenceIndent
          && pair.0.code.utf8.elementsEqual(pair.1.code.utf8)
      }
  }

  /// Why `block` was not rewritten: no prefix read back as `code`; names the first line of `code` that would close
  /// the fence, when there is one.
  private func unsettledReason(_ block: SpecBlock, code: String, _ kind: AcceptMarkdown.BlockKind) -> String {
    let source = block.attributes.source?.text ?? "its source"
    let reason = "sync cannot rewrite this block from \(source): the rewritten file would not hold the source's code"
    guard case .fencedCode(let fence) = kind,
      let index = code.split(separator: "\n", omittingEmptySubsequences: false).firstIndex(where: {
        Self.closes(fence, $0)
      })
    else { return reason + "; edit this one by hand" }
    return reason + " (its line \(index + 1) would close the fence); edit this one by hand"
  }

  /// Whether `line`, written as a content line of the fence, would be read as its closing fence: at most three
  /// columns of indentation with the fence's own, then at least as many fence characters, then only spaces or tabs.
  private static func closes(_ fence: FenceInfo, _ line: Substring) -> Bool {
    let indent = line.prefix { $0 == " " }.count
    let rest = line.dropFirst(indent)
    let run = rest.prefix { $0 == fence.character }.count
    return fence.indent + indent <= 3 && run >= fence.length
      && rest.dropFirst(run).allSatisfy { $0 == " " || $0 == "\t" }
  }
}
