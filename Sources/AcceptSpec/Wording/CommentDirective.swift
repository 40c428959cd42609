import Foundation

/// The comments that are tool directives rather than words for a reader: formatter and linter switches, `MARK:`,
/// and the markers the kit itself reads in comments (source regions, mutation equivalence).
enum CommentDirective {
  /// The words a directive's body starts with.
  static let prefixes: [String] = [
    "swift-format-ignore", "swiftlint:", "MARK:",
    String(SourceRegion.begin("").dropFirst(2)).trimmingCharacters(in: .whitespaces),
    String(SourceRegion.end("").dropFirst(2)).trimmingCharacters(in: .whitespaces),
    EquivalenceMarker.prefix.trimmingCharacters(in: .whitespaces),
  ]

  /// Whether a comment's body (its words without markers) is only a directive.
  static func isDirective(_ body: String) -> Bool {
    prefixes.contains { body.hasPrefix($0) }
  }
}
