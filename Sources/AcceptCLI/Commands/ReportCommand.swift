import AcceptKit
import AcceptReporting
import AcceptSpec
import Foundation

/// `accept report merge DIR... --report OUT`: combines the reports of several runs into one review page, one
/// `junit.xml` and one `acceptance.json`, keeping each run's environment.
struct ReportCommand: AcceptCommand {
  static let name = "report"
  static let summary = "merge the reports of several runs (machines or CI shards) into one review page"
  static let help = """
    USAGE: accept report merge DIR... --report OUT [--baseline BASE]

    Reads DIR/acceptance.json of each report folder DIR (written by 'accept run --report DIR', or by an earlier
    merge) and writes into OUT:
      acceptance.json  every run, each with its own environment: {"runs": [{"source", "report"}, ...]}
      junit.xml        every check of every run (suites are named 'spec @ run' when two runs hold the same check)
      index.html       the review page, the runs' environments and results side by side
      mutation.json    when some DIR holds a mutation.json (written by 'accept mutate'): all their mutants, each
                       once, and the kills of each check; the review page then shows each spec's mutation section

    Merging the reports of the N shards of 'accept run --shard K/N' gives the totals of one whole run. Shards are
    grouped by environment (kernel name, architecture and toolchain: 'Linux x86_64, Swift version 6.3.1'), so the
    shards of several machines merge together, each machine with its own N; a shard missing from an environment is
    named with it ("shard 2 of 3 is missing (macOS arm64, ...)"). A run is merged only once: the same run in two
    folders (or a merge and one of its parts) is refused, and so are shards of different counts within one
    environment and one shard held twice in one environment (its checks would count twice). Runs made with
    different toolchains are merged with a warning. A missing shard is on the page too (its verdict and title say
    INCOMPLETE, its summary names the shard) and in OUT/acceptance.json ("notices"). A mutant held by two folders is
    kept once when both give it the same verdict; different verdicts are refused. Docs/review-report.md explains
    how to read the page.

    OPTIONS:
      --report OUT        the folder to write
      --baseline BASE     compare every run with an earlier report: BASE is its folder (BASE/acceptance.json is
                          read) or the path of its acceptance.json; each check that is not ok is marked new,
                          already failing or new, no baseline, and the checks fixed since it are listed (this
                          replaces any baseline the runs were compared with). A BASE without a readable report,
                          or one that shares no spec with the runs, is a bad invocation

    EXIT STATUS: 0 every check of every run went as expected, 1 some check did not, a shard is missing or OUT
    could not be written, 2 a spec error, 64 a bad invocation, a folder without a readable report, a run named
    twice, shards of different counts in one environment or one shard twice, an unreadable mutation.json or a mutant with two
    verdicts.
    """

  /// The subcommands of `report`.
  static let subcommands = ["merge"]

  var folders: [String]
  var output: String
  /// The earlier report to compare the merged runs with (`--baseline`), or nil to keep each run's own comparison.
  var baseline: BaselineReport?

  init(arguments: inout ArgumentList) throws(UsageError) {
    let output = try arguments.value("--report")
    let baseline = try RunCommand.baseline(&arguments, command: Self.name)
    var positionals = try arguments.positionals(known: ["--report", "--baseline"])
    guard let subcommand = positionals.first else {
      throw UsageError("report needs a subcommand: merge", command: Self.name)
    }
    guard Self.subcommands.contains(subcommand) else {
      let hint = Suggestion.closest(subcommand, among: Self.subcommands).map { "; did you mean '\($0)'?" } ?? ""
      throw UsageError("unknown report subcommand '\(subcommand)'\(hint)", command: Self.name)
    }
    positionals.removeFirst()
    guard !positionals.isEmpty else {
      throw UsageError("merge needs at least one report folder (DIR...)", command: Self.name)
    }
    guard let output, !output.isEmpty else {
      throw UsageError("merge needs --report OUT, the folder to write", command: Self.name)
    }
    folders = positionals
    self.output = output
    self.baseline = baseline
  }

  func run(_ console: Console) -> Int32 {
    var review: ReviewReport
    let mutation: MutationReport?
    do {
      review = try ReportMerger.merge(folders: folders)
      mutation = try ReportMerger.mergeMutations(folders: folders)
    } catch {
      console.err("error: \(error)\n")
      return ExitStatus.usage
    }
    if let baseline {
      do {
        try baseline.checkShares(specs: review.runs.flatMap { $0.report.checks.map(\.spec) })
      } catch {
        console.err("\(UsageError("--baseline: \(error)", command: Self.name))\n")
        return ExitStatus.usage
      }
      review = review.comparing(with: baseline)
    }
    let notices = review.notices
    for notice in notices { console.err("\(notice.isError ? "error" : "warning"): \(notice)\n") }
    let summary = review.summary
    var status =
      notices.contains(where: \.isError) ? max(ExitStatus.checkFailed, summary.exitStatus) : summary.exitStatus
    let errors = summary.specErrors > 0 ? ", \(summary.specErrors) spec error(s)" : ""
    if let comparison = review.baseline {
      TerminalReporter(style: .detect(environment: console.environment), write: console.out).compared(comparison)
    }
    console.out("merged \(review.runs.count) run(s): \(summary.line)\(errors)\n")
    if let mutation { console.out("\(mutation.closingLine)\n") }
    do {
      try ReportFolderWriter(path: output).write(review, mutation: mutation)
      console.out("report written to \(output)/\n")
    } catch {
      console.err("accept: \(error)\n")
      status = max(ExitStatus.checkFailed, status)
    }
    return status
  }
}
