/// Shortens program output for reports: the frames of a crash's stack trace are replaced by one line.
enum OutputCleaner {
  /// The output with each run of stack-trace frames after `Current stack trace:` folded into a count.
  static func clean(_ output: String) -> String {
    var lines: [Substring] = []
    var frames = 0
    var inTrace = false
    for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
      if line == "Current stack trace:" {
        inTrace = true
        continue
      }
      if inTrace, isFrame(line) {
        frames += 1
        continue
      }
      if inTrace {
        lines.append("(stack trace of \(frames) frames left out)")
        inTrace = false
        frames = 0
      }
      lines.append(line)
    }
    if inTrace { lines.append("(stack trace of \(frames) frames left out)") }
    return lines.joined(separator: "\n")
  }

  private static func isFrame(_ line: Substring) -> Bool {
    guard let first = line.first, first.isNumber else { return false }
    return line.contains(" 0x")
  }
}
