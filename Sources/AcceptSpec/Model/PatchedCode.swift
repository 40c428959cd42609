import AcceptMarkdown
import Foundation

/// The code a patch counterexample stands for: its file of the package, patched in memory, cut to what the
/// replaced block holds.
///
/// When the block is bound with `source=` to the patched file, that is the bound region (or the whole file); when
/// the patched file is a Markdown spec, the block of that name in it; otherwise the whole patched file (an
/// alternative implementation such as `Acceptance/alternatives/bounded-map/refill.swift`).
package enum PatchedCode {
  /// The patched code of `patch` in the package at `packageRoot`, for a block bound by `binding` (nil when not
  /// bound), and the hunks that applied at an offset. Reads the file and writes nothing.
  package static func make(
    _ patch: PatchFile, packageRoot: String, binding: SourceBinding?
  ) throws(PatchError) -> (code: String, offsets: [PatchApplier.Offset]) {
    let line = patch.pathLine
    guard case .success(let file) = PackagePath.resolve(packageRoot, patch.path) else {
      throw .outsidePackage(line: line, path: patch.path)
    }
    let data: Data
    do {
      data = try RegularFile.read(file)
    } catch {
      throw .unreadable(line: line, path: patch.path, reason: error.description)
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw .unreadable(line: line, path: patch.path, reason: "it is not valid UTF-8")
    }
    let patched = try PatchApplier.apply(patch, to: text)
    return (try cut(patched.text, patch, file: file, packageRoot: packageRoot, binding: binding), patched.offsets)
  }

  /// The part of the patched text that stands for the block.
  private static func cut(
    _ patched: String, _ patch: PatchFile, file: String, packageRoot: String, binding: SourceBinding?
  ) throws(PatchError) -> String {
    if patch.path.hasSuffix(".md") {
      // The spec's own reading of its fences, without the checks a whole spec must pass.
      for fenced in MarkdownScanner.fencedCodeBlocks(in: patched) where SpecParser.isSwift(fenced.info) {
        let place = SourceLocation(file: patch.path, line: fenced.line)
        if (try? AttributeParser(location: place).parse(fenced.info))?.name == patch.replaces { return fenced.code }
      }
      throw .noBlock(line: patch.pathLine, path: patch.path, block: patch.replaces)
    }
    guard let binding, PackagePath.join(packageRoot, binding.path) == file else {
      return SourceRegion.extract(nil, from: patched)?.code ?? patched
    }
    guard let region = SourceRegion.extract(binding.region, from: patched) else {
      throw .noRegion(line: patch.pathLine, path: patch.path, region: binding.region ?? "")
    }
    return region.code
  }
}
