@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// Small run reports with their Markdown, for the page's tests: a spec in two languages whose text and output hold
/// `<script>`, every kind of outcome, records, failures and timeline marks.
enum ReviewSample {
  /// `html` without its tags and with its escapes read back: the words a reader sees, whatever elements mark them
  /// for translation.
  static func plain(_ html: String) -> String {
    let entities = [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&amp;", "&")]
    return entities.reduce(html.replacingOccurrences(of: "<[^>]*>", with: "", options: .regularExpression)) {
      $0.replacingOccurrences(of: $1.0, with: $1.1)
    }
  }

  /// The Markdown of the `queue` spec in `language`; the check fences sit on lines 5, 10 and 14.
  static func markdown(_ language: String) -> String {
    """
    # Queue <script>alert("doc")</script> (\(language))

    Prose with **strong** text and `code`.

    ```swift check=runs-in-order
    let order = [1, 2, 3]
    expect(order == [3, 2, 1], "runs in order")
    ```

    ```swift check=caught expect=fail
    expect(false, "a wrong claim")
    ```

    ```swift check=later ignore
    expect(true, "never run")
    ```

    """
  }

  /// One run of the `queue` spec in zh-Hant and ja on the machine `platform`.
  static func report(platform: String = "Linux 6.1.0 x86_64 (Debian GNU/Linux 12), 2 CPUs") -> RunReport {
    var report = RunReport(
      toolchain: "Swift version 6.3.1 (swift-6.3.1-RELEASE)", platform: platform, startedAt: "2025-01-02T03:04:05Z",
      command: ["accept", "run", "Acceptance", "--spec", "queue", "--report", "out dir"],
      checks: ["zh-Hant", "ja"].flatMap(checks), specErrors: [])
    report.documents = ["zh-Hant", "ja"].map {
      SpecDocument(spec: "queue", language: $0, file: "Acceptance/\($0)/queue.md", markdown: markdown($0))
    }
    return report
  }

  /// The three checks of one edition.
  static func checks(_ language: String) -> [CheckResult] {
    let file = "Acceptance/\(language)/queue.md"
    var failing = ResultDraft(
      spec: "queue", check: "runs-in-order", language: language, file: file, line: 5, expect: .pass)
    failing.outcome = .failed
    failing.compileSeconds = 1.5
    failing.runSeconds = 0.25
    failing.failures = [CheckFailure(file: file, line: 7, message: "runs in order <script>")]
    failing.output = "printed <script>alert(\"out\")</script>\n"
    failing.records = ["peak": .int(2)]
    failing.marks = [
      TimelineMark(lane: "op-1", event: "start", time: 0.01), TimelineMark(lane: "op-1", event: "end", time: 0.02),
    ]
    var caught = ResultDraft(spec: "queue", check: "caught", language: language, file: file, line: 10, expect: .fail)
    caught.failures = [CheckFailure(file: file, line: 11, message: "a wrong claim", kind: .expectation)]
    caught.outcome = .failed
    let later = CheckResult(spec: "queue", check: "later", language: language, file: file, line: 14, expect: .pass)
    return [failing.result, caught.result, later]
  }
}
