import AcceptExecution
import AcceptReporting
import AcceptSpec

/// What a report folder says went wrong, for `accept run --failed-from DIR`: every check whose result was not ok
/// (failed, crashed, timed out, a compile error or a pass it did not expect, incomplete, or a kit error), every
/// error the run reported instead of running checks (a broken spec, whose checks the report does not hold, or an
/// error in a file that is no spec, such as a `--subject` file), and what a merge of shards found missing.
package struct FailedChecks: Sendable, Equatable {
  /// The report file that was read.
  package var path: String
  /// The checks that were not ok, each once, in order.
  package var notOk: [CheckKey]
  /// The errors the report's runs gave instead of running checks, each once, in order: spec errors, and errors in
  /// other files (a `--subject` file, a language folder).
  package var errors: [CheckFailure]
  /// The notices of a merged report that make its totals not those of the whole run (a missing shard): the checks
  /// they stand for are in no run of the report.
  package var mergeNotices: [MergeNotice] = []
  /// The interruptions of the report's runs: their unfinished checks are not in the report.
  package var interruptions: [RunInterruption]
  /// The command lines of the report's runs, as recorded (the program's path, then `run` and its arguments).
  package var commands: [[String]]

  /// Reads `folder/acceptance.json`, the report of a run or of a merge; a merge's notices are judged again from its
  /// runs, as `report merge` judges them.
  package static func read(folder: String) throws(ReportMerger.Problem) -> FailedChecks {
    let review = try ReportMerger.review(folder: folder)
    var failed = FailedChecks(path: "\(folder)/acceptance.json", reports: review.runs.map(\.report))
    failed.mergeNotices = review.notices.filter(\.isError)
    return failed
  }

  /// The not-ok checks and errors of `reports`, found at `path`.
  package init(path: String, reports: [RunReport]) {
    self.path = path
    notOk = Self.unique(reports.flatMap { $0.checks.filter { !$0.ok }.map(CheckKey.init) })
    errors = Self.unique(reports.flatMap(\.specErrors))
    interruptions = reports.compactMap(\.interruption)
    commands = reports.map(\.command).filter { !$0.isEmpty }
  }

  /// The specs named by an error in a spec file (`NAME.md`), each once, in order.
  package var brokenSpecs: [String] {
    Self.unique(errors.compactMap { Self.specName(ofFile: $0.file) })
  }

  /// The options that change how a check runs, and so whether it passes: each with a value, then the flags.
  package static let shapingOptions = [
    "--subject", "--repeat", "--schedules", "--seed", "--strategy", "--depth", "--sanitize",
  ]
  /// The flags that change how a check runs.
  package static let shapingFlags = ["--modules", "--no-merge"]

  /// The run-shaping options (`shapingOptions`, `shapingFlags`) that some run of the report gave otherwise than
  /// `arguments` (this run's arguments after `run`) give them, in the order of `shapingOptions + shapingFlags`.
  package func differingOptions(from arguments: [String]) -> [String] {
    let current = Self.shaping(arguments)
    let recorded = commands.map { command in Self.shaping(Array(command.drop { $0 != "run" }.dropFirst())) }
    return (Self.shapingOptions + Self.shapingFlags).filter { name in
      recorded.contains { $0[name, default: []] != current[name, default: []] }
    }
  }

  /// The values of each run-shaping option in `arguments` (up to `--`), sorted; a flag's value is "".
  static func shaping(_ arguments: [String]) -> [String: [String]] {
    var found: [String: [String]] = [:]
    let options = arguments.prefix { $0 != "--" }
    var index = options.startIndex
    while index < options.endIndex {
      let argument = options[index]
      index += 1
      if shapingFlags.contains(argument) {
        found[argument, default: []].append("")
      } else if shapingOptions.contains(argument), index < options.endIndex {
        found[argument, default: []].append(options[index])
        index += 1
      } else if let name = shapingOptions.first(where: { argument.hasPrefix($0 + "=") }) {
        found[name, default: []].append(String(argument.dropFirst(name.count + 1)))
      }
    }
    return found.mapValues { $0.sorted() }
  }

  /// Whether the report holds nothing to run again and nothing it could not say.
  package var isEmpty: Bool { notOk.isEmpty && errors.isEmpty && mergeNotices.isEmpty }

  /// The checks of `catalog` to run again: the not-ok checks that still exist and every check of a broken spec that
  /// now passes lint, each kept only if `options` selects it; the not-ok checks that no longer exist; and the errors
  /// that name no spec of `catalog` (an error in a file that is no spec, or in a spec that is gone).
  package func selection(in catalog: SpecCatalog, options: RunOptions) -> Selection {
    var present: Set<CheckKey> = []
    var selected: Set<CheckKey> = []
    for spec in catalog.specs {
      for edition in spec.editions {
        for check in edition.checks {
          let key = CheckKey(spec: spec.name, check: check.id, language: edition.language)
          present.insert(key)
          let wanted = notOk.contains(key) || brokenSpecs.contains(spec.name)
          if wanted && options.selects(edition, check) { selected.insert(key) }
        }
      }
    }
    let broken = Set(catalog.errors.keys)
    let known = broken.union(catalog.specs.map(\.name))
    let wantedSpecs = Self.unique(notOk.map(\.spec) + brokenSpecs)
    return Selection(
      checks: selected,
      missing: notOk.filter { !present.contains($0) && !broken.contains($0.spec) },
      filteredOut: notOk.filter { present.contains($0) && !selected.contains($0) }.count,
      stillBroken: wantedSpecs.filter {
        broken.contains($0) && (options.specFilter.isEmpty || options.specFilter.contains($0))
      },
      unmapped: errors.filter { error in Self.specName(ofFile: error.file).map { !known.contains($0) } ?? true })
  }

  /// The checks chosen from a report, and what could not be chosen.
  package struct Selection: Sendable, Equatable {
    /// The checks to run.
    package var checks: Set<CheckKey>
    /// Not-ok checks of the report that are in no spec now (renamed, removed, or their language dropped).
    package var missing: [CheckKey]
    /// How many not-ok checks that still exist the `--spec`, `--lang` or `--check` filters left out.
    package var filteredOut: Int
    /// The specs with checks to run again that have a spec error now, so that none of their checks can run.
    package var stillBroken: [String] = []
    /// The report's errors that name no spec under the root now: an error in a file that is no spec (a `--subject`
    /// file, a language folder) or in a spec that is gone; nothing can be chosen for them.
    package var unmapped: [CheckFailure] = []
  }

  /// The spec an error's file is, its name without `.md`; nil for a file that is no Markdown file.
  static func specName(ofFile file: String) -> String? {
    let name = file.split(separator: "/").last.map(String.init) ?? file
    return name.hasSuffix(".md") ? String(name.dropLast(3)) : nil
  }

  private static func unique<T: Hashable>(_ items: [T]) -> [T] {
    var seen: Set<T> = []
    return items.filter { seen.insert($0).inserted }
  }
}
