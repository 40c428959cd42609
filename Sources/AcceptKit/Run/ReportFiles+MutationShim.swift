import Foundation

// TEMPORARY until the mutation report writer lands: writes the run's files, then mutation.json beside them.
extension ReportFiles {
  /// Writes the run's files and `mutation.json`.
  public static func write(_ report: RunReport, mutation: MutationReport?, to folder: String) throws(ReportFolderError)
  {
    try write(report, to: folder)
    guard let mutation else { return }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    guard let data = try? encoder.encode(mutation) else { return }
    try ReportFolder(path: folder).write([("mutation.json", data)])
  }
}
