import AcceptExecution
import AcceptSpec
import Foundation

/// Prints a run to the terminal: one line per check as it ends, the evidence of each check that did not go as
/// expected, and the closing `N passed, N failed` line. Text that came from a spec or a check is printed through
/// `TerminalText`, so its control characters are shown rather than obeyed.
package struct TerminalReporter: Sendable {
  /// The colours to use.
  package var style: TerminalStyle
  /// Where the lines go.
  package var write: @Sendable (String) -> Void
  /// The earlier report each line of a check that did not go as expected is compared with (`--baseline`), if any.
  package var baseline: BaselineReport?

  /// Creates a reporter writing to `write`.
  package init(style: TerminalStyle, write: @escaping @Sendable (String) -> Void) {
    self.style = style
    self.write = write
  }

  /// Prints spec errors, each as `file:line: error: message`.
  package func specErrors(_ errors: [SpecError]) {
    for error in errors {
      write(
        "\(TerminalText.escape("\(error.location)")): \(style.bad("error:")) \(TerminalText.escape(error.problem.message))\n"
      )
    }
  }

  /// Prints a line about the run itself (for example how the checks are built).
  package func note(_ text: String) {
    write(style.note(text) + "\n")
  }

  /// Prints one finished check.
  package func checkFinished(_ result: CheckResult) {
    write(line(for: result) + "\n")
    guard !result.ok else { return }
    for failure in result.failures {
      write(
        "    \(TerminalText.escape(failure.place)): \(style.bad("error:")) \(TerminalText.escape(failure.message))\n")
    }
    let output = TerminalText.escape(result.output.trimmingCharacters(in: .whitespacesAndNewlines))
    if !output.isEmpty {
      write(
        "    output:\n"
          + output.split(separator: "\n", omittingEmptySubsequences: false)
          .map { "    | \($0)" }.joined(separator: "\n") + "\n")
    }
  }

  /// Prints one line for each check fixed since the baseline, then the count of new, already failing and fixed
  /// checks: what goes before the closing line of a run compared with a baseline.
  package func compared(_ comparison: BaselineComparison) {
    for key in comparison.fixed {
      write("\(style.good("fixed")) \(TerminalText.escape("\(key)")) (not ok in the baseline, ok now)\n")
    }
    write(comparison.line + "\n")
  }

  /// Prints the closing line.
  package func finished(_ summary: RunSummary) {
    if summary.specErrors > 0 {
      write(style.bad("\(summary.specErrors) spec error(s): the specs named above were not run") + "\n")
    }
    let line = summary.line
    write((summary.allHeld && summary.specErrors == 0 ? style.good(line) : style.bad(line)) + "\n")
  }

  /// What a check's line says about its schedules: ` under N schedules` for an explored check that passed them all
  /// (with how many jobs came from outside the scheduler, whose order the seed did not decide),
  /// ` at schedule K of N (seed S)` for one that failed one; empty for a check that ran once.
  static func schedules(_ result: CheckResult) -> String {
    guard let schedules = result.schedules else { return "" }
    if let seed = schedules.failingSeed {
      return " at schedule \(schedules.explored) of \(schedules.planned) (seed \(seed))"
    }
    let partly = schedules.outsideJobs > 0 ? ", \(schedules.outsideJobs) jobs from outside the scheduler" : ""
    return " under \(schedules.explored) schedule\(schedules.explored == 1 ? "" : "s")\(partly)"
  }

  /// What a not-ok check's line ends with when a baseline is given: ` (new)`, ` (already failing)` or
  /// ` (new, no baseline)`; empty without a baseline.
  func standing(_ result: CheckResult) -> String {
    guard let standing = baseline?.standing(of: result) else { return "" }
    let words = "(\(standing.words))"
    return " " + (standing.isNew ? style.bad(words) : style.note(words))
  }

  /// The one-line account of a check.
  func line(for result: CheckResult) -> String {
    let name = TerminalText.escape("\(result.qualifiedName) [\(result.language)]")
    let time =
      result.sharedWith.map { "(ran once for \($0))" } ?? "(\(String(format: "%.1f", result.durationSeconds))s)"
    if result.outcome == .ignored { return "\(style.note("skip")) \(name) ignored" }
    let runs =
      (result.runs > 1 ? " in \(result.runs - result.unexpectedRuns) of \(result.runs) runs" : "")
      + Self.schedules(result)
    if result.ok {
      let detail = result.expect == .pass ? "" : " \(result.outcome.rawValue) as expected"
      return "\(style.good("ok  ")) \(name)\(detail)\(runs) \(time)"
    }
    let unexpected =
      (result.runs > 1 ? " in \(result.unexpectedRuns) of \(result.runs) runs" : "")
      + (result.schedules?.failingSeed == nil ? "" : Self.schedules(result))
    return
      "\(style.bad("FAIL")) \(name) \(result.outcome.rawValue), expected \(result.expect.rawValue)\(unexpected) \(time)"
      + " at \(TerminalText.escape(result.file)):\(result.line)" + standing(result)
  }
}
