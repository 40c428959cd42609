import AcceptExecution
import AcceptProcess
import AcceptReporting
import AcceptSpec

/// What to run and how: the root, the languages, the filters, the subjects and the limits.
package struct RunOptions: Sendable, Equatable {
  /// The root folder holding one folder per language.
  package var root = "Acceptance"
  /// The languages every spec must have.
  package var languages = SpecLoader.defaultLanguages
  /// Only these languages are run (all when empty).
  package var languageFilter: [String] = []
  /// Only these specs are run (all when empty).
  package var specFilter: [String] = []
  /// Only these check ids are run (all when empty).
  package var checkFilter: [String] = []
  /// Only these checks are run (`--failed-from`), or nil for every check the other filters select.
  package var onlyChecks: Set<CheckKey>?
  /// Replacements for named definition blocks.
  package var subjects: [Subject] = []
  /// The time limit of a check without `timeout=`, in seconds.
  package var timeout: Double = CheckRunner.defaultTimeout
  /// How many checks compile or run at once.
  package var jobs = 2
  /// Where to write `acceptance.json` and `junit.xml`, if anywhere.
  package var reportDirectory: String?
  /// This run's share of the checks, `(index, count)` with a 1-based index, or nil for every check.
  package var shard: Shard?
  /// Whether compiled programs are taken from and kept in the cache under `.build/accept-cache`.
  package var useCache = true
  /// Whether checks may be merged into one program per edition.
  package var merge = true
  /// How many times each check runs; it fails if any run goes unexpectedly.
  package var repeatCount = 1
  /// The schedules every async check runs under (`--schedules`, `--seed`), or nil to run each check as
  /// `repeatCount` says.
  package var schedules: SchedulePlan?
  /// The sanitizer to build with (`thread` or `address`), if any.
  package var sanitizer: Sanitizer?
  /// The SwiftPM package whose library targets specs may import (`--package`), or nil for the first folder with a
  /// `Package.swift` from the root up.
  package var packageFolder: String?
  /// Whether every `source=` block whose file lies in a library target's folder is served by that target's module
  /// (`--modules`) instead of its quoted code.
  package var modules = false
  /// The earlier report the run's checks are compared with (`--baseline DIR`), or nil for none.
  package var baseline: BaselineReport?
  /// The command line, kept in the report.
  package var commandLine: [String] = []
  /// The `accept` executable that supervises each check's processes on Linux (see `Supervisor`), or nil.
  package var supervisor: String?

  /// Creates options with every default.
  package init() {}

  /// Whether a check passes the filters.
  package func selects(_ edition: SpecEdition, _ check: SpecCheck) -> Bool {
    (languageFilter.isEmpty || languageFilter.contains(edition.language))
      && (specFilter.isEmpty || specFilter.contains(edition.spec))
      && (checkFilter.isEmpty || checkFilter.contains(check.id))
      && (onlyChecks.map {
        $0.contains(CheckKey(spec: edition.spec, check: check.id, language: edition.language))
      } ?? true)
  }
}
