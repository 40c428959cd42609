/// The runs a review report shows side by side: one run, or several merged with `accept report merge` (two
/// machines, or the shards of one CI run), each kept with its own environment.
///
/// A merged `acceptance.json` holds this value: `{"runs": [{"source": ..., "report": {...}}, ...]}`.
public struct ReviewReport: Sendable, Codable, Equatable {
  /// One run and where its report came from.
  public struct Run: Sendable, Codable, Equatable {
    /// The folder the run's report was read from; empty for the run that writes the page itself.
    public var source: String
    /// The run's report, environment included.
    public var report: RunReport

    /// Creates a run.
    public init(source: String, report: RunReport) {
      self.source = source
      self.report = report
    }
  }

  /// The runs, in the order they were given.
  public var runs: [Run]

  /// Creates a review of `runs`.
  public init(runs: [Run]) { self.runs = runs }

  /// The review of a single run.
  public init(_ report: RunReport) { runs = [Run(source: "", report: report)] }

  /// The counts over every run: every run's checks, and each distinct spec error once (every shard of a run
  /// lints every spec, so the shards report the same errors).
  public var summary: RunSummary {
    RunSummary(checks: runs.flatMap(\.report.checks), specErrors: specErrors.count)
  }

  /// The spec errors of every run, each distinct error once, in order of first appearance.
  public var specErrors: [CheckFailure] {
    runs.flatMap(\.report.specErrors).reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
  }

  /// A short name for each run: the last component of its source folder, made unique with its number, or
  /// `run N` when there is no source.
  public var labels: [String] {
    let names = runs.enumerated().map { index, run in
      run.source.split(separator: "/").last.map(String.init) ?? "run \(index + 1)"
    }
    return names.enumerated().map { index, name in
      names.filter { $0 == name }.count > 1 ? "\(name) (\(index + 1))" : name
    }
  }
}
