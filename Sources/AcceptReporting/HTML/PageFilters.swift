/// The bar above the summary: the language of the page's words (English or a language of the run), the edition
/// shown, and the filters (failed only, one spec, a search over
/// spec names, check ids and prose). The page's script makes them work; without it the bar is hidden and the page
/// shows everything.
struct PageFilters {
  /// The arranged review.
  let index: ReviewIndex

  /// The bar.
  var html: String {
    var html = "<div class=\"filters\" role=\"search\">\n"
    html += "<label>\(PageText.span(.filterLanguage)) <select id=\"lang-pick\">"
    html += option("en", name: "English") + index.languages.map { option($0) }.joined()
    html += "</select></label>\n"
    html += "<label>\(PageText.span(.filterEdition)) <select id=\"edition-pick\">"
    html += index.languages.map { option($0) }.joined()
    html += "</select></label>\n"
    html += "<label><input type=\"checkbox\" id=\"filter-failed\"> \(PageText.span(.filterFailedOnly))</label>\n"
    html += "<label>\(PageText.span(.filterSpec)) <select id=\"filter-spec\">"
    let allSpecs = XMLText.escape(PageText.english(.filterAllSpecs))
    html += "<option value=\"\"\(PageText.attributes(.filterAllSpecs))>\(allSpecs)</option>"
    for spec in index.specs {
      html += "<option value=\"\(XMLText.escape(spec))\">\(XMLText.escape(spec))</option>"
    }
    html += "</select></label>\n"
    html += "<label>\(PageText.span(.filterSearch)) <input type=\"search\" id=\"filter-search\""
    html += "\(PageText.placeholder(.filterSearchHint))></label>\n"
    return html + "</div>\n"
  }

  /// One language as an option, named in itself.
  private func option(_ language: String, name: String? = nil) -> String {
    let name = (name ?? SpecSection.languageNames[language]).map { "\($0) " } ?? ""
    return "<option value=\"\(XMLText.escape(language))\" lang=\"\(XMLText.escape(language))\">"
      + "\(XMLText.escape(name + language))</option>"
  }
}
