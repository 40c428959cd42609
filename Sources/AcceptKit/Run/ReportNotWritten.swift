/// A run whose checks all ran and were reported, but whose report folder could not be written.
public struct ReportNotWritten: Error, Sendable, CustomStringConvertible {
  /// The run's report, complete but for the files.
  public var report: RunReport
  /// Why the folder could not be written.
  public var error: ReportFolderError

  /// Creates the failure of writing `report`.
  public init(report: RunReport, error: ReportFolderError) {
    self.report = report
    self.error = error
  }

  /// The exit status of such a run: the report's own, but at least 1, since the record the run should leave is
  /// missing.
  public var exitStatus: Int32 { max(1, report.summary.exitStatus) }

  /// Why the folder could not be written, as `cannot write the report to PATH: reason`.
  public var description: String { error.description }
}
