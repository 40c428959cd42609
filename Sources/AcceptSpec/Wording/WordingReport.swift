/// What the wording and layout rules found over a root's editions.
package struct WordingReport: Hashable, Sendable {
  /// The findings, sorted by file and line.
  package let findings: [WordingFinding]
  /// The errors in the glossary file itself.
  package let glossaryErrors: [GlossaryError]
  /// The glossary's display path.
  package let glossaryPath: String
  /// Whether the root has a glossary; without one, wording is not checked against a glossary.
  package let hasGlossary: Bool

  /// The summary of the findings for the closing line: their count, and whether there was a glossary to check them
  /// against.
  package var summary: String {
    let count = "\(findings.count) wording finding(s)"
    guard hasGlossary else { return count + "; wording not checked against a glossary (no \(glossaryPath))" }
    return count
  }
}
