import Foundation

/// The report files of a run or of a merge: `acceptance.json`, `junit.xml`, the review page `index.html` and, after
/// `accept mutate`, `mutation.json`, written together into a report folder by `ReportFolder`.
public enum ReportFiles {
  /// Writes the three files of one run into `folder`, creating it if needed.
  public static func write(_ report: RunReport, to folder: String) throws(ReportFolderError) {
    try write(report, mutation: nil, to: folder)
  }

  /// Writes the files of one run into `folder`, creating it if needed; with `mutation`, also `mutation.json`, and
  /// the review page shows the mutation report.
  public static func write(
    _ report: RunReport, mutation: MutationReport?, to folder: String
  ) throws(ReportFolderError) {
    try write(
      json: { try JSONReportWriter.encode(report) }, junit: JUnitReportWriter.render(report),
      html: HTMLReportWriter.render(report, mutation: mutation), mutation: mutation, to: folder)
  }

  /// Writes the files of the given texts into `folder`; `json` encodes `acceptance.json`, and `mutation`, when
  /// given, is encoded as `mutation.json`.
  static func write(
    json: () throws -> Data, junit: String, html: String, mutation: MutationReport? = nil, to folder: String
  ) throws(ReportFolderError) {
    var files = [
      ("acceptance.json", try encode("acceptance.json", in: folder, json)), ("junit.xml", Data(junit.utf8)),
      ("index.html", Data(html.utf8)),
    ]
    if let mutation {
      files.append(
        (MutationReport.fileName, try encode(MutationReport.fileName, in: folder) { try mutation.encoded() }))
    }
    try ReportFolder(path: folder).write(files, removing: mutation == nil ? [MutationReport.fileName] : [])
  }

  /// The data `encode` makes of the file `name`, or the error that names it.
  private static func encode(
    _ name: String, in folder: String, _ encode: () throws -> Data
  ) throws(ReportFolderError) -> Data {
    do {
      return try encode()
    } catch {
      throw .cannotWrite(path: folder, reason: "cannot encode \(name): \(error)")
    }
  }
}
