import AcceptSpec
import Foundation

/// The one writer of a report folder, used by `accept run --report`, `accept report merge` and `accept mutate`: it
/// turns a run's report or a merged review into `acceptance.json`, `junit.xml`, the review page `index.html` and,
/// with a mutation report, `mutation.json`, and puts them into the folder together.
///
/// The files are written into a staging folder inside the report folder, then renamed into place while holding an
/// exclusive `flock` on the lock file `.accept-report.lock`, so that two runs writing one folder at once cannot
/// interleave: the files in the folder always come from the same writer.
package struct ReportFolderWriter: Sendable {
  /// The name of the lock file inside the report folder.
  static let lockName = ".accept-report.lock"
  /// The start of the staging folders' names inside the report folder.
  static let stagingPrefix = ".accept-report-"

  /// The folder, as the user gave it.
  package var path: String

  /// Creates the writer of the folder at `path`.
  package init(path: String) { self.path = path }

  /// Writes the files of one run, creating the folder if needed; with `mutation`, also `mutation.json`, and the
  /// review page shows the mutation report. Without one, a `mutation.json` an earlier writer left is removed.
  package func write(_ report: RunReport, mutation: MutationReport? = nil) throws(ReportFolderError) {
    try write(
      json: { try JSONReportWriter.encode(report) }, junit: JUnitReportWriter.render(report),
      html: HTMLReportWriter.render(report, mutation: mutation), mutation: mutation)
  }

  /// Writes the files of a merged review, creating the folder if needed: `acceptance.json` holds the review,
  /// `junit.xml` every run's checks (`ReportMerger.combined`), and the page shows the runs side by side; with
  /// `mutation`, as for one run.
  package func write(_ review: ReviewReport, mutation: MutationReport? = nil) throws(ReportFolderError) {
    try write(
      json: { try JSONReportWriter.encode(review) },
      junit: JUnitReportWriter.render(ReportMerger.combined(review), notices: review.notices),
      html: HTMLReportWriter.render(review, mutation: mutation), mutation: mutation)
  }

  /// Throws unless the folder is, or could be created as, a folder the kit can write into; creates nothing.
  package func checkWritable() throws(ReportFolderError) {
    var candidate = path.isEmpty ? "." : path
    while true {
      var status = stat()
      if stat(candidate, &status) == 0 {
        guard status.st_mode & S_IFMT == S_IFDIR else {
          throw .cannotWrite(path: path, reason: "\(candidate) is a file, not a folder")
        }
        guard access(candidate, W_OK | X_OK) == 0 else {
          throw .systemCall("cannot write into", on: candidate, in: path)
        }
        return
      }
      // A missing folder, or a file on the way (ENOTDIR), is found by looking at the parents.
      guard errno == ENOENT || errno == ENOTDIR else { throw .systemCall("cannot reach", on: candidate, in: path) }
      let parent = PathSplit.parent(of: candidate)
      let next = parent.isEmpty ? "." : parent
      guard next != candidate else { throw .systemCall("cannot reach", on: candidate, in: path) }
      candidate = next
    }
  }

  /// Puts the files of the given texts into the folder; `json` encodes `acceptance.json`, and `mutation`, when
  /// given, is encoded as `mutation.json`.
  private func write(
    json: () throws -> Data, junit: String, html: String, mutation: MutationReport?
  ) throws(ReportFolderError) {
    var files = [
      ("acceptance.json", try encode("acceptance.json", json)), ("junit.xml", Data(junit.utf8)),
      ("index.html", Data(html.utf8)),
    ]
    if let mutation {
      files.append((MutationReport.fileName, try encode(MutationReport.fileName) { try mutation.encoded() }))
    }
    try put(files, removing: mutation == nil ? [MutationReport.fileName] : [])
  }

  /// The data `encode` makes of the file `name`, or the error that names it.
  private func encode(_ name: String, _ encode: () throws -> Data) throws(ReportFolderError) -> Data {
    do {
      return try encode()
    } catch {
      throw .cannotWrite(path: path, reason: "cannot encode \(name): \(error)")
    }
  }
}
