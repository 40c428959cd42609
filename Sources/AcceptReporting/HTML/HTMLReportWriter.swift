/// Writes the review report: one self-contained HTML page (`index.html`) in which a reviewer reads every spec's
/// prose beside what happened to each of its code blocks.
///
/// The page has inline CSS and one small inline script, loads nothing from the network, and reads the same printed
/// or without script (then every edition of a spec is shown, one after the other). Every text that comes from a
/// document or a program is escaped.
package enum HTMLReportWriter {
  /// The page of one run.
  package static func render(_ report: RunReport) -> String { render(ReviewReport(report)) }

  /// The page of one run and, when given, of its mutation report.
  package static func render(_ report: RunReport, mutation: MutationReport?) -> String {
    render(ReviewReport(report), mutation: mutation)
  }

  /// The page of one or several runs, each with its own environment.
  package static func render(_ review: ReviewReport) -> String { render(review, mutation: nil) }

  /// The page of one or several runs and, when given, of the mutation report: its score in the header and a
  /// mutation section in each spec that has mutants.
  package static func render(_ review: ReviewReport, mutation: MutationReport?) -> String {
    let index = ReviewIndex(review)
    var html = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
    html += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
    html += "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline';"
    html += " script-src 'unsafe-inline'; img-src data:\">\n"
    let title = PageText.english(.documentTitle, values: [PageHeader.title(review)])
    html += "<title\(PageText.attributes(.documentTitle))>\(XMLText.escape(title))</title>\n"
    html += "<style>\n\(PageStyle.css)</style>\n<script>\n\(PageStyle.script)\n</script>\n</head>\n<body>\n"
    html += "<a class=\"skip\" href=\"#main\">\(PageText.span(.skip))</a>\n"
    let header = PageHeader(index: index, mutation: mutation)
    html += header.html + "<main id=\"main\" tabindex=\"-1\">\n" + PageFilters(index: index).html
    html += FailureSummary(index: index).html + header.specErrors + ContractMatrix(index: index).html
    for spec in index.specs {
      html += SpecSection(index: index, spec: spec, mutation: mutation?.only(spec: spec)).html
    }
    if let mutation {
      for spec in mutation.specs where !index.specs.contains(spec) {
        html += MutationSection(index: index, report: mutation.only(spec: spec), spec: spec).withoutChecks
      }
    }
    return html + "</main>\n</body>\n</html>\n"
  }
}
