import AcceptExecution
import Foundation

/// Combines the reports of several runs (two machines, or the shards of one CI run) into one review, keeping each
/// run's environment; `ReportFolderWriter` writes the merged report folder.
package enum ReportMerger {
  /// A report folder that cannot be merged or written.
  package enum Problem: Error, Equatable, Sendable, CustomStringConvertible {
    /// `acceptance.json` is missing or unreadable.
    case unreadable(path: String)
    /// The file is not a run report or a merged report.
    case notAReport(path: String, reason: String)
    /// The folder `path` is named twice.
    case sameFolderTwice(path: String)
    /// The run `id` is in the reports of both `first` and `second` (the same folder twice, or a merge and one of
    /// its parts).
    case duplicateRun(id: RunID, first: String, second: String)
    /// The shards of `first` are of `count`, those of `second` of `otherCount`, both run in `environment`: they are
    /// not parts of one run.
    case shardCountsDiffer(first: String, count: Int, second: String, otherCount: Int, environment: RunEnvironment)
    /// `first` and `second` both hold shard `index` of `count` run in `environment` (two runs of one shard, say a
    /// re-run job): merging both would count that shard's checks twice.
    case shardTwice(index: Int, count: Int, first: String, second: String, environment: RunEnvironment)
    /// `first` and `second` hold shards of one environment whose selections differ (`differences`): they are not
    /// parts of one run of the same tree and command.
    case shardsOfDifferentRuns(first: String, second: String, differences: [String])
    /// A folder's `mutation.json` cannot be read or is not a mutation report.
    case unusableMutationReport(MutationReportError)
    /// The mutation reports of `first` and `second` give the mutant `id` different verdicts.
    case mutantVerdictsDiffer(
      id: String, first: String, firstOutcome: MutantOutcome, second: String, secondOutcome: MutantOutcome)

    /// A readable account of the problem.
    package var description: String {
      switch self {
      case .unreadable(let path): return "cannot read \(path)"
      case .notAReport(let path, let reason): return "\(path) is not an acceptance report: \(reason)"
      case .sameFolderTwice(let path): return "\(path) is named twice; a run can be merged only once"
      case .duplicateRun(let id, let first, let second):
        return "\(first) and \(second) both hold run \(id); a run can be merged only once"
      case .shardCountsDiffer(let first, let count, let second, let otherCount, let environment):
        return
          "\(first) holds a shard of \(count) and \(second) a shard of \(otherCount), both run on \(environment); "
          + "they are not parts of one run"
      case .shardTwice(let index, let count, let first, let second, let environment):
        return
          "\(first) and \(second) both hold shard \(index) of \(count) run on \(environment); merging both would "
          + "count its checks twice (keep one of them)"
      case .shardsOfDifferentRuns(let first, let second, let differences):
        return
          "\(first) and \(second) hold shards of different runs: \(differences.joined(separator: "; ")); merge the "
          + "shards of one run of the same specs and command"
      case .unusableMutationReport(let error): return "\(error)"
      case .mutantVerdictsDiffer(let id, let first, let firstOutcome, let second, let secondOutcome):
        return
          "\(first) and \(second) give mutant \(id) different verdicts (\(firstOutcome.rawValue) and "
          + "\(secondOutcome.rawValue)); a mutant has one verdict, so these mutation reports cannot be merged"
      }
    }
  }

  /// The runs of the reports in `folders`, in order; a merged report contributes all of its runs. Throws when a
  /// run would be merged twice or shards of different counts are mixed within one environment.
  package static func merge(folders: [String]) throws(Problem) -> ReviewReport {
    let paths = folders.map { (($0 as NSString).standardizingPath as NSString).resolvingSymlinksInPath }
    if let index = paths.indices.first(where: { paths[..<$0].contains(paths[$0]) }) {
      throw .sameFolderTwice(path: folders[index])
    }
    var runs: [InputRun] = []
    for folder in folders { runs += try read(folder: folder).map { InputRun(input: folder, run: $0) } }
    try checkDistinct(runs)
    return ReviewReport(runs: runs.map(\.run))
  }

  /// The runs of `folder/acceptance.json`: one for a run's report, all of them for a merged report.
  package static func read(folder: String) throws(Problem) -> [ReviewReport.Run] {
    try read(file: "\(folder)/acceptance.json", source: folder)
  }

  /// The review `folder/acceptance.json` holds: a merge's runs, with the notices found again from them, or one run's
  /// report as a review of that run alone (no notices: one shard's report is that shard's).
  package static func review(folder: String) throws(Problem) -> ReviewReport {
    try review(file: "\(folder)/acceptance.json", source: folder)
  }

  /// The runs of the report file `path` (a run's report or a merged one), a run's report named by `source`.
  package static func read(file path: String, source: String) throws(Problem) -> [ReviewReport.Run] {
    try review(file: path, source: source).runs
  }

  /// The review the report file `path` holds, a run's report named by `source`.
  private static func review(file path: String, source: String) throws(Problem) -> ReviewReport {
    guard let data = FileManager.default.contents(atPath: path) else { throw .unreadable(path: path) }
    if let merged = try? JSONDecoder().decode(ReviewReport.self, from: data) { return merged }
    do {
      return ReviewReport(source: source, report: try JSONReportWriter.decode(data))
    } catch {
      throw .notAReport(path: path, reason: "\(error)")
    }
  }

  /// One report holding every run's checks, for `junit.xml`: in spec, language and line order, as one run would
  /// list them. When two runs hold the same check (two machines), each run's suites are named `spec @ run`.
  package static func combined(_ review: ReviewReport) -> RunReport {
    let labels = review.labels
    let overlapping = hasOverlap(review)
    let languages = ReviewIndex(review).languages
    var checks: [CheckResult] = []
    var standings: [CheckKey: BaselineStanding] = [:]
    for (index, run) in review.runs.enumerated() {
      for check in run.report.checks {
        let named = overlapping ? check.named(spec: "\(check.spec) @ \(labels[index])") : check
        checks.append(named)
        if let standing = run.report.baseline?.standing(of: check) { standings[CheckKey(named)] = standing }
      }
    }
    let position = { (check: CheckResult) in languages.firstIndex(of: check.language) ?? languages.count }
    checks = checks.enumerated().sorted { left, right in
      let (a, b) = (left.element, right.element)
      return (a.spec, position(a), a.line, left.offset) < (b.spec, position(b), b.line, right.offset)
    }.map(\.element)
    let first = review.runs.first?.report
    var report = RunReport(
      toolchain: first?.toolchain ?? "", platform: first?.platform ?? "", startedAt: first?.startedAt ?? "",
      command: first?.command ?? [], checks: checks, specErrors: review.specErrors)
    report.documents = review.runs.flatMap(\.report.documents)
    report.interruption = RunInterruption.combined(review.runs.compactMap(\.report.interruption))
    report.baseline = review.baseline.map {
      BaselineComparison(path: $0.path, runIds: $0.runIds, standings: standings, fixed: $0.fixed)
    }
    return report
  }

  private static func hasOverlap(_ review: ReviewReport) -> Bool {
    var seen: Set<String> = []
    for run in review.runs {
      let keys = Set(run.report.checks.map { "\($0.spec)#\($0.check)[\($0.language)]" })
      if !seen.isDisjoint(with: keys) { return true }
      seen.formUnion(keys)
    }
    return false
  }
}
