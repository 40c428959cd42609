import AcceptExecution

/// Why a run stopped before every selected check finished: the signal that came and how many checks it left
/// unfinished, and which. A report that has one holds only the checks that finished before the signal.
package struct RunInterruption: Sendable, Codable, Equatable {
  /// The signal's number (2 for SIGINT, 15 for SIGTERM, 1 for SIGHUP, 13 for SIGPIPE).
  package var signal: Int32
  /// The signal's name, as `SIGINT`.
  package var signalName: String
  /// How many selected checks did not finish (stopped while running, or never started); not in the report.
  package var unfinishedChecks: Int
  /// The selected checks that did not finish, in plan order; empty in reports written before the list was kept.
  package var unfinished: [CheckKey]

  /// Creates the account of an interruption.
  package init(signal: Int32, signalName: String, unfinishedChecks: Int, unfinished: [CheckKey] = []) {
    self.signal = signal
    self.signalName = signalName
    self.unfinishedChecks = unfinishedChecks
    self.unfinished = unfinished
  }

  private enum CodingKeys: String, CodingKey {
    case signal, signalName, unfinishedChecks, unfinished
  }

  /// Decodes an interruption; `unfinished` may be missing from reports written before it existed.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      signal: try container.decode(Int32.self, forKey: .signal),
      signalName: try container.decode(String.self, forKey: .signalName),
      unfinishedChecks: try container.decode(Int.self, forKey: .unfinishedChecks),
      unfinished: try container.decodeIfPresent([CheckKey].self, forKey: .unfinished) ?? [])
  }

  /// One interruption for several runs merged into one report: the first run's signal and every run's unfinished
  /// checks; nil when no run was interrupted.
  package static func combined(_ interruptions: [RunInterruption]) -> RunInterruption? {
    guard var first = interruptions.first else { return nil }
    first.unfinishedChecks = interruptions.reduce(0) { $0 + $1.unfinishedChecks }
    first.unfinished = interruptions.flatMap(\.unfinished)
    return first
  }

  /// The exit status of an interrupted run: 128 + the signal's number, as a shell reports a process the signal
  /// ended.
  package var exitStatus: Int32 { 128 + signal }

  /// A sentence for a report's reader: the signal, and that the unfinished checks are not in the report.
  package var note: String {
    "stopped by \(signalName) (exit status \(exitStatus)); \(unfinishedChecks) selected check(s) did not finish and are "
      + "not in this report"
  }

  /// The closing line of an interrupted run: the counts of the checks that finished and of those that did not.
  package func line(_ summary: RunSummary) -> String {
    "interrupted by \(signalName): \(summary.line), \(unfinishedChecks) not finished"
  }
}
