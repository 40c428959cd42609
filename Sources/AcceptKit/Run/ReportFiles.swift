import Foundation

/// The report files of a run or of a merge: `acceptance.json`, `junit.xml` and the review page `index.html`, written
/// together into a report folder by `ReportFolder`.
public enum ReportFiles {
  /// Writes the three files of one run into `folder`, creating it if needed.
  public static func write(_ report: RunReport, to folder: String) throws(ReportFolderError) {
    try write(
      json: { try JSONReportWriter.encode(report) }, junit: JUnitReportWriter.render(report),
      html: HTMLReportWriter.render(report), to: folder)
  }

  /// Writes the three files of the given texts into `folder`; `json` encodes `acceptance.json`.
  static func write(
    json: () throws -> Data, junit: String, html: String, to folder: String
  ) throws(ReportFolderError) {
    let data: Data
    do {
      data = try json()
    } catch {
      throw .cannotWrite(path: folder, reason: "cannot encode acceptance.json: \(error)")
    }
    try ReportFolder(path: folder).write([
      ("acceptance.json", data), ("junit.xml", Data(junit.utf8)), ("index.html", Data(html.utf8)),
    ])
  }
}
