import AcceptSpec

/// One mutant of a definition block's code: what it changes, where, and the edits that make it.
struct Mutant: Hashable, Sendable {
  /// The operator that made it.
  var mutationOperator: MutationOperator
  /// The code it changes, as shown (the first line of a longer statement, with "…").
  var original: String
  /// The code it puts in its place, as shown.
  var replacement: String
  /// The 1-based line in the block's code where the change starts.
  var line: Int
  /// The 1-based column (UTF-8 bytes) of that line.
  var column: Int
  /// The edits that turn the block's code into this mutant alone.
  var edits: [TextEdit]

  /// The block's code with this mutant's change and nothing else.
  func apply(to code: String) -> String { TextEdit.apply(edits, to: code) }
}
