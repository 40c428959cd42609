import Foundation

/// Writes a run report as `acceptance.json` and reads one back.
public enum JSONReportWriter {
  /// The report as pretty-printed JSON with sorted keys.
  public static func encode(_ report: RunReport) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(report)
  }

  /// Reads a report written by `encode`.
  public static func decode(_ data: Data) throws -> RunReport {
    try JSONDecoder().decode(RunReport.self, from: data)
  }
}
