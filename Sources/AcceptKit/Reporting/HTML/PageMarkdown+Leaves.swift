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
    return html + "</code></pre>\n</figure>\n" + annotation.after
  }
}
