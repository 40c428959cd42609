/// A patch counterexample as written: free preamble lines, one of them `replaces: BLOCK`, then one unified diff of
/// one package file (`--- a/PATH`, `+++ b/PATH`, `@@` hunks).
package struct PatchFile: Equatable, Sendable {
  /// The name of the definition block the patched code replaces.
  package var replaces: String
  /// The preamble's other non-empty lines: the description of the mistake.
  package var notes: [String]
  /// The patched file's path relative to the package root, without the `a/` prefix.
  package var path: String
  /// The 1-based line of the `---` line in the patch file.
  package var pathLine: Int
  /// The hunks, in order.
  package var hunks: [PatchHunk]

  /// Parses the text of a patch file.
  package init(parsing text: String) throws(PatchError) {
    let lines = Self.lines(of: text)
    guard let start = lines.firstIndex(where: { $0.hasPrefix("--- ") }) else {
      throw Self.replaces(in: lines[...]) == nil ? .noReplaces : .noFileDiff
    }
    guard let block = Self.replaces(in: lines[..<start]) else { throw .noReplaces }
    replaces = block
    notes = lines[..<start].filter { !$0.isEmpty && Self.replacesName($0) == nil }
    pathLine = start + 1
    path = try Self.filePath(lines, at: start)
    hunks = try Self.hunks(lines, from: start + 2)
  }

  /// The lines of `text`, each without its ending ("\n" or "\r\n"); no empty line for a final line ending.
  static func lines(of text: String) -> [String] {
    // "\r\n" is one Character, so it is a separator of its own.
    var pieces = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }.map(String.init)
    if pieces.last == "" { pieces.removeLast() }
    return pieces
  }

  /// The block name of the first `replaces: BLOCK` line among `lines`.
  private static func replaces(in lines: ArraySlice<String>) -> String? {
    lines.lazy.compactMap(replacesName).first
  }

  /// The block name when `line` is `replaces: BLOCK` (after optional `#` or `//` and spaces).
  private static func replacesName(_ line: String) -> String? {
    var rest = Substring(line).drop { $0 == " " }
    for lead in ["//", "#"] where rest.hasPrefix(lead) { rest = rest.dropFirst(lead.count).drop { $0 == " " } }
    guard rest.hasPrefix("replaces:") else { return nil }
    let name = rest.dropFirst("replaces:".count).trimmingCharacters(in: .whitespaces)
    return name.isEmpty ? nil : name
  }

  /// The path the `---` line at `index` and the `+++` line after it both name.
  private static func filePath(_ lines: [String], at index: Int) throws(PatchError) -> String {
    let old = path(in: lines[index], marker: "--- ", prefix: "a/")
    guard index + 1 < lines.count, lines[index + 1].hasPrefix("+++ ") else {
      let found = index + 1 < lines.count ? lines[index + 1] : "the end of the file"
      throw .malformed(line: index + 2, found: found, expected: "'+++ b/PATH' after the '---' line")
    }
    let new = path(in: lines[index + 1], marker: "+++ ", prefix: "b/")
    guard old == new else { throw .pathsDiffer(line: index + 1, old: old, new: new) }
    return old
  }

  /// The path of a file header line, without its marker, any tab-separated time stamp and the `a/` or `b/` prefix.
  private static func path(in line: String, marker: String, prefix: String) -> String {
    let name = line.dropFirst(marker.count).split(separator: "\t", maxSplits: 1).first.map(String.init) ?? ""
    return name.hasPrefix(prefix) ? String(name.dropFirst(prefix.count)) : name
  }

  /// The hunks from line index `start` to the end of the patch.
  private static func hunks(_ lines: [String], from start: Int) throws(PatchError) -> [PatchHunk] {
    var hunks: [PatchHunk] = []
    var index = start
    while index < lines.count {
      if lines[index].hasPrefix("--- ") { throw .secondFile(line: index + 1) }
      let header = try PatchHunkHeader(parsing: lines[index], line: index + 1)
      let (body, next) = try PatchHunkHeader.body(lines, from: index + 1, header: header)
      hunks.append(PatchHunk(oldStart: header.oldStart, lines: body, headerLine: index + 1))
      index = next
    }
    guard !hunks.isEmpty else { throw .noFileDiff }
    return hunks
  }
}
