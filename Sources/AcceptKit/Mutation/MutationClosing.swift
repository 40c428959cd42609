import AcceptReporting
import Foundation

/// How `accept mutate` ends: the lines it prints after the mutants' own and its exit status, decided from what the
/// run measured. The command line prints the lines and returns the status; the rules live here.
package struct MutationClosing: Equatable, Sendable {
  /// The lines for standard output, in order, each without its newline.
  package var lines: [String]
  /// The exit status: 0 when nothing survived (or the score reached `--min-score`), 1 when a mutant survived, one
  /// was not judged, a spec could not be measured, nothing was measured or the report was not written, 2 when a
  /// spec was broken, 128 + N after signal N.
  package var status: Int32

  /// The ending of a run that measured `outcome`; `minimumScore` is `--min-score`, `interruptedBy` the signal that
  /// stopped the run (nil when none did), and `reportWritten` false when `--report`'s folder could not be written.
  package init(
    _ outcome: MutationRun.Outcome, minimumScore: Double?, interruptedBy signal: Int32?, reportWritten: Bool = true
  ) {
    let report = outcome.report
    if let signal {
      let unjudged = report.count(.unjudged)
      self.init(
        ["mutate: interrupted by \(SignalTrap.name(of: signal)); \(unjudged) mutant(s) not judged, nothing written"],
        128 + signal)
      return
    }
    if report.mutants.isEmpty && outcome.specErrors.isEmpty && outcome.problems.isEmpty {
      self.init(["mutate: nothing to mutate: no selected spec has a definition block bound with source="], 1)
      return
    }
    var lines = ["mutate: \(String(format: "%.1f", outcome.compileSeconds)) s spent compiling", report.closingLine]
    let status: Int32
    if !outcome.specErrors.isEmpty {
      status = 2
    } else if !outcome.problems.isEmpty || report.count(.unjudged) > 0 {
      status = 1
    } else if report.judged == 0 {
      lines.append("mutate: no mutant was judged (every one is equivalent or unviable), so nothing was measured")
      status = 1
    } else if report.count(.survived) == 0 {
      status = reportWritten ? 0 : 1
    } else if let minimumScore, let score = report.score, score >= minimumScore {
      lines.append(
        "mutate: \(report.count(.survived)) survivor(s), but the score is at least --min-score \(minimumScore)")
      status = reportWritten ? 0 : 1
    } else {
      status = 1
    }
    self.init(lines, status)
  }

  private init(_ lines: [String], _ status: Int32) {
    self.lines = lines
    self.status = status
  }
}
