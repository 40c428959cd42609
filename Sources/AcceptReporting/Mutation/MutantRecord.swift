/// One mutant and what became of it, as `mutation.json` holds it.
package struct MutantRecord: Codable, Sendable, Equatable {
  /// A stable identity: the spec, the block and the mutant's place and change, hashed.
  package var id: String
  /// The spec whose checks judged it.
  package var spec: String
  /// The language whose edition ran.
  package var language: String
  /// The name of the definition block whose bound region was mutated.
  package var block: String
  /// The source file, relative to the package root.
  package var file: String
  /// The 1-based line of `file` where the change starts.
  package var line: Int
  /// The 1-based column (in bytes) of that line where the change starts.
  package var column: Int
  /// The operator's name, such as `relational-boundary`.
  package var `operator`: String
  /// The code the mutant changes.
  package var original: String
  /// The code it puts in its place.
  package var replacement: String
  /// The verdict.
  package var outcome: MutantOutcome
  /// The check whose unexpected outcome killed it first, in document order; nil unless killed or timed out.
  package var killedBy: String?
  /// Why: the equivalence marker's reason, the compiler's first error, the kit's failure, or how the check went.
  package var reason: String?
  /// The source line as the original has it, for the review page.
  package var sourceLine: String?
  /// The mutant as a unified diff of the source file, for the review page.
  package var diff: String?

  /// Creates a record.
  package init(
    id: String, spec: String, language: String, block: String, file: String, line: Int, column: Int,
    operator name: String, original: String, replacement: String, outcome: MutantOutcome, killedBy: String? = nil,
    reason: String? = nil, sourceLine: String? = nil, diff: String? = nil
  ) {
    self.id = id
    self.spec = spec
    self.language = language
    self.block = block
    self.file = file
    self.line = line
    self.column = column
    self.operator = name
    self.original = original
    self.replacement = replacement
    self.outcome = outcome
    self.killedBy = killedBy
    self.reason = reason
    self.sourceLine = sourceLine
    self.diff = diff
  }
}
