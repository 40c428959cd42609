import AcceptExecution
import Foundation

/// The results of one check in one language, shown right after its code block: a card per run with the outcome,
/// compile and run times, records, failed expectations, the output of a check that did not go as expected, and the
/// timeline of its marks.
struct CheckPanel {
  /// The results, one per run that ran the check.
  var entries: [ReviewIndex.Entry]
  /// The run labels, by run index.
  var labels: [String]
  /// Whether to name the run on each card (the review holds several runs).
  var showsRuns: Bool
  /// The result whose program a shared result's program was (same run, the language it names), if the review
  /// holds it.
  var sharedProgram: (ReviewIndex.Entry) -> CheckResult? = { _ in nil }
  /// The id of the clause row that names the check in the result's edition, if one does.
  var clauseRow: (CheckResult) -> String? = { _ in nil }

  /// The panel, or an empty string when there are no results.
  var html: String {
    guard let first = entries.first?.result else { return "" }
    let id = HTMLAnchor.check(first.spec, first.check, first.language)
    let held = entries.allSatisfy(\.result.ok) ? " data-held" : ""
    var html = "<div class=\"check\" id=\"\(id)\"\(held)>\n"
    html += "<div class=\"runs\">\n"
    for entry in entries { html += card(entry) }
    return html + "</div>\n</div>\n"
  }

  private func card(_ entry: ReviewIndex.Entry) -> String {
    let result = entry.result
    let badge = OutcomeBadge(result)
    var html = "<div class=\"result \(badge.tone)\">\n<p class=\"result-head\">\(badge.html)"
    html += BaselineBadge(entry.standing).html
    if showsRuns { html += " <span class=\"run-label\">\(XMLText.escape(labels[entry.run]))</span>" }
    html += " <span class=\"check-name\">\(XMLText.escape(result.check))</span>"
    if result.outcome != .ignored { html += times(entry) }
    html += notes(entry)
    if let clause = clauseRow(result) {
      html += " <a class=\"to-clause\" href=\"#\(XMLText.escape(clause))\"\(PageText.title(.clauseBack))>"
      html += "\(PageText.span(.clauseUp))</a>"
    }
    let row = HTMLAnchor.id("row", result.spec, result.check)
    html += " <a class=\"to-matrix\" href=\"#\(row)\" title=\"\(XMLText.escape(PageText.english(.matrixBack)))\">"
    html += "\(XMLText.escape(PageText.english(.matrixUp)))</a></p>\n"
    html += records(result) + failures(result) + output(result) + timeline(entry)
    return html + "</div>\n"
  }

  /// How the program was built and, for a repeated check, how many of its runs went unexpectedly, in the card's
  /// head after its times (a line of its own would add a row to each of a page's cards).
  ///
  /// A result that shares another language's program has its build said by its times (`shared program (zh-Hant)`)
  /// when the review holds that program; the note would repeat it.
  private func notes(_ entry: ReviewIndex.Entry) -> String {
    let result = entry.result
    var notes: [String] = []
    let namedByTimes = result.sharedWith != nil && sharedProgram(entry) != nil
    if !namedByTimes, let build = BuildNote(result.build) { notes.append(build.html) }
    if result.runs > 1 {
      notes.append(
        result.unexpectedRuns == 0
          ? PageText.span(.repeatedEach, count: result.runs)
          : PageText.span(.repeatedSome, values: [String(result.runs), String(result.unexpectedRuns)]))
    }
    if let schedules = result.schedules { notes.append(Self.schedules(schedules)) }
    guard !notes.isEmpty else { return "" }
    return " <span class=\"notes\">\(notes.joined(separator: " · "))</span>"
  }

  /// What the card says about an explored check, as HTML marked for the page's language choice: the schedules it
  /// passed, or the seed that failed and how its replay went (the replay command is among the failures).
  static func schedules(_ summary: ScheduleSummary) -> String {
    let strategy =
      summary.strategy == .pct
      ? PageText.span(.schedulesPCT, count: summary.depth) : PageText.span(.schedulesRandom)
    guard let seed = summary.failingSeed else {
      let explored = PageText.span(
        summary.explored == 1 ? .schedulesExploredOne : .schedulesExplored, count: summary.explored)
      let partly = summary.outsideJobs > 0 ? PageText.span(.schedulesOutside, count: summary.outsideJobs) : ""
      return explored + strategy + partly
    }
    var html = PageText.span(.schedulesFailed, values: [String(summary.explored), String(summary.planned)])
    html += strategy + PageText.span(.schedulesSeed, values: ["\(seed)"])
    if let trace = summary.trace { html += PageText.span(.schedulesTrace, values: ["\(trace)"]) }
    if let replay = summary.replay {
      html += PageText.span(replay.reproduced ? .schedulesReproduced : .schedulesDiverged)
    }
    return html
  }

  private func failures(_ result: CheckResult) -> String {
    guard !result.failures.isEmpty else { return "" }
    let items = result.failures.map { failure in
      "<li><code class=\"place\">\(XMLText.escape(failure.place))</code> \(FailureMessage(failure: failure).html)</li>\n"
    }
    let title = PageText.span(result.ok ? .failuresExpected : .failuresTitle)
    return "<div class=\"failures-block\"><p class=\"output-title\">\(title)</p>\n<ul class=\"failures\">\n"
      + "\(items.joined())</ul></div>\n"
  }

  private func output(_ result: CheckResult) -> String {
    let output = String(result.output.reversed().drop { $0.isWhitespace }.reversed())
    guard !result.ok, !output.isEmpty else { return "" }
    // Folded: the failures above already say what went wrong, and the output mostly repeats them and the records.
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false).count
    return "<details class=\"output\"><summary class=\"output-title\">\(PageText.span(.outputTitle))"
      + " <span class=\"hint\">\(PageText.span(.foldShow, count: lines))</span></summary>\n"
      + "<pre class=\"output\">\(XMLText.escape(output))</pre></details>\n"
  }

  /// Seconds with two decimals and a unit.
  static func seconds(_ value: Double) -> String { String(format: "%.2f s", value) }
}
