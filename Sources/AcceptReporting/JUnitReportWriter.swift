import AcceptExecution
import Foundation

/// Writes a run report as `junit.xml`: one test suite per spec and language, one test case per check.
package enum JUnitReportWriter {
  /// The report as JUnit XML; a merge's error `notices` (a missing shard) come first, as one errored suite, so that a
  /// CI page never shows an incomplete merge as a clean run.
  package static func render(_ report: RunReport, notices: [MergeNotice] = []) -> String {
    let summary = report.summary
    let notices = notices.filter(\.isError)
    var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    xml += "<testsuites name=\"acceptance\" tests=\"\(report.checks.count)\" failures=\"\(summary.failed)\""
    let errors = report.specErrors.count + summary.errors + (report.interruption == nil ? 0 : 1) + notices.count
    xml += " errors=\"\(errors)\" skipped=\"\(summary.skipped)\">\n"
    if !notices.isEmpty { xml += render(notices) }
    if let interruption = report.interruption { xml += render(interruption) }
    for error in report.specErrors {
      xml += "  <testsuite name=\(attribute(error.file)) tests=\"1\" failures=\"0\" errors=\"1\" skipped=\"0\">\n"
      xml += "    <testcase name=\"lint\" classname=\(attribute(error.file))>\n"
      xml +=
        "      <error message=\(attribute(error.message))>\(XMLText.escape("\(error.file):\(error.line)"))</error>\n"
      xml += "    </testcase>\n  </testsuite>\n"
    }
    for suite in suites(report.checks) { xml += render(suite: suite.name, suite.checks, baseline: report.baseline) }
    return xml + "</testsuites>\n"
  }

  private static func suites(_ checks: [CheckResult]) -> [(name: String, checks: [CheckResult])] {
    var order: [String] = []
    var grouped: [String: [CheckResult]] = [:]
    for check in checks {
      let name = "\(check.spec) [\(check.language)]"
      if grouped[name] == nil { order.append(name) }
      grouped[name, default: []].append(check)
    }
    return order.map { ($0, grouped[$0] ?? []) }
  }

  private static func render(suite name: String, _ checks: [CheckResult], baseline: BaselineComparison?) -> String {
    let summary = RunSummary(checks: checks, specErrors: 0)
    let time = checks.reduce(0) { $0 + $1.durationSeconds }
    var xml = "  <testsuite name=\(attribute(name)) tests=\"\(checks.count)\" failures=\"\(summary.failed)\""
    xml += " errors=\"\(summary.errors)\" skipped=\"\(summary.skipped)\" time=\"\(format(time))\">\n"
    for check in checks { xml += render(case: check, standing: baseline?.standing(of: check)) }
    return xml + "  </testsuite>\n"
  }

  /// One test case; a check with a standing against the baseline holds it as the property `baseline`.
  private static func render(case check: CheckResult, standing: BaselineStanding?) -> String {
    let classname = "\(check.spec).\(check.language)"
    var xml = "    <testcase name=\(attribute(check.check)) classname=\(attribute(classname))"
    xml += " file=\(attribute(check.file)) line=\"\(check.line)\" time=\"\(format(check.durationSeconds))\">\n"
    if check.outcome == .ignored {
      xml += "      <skipped message=\"ignored\"/>\n"
    } else if !check.ok {
      let message = "\(check.outcome.rawValue), expected \(check.expect.rawValue)"
      let details = check.failures.map(detail).joined(separator: "\n")
      let element = check.outcome == .error ? "error" : "failure"
      xml += "      <\(element) message=\(attribute(message)) type=\(attribute(check.outcome.rawValue))>"
      xml += XMLText.escape(details) + "</\(element)>\n"
      xml += "      <system-out>\(XMLText.escape(check.output))</system-out>\n"
    }
    if !check.records.isEmpty || standing != nil {
      xml += "      <properties>\n"
      if let standing { xml += "        <property name=\"baseline\" value=\"\(standing.rawValue)\"/>\n" }
      for (key, value) in check.records.sorted(by: { $0.key < $1.key }) {
        xml += "        <property name=\(attribute(key)) value=\(attribute(value.description))/>\n"
      }
      xml += "      </properties>\n"
    }
    return xml + "    </testcase>\n"
  }

  /// One failure in a failure element's text: its place and message, and for a comparison the expected and the actual
  /// value on lines of their own.
  private static func detail(_ failure: CheckFailure) -> String {
    let line = "\(failure.place): \(failure.message)"
    guard let comparison = failure.comparison else { return line }
    return line + "\n  expected: \(comparison.expectation)\n  actual: \(comparison.actual)"
  }

  private static func attribute(_ text: String) -> String { "\"\(XMLText.escape(text))\"" }

  private static func format(_ seconds: Double) -> String { String(format: "%.3f", seconds) }
}
