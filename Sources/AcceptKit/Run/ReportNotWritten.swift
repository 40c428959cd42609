import AcceptReporting

/// A run whose checks all ran and were reported, but whose report folder could not be written.
package struct ReportNotWritten: Error, Sendable, CustomStringConvertible {
  /// The run's report, complete but for the files.
  package var report: RunReport
  /// Why the folder could not be written.
  package var error: ReportFolderError

  /// Creates the failure of writing `report`.
  package init(report: RunReport, error: ReportFolderError) {
    self.report = report
    self.error = error
  }

  /// The exit status of such a run: the report's own, but at least 1, since the record the run should leave is
  /// missing.
  package var exitStatus: Int32 { max(1, report.summary.exitStatus) }

  /// Why the folder could not be written, as `cannot write the report to PATH: reason`.
  package var description: String { error.description }
}
