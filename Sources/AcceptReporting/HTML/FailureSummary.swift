import AcceptExecution
import AcceptMarkdown

/// The top of the results: every check that did not go as it expects, with its spec, outcome, the languages it
/// went wrong in, the `file:line` of its first failure and a link to its card; or one line saying that every check
/// went as expected. Unfinished checks of an interrupted run, spec errors and each shard a merge misses are counted
/// here too.
struct FailureSummary {
  /// One check that did not go as expected, in one or more languages.
  struct Row: Equatable {
    /// The spec's name.
    var spec: String
    /// The check's id.
    var check: String
    /// The first result that did not go as expected, in language order.
    var first: CheckResult
    /// The languages in which some run did not go as expected.
    var languages: [String]

    /// Where the first failure of the first unexpected result points, or the check's fence when it has none.
    var place: String { first.failures.first?.place ?? "\(first.file):\(first.line)" }
  }

  /// The arranged review.
  let index: ReviewIndex

  /// The unexpected checks, spec by spec in reading order.
  var rows: [Row] {
    index.specs.flatMap { spec in
      index.checks(of: spec).compactMap { check in
        let wrong = index.languages.filter { index.entries(spec, check, $0).contains { !$0.result.ok } }
        let first = wrong.first.flatMap { language in
          index.entries(spec, check, language).first { !$0.result.ok }?.result
        }
        return first.map { Row(spec: spec, check: check, first: $0, languages: wrong) }
      }
    }
  }

  /// The section.
  var html: String {
    let rows = self.rows
    let unfinished = index.review.runs.compactMap(\.report.interruption).reduce(0) { $0 + $1.unfinishedChecks }
    let errors = index.review.specErrors.count
    let missing = index.review.notices.filter(\.isError)
    let fixed = BaselineFixedList(index.review).html
    var html = "<section id=\"summary\" class=\"summary\">\n<h2>\(PageText.span(.summaryTitle))</h2>\n"
    if rows.isEmpty && unfinished == 0 && errors == 0 && missing.isEmpty {
      return html + "<p class=\"all-held text-ok\">\(PageText.span(.summaryAllHeld))</p>\n\(fixed)</section>\n"
    }
    if !rows.isEmpty {
      html += "<p class=\"text-bad\">\(PageText.span(.summaryCount, count: rows.count))</p>\n"
    }
    html += missing.map { "<p class=\"text-bad missing-shard\">✗ \(XMLText.escape($0.description))</p>\n" }.joined()
    if unfinished > 0 { html += "<p class=\"text-bad\">\(PageText.span(.summaryUnfinished, count: unfinished))</p>\n" }
    if errors > 0 {
      html +=
        "<p class=\"text-bad\"><a href=\"#spec-errors\">\(PageText.span(.summarySpecErrors, count: errors))</a></p>\n"
    }
    let keys = rows.isEmpty ? "" : "<p class=\"keys-hint\">\(PageText.span(.keysHint))</p>\n"
    return html + table(rows) + keys + notJudged() + fixed + "</section>\n"
  }

  /// One line for each spec error and each unfinished check, under the spec they keep from holding.
  private func notJudged() -> String {
    var items: [String] = []
    for spec in index.specs {
      let name = XMLText.escape(spec)
      let link = "<a href=\"#\(HTMLAnchor.spec(spec))\">\(name)</a>"
      for error in index.specErrors(of: spec) {
        items.append(
          "<li data-spec=\"\(name)\">✗ \(link): spec error at <code class=\"place\">"
            + "\(XMLText.escape("\(error.file):\(error.line)"))</code> \(XMLText.escape(error.message))</li>")
      }
      for key in index.unfinished(of: spec) {
        items.append(
          "<li data-spec=\"\(name)\">✗ \(link): <code>\(XMLText.escape(key.check))</code>"
            + " <span lang=\"\(XMLText.escape(key.language))\">\(XMLText.escape(key.language))</span> did not finish</li>"
        )
      }
    }
    guard !items.isEmpty else { return "" }
    return "<ul class=\"not-judged text-bad\">\n\(items.joined(separator: "\n"))\n</ul>\n"
  }

  private func table(_ rows: [Row]) -> String {
    guard !rows.isEmpty else { return "" }
    let columns: [PageText.Key] = [.columnCheck, .columnClause, .columnMessage, .columnLines]
    var html = "<div class=\"table\"><table class=\"unexpected\">\n<thead><tr>"
    html += columns.map { "<th scope=\"col\">\(PageText.span($0))</th>" }.joined() + "</tr></thead>\n<tbody>\n"
    for row in rows { html += self.row(row) }
    return html + "</tbody>\n</table></div>\n"
  }

  /// One check's row: its name, outcome and languages, then for each edition of its spec (the page shows the one
  /// on screen) the clause it breaks, its first failure message and every failing line, each a link.
  private func row(_ row: Row) -> String {
    let editions = index.languages(of: row.spec)
    let outcome = "✗ " + PageText.span(PageText.key(row.first.outcome))
    var html = "<tr data-spec=\"\(XMLText.escape(row.spec))\"><td>\(Self.label(.columnCheck))"
    html += "<span class=\"spec-name\">\(XMLText.escape(row.spec))</span> "
    html += editions.map { language in
      let anchor = HTMLAnchor.check(row.spec, row.check, language)
      return "<a class=\"ed\" lang=\"\(XMLText.escape(language))\" href=\"#\(anchor)\">"
        + "<code>\(XMLText.escape(row.check))</code></a>"
    }.joined()
    html += " <span class=\"badge bad\">\(outcome)</span>\(BaselineBadge(index: index, result: row.first).html)"
    let languages = row.languages.map { "<span lang=\"\(XMLText.escape($0))\">\(XMLText.escape($0))</span>" }
    html += " <span class=\"languages\">\(languages.joined(separator: ", "))</span></td>"
    html += cell(.columnClause, row, editions, clause)
    html += cell(.columnMessage, row, editions, message)
    return html + cell(.columnLines, row, editions, lines) + "</tr>\n"
  }

  /// A cell holding one `ed` element per edition, each `content` for that edition.
  private func cell(
    _ label: PageText.Key, _ row: Row, _ editions: [String], _ content: (Row, String) -> String
  ) -> String {
    "<td>\(Self.label(label))"
      + editions.map { "<div class=\"ed\" lang=\"\(XMLText.escape($0))\">\(content(row, $0))</div>" }.joined()
      + "</td>"
  }

  /// The column's name, shown before a cell's content where the table is laid out as cards (a narrow screen).
  private static func label(_ key: PageText.Key) -> String {
    "<span class=\"cell-label\"\(PageText.attributes(key))>\(XMLText.escape(PageText.english(key)))</span>"
  }

  /// The most columns of a clause's words in a row (a wide character takes two); the whole clause is the link's title.
  static let clauseColumns = 72
  /// The most columns of a failure's own text in a row.
  static let messageColumns = 120

  /// The first clause row of the edition that names the check, as a link with its words shortened.
  private func clause(_ row: Row, _ language: String) -> String {
    guard let clause = index.clauses(row.spec, language)?.row(of: row.check) else {
      return "<span class=\"hint\">\(PageText.span(.noClause))</span>"
    }
    let shown = Self.shortened(clause.text, to: Self.clauseColumns)
    let whole = shown == clause.text ? "" : " title=\"\(XMLText.escape(clause.text))\""
    return "<a class=\"clause-link\" href=\"#\(XMLText.escape(clause.id))\"\(whole)>\(XMLText.escape(shown))</a>"
  }

  /// The first failure message of the edition's first unexpected result, shortened.
  private func message(_ row: Row, _ language: String) -> String {
    guard let result = unexpected(row, language) else { return "" }
    guard let failure = result.failures.first else {
      return PageText.span(PageText.key(result.outcome))
    }
    return "<span class=\"message\">\(FailureMessage(failure: failure, limit: Self.messageColumns).html)</span>"
  }

  /// Every line of the edition's first unexpected result that failed, each a link to the check's results.
  private func lines(_ row: Row, _ language: String) -> String {
    guard let result = unexpected(row, language) else { return "" }
    let anchor = HTMLAnchor.check(row.spec, row.check, language)
    let places = result.failures.map(\.place).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
    let shown = places.isEmpty ? ["\(result.file):\(result.line)"] : places
    return shown.map {
      "<a class=\"place-link\" href=\"#\(anchor)\" title=\"\(XMLText.escape($0))\">"
        + "<code class=\"place\">\(XMLText.escape(Self.editionPlace($0)))</code></a>"
    }
    .joined(separator: " ")
  }

  /// A `file:line` as a row shows it: its last two path components, the edition's folder and the spec's file
  /// (`ja/bounded-map.md:649`), which name the edition's spec; the whole path is the link's title.
  static func editionPlace(_ place: String) -> String {
    let parts = place.split(separator: "/", omittingEmptySubsequences: false)
    return parts.count <= 2 ? place : parts.suffix(2).joined(separator: "/")
  }

  private func unexpected(_ row: Row, _ language: String) -> CheckResult? {
    index.entries(row.spec, row.check, language).first { !$0.result.ok }?.result
  }

  /// `text` on one line, cut to `limit` columns with an ellipsis; a wide (East Asian) character takes two columns,
  /// so that a Chinese or Japanese text takes about as much room as an English one of the same limit.
  static func shortened(_ text: String, to limit: Int) -> String {
    let line = text.split(whereSeparator: \.isNewline).joined(separator: " ")
    guard line.reduce(0, { $0 + EastAsianWidth.columns($1) }) > limit else { return line }
    var used = 0
    var kept = ""
    for character in line {
      used += EastAsianWidth.columns(character)
      if used > limit - 1 { break }
      kept.append(character)
    }
    return kept + "…"
  }
}
