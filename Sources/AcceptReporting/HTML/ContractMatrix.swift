/// The contract matrix: one row per check, one column per language (grouped by environment when the review holds
/// runs from several machines), each cell the outcome; a cell that did not go as expected links to the check's
/// results (the others are plain text, so that the keyboard meets only the links a reviewer needs).
struct ContractMatrix {
  /// The arranged review.
  let index: ReviewIndex

  /// The matrix section.
  var html: String {
    let groups = index.environments
    let width = 1 + groups.count * index.languages.count
    var html = "<section id=\"matrix\">\n<h2>\(PageText.span(.matrixTitle))</h2>\n"
    html += "<p class=\"hint\">\(PageText.span(.matrixHint))</p>\n"
    // When every check went as expected the matrix has nothing to point at: it is folded, one click away. Otherwise
    // it is open, and "failed only" folds it (`data-failing`), since the summary above lists the same checks.
    let all = index.specs.flatMap { spec in index.checks(of: spec).map { (spec, $0) } }
    let failing = all.filter { !held($0.0, $0.1) }.count
    if index.specs.allSatisfy(index.holds) {
      html += "<details class=\"matrix-fold\"><summary>\(PageText.span(.matrixFold, count: all.count))</summary>\n"
    } else {
      let words = PageText.span(.matrixFoldFailing, values: [String(all.count), String(failing)])
      html += "<details class=\"matrix-fold\" data-failing open><summary>\(words)</summary>\n"
    }
    html += "<div class=\"table\"><table class=\"matrix\">\n<thead>\n" + head(groups) + "</thead>\n<tbody>\n"
    for spec in index.specs {
      // A spec that held carries data-held like its rows, so "failed only" hides its heading row with them.
      let held = index.holds(spec) ? " data-held" : ""
      html +=
        "<tr class=\"spec-row\" data-spec=\"\(XMLText.escape(spec))\"\(held)><th colspan=\"\(width)\" scope=\"colgroup\">"
      html += "<a href=\"#\(HTMLAnchor.spec(spec))\">\(XMLText.escape(spec))</a></th></tr>\n"
      for check in index.checks(of: spec) { html += row(spec, check, groups) }
    }
    return html + "</tbody>\n</table></div>\n</details>\n</section>\n"
  }

  /// Whether every run of the check, in every language, went as expected.
  private func held(_ spec: String, _ check: String) -> Bool {
    index.languages.allSatisfy { index.entries(spec, check, $0).allSatisfy(\.result.ok) }
  }

  private func head(_ groups: [[Int]]) -> String {
    var html = ""
    if groups.count > 1 {
      html += "<tr><th></th>"
      for group in groups {
        let report = index.review.runs[group[0]].report
        let runs = group.map { index.labels[$0] }.joined(separator: ", ")
        html += "<th class=\"environment group-start\" colspan=\"\(index.languages.count)\">\(XMLText.escape(runs))"
        html += "<br><small>\(XMLText.escape(EnvironmentFacts(report).short))</small></th>"
      }
      html += "</tr>\n"
    }
    html += "<tr><th scope=\"col\">\(PageText.span(.columnCheck))</th>"
    for _ in groups {
      for (position, language) in index.languages.enumerated() {
        html += "<th scope=\"col\"\(position == 0 ? " class=\"group-start\"" : "")>\(XMLText.escape(language))</th>"
      }
    }
    return html + "</tr>\n"
  }

  private func row(_ spec: String, _ check: String, _ groups: [[Int]]) -> String {
    let expect = index.languages.lazy.compactMap { index.entries(spec, check, $0).first?.result.expect }.first
    let tag = expect.map { $0 == .pass ? "" : " <span class=\"expect\">expect=\($0.rawValue)</span>" } ?? ""
    let held = held(spec, check)
    var html = "<tr id=\"\(HTMLAnchor.id("row", spec, check))\" data-spec=\"\(XMLText.escape(spec))\""
    html += (held ? " data-held" : "") + "><th scope=\"row\">"
    html += nameLinks(spec, check) + "\(tag)</th>"
    for group in groups {
      for (position, language) in index.languages.enumerated() {
        html += cell(spec, check, language, group, startsGroup: position == 0)
      }
    }
    return html + "</tr>\n"
  }

  /// The check's name as a link to its results in each edition that has them; the page shows the link into the
  /// edition on screen (without script, the first edition's).
  private func nameLinks(_ spec: String, _ check: String) -> String {
    let languages = index.languages.filter { !index.entries(spec, check, $0).isEmpty }
    guard !languages.isEmpty else { return "<code>\(XMLText.escape(check))</code>" }
    return languages.enumerated().map { position, language in
      "<a class=\"ed\(position == 0 ? "" : " alt")\" lang=\"\(XMLText.escape(language))\""
        + " href=\"#\(HTMLAnchor.check(spec, check, language))\"><code>\(XMLText.escape(check))</code></a>"
    }.joined()
  }

  private func cell(
    _ spec: String, _ check: String, _ language: String, _ group: [Int], startsGroup: Bool
  ) -> String {
    let start = startsGroup ? " group-start" : ""
    let entries = index.entries(spec, check, language).filter { group.contains($0.run) }
    guard !entries.isEmpty else { return "<td class=\"cell none\(start)\"\(PageText.title(.statusNotRun))>·</td>" }
    let badges = entries.map { OutcomeBadge($0.result) }
    let tone =
      badges.contains { $0.tone == "bad" } ? "bad" : badges.allSatisfy { $0.tone == "skip" } ? "skip" : "ok"
    let href = "#" + HTMLAnchor.check(spec, check, language)
    let links = zip(entries, badges).map { entry, badge in
      let run = entries.count > 1 ? "\(index.labels[entry.run]): " : ""
      let result = entry.result
      let repeated = result.runs > 1 && result.unexpectedRuns > 0 ? " \(result.unexpectedRuns)/\(result.runs)" : ""
      let title = title(entry, badge, several: entries.count > 1)
      let text = XMLText.escape(run) + badge.shortHTML + repeated
      // In a cell of several runs each run's line takes its own outcome's colour, not the cell's.
      let tone = entries.count > 1 ? " class=\"\(badge.tone)\"" : ""
      guard badge.tone == "bad" else {
        return "<span\(tone)\(title)>\(text)</span>"
      }
      return "<a\(tone) href=\"\(href)\"\(title)>\(text)</a>"
    }
    return "<td class=\"cell \(tone)\(start)\">\(links.joined(separator: "<br>"))</td>"
  }

  /// A cell line's hover title, in the page's language: the run (when the cell has several), the full badge, and the
  /// time.
  private func title(_ entry: ReviewIndex.Entry, _ badge: OutcomeBadge, several: Bool) -> String {
    let time = duration(entry)
    let keys = (several ? [PageText.Key.cellRun] : []) + [badge.titleKey] + (time.map { [$0.key] } ?? [])
    let values = [
      several ? index.labels[entry.run] : "", badge.wordKeys.outcome.rawValue, time?.seconds ?? "",
      badge.wordKeys.expectation.rawValue,
    ]
    return PageText.title(keys, values: values) + PageText.numbers(values)
  }

  /// The time a cell's tooltip gives: the result's own, or the shared program's (nothing when the review does not
  /// hold it), never the zero a shared result carries.
  private func duration(_ entry: ReviewIndex.Entry) -> (key: PageText.Key, seconds: String)? {
    guard entry.result.sharedWith != nil else {
      return (.cellOwnTime, CheckPanel.seconds(entry.result.durationSeconds))
    }
    return index.sharedProgram(of: entry).map { (.cellSharedTime, CheckPanel.seconds($0.durationSeconds)) }
  }
}
