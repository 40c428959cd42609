import AcceptMarkdown

extension PageMarkdown {
  /// The HTML of a leaf block that the page writes its own way (fenced and indented code, HTML blocks as text), or
  /// nil to keep CommonMark's.
  func leaf(_ index: Int, of tree: MarkdownTree) -> String? {
    let node = tree[index]
    switch node.kind {
    case .fencedCode: return tree.fencedCodeBlock(at: index).map(fencedCode)
    case .indentedCode:
      let code = node.lines.map { $0.text + "\n" }.joined()
      return "<pre class=\"code\"><code>\(XMLText.escape(code))</code></pre>\n"
    case .htmlBlock:
      // Raw HTML from a spec is shown as what it is written as, never given to the browser as markup.
      let text = node.lines.map(\.text).joined(separator: "\n")
      return "<pre class=\"plain\">\(XMLText.escape(text))</pre>\n"
    default: return nil
    }
  }

  /// A fenced code block as numbered lines, failure lines marked, followed by its annotation's HTML.
  func fencedCode(_ fence: FencedCodeBlock) -> String {
    let annotation = annotations[fence.line] ?? CodeAnnotation()
    let language = fence.info.split(whereSeparator: \.isWhitespace).first.map(String.init) ?? ""
    var html = "<figure class=\"code\" data-line=\"\(fence.line)\">\n"
    if !fence.info.isEmpty {
      html += "<figcaption><code>\(XMLText.escape(fence.info))</code></figcaption>\n"
    }
    let languageClass = language.isEmpty ? "" : " class=\"language-\(XMLText.escape(language))\""
    // Line numbers come from a CSS counter that starts one before the block's first line, so each line costs one
    // bare <span> (the page holds about 7,000 of them; a number on each made up a fifth of the page).
    html += "<pre class=\"lines\" style=\"counter-reset: n \(fence.contentLine - 1)\"><code\(languageClass)>"
    let lines = fence.code.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    for (offset, line) in lines.enumerated() {
      let number = fence.contentLine + offset
      let marked =
        annotation.highlightedLines.contains(number)
        ? " class=\"marked\"" : annotation.expectedLines.contains(number) ? " class=\"marked expected\"" : ""
      html += "<span\(marked)>\(XMLText.escapeContent(String(line)))</span>\n"
    }
    html += "</code></pre>\n"
    let excerpt =
      annotation.highlightedLines.isEmpty
      ? ""
      : Self.excerpt(
        Array(lines), first: fence.contentLine, marked: annotation.highlightedLines, languageClass: languageClass)
    if !excerpt.isEmpty {
      html = html.replacingOccurrences(of: "<figure class=\"code\"", with: "<figure class=\"code excerpted\"")
    }
    html += excerpt + "</figure>\n"
    return folded(html, fence, lines: lines.count, annotation: annotation) + annotation.after
  }

  /// The fewest lines a block must have to be folded.
  static let foldingThreshold = 9

  /// A block folded to its first doc-comment line with "show N lines": one that is not a check (a definition, bound
  /// source, the rig) or a check that held, unless it is short or holds a marked line. A check that did not hold,
  /// or that has no results here, is returned as it is.
  func folded(_ figure: String, _ fence: FencedCodeBlock, lines: Int, annotation: CodeAnnotation) -> String {
    let words = fence.info.split(whereSeparator: \.isWhitespace)
    let check = words.first { $0.hasPrefix("check=") }.map { String($0.dropFirst("check=".count)) }
    let marked = !annotation.highlightedLines.isEmpty || !annotation.expectedLines.isEmpty
    guard check == nil || annotation.held, !marked, lines >= Self.foldingThreshold else { return figure }
    let name = check ?? words.first { $0.hasPrefix("name=") }.map { String($0.dropFirst("name=".count)) }
    var summary = name.map { "<code>\(XMLText.escape($0))</code> " } ?? ""
    if let first = Self.firstDocLine(fence.code) {
      summary += "<span class=\"fold-first\">\(XMLText.escape(first))</span> "
    }
    summary += "<span class=\"fold-count\"\(PageText.attributes(.foldShow, count: lines))>"
    summary += "\(XMLText.escape(PageText.english(.foldShow, count: lines)))</span>"
    return "<details class=\"fold\" data-line=\"\(fence.line)\"><summary>\(summary)</summary>\n\(figure)</details>\n"
  }

  /// The first line of the first `///` doc comment of `code`, or of the first comment, without its markers; nil
  /// when the code has no comment.
  static func firstDocLine(_ code: String) -> String? {
    let lines = code.split(separator: "\n").map { $0.trimmingSpacesAndTabs() }
    let comment = lines.first { $0.hasPrefix("///") } ?? lines.first { $0.hasPrefix("//") }
    return comment.map { $0.drop { $0 == "/" }.trimmingSpacesAndTabs() }.flatMap { $0.isEmpty ? nil : $0 }
  }
}
