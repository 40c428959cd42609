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
  /// The command line, kept in the report.
  public var commandLine: [String] = []

  /// Creates options with every default.
  public init() {}

  /// Whether a check passes the filters.
  public func selects(_ edition: SpecEdition, _ block: SpecBlock) -> Bool {
    (languageFilter.isEmpty || languageFilter.contains(edition.language))
      && (specFilter.isEmpty || specFilter.contains(edition.spec))
      && (checkFilter.isEmpty || checkFilter.contains(block.attributes.check ?? ""))
  }
}
