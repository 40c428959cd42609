import Foundation

/// Writes a run report or a merged review as `acceptance.json` and reads a run report back.
package enum JSONReportWriter {
  /// The report as pretty-printed JSON with sorted keys.
  package static func encode(_ report: RunReport) throws -> Data {
    try encoder.encode(report)
  }

  /// The merged review as pretty-printed JSON with sorted keys: `{"notices": [...], "runs": [...]}`.
  package static func encode(_ review: ReviewReport) throws -> Data {
    try encoder.encode(review)
  }

  /// The encoder of both: pretty-printed, sorted keys, slashes as they are.
  private static var encoder: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return encoder
  }

  /// Reads a report written by `encode`.
  package static func decode(_ data: Data) throws -> RunReport {
    try JSONDecoder().decode(RunReport.self, from: data)
  }
}
