/// What to run and how: the root, the languages, the filters, the subjects and the limits.
public struct RunOptions: Sendable, Equatable {
  /// The root folder holding one folder per language.
  public var root = "Acceptance"
  /// The languages every spec must have.
  public var languages = SpecLoader.defaultLanguages
  /// Only these languages are run (all when empty).
  public var languageFilter: [String] = []
  /// Only these specs are run (all when empty).
  public var specFilter: [String] = []
  /// Only these check ids are run (all when empty).
  public var checkFilter: [String] = []
  /// Only these checks are run (`--failed-from`), or nil for every check the other filters select.
  public var onlyChecks: Set<CheckKey>?
  /// Replacements for named definition blocks.
  public var subjects: [Subject] = []
  /// The time limit of a check without `timeout=`, in seconds.
  public var timeout: Double = 30
  /// How many checks compile or run at once.
  public var jobs = 2
  /// Where to write `acceptance.json` and `junit.xml`, if anywhere.
  public var reportDirectory: String?
  /// This run's share of the checks, `(index, count)` with a 1-based index, or nil for every check.
  public var shard: Shard?
  /// Whether compiled programs are taken from and kept in the cache under `.build/accept-cache`.
  public var useCache = true
  /// Whether checks may be merged into one program per edition.
  public var merge = true
  /// How many times each check runs; it fails if any run goes unexpectedly.
  public var repeatCount = 1
  /// The schedules every async check runs under (`--schedules`, `--seed`), or nil to run each check as
  /// `repeatCount` says.
  public var schedules: SchedulePlan?
  /// The sanitizer to build with (`thread` or `address`), if any.
  public var sanitizer: Sanitizer?
  /// The SwiftPM package whose library targets specs may import (`--package`), or nil for the first folder with a
  /// `Package.swift` from the root up.
  public var packageFolder: String?
  /// Whether every `source=` block whose file lies in a library target's folder is served by that target's module
  /// (`--modules`) instead of its quoted code.
  public var modules = false
  /// The command line, kept in the report.
  public var commandLine: [String] = []
  /// The `accept` executable that supervises each check's processes on Linux (see `Supervisor`), or nil.
  public var supervisor: String?

  /// Creates options with every default.
  public init() {}

  /// Whether a check passes the filters.
  public func selects(_ edition: SpecEdition, _ check: SpecCheck) -> Bool {
    (languageFilter.isEmpty || languageFilter.contains(edition.language))
      && (specFilter.isEmpty || specFilter.contains(edition.spec))
      && (checkFilter.isEmpty || checkFilter.contains(check.id))
      && (onlyChecks.map {
        $0.contains(CheckKey(spec: edition.spec, check: check.id, language: edition.language))
      } ?? true)
  }
}
