extension JUnitReportWriter {
  /// A test suite of its own for an interrupted run, with one errored case, so that a CI page never shows an
  /// interrupted run as a clean one.
  static func render(_ interruption: RunInterruption) -> String {
    let message = XMLText.escape("interrupted by \(interruption.signalName)")
    return "  <testsuite name=\"interrupted\" tests=\"1\" failures=\"0\" errors=\"1\" skipped=\"0\">\n"
      + "    <testcase name=\"run\" classname=\"interrupted\">\n"
      + "      <error message=\"\(message)\">\(XMLText.escape(interruption.note))</error>\n"
      + "    </testcase>\n  </testsuite>\n"
  }
}

extension JUnitReportWriter {
  /// A test suite of its own for a merge's error notices, one errored case each.
  static func render(_ notices: [MergeNotice]) -> String {
    var xml = "  <testsuite name=\"merge\" tests=\"\(notices.count)\" failures=\"0\" errors=\"\(notices.count)\""
    xml += " skipped=\"0\">\n"
    for (index, notice) in notices.enumerated() {
      let message = XMLText.escape(notice.description)
      xml += "    <testcase name=\"notice \(index + 1)\" classname=\"merge\">\n"
      xml += "      <error message=\"\(message)\">\(message)</error>\n    </testcase>\n"
    }
    return xml + "  </testsuite>\n"
  }
}
