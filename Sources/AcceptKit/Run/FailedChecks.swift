import AcceptExecution
import AcceptReporting
import AcceptSpec

/// What a report folder says went wrong, for `accept run --failed-from DIR`: every check whose result was not ok
/// (failed, crashed, timed out, a compile error or a pass it did not expect, incomplete, or a kit error) and every
/// spec that lint found broken, whose checks the report does not hold because they never ran.
package struct FailedChecks: Sendable, Equatable {
  /// The report file that was read.
  package var path: String
  /// The checks that were not ok, each once, in order.
  package var notOk: [CheckKey]
  /// The specs with a spec error, each once, in order.
  package var brokenSpecs: [String]
  /// The interruptions of the report's runs: their unfinished checks are not in the report.
  package var interruptions: [RunInterruption]
  /// The command lines of the report's runs, as recorded (the program's path, then `run` and its arguments).
  package var commands: [[String]]

  /// Reads `folder/acceptance.json`, the report of a run or of a merge.
  package static func read(folder: String) throws(ReportMerger.Problem) -> FailedChecks {
    let reports = try ReportMerger.read(folder: folder).map(\.report)
    return FailedChecks(path: "\(folder)/acceptance.json", reports: reports)
  }

  /// The not-ok checks and broken specs of `reports`, found at `path`.
  package init(path: String, reports: [RunReport]) {
    self.path = path
    notOk = Self.unique(reports.flatMap { $0.checks.filter { !$0.ok }.map(CheckKey.init) })
    brokenSpecs = Self.unique(reports.flatMap { $0.specErrors.map { Self.specName(ofFile: $0.file) } })
    interruptions = reports.compactMap(\.interruption)
    commands = reports.map(\.command).filter { !$0.isEmpty }
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

  /// Whether the report holds nothing to run again.
  package var isEmpty: Bool { notOk.isEmpty && brokenSpecs.isEmpty }

  /// The checks of `catalog` to run again: the not-ok checks that still exist and every check of a broken spec that
  /// now passes lint, each kept only if `options` selects it; and the not-ok checks that no longer exist.
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
    let wantedSpecs = Self.unique(notOk.map(\.spec) + brokenSpecs)
    return Selection(
      checks: selected,
      missing: notOk.filter { !present.contains($0) && !broken.contains($0.spec) },
      filteredOut: notOk.filter { present.contains($0) && !selected.contains($0) }.count,
      stillBroken: wantedSpecs.filter {
        broken.contains($0) && (options.specFilter.isEmpty || options.specFilter.contains($0))
      })
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
  }

  /// The spec a spec error's file belongs to: the file's name without `.md`.
  static func specName(ofFile file: String) -> String {
    let name = file.split(separator: "/").last.map(String.init) ?? file
    return name.hasSuffix(".md") ? String(name.dropLast(3)) : name
  }

  private static func unique<T: Hashable>(_ items: [T]) -> [T] {
    var seen: Set<T> = []
    return items.filter { seen.insert($0).inserted }
  }
}
