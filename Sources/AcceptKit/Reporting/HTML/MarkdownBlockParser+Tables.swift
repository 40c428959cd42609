extension MarkdownBlockParser {
  /// The table whose header row is the first line, with the lines after it; nil when the second line is not a
  /// delimiter row with as many cells as the header.
  func table(_ lines: ArraySlice<MarkdownLine>) -> (MarkdownBlock, ArraySlice<MarkdownLine>)? {
    // The delimiter row is looked at first: it rules out most lines at their first character.
    guard let headerLine = lines.first, let delimiterLine = lines.dropFirst().first, delimiterLine.indent < 4,
      let alignments = Self.alignments(delimiterLine.content), headerLine.text.contains("|")
    else { return nil }
    let header = Self.cells(headerLine.content)
    guard header.count == alignments.count else { return nil }
    var rest = lines.dropFirst(2)
    var rows: [[String]] = []
    var rowLines: [Int] = []
    while let line = rest.first, !line.isBlank, !startsBlock(line) {
      let cells = Self.cells(line.content)
      rows.append((0..<header.count).map { $0 < cells.count ? cells[$0] : "" })
      rowLines.append(line.number)
      rest = rest.dropFirst()
    }
    let table = MarkdownTable(alignments: alignments, header: header, rows: rows, rowLines: rowLines)
    return (.table(table), rest)
  }

  /// The cells of a row: split at pipes that are not escaped, the outer pipes dropped, `\|` made a pipe.
  static func cells(_ row: Substring) -> [String] {
    var cells: [String] = []
    var current = ""
    var escaped = false
    for character in row {
      if character == "|" && !escaped {
        cells.append(current)
        current = ""
      } else if character == "|" {
        current.removeLast()
        current.append(character)
      } else {
        current.append(character)
      }
      escaped = character == "\\" && !escaped
    }
    cells.append(current)
    let trimmed = cells.map { $0.trimmingSpacesAndTabs() }
    var result = trimmed[...]
    if row.trimmingSpacesAndTabs().hasPrefix("|") { result = result.dropFirst() }
    if row.trimmingSpacesAndTabs().hasSuffix("|"), !row.trimmingSpacesAndTabs().hasSuffix("\\|") {
      result = result.dropLast()
    }
    return Array(result)
  }

  /// The alignments of a delimiter row such as `| :--- | ---: |`, or nil when the line is not one.
  static func alignments(_ row: Substring) -> [MarkdownTable.Alignment]? {
    guard row.allSatisfy({ "|:- \t".contains($0) }), row.contains("-") else { return nil }
    let cells = Self.cells(row)
    var alignments: [MarkdownTable.Alignment] = []
    for cell in cells {
      let dashes = cell.filter { $0 != ":" }
      guard !dashes.isEmpty, dashes.allSatisfy({ $0 == "-" }), !cell.dropFirst().dropLast().contains(":") else {
        return nil
      }
      switch (cell.hasPrefix(":"), cell.hasSuffix(":")) {
      case (true, true): alignments.append(.center)
      case (true, false): alignments.append(.left)
      case (false, true): alignments.append(.right)
      case (false, false): alignments.append(.none)
      }
    }
    return alignments
  }
}

extension StringProtocol {
  /// The text without leading and trailing spaces and tabs.
  func trimmingSpacesAndTabs() -> String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
    return String(drop(while: isSpace).reversed().drop(while: isSpace).reversed())
  }
}
