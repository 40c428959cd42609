/// The `@@ -OLD[,COUNT] +NEW[,COUNT] @@` line that opens a hunk, and the reading of the body it announces.
struct PatchHunkHeader {
  /// The 1-based first old line.
  var oldStart: Int
  /// How many context and removed lines the body holds.
  var oldCount: Int
  /// How many context and added lines the body holds.
  var newCount: Int

  /// Parses the header `text`, found at the 1-based `line` of the patch.
  init(parsing text: String, line: Int) throws(PatchError) {
    let malformed = PatchError.malformed(line: line, found: text, expected: "a hunk header '@@ -l,n +l,n @@'")
    let parts = text.split(separator: " ", omittingEmptySubsequences: true)
    guard parts.count >= 4, parts[0] == "@@", parts[3] == "@@", parts[1].hasPrefix("-"), parts[2].hasPrefix("+"),
      let old = Self.range(parts[1].dropFirst()), let new = Self.range(parts[2].dropFirst())
    else { throw malformed }
    (oldStart, oldCount) = old
    newCount = new.count
  }

  /// `START[,COUNT]` (COUNT 1 when left out).
  private static func range(_ text: Substring) -> (start: Int, count: Int)? {
    let numbers = text.split(separator: ",", omittingEmptySubsequences: false)
    guard (1...2).contains(numbers.count), let start = Int(numbers[0]), start >= 0 else { return nil }
    guard numbers.count == 2 else { return (start, 1) }
    guard let count = Int(numbers[1]), count >= 0 else { return nil }
    return (start, count)
  }

  /// The body lines that follow the header at line index `start`, until they hold as many old and new lines as
  /// the header announced, and the index after them. `\ No newline at end of file` lines are skipped.
  static func body(
    _ lines: [String], from start: Int, header: PatchHunkHeader
  ) throws(PatchError) -> ([PatchHunk.Line], Int) {
    var body: [PatchHunk.Line] = []
    var (old, new) = (0, 0)
    var index = start
    while old < header.oldCount || new < header.newCount {
      guard index < lines.count else {
        let found = "the end of the patch"
        throw .malformed(line: index, found: found, expected: "more hunk lines, as its header counts")
      }
      let text = lines[index]
      let rest = String(text.dropFirst())
      switch text.first {
      case " ", nil: (old, new) = (old + 1, new + 1); body.append(.context(rest))
      case "-": old += 1; body.append(.removed(rest))
      case "+": new += 1; body.append(.added(rest))
      case "\\": break
      default:
        throw .malformed(line: index + 1, found: text, expected: "a hunk line starting with ' ', '-' or '+'")
      }
      guard old <= header.oldCount, new <= header.newCount else {
        throw .malformed(line: index + 1, found: text, expected: "no more lines than the hunk header counts")
      }
      index += 1
    }
    while index < lines.count, lines[index].hasPrefix("\\") { index += 1 }
    return (body, index)
  }
}
