import AcceptExecution

/// The top of the page: the verdict over every run, one card per run with its environment, the command and its
/// totals, the spec errors, and a list of the specs.
struct PageHeader {
  /// The arranged review.
  let index: ReviewIndex
  /// The mutation report, when the page shows one.
  var mutation: MutationReport? = nil

  /// The header.
  var html: String {
    let summary = index.review.summary
    let interrupted = index.review.runs.contains { $0.report.interruption != nil }
    let tone = summary.exitStatus == 0 && !interrupted && !index.review.isIncomplete ? "text-ok" : "text-bad"
    var html = "<header class=\"page-head\">\n<h1>\(PageText.span(.title))</h1>\n"
    html += "<p class=\"verdict \(tone)\">\(headlineHTML)\(Self.incompleteHTML(index.review))"
    html += " <small class=\"per-edition\">(\(Self.totalsHTML(summary)))</small>"
    if index.review.runs.count > 1 {
      html += " <small>\(PageText.span(.verdictRuns, count: index.review.runs.count))</small>"
    }
    if interrupted { html += " <small>\(PageText.span(.verdictInterrupted))</small>" }
    html += "</p>\n" + notices() + mutationLine() + Self.reportFiles + "<details class=\"environments-fold\">"
    html += "<summary>\(PageText.span(.environmentFold))</summary>\n<div class=\"environments\">\n"
    for (run, item) in index.review.runs.enumerated() { html += card(run, item) }
    return html + "</div>\n</details>\n" + specList() + "</header>\n"
  }

  /// Links to the report's data files beside the page (`acceptance.json`, `junit.xml`), which every report folder
  /// holds.
  static let reportFiles =
    "<p class=\"report-files hint\">\(PageText.span(.reportFiles)) <a href=\"acceptance.json\">acceptance.json</a>"
    + " · <a href=\"junit.xml\">junit.xml</a></p>\n"

  /// The verdict over the review, as the page's verdict and `<title>` show it: the totals and, when a merge misses a
  /// shard, `INCOMPLETE:` with every missing shard, so that such a page never reads as all held.
  static func verdict(_ review: ReviewReport) -> String {
    let missing = missingShards(review)
    let totals = totals(review.summary)
    return missing.isEmpty ? totals : totals + PageText.english(.totalsIncomplete, values: [missing])
  }

  /// The shards a merge misses, `shard 3 of 3 missing (Linux x86_64, …)` joined by `; `, or "" for none.
  static func missingShards(_ review: ReviewReport) -> String {
    review.notices.compactMap { notice -> String? in
      guard case .missingShard(let index, let count, let environment) = notice else { return nil }
      return "shard \(index) of \(count) missing (\(environment))"
    }.joined(separator: "; ")
  }

  /// The verdict's `INCOMPLETE:` part as HTML, marked for the page's language choice, or "".
  static func incompleteHTML(_ review: ReviewReport) -> String {
    let missing = missingShards(review)
    return missing.isEmpty ? "" : PageText.span(.totalsIncomplete, values: [missing])
  }

  /// The page's `<title>`: the verdict and, for an interrupted run, `INTERRUPTED:` with the number of checks it did
  /// not finish (the header says so beside the verdict), so that no tab reads as all held when checks never ran.
  static func title(_ review: ReviewReport) -> String {
    let unfinished = review.runs.compactMap(\.report.interruption).reduce(0) { $0 + $1.unfinishedChecks }
    let stopped = review.runs.contains { $0.report.interruption != nil }
    return verdict(review) + (stopped ? " — INTERRUPTED: \(unfinished) not finished" : "")
  }

  /// `N passed, N failed[, N skipped]`, with the spec errors when there are any.
  static func totals(_ summary: RunSummary) -> String {
    summary.line + (summary.specErrors > 0 ? ", \(summary.specErrors) spec error(s)" : "")
  }

  /// `totals` as HTML, each piece marked for the page's language choice: the same English words.
  static func totalsHTML(_ summary: RunSummary, specErrors: Bool = true) -> String {
    var html = PageText.span(.totalsLine, values: [String(summary.passed), String(summary.failed)])
    if summary.errors > 0 { html += PageText.span(.totalsErrors, count: summary.errors) }
    if summary.skipped > 0 { html += PageText.span(.totalsSkipped, count: summary.skipped) }
    if specErrors, summary.specErrors > 0 { html += PageText.span(.totalsSpecErrors, count: summary.specErrors) }
    return html
  }

  private func card(_ run: Int, _ item: ReviewReport.Run) -> String {
    let facts = EnvironmentFacts(item.report)
    let title = index.review.runs.count > 1 ? XMLText.escape(index.labels[run]) : PageText.span(.run)
    var html = "<section class=\"environment\">\n<h2>\(title)"
    if !item.source.isEmpty { html += " <small><code>\(XMLText.escape(item.source))</code></small>" }
    html += "</h2>\n<dl>\n"
    html += Self.row(.toolchain, XMLText.escape(facts.toolchain))
    html += Self.row(.system, XMLText.escape(facts.system))
    if let kernel = facts.kernel { html += Self.row(.kernel, XMLText.escape(kernel)) }
    if let processors = facts.processors { html += Self.row(.processors, XMLText.escape(processors)) }
    html += Self.row(.started, XMLText.escape(facts.started))
    html += Self.row(.command, "<code>\(XMLText.escape(facts.command))</code>")
    if !facts.options.isEmpty {
      html += Self.row(.options, facts.options.map { "<code>\(XMLText.escape($0))</code>" }.joined(separator: " "))
    }
    if let plan = item.report.schedules { html += Self.row(.schedules, XMLText.escape(plan.summary)) }
    let summary = item.report.summary
    html += Self.row(
      .totals, "<span class=\"\(summary.exitStatus == 0 ? "text-ok" : "text-bad")\">\(Self.totalsHTML(summary))</span>")
    if let interruption = item.report.interruption {
      html += Self.row(.interrupted, "<span class=\"text-bad\">\(XMLText.escape(interruption.note))</span>")
    }
    html += Self.row(.checkTime, Self.checkTime(item.report.checks))
    return html + "</dl>\n</section>\n"
  }

  /// The compile and run time summed over `checks`, and how many of the checks with a program of their own took it
  /// from the cache. When every one did, nothing was compiled: the row says so rather than showing a zero.
  static func checkTime(_ checks: [CheckResult]) -> String {
    let compile = CheckPanel.number(checks.reduce(0) { $0 + $1.compileSeconds })
    let run = CheckPanel.number(checks.reduce(0) { $0 + $1.runSeconds })
    let own = checks.filter { $0.sharedWith == nil }.compactMap { BuildNote($0.build) }
    let cached = own.filter(\.cached).count
    guard cached > 0 else { return PageText.span(.checkTimeValue, values: [compile, run]) }
    let time =
      cached == own.count
      ? PageText.span(.checkTimeCached, values: [run]) : PageText.span(.checkTimeValue, values: [compile, run])
    return time + PageText.span(.cachedChecks, values: [String(cached), String(own.count)])
  }

  /// What the merge noticed, one line each (an error in the colour of a failure), or nothing.
  private func notices() -> String {
    let notices = index.review.notices
    guard !notices.isEmpty else { return "" }
    let items = notices.map { notice in
      "<li class=\"\(notice.isError ? "text-bad" : "note")\">\(notice.isError ? "error" : "warning"): "
        + "\(XMLText.escape(notice.description))</li>"
    }
    return "<ul class=\"notices\">\n\(items.joined(separator: "\n"))\n</ul>\n"
  }

  /// The mutation score over every spec, when the page shows a mutation report.
  private func mutationLine() -> String {
    guard let mutation else { return "" }
    let survivors = mutation.count(.survived)
    let note = survivors > 0 ? " <small>\(PageText.span(.mutationSurvivedNote, count: survivors))</small>" : ""
    return "<p class=\"mutation-verdict\">\(XMLText.escape(mutation.closingLine))\(note)</p>\n"
  }

  private static func row(_ term: PageText.Key, _ definition: String) -> String {
    "<dt>\(PageText.span(term))</dt><dd>\(definition)</dd>\n"
  }

  private func specList() -> String {
    guard !index.specs.isEmpty else { return "" }
    let items = index.specs.map { spec in
      let tone = index.holds(spec) ? "text-ok" : "text-bad"
      return "<li><a href=\"#\(HTMLAnchor.spec(spec))\">\(XMLText.escape(spec))</a>"
        + " <span class=\"\(tone)\">\(index.standingHTML(of: spec))</span></li>"
    }
    return "<nav class=\"specs\"><ul>\n\(items.joined(separator: "\n"))\n"
      + "<li><a href=\"#matrix\">\(PageText.span(.matrixLink))</a></li>\n</ul></nav>\n"
  }

  /// The spec errors, each as `file:line` and its message, or nothing when there are none.
  var specErrors: String {
    let errors = index.review.specErrors
    guard !errors.isEmpty else { return "" }
    var html = "<section class=\"spec-errors\" id=\"spec-errors\">\n<h2>\(PageText.span(.specErrorsTitle))</h2>\n"
    html += "<p class=\"hint\">\(PageText.span(.specErrorsHint))</p>\n<ul>\n"
    for error in errors {
      html += "<li><code class=\"place\">\(XMLText.escape("\(error.file):\(error.line)"))</code>"
      html += " \(XMLText.escape(error.message))\(runs(reporting: error))</li>\n"
    }
    return html + "</ul>\n</section>\n"
  }

  /// The runs that reported a spec error, when the review holds several.
  private func runs(reporting error: CheckFailure) -> String {
    guard index.review.runs.count > 1 else { return "" }
    let runs = index.review.runs.indices.filter { index.review.runs[$0].report.specErrors.contains(error) }
    return
      " <span class=\"run-label\">(\(XMLText.escape(runs.map { index.labels[$0] }.joined(separator: ", "))))</span>"
  }
}
