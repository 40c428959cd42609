import AcceptMarkdown

/// A unified diff of two versions of a file (`--- a/PATH`, `+++ b/PATH`, `@@ -l,n +l,n @@` hunks), as `diff -u`
/// and `git diff` print it, so that `patch -p1` or `git apply` can apply it.
package enum UnifiedDiff {
  /// The diff of two texts of the file shown as `path`, split into lines as the Markdown scanner splits them
  /// (`WrittenText`); a line is shown without its ending and counts as changed when its bytes or its ending differ.
  package static func render(oldText: String, newText: String, path: String) -> String {
    let old = WrittenText(oldText).lines
    let new = WrittenText(newText).lines
    let edits = LineDiff.edits(old, new)
    let shown = { (lines: [WrittenText.Line]) in lines.map { String(decoding: $0.content, as: UTF8.self) } }
    return render(edits, old: shown(old), new: shown(new), path: path, context: 3)
  }

  /// The diff of `old` and `new` (lines without their endings) for the file shown as `path`, with `context` lines
  /// of context around each change; an empty string when the lines are the same.
  package static func render(old: [String], new: [String], path: String, context: Int = 3) -> String {
    render(LineDiff.edits(old, new), old: old, new: new, path: path, context: context)
  }

  /// The diff that `edits` make of `old` into `new`.
  private static func render(
    _ edits: [LineDiff.Edit], old: [String], new: [String], path: String, context: Int
  ) -> String {
    let hunks = ranges(of: edits, context: context)
    guard !hunks.isEmpty else { return "" }
    let name = path.hasPrefix("/") ? String(path.dropFirst()) : path
    var text = "--- a/\(name)\n+++ b/\(name)\n"
    for range in hunks { text += hunk(edits[range], of: edits, old: old, new: new) }
    return text
  }

  /// The ranges of `edits` that make hunks: each change with `context` kept lines either side, joined when close.
  private static func ranges(of edits: [LineDiff.Edit], context: Int) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    for (index, edit) in edits.enumerated() {
      if case .keep = edit { continue }
      let range = max(0, index - context)..<min(edits.count, index + context + 1)
      if let last = ranges.last, last.upperBound >= range.lowerBound {
        ranges[ranges.count - 1] = last.lowerBound..<range.upperBound
      } else {
        ranges.append(range)
      }
    }
    return ranges
  }

  /// One hunk: its `@@` header and its lines.
  private static func hunk(
    _ edits: ArraySlice<LineDiff.Edit>, of all: [LineDiff.Edit], old: [String], new: [String]
  ) -> String {
    var oldLines: [Int] = []
    var newLines: [Int] = []
    var body = ""
    for edit in edits {
      switch edit {
      case .keep(let oldIndex, let newIndex):
        oldLines.append(oldIndex)
        newLines.append(newIndex)
        body += " \(old[oldIndex])\n"
      case .delete(let oldIndex):
        oldLines.append(oldIndex)
        body += "-\(old[oldIndex])\n"
      case .insert(let newIndex):
        newLines.append(newIndex)
        body += "+\(new[newIndex])\n"
      }
    }
    let before = edits.startIndex
    let oldStart = start(count: oldLines.count, before: all[..<before].filter { !$0.isInsert }.count)
    let newStart = start(count: newLines.count, before: all[..<before].filter { !$0.isDelete }.count)
    return "@@ -\(oldStart),\(oldLines.count) +\(newStart),\(newLines.count) @@\n" + body
  }

  /// The 1-based first line of a hunk's side that has `count` lines after `before` lines; for an empty side, the
  /// line after which it stands (0 at the top), as `diff -u` writes it.
  private static func start(count: Int, before: Int) -> Int { count > 0 ? before + 1 : before }
}

extension LineDiff.Edit {
  /// Whether the edit inserts a new line.
  fileprivate var isInsert: Bool {
    if case .insert = self { return true }
    return false
  }

  /// Whether the edit deletes an old line.
  fileprivate var isDelete: Bool {
    if case .delete = self { return true }
    return false
  }
}
