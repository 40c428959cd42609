import AcceptMarkdown

/// One spec on the page: a switch between its editions, each edition's prose rendered from its Markdown tree, and
/// each check's results right after the check's code block; results whose line holds no fenced code block in the
/// Markdown read now (it changed since the run, or the report came from elsewhere) are listed at the end.
struct SpecSection {
  /// The arranged review.
  let index: ReviewIndex
  /// The spec's name.
  let spec: String
  /// The mutation report of this spec, when the page shows one.
  var mutation: MutationReport? = nil

  /// Native names of the default languages, shown on the edition switch.
  static let languageNames = ["zh-Hant": "繁體中文", "zh-Hans": "简体中文", "ja": "日本語"]

  /// The section.
  var html: String {
    let languages = index.languages(of: spec)
    let held = index.holds(spec) ? " data-held" : ""
    var html = "<section class=\"spec\" id=\"\(HTMLAnchor.spec(spec))\" data-spec=\"\(XMLText.escape(spec))\"\(held)>\n"
    html += "<h2><span class=\"spec-name\">\(XMLText.escape(spec))</span>"
    html += " <small>\(PageText.span(.specChecks, count: index.checks(of: spec).count)) · "
    html += "\(index.standingHTML(of: spec))</small></h2>\n"
    html += "<div class=\"editions\">\n"
    for (offset, language) in languages.enumerated() { html += switchHTML(language, checked: offset == 0) }
    for language in languages { html += edition(language) }
    html += "</div>\n"
    if let mutation { html += MutationSection(index: index, report: mutation, spec: spec).html }
    return html + "</section>\n"
  }

  private func switchHTML(_ language: String, checked: Bool) -> String {
    let id = HTMLAnchor.editionSwitch(spec, language)
    let name = Self.languageNames[language].map { "\($0) " } ?? ""
    let bad =
      index.entries(spec, language).contains { !$0.result.ok }
      ? " <span class=\"dot\" role=\"img\"\(PageText.ariaLabel(.dotLabel))>●</span>" : ""
    return "<input type=\"radio\" name=\"\(HTMLAnchor.id("editions", spec))\" id=\"\(id)\""
      + " data-lang=\"\(XMLText.escape(language))\"\(checked ? " checked" : "")>"
      + "<label for=\"\(id)\" lang=\"\(XMLText.escape(language))\">\(XMLText.escape(name + language))\(bad)</label>\n"
  }

  private func edition(_ language: String) -> String {
    let entries = index.entries(spec, language)
    let document = index.document(spec, language)
    var html = "<article class=\"edition\" id=\"\(HTMLAnchor.edition(spec, language))\""
    html += " lang=\"\(XMLText.escape(language))\">\n"
    let file = document?.file ?? entries.first?.result.file ?? ""
    html += "<p class=\"edition-file\"><span class=\"lang\">\(XMLText.escape(language))</span>"
    html += " <code>\(XMLText.escape(file))</code></p>\n"
    if index.documentsDiffer(spec, language) {
      html += "<p class=\"note\">\(PageText.span(.editionsDiffer))</p>\n"
    }
    var unplaced = entries
    if let document, let tree = index.tree(spec, language) {
      // The edition was parsed once, into the same tree extraction read: each check's results go after the fenced
      // code node that starts at the check's line.
      let spec = self.spec
      var page = PageMarkdown(
        tree: tree, codeLinks: checkLinks(language), headingID: { HTMLAnchor.heading(spec, language, $0) },
        clauses: index.clauses(spec, language))
      let fences = page.fenceLines
      unplaced = entries.filter { !fences.contains($0.result.line) }
      page.annotations = annotations(entries.filter { fences.contains($0.result.line) }, file: document.file)
      html += contents(tree, language) + page.html
    } else {
      html += "<p class=\"note\">\(PageText.span(.editionNoMarkdown))</p>\n"
    }
    return html + self.unplaced(unplaced) + "</article>\n"
  }

  /// The edition's table of contents: a link to each of its `##` and `###` headings, in order, with a mark on each
  /// section that holds a check that did not go as expected. The page's script keeps it beside the text on a wide
  /// screen.
  private func contents(_ tree: MarkdownTree, _ language: String) -> String {
    let headings = tree.headingAnchors.filter { (2...3).contains($0.level) }
    guard headings.count > 1 else { return "" }
    let failing = Set(
      index.entries(spec, language).filter { !$0.result.ok }.compactMap { entry in
        headings.last { $0.line < entry.result.line }?.node
      })
    var html =
      "<nav class=\"toc\"\(PageText.ariaLabel(.tocTitle))><p class=\"toc-title\">\(PageText.span(.tocTitle))</p><ol>\n"
    for heading in headings {
      let id = HTMLAnchor.heading(spec, language, heading.fragment)
      let mark = failing.contains(heading.node) ? CheckStatus.unexpected.html : ""
      html += "<li class=\"toc-\(heading.level)\"><a href=\"#\(id)\">\(XMLText.escape(heading.text))</a>\(mark)</li>\n"
    }
    return html + "</ol></nav>\n"
  }

  /// A link for each check of this spec that has results in `language`, with its status there.
  private func checkLinks(_ language: String) -> [String: CheckLink] {
    var links: [String: CheckLink] = [:]
    for check in index.checks(of: spec) {
      guard let status = CheckStatus(index.entries(spec, check, language).map(\.result)) else { continue }
      links[check] = CheckLink(anchor: HTMLAnchor.check(spec, check, language), status: status)
    }
    return links
  }

  /// The results placed after their code blocks, and the lines of their failures highlighted in the code.
  private func annotations(_ entries: [ReviewIndex.Entry], file: String) -> [Int: CodeAnnotation] {
    var annotations: [Int: CodeAnnotation] = [:]
    for line in Set(entries.map(\.result.line)) {
      let here = entries.filter { $0.result.line == line }
      let lines = { (ok: Bool) in
        Set(here.filter { $0.result.ok == ok }.flatMap(\.result.failures).filter { $0.file == file }.map(\.line))
      }
      annotations[line] = CodeAnnotation(
        highlightedLines: lines(false), expectedLines: lines(true).subtracting(lines(false)), after: panels(here),
        held: here.allSatisfy(\.result.ok))
    }
    return annotations
  }

  private func panels(_ entries: [ReviewIndex.Entry]) -> String {
    let checks = entries.map(\.result.check).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
    return checks.map { check in
      CheckPanel(
        entries: entries.filter { $0.result.check == check }, labels: index.labels,
        showsRuns: index.review.runs.count > 1, sharedProgram: index.sharedProgram(of:),
        clauseRow: { [index] in index.clauses($0.spec, $0.language)?.row(of: $0.check)?.id }
      ).html
    }.joined()
  }

  private func unplaced(_ entries: [ReviewIndex.Entry]) -> String {
    guard !entries.isEmpty else { return "" }
    var html = "<section class=\"unplaced\">\n<h3>\(PageText.span(.unplacedTitle))</h3>\n"
    let checks = entries.map(\.result.check).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
    for check in checks {
      let mine = entries.filter { $0.result.check == check }
      let place = mine.first.map { "\($0.result.file):\($0.result.line)" } ?? ""
      html += "<p><code>check=\(XMLText.escape(check))</code> at <code>\(XMLText.escape(place))</code></p>\n"
      html += panels(mine)
    }
    return html + "</section>\n"
  }
}
