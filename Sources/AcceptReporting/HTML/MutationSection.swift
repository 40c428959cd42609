/// The mutation report of one spec on the page: the score, each survivor with its source line and diff, the
/// equivalent mutants with their reasons, the unviable and unjudged ones collapsed, and the kills of each check.
struct MutationSection {
  /// The arranged review, to link a check's row to its results when the page has them.
  let index: ReviewIndex
  /// The mutation report of this spec alone.
  let report: MutationReport
  /// The spec's name.
  let spec: String

  /// The section, or an empty string when the spec has no mutants.
  var html: String {
    guard !report.mutants.isEmpty else { return "" }
    var html =
      "<section class=\"mutation\" id=\"\(HTMLAnchor.id("mutation", spec))\">\n<h3>\(PageText.span(.mutationTitle))</h3>\n"
    html += score() + survivors() + equivalents()
    html += collapsed(.unviable, title: .mutationUnviable)
    html += collapsed(.unjudged, title: .mutationUnjudged)
    return html + kills() + "</section>\n"
  }

  /// The section inside a spec section of its own, for a spec that has mutants but no check results on the page.
  var withoutChecks: String {
    "<section class=\"spec\" id=\"\(HTMLAnchor.spec(spec))\">\n<h2><span class=\"spec-name\">\(XMLText.escape(spec))</span>"
      + " <small>\(PageText.span(.mutationNoResults))</small></h2>\n\(html)</section>\n"
  }

  /// `K of N killed (P%) · E equivalent · U unviable · T by timeout · X not judged`.
  private func score() -> String {
    let tone = report.count(.survived) > 0 ? "text-bad" : "text-ok"
    let figures = [
      "<span class=\"\(tone)\">\(PageText.span(.mutationKilled, values: [String(report.kills), String(report.judged)]))"
        + " (\(XMLText.escape(report.percent)))</span>",
      PageText.span(.mutationEquivalentCount, count: report.count(.equivalent)),
      PageText.span(.mutationUnviableCount, count: report.count(.unviable)),
      PageText.span(.mutationTimeoutCount, count: report.count(.timeout)),
      PageText.span(.mutationUnjudgedCount, count: report.count(.unjudged)),
    ]
    return "<p class=\"mutation-score\">\(figures.joined(separator: " · "))</p>\n"
  }

  private func survivors() -> String {
    let survivors = report.mutants.filter { $0.outcome == .survived }
    guard !survivors.isEmpty else { return "<p class=\"hint\">\(PageText.span(.mutationNoneSurvived))</p>\n" }
    var html = "<h4>\(PageText.span(.mutationSurvived, count: survivors.count))</h4>\n"
    for mutant in survivors {
      html += "<div class=\"mutant survived\">\n<p class=\"mutant-head\">\(Self.summary(mutant))</p>\n"
      if let source = mutant.sourceLine {
        html += "<pre class=\"code lines\" style=\"counter-reset: n \(mutant.line - 1)\"><span class=\"marked\">"
        html += "\(XMLText.escape(source))</span></pre>\n"
      }
      if let diff = mutant.diff { html += Self.diff(diff) }
      html += "</div>\n"
    }
    return html
  }

  private func equivalents() -> String {
    let equivalent = report.mutants.filter { $0.outcome == .equivalent }
    guard !equivalent.isEmpty else { return "" }
    return "<h4>\(PageText.span(.mutationEquivalent, count: equivalent.count))</h4>\n"
      + Self.list(equivalent)
  }

  /// The mutants with `outcome`, listed inside a closed `<details>`.
  private func collapsed(_ outcome: MutantOutcome, title: PageText.Key) -> String {
    let mutants = report.mutants.filter { $0.outcome == outcome }
    guard !mutants.isEmpty else { return "" }
    return
      "<details class=\"mutants \(outcome.rawValue)\">\n<summary>\(PageText.span(title, count: mutants.count))</summary>\n"
      + Self.list(mutants) + "</details>\n"
  }

  /// The kills of each check, a check that kills nothing marked.
  private func kills() -> String {
    guard !report.checks.isEmpty else { return "" }
    var html = "<h4>\(PageText.span(.mutationKillsTitle))</h4>\n<div class=\"table\"><table class=\"kills\">\n<thead>\n"
    let columns: [PageText.Key] = [.columnCheck, .mutationColumnLanguage, .mutationColumnKills]
    html += "<tr>" + columns.map { "<th scope=\"col\">\(PageText.span($0))</th>" }.joined() + "</tr>\n"
    html += "</thead>\n<tbody>\n"
    for row in report.checks {
      let name = "<code>\(XMLText.escape(row.check))</code>"
      let linked =
        index.entries(row.spec, row.check, row.language).isEmpty
        ? name : "<a href=\"#\(HTMLAnchor.check(row.spec, row.check, row.language))\">\(name)</a>"
      let idle = row.kills == 0
      html += "<tr\(idle ? " class=\"idle\"" : "")><td>\(linked)</td><td>\(XMLText.escape(row.language))</td>"
      html +=
        "<td>\(row.kills)\(idle ? " <span class=\"look\">\(PageText.span(.mutationIdle))</span>" : "")</td></tr>\n"
    }
    return html + "</tbody>\n</table></div>\n"
  }

  /// `file:line:col operator original → replacement in block [language]`, escaped.
  static func summary(_ mutant: MutantRecord) -> String {
    "<code class=\"place\">\(XMLText.escape("\(mutant.file):\(mutant.line):\(mutant.column)"))</code>"
      + " <span class=\"operator\">\(XMLText.escape(mutant.operator))</span>"
      + " <code>\(XMLText.escape(mutant.original))</code> → <code>\(XMLText.escape(mutant.replacement))</code>"
      + " <span class=\"times\">in <code>\(XMLText.escape(mutant.block))</code>"
      + " [\(XMLText.escape(mutant.language))]</span>"
  }

  /// One item per mutant: its summary and, when it has one, its reason.
  private static func list(_ mutants: [MutantRecord]) -> String {
    let items = mutants.map { mutant in
      "<li>\(summary(mutant))" + (mutant.reason.map { "<br><span class=\"reason\">\(XMLText.escape($0))</span>" } ?? "")
        + "</li>\n"
    }
    return "<ul class=\"mutants\">\n\(items.joined())</ul>\n"
  }

  /// A unified diff with its file, hunk, removed and added lines marked.
  static func diff(_ diff: String) -> String {
    var lines = diff.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.last == "" { lines.removeLast() }
    let marked = lines.map { line in
      let kind: String
      if line.hasPrefix("+++") || line.hasPrefix("---") {
        kind = "diff-file"
      } else if line.hasPrefix("@@") {
        kind = "diff-hunk"
      } else if line.hasPrefix("+") {
        kind = "diff-add"
      } else if line.hasPrefix("-") {
        kind = "diff-del"
      } else {
        return XMLText.escape(String(line))
      }
      return "<span class=\"\(kind)\">\(XMLText.escape(String(line)))</span>"
    }
    return "<pre class=\"diff\">\(marked.joined(separator: "\n"))</pre>\n"
  }
}
