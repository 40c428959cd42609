/// Why a patch counterexample cannot be read or applied, with the 1-based line of the patch file it concerns.
package enum PatchError: Error, Equatable, Sendable, CustomStringConvertible {
  /// No preamble line `replaces: BLOCK` before the diff.
  case noReplaces
  /// No `--- a/PATH` and `+++ b/PATH` pair, or no hunk after it.
  case noFileDiff
  /// A line that is no part of a unified diff where the diff needs one (a hunk header, a body line, a file header).
  case malformed(line: Int, found: String, expected: String)
  /// The `---` and `+++` lines name different files.
  case pathsDiffer(line: Int, old: String, new: String)
  /// A second file diff: a patch counterexample changes one file.
  case secondFile(line: Int)
  /// The path is absolute, climbs out of the package or leaves it through a symbolic link.
  case outsidePackage(line: Int, path: String)
  /// The file to patch cannot be read.
  case unreadable(line: Int, path: String, reason: String)
  /// A hunk's context or removed lines are found nowhere after the previous hunk within `within` lines of where
  /// the hunk says they start, the line `at` of the file.
  case hunkDoesNotApply(line: Int, path: String, at: Int, within: Int)
  /// A hunk without a context line (`diff -U0`), which could apply wherever its header's line now is.
  case noContext(line: Int, path: String)
  /// The patched file has no region the subject can be taken from.
  case noRegion(line: Int, path: String, region: String)
  /// The patched Markdown spec has no definition block of that name.
  case noBlock(line: Int, path: String, block: String)

  /// The 1-based line of the patch file the problem is at (1 for the patch as a whole).
  package var line: Int {
    switch self {
    case .noReplaces, .noFileDiff: return 1
    case .malformed(let line, _, _), .pathsDiffer(let line, _, _), .secondFile(let line),
      .outsidePackage(let line, _), .unreadable(let line, _, _), .hunkDoesNotApply(let line, _, _, _),
      .noContext(let line, _),
      .noRegion(let line, _, _), .noBlock(let line, _, _):
      return line
    }
  }

  /// The problem as a sentence.
  package var description: String {
    switch self {
    case .noReplaces: return "the patch has no preamble line 'replaces: <definition block name>' before its diff"
    case .noFileDiff: return "the patch holds no file diff ('--- a/PATH', '+++ b/PATH' and at least one '@@' hunk)"
    case .malformed(_, let found, let expected): return "expected \(expected), found '\(found)'"
    case .pathsDiffer(_, let old, let new): return "the diff's '---' names \(old) but its '+++' names \(new)"
    case .secondFile: return "a second file diff; a patch counterexample changes one file"
    case .outsidePackage(_, let path): return "'\(path)' must be a relative path that stays inside the package"
    case .unreadable(_, let path, let reason): return "cannot read \(path) to patch it: \(reason)"
    case .hunkDoesNotApply(_, let path, let at, let within):
      return "this hunk does not apply to \(path): its context and removed lines (at line \(at)) are not there, "
        + "nor within \(within) lines of it"
    case .noContext(_, let path):
      return "this hunk to \(path) has no context line, so nothing ties it to its place (write the patch with "
        + "context, as 'diff -u' or 'git diff' do)"
    case .noRegion(_, let path, let region): return "the patched \(path) has no region '\(region)'"
    case .noBlock(_, let path, let block): return "the patched \(path) has no definition block named '\(block)'"
    }
  }
}
