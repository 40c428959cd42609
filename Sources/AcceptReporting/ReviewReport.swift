import AcceptExecution

/// The runs a review report shows side by side: one run, or several merged with `accept report merge` (two
/// machines, or the shards of one CI run), each kept with its own environment, and what the merge noticed.
///
/// A merged `acceptance.json` holds this value: `{"notices": [...], "runs": [{"source": ..., "report": {...}}, ...]}`.
/// The notices are written for readers of the file and judged again from the runs when it is read, never trusted.
package struct ReviewReport: Sendable, Codable, Equatable {
  /// One run and where its report came from.
  package struct Run: Sendable, Codable, Equatable {
    /// The folder the run's report was read from; empty for the run that writes the page itself.
    package var source: String
    /// The run's report, environment included.
    package var report: RunReport

    /// Creates a run.
    package init(source: String, report: RunReport) {
      self.source = source
      self.report = report
    }
  }

  /// The runs, in the order they were given.
  package let runs: [Run]
  /// What a merge of `runs` noticed: each shard missing from an environment (an error: the totals are not those of
  /// the whole run) and toolchains that differ (a warning); empty for the page of a single run that writes it.
  package let notices: [MergeNotice]

  private enum CodingKeys: String, CodingKey {
    case runs, notices
  }

  /// Creates the review of the merged `runs`, with the notices the merge's rule finds in them.
  package init(runs: [Run]) {
    self.runs = runs
    notices = ReportMerger.notices(of: runs)
  }

  /// The review of a single run, as the run itself writes its page: no notices (the page of one shard is that
  /// shard's page).
  package init(_ report: RunReport) { self.init(source: "", report: report) }

  /// The review of the single run read from `source`: no notices.
  package init(source: String, report: RunReport) {
    runs = [Run(source: source, report: report)]
    notices = []
  }

  /// Decodes a merged review; the stored notices are ignored and found again from the runs.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(runs: try container.decode([Run].self, forKey: .runs))
  }

  /// Encodes the runs and, for readers of the file, the notices.
  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(runs, forKey: .runs)
    try container.encode(notices, forKey: .notices)
  }

  /// Whether the merge noticed something that makes its totals not those of the whole run (a missing shard).
  package var isIncomplete: Bool { notices.contains(where: \.isError) }

  /// The counts over every run: every run's checks, and each distinct spec error once (every shard of a run
  /// lints every spec, so the shards report the same errors).
  package var summary: RunSummary {
    RunSummary(checks: runs.flatMap(\.report.checks), specErrors: specErrors.count)
  }

  /// The spec errors of every run, each distinct error once, in order of first appearance.
  package var specErrors: [CheckFailure] {
    runs.flatMap(\.report.specErrors).reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
  }

  /// A short name for each run: the last component of its source folder, made unique with its number, or
  /// `run N` when there is no source.
  package var labels: [String] { Self.labels(of: runs) }

  /// The short name of each of `runs`, as `labels` gives them.
  static func labels(of runs: [Run]) -> [String] {
    let names = runs.enumerated().map { index, run in
      run.source.split(separator: "/").last.map(String.init) ?? "run \(index + 1)"
    }
    return names.enumerated().map { index, name in
      names.filter { $0 == name }.count > 1 ? "\(name) (\(index + 1))" : name
    }
  }
}
