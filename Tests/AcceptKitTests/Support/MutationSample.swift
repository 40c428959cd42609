@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// A mutation report of the `queue` spec of `ReviewSample`, holding every verdict once or more, texts with
/// `<script>` in them, a check that kills nothing and a check the page has no results for.
enum MutationSample {
  /// One mutant of `queue` in zh-Hant at `line` of `Sources/Queue/Queue.swift`.
  static func mutant(
    _ id: String, _ outcome: MutantOutcome, line: Int, killedBy: String? = nil, reason: String? = nil,
    spec: String = "queue"
  ) -> MutantRecord {
    MutantRecord(
      id: id, spec: spec, language: "zh-Hant", block: "Queue", file: "Sources/Queue/Queue.swift", line: line,
      column: 17, operator: "relational-boundary", original: "<", replacement: "<=", outcome: outcome,
      killedBy: killedBy, reason: reason, sourceLine: "    while index < items.count {",
      diff: """
        --- a/Sources/Queue/Queue.swift
        +++ b/Sources/Queue/Queue.swift
        @@ -\(line),1 +\(line),1 @@
        -    while index < items.count {
        +    while index <= items.count {

        """)
  }

  /// The report: two kills (one by timeout), two survivors, one equivalent, one unviable, one not judged.
  static let report = MutationReport(
    mutants: [
      mutant("m1", .killed, line: 3, killedBy: "runs-in-order", reason: "failed, expected pass"),
      mutant("m2", .timeout, line: 4, killedBy: "caught", reason: "timed out after 10 s"),
      mutant("m3", .survived, line: 5),
      {
        var hostile = mutant("m4", .survived, line: 6)
        hostile.original = "<script>"
        hostile.replacement = "</script>"
        hostile.sourceLine = "let s = \"<script>alert(1)</script>\""
        hostile.diff = "-<script>alert(1)</script>\n+<b>&amp;</b>\n"
        return hostile
      }(),
      mutant("m5", .equivalent, line: 7, reason: "the loop ends at the same <index> either way"),
      mutant("m6", .unviable, line: 8, reason: "error: cannot convert value of type 'Bool' to 'Int'"),
      mutant("m7", .unjudged, line: 9, reason: "the kit could not start swiftc"),
    ],
    checks: [
      .init(spec: "queue", language: "zh-Hant", check: "runs-in-order", kills: 1),
      .init(spec: "queue", language: "zh-Hant", check: "caught", kills: 1),
      .init(spec: "queue", language: "zh-Hant", check: "not-on-the-page", kills: 0),
    ])
}
