/// The style of the page's navigation: the skip link, the filter bar, the summary
/// of unexpected outcomes, the status marks beside check ids in the prose, and a heading scale in which every
/// document heading stays larger than the body text and smaller than the page's own spec heading.
extension PageStyle {
  /// The navigation rules; `css` places them before the print rules.
  static let navigation = """
    a.skip { position: absolute; left: 8px; top: -60px; padding: 6px 12px; background: #fff; border: 2px solid #0b5cad;
      border-radius: 6px; z-index: 10; }
    a.skip:focus { top: 8px; }
    main:focus { outline: none; }
    .filters { display: none; }
    html.tabs .filters { display: flex; flex-wrap: wrap; gap: 8px 20px; align-items: center; margin: 20px 0 0;
      padding: 8px 12px; border: 1px solid var(--line); border-radius: 8px; background: #f8fafc; }
    .filters input[type="search"] { min-width: 16em; }
    .filtered, .unmatched { display: none !important; }
    section.summary h2 { margin-top: 20px; }
    table.unexpected td { vertical-align: baseline; }
    table.unexpected td { white-space: nowrap; }
    .mark { font-weight: 700; margin-left: 0.25em; text-decoration: none; display: inline-block; }
    .mark.held { color: var(--ok); } .mark.unexpected, .mark.error { color: var(--bad); }
    .mark.not-run { color: var(--skip); }
    .edition .md-h1 { font-size: 1.3em; }
    .edition .md-h2 { font-size: 1.2em; }
    .edition .md-h3 { font-size: 1.1em; }
    .edition .md-h4, .edition .md-h5, .edition .md-h6 { font-size: 1.03em; }
    .edition > :is(.md-h2, .md-h3, .md-h4, .md-h5, .md-h6) { margin: 1.2em 0 0.4em; }
    @media print { a.skip, .filters, html.tabs .filters, .hidden-rows { display: none; } }

    """
}
