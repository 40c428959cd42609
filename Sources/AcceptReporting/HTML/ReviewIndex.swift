import AcceptExecution
import AcceptMarkdown
import AcceptSpec

/// The results of a review arranged for the page: languages, specs and checks in reading order, each check's
/// results per language and run, and each edition's Markdown, parsed once, with its clause rows.
struct ReviewIndex {
  /// One result and the index of the run it belongs to.
  struct Entry: Equatable {
    /// The run's index in the review.
    var run: Int
    /// The result.
    var result: CheckResult
    /// How the result stands against its run's baseline, or nil when it is ok or its run has no baseline.
    var standing: BaselineStanding? = nil
  }

  /// The review.
  let review: ReviewReport
  /// The run labels, by run index.
  let labels: [String]
  /// The languages: the default three first, then any other in the order it appears.
  let languages: [String]
  /// The spec names, sorted.
  let specs: [String]
  private var checkOrder: [String: [String]] = [:]
  private var entries: [String: [Entry]] = [:]
  private var documentTable: [String: SpecDocument] = [:]
  private var differingDocuments: Set<String> = []
  private var trees: [String: MarkdownTree] = [:]
  private var clauseTables: [String: ClauseIndex] = [:]

  /// Arranges `review`.
  init(_ review: ReviewReport) {
    self.review = review
    labels = review.labels
    let checks = review.runs.flatMap(\.report.checks)
    let documents = review.runs.flatMap(\.report.documents)
    let seen = (checks.map(\.language) + documents.map(\.language)).reduce(into: [String]()) {
      if !$0.contains($1) { $0.append($1) }
    }
    languages =
      SpecLoader.defaultLanguages.filter(seen.contains) + seen.filter { !SpecLoader.defaultLanguages.contains($0) }
    specs = Set(checks.map(\.spec) + documents.map(\.spec)).sorted()
    for (run, item) in review.runs.enumerated() {
      for result in item.report.checks {
        entries[Self.key(result.spec, result.check, result.language), default: []].append(
          Entry(run: run, result: result, standing: item.report.baseline?.standing(of: result)))
      }
      for document in item.report.documents { add(document) }
    }
    for spec in specs { checkOrder[spec] = order(of: spec, in: checks) }
    for (key, document) in documentTable {
      let tree = MarkdownParser.parse(document.markdown)
      trees[key] = tree
      clauseTables[key] = ClauseIndex(
        tree: tree, spec: document.spec, language: document.language, checks: Set(checkOrder[document.spec] ?? []))
    }
  }

  private mutating func add(_ document: SpecDocument) {
    let key = Self.key(document.spec, document.language)
    if let kept = documentTable[key] {
      if kept.markdown != document.markdown { differingDocuments.insert(key) }
    } else {
      documentTable[key] = document
    }
  }

  /// Check ids in the order of their lines in the first language that has them all, then any others.
  private func order(of spec: String, in checks: [CheckResult]) -> [String] {
    let ofSpec = checks.filter { $0.spec == spec }
    var ids: [String] = []
    for language in languages {
      for result in ofSpec.filter({ $0.language == language }).sorted(by: { $0.line < $1.line })
      where !ids.contains(result.check) {
        ids.append(result.check)
      }
    }
    return ids
  }

  /// The check ids of a spec, in reading order.
  func checks(of spec: String) -> [String] { checkOrder[spec] ?? [] }

  /// The results of one check in one language, one per run that ran it.
  func entries(_ spec: String, _ check: String, _ language: String) -> [Entry] {
    entries[Self.key(spec, check, language)] ?? []
  }

  /// The results of one edition, in line order.
  func entries(_ spec: String, _ language: String) -> [Entry] {
    checks(of: spec).flatMap { entries(spec, $0, language) }
  }

  /// The Markdown of one edition, from the first run that holds it.
  func document(_ spec: String, _ language: String) -> SpecDocument? { documentTable[Self.key(spec, language)] }

  /// The parsed Markdown of one edition, when the review holds its text.
  func tree(_ spec: String, _ language: String) -> MarkdownTree? { trees[Self.key(spec, language)] }

  /// The clause rows of one edition; none when the review holds no text of it.
  func clauses(_ spec: String, _ language: String) -> ClauseIndex? { clauseTables[Self.key(spec, language)] }

  /// Whether the runs hold different texts of one edition.
  func documentsDiffer(_ spec: String, _ language: String) -> Bool {
    differingDocuments.contains(Self.key(spec, language))
  }

  /// The languages in which a spec has a document or a result.
  func languages(of spec: String) -> [String] {
    languages.filter { document(spec, $0) != nil || !entries(spec, $0).isEmpty }
  }

  /// Runs grouped by `RunEnvironment` (kernel name, architecture and toolchain, the merge's own rule), in order of
  /// first appearance; shards of one environment share a group even on machines whose kernel release or processor
  /// count differ, two environments get two.
  var environments: [[Int]] {
    var groups: [[Int]] = []
    var position: [RunEnvironment: Int] = [:]
    for (index, run) in review.runs.enumerated() {
      let environment = RunEnvironment(run.report)
      if let group = position[environment] {
        groups[group].append(index)
      } else {
        position[environment] = groups.count
        groups.append([index])
      }
    }
    return groups
  }

  private static func key(_ parts: String...) -> String { parts.joined(separator: "\u{0}") }
}
