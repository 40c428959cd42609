import Foundation

/// Writes the report files of a run into a folder: `acceptance.json`, `junit.xml` and the review page `index.html`.
public enum ReportFiles {
  /// Creates the folder if needed and writes the three files.
  public static func write(_ report: RunReport, to folder: String) throws(ExecutionError) {
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      try JSONReportWriter.encode(report).write(to: URL(fileURLWithPath: "\(folder)/acceptance.json"))
      try Data(JUnitReportWriter.render(report).utf8).write(to: URL(fileURLWithPath: "\(folder)/junit.xml"))
      try Data(HTMLReportWriter.render(report).utf8).write(to: URL(fileURLWithPath: "\(folder)/index.html"))
    } catch {
      throw .fileSystem(path: folder, reason: "\(error)")
    }
  }
}
