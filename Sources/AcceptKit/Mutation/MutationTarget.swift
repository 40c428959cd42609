import AcceptSpec

/// One source-bound definition block of a spec's edition, with its mutants.
struct MutationTarget: Sendable {
  /// The block's name.
  var name: String
  /// The block's code (the bound region, byte for byte).
  var code: String
  /// The source file, relative to the package root.
  var file: String
  /// The line of `file` where the block's first line is.
  var firstLine: Int
  /// The sites of the code.
  var sites: [MutationSite]
  /// The equivalence markers of the code.
  var markers: [EquivalenceMarker]

  /// The subject path the schema is compiled under: unique per block, so compile errors name the block.
  var schemaPath: String { "\(file)#\(name)" }

  /// The marker that makes `mutant` equivalent, if any.
  func marker(for mutant: Mutant) -> EquivalenceMarker? {
    markers.first { $0.line == mutant.line && $0.mutationOperator == mutant.mutationOperator }
  }

  /// The line of the code (1-based) as text.
  func codeLine(_ line: Int) -> String {
    let lines = code.split(separator: "\n", omittingEmptySubsequences: false)
    return lines.indices.contains(line - 1) ? String(lines[line - 1]) : ""
  }
}
