extension PageStyle {
  /// The rules that fit the page to its medium: narrow screens (down to 390 px, with no horizontal page scroll:
  /// cards shrink, code blocks, tables and timelines scroll within themselves), a dark colour scheme when the
  /// reader's system asks for one, and print (no interactive chrome, every edition shown, code wrapped rather than
  /// cut). `css` appends them after the base rules, so they win at equal specificity.
  static var layout: String { narrow + timeline + dark + darkTimeline + printLayout }

  private static let narrow = """
    body { overflow-wrap: break-word; }
    .runs { grid-template-columns: repeat(auto-fit, minmax(min(100%, 420px), 1fr)); }
    .environments { grid-template-columns: repeat(auto-fit, minmax(min(100%, 340px), 1fr)); }
    .environment dl > * { min-width: 0; }
    section.spec, .edition, .check, .result, figure.code, figure.timeline, .table { min-width: 0; max-width: 100%; }
    table.records { display: block; max-width: 100%; overflow-x: auto; }
    p code, li code, td code, th code, figure.code figcaption { overflow-wrap: anywhere; }
    figure.code figcaption { max-width: 100%; }
    table.matrix td.cell .ok { color: var(--ok); }
    table.matrix td.cell .bad { color: var(--bad); }
    table.matrix td.cell .skip { color: var(--skip); font-weight: normal; }
    figure.timeline .scroll { overflow-x: auto; max-width: 100%; }
    @media (max-width: 640px) {
      body { padding: 12px 12px 48px; font-size: 14px; }
      h1 { font-size: 1.4em; }
      .result { padding: 6px 10px 8px; }
      .lines > code > span::before, pre.lines > span::before { width: 2.6em; margin-right: 0.6em; }
      .to-matrix { margin-left: 0; }
      html.tabs .editions > label { padding: 4px 10px; }
    }

    """

  /// The timeline drawing's colours (`TimelineSVG` draws by class and leaves colour to the page).
  private static let timeline = """
    svg.timeline text { fill: #333; }
    svg.timeline .lane .rule { stroke: #e3e6ea; }
    svg.timeline .bar { fill: #3b6fc4; }
    svg.timeline .bar.open { fill: #b9cdef; stroke: #3b6fc4; stroke-dasharray: 3 2; }
    svg.timeline .base { stroke: #555; }
    svg.timeline .axis text, svg.timeline .in-flight text { fill: #555; }
    svg.timeline .axis .grid { stroke: #eef0f3; }
    svg.timeline .marker line { stroke-dasharray: 4 3; }
    svg.timeline .marker.moment line { stroke: #6e7781; }
    svg.timeline .marker.moment circle { fill: #6e7781; }
    svg.timeline .marker.moment text { fill: #424a53; }
    svg.timeline .marker.cancel line { stroke: #d9480f; }
    svg.timeline .marker.cancel circle { fill: #d9480f; }
    svg.timeline .marker.cancel text { fill: #a33a0b; }
    svg.timeline .marker.error line { stroke: #b42318; }
    svg.timeline .marker.error circle { fill: #b42318; }
    svg.timeline .marker.error text { fill: #8f1d13; }
    svg.timeline .curve { fill: none; stroke: #1a7f37; stroke-width: 2; }
    svg.timeline .curve.over { stroke: #b42318; }
    svg.timeline .curve.neutral { stroke: #6e7781; }
    .timeline-key { margin: 2px 0; font-size: 0.85em; color: var(--muted); }
    .timeline-order { white-space: normal; }
    .timeline-key .key { margin-right: 1em; white-space: nowrap; }
    .timeline-key .swatch { display: inline-block; width: 10px; height: 10px; margin-right: 4px; border-radius: 50%;
      vertical-align: -1px; }
    .timeline-key .swatch.bar { width: 18px; border-radius: 2px; background: #3b6fc4; }
    .timeline-key .swatch.cancel { background: #d9480f; }
    .timeline-key .swatch.error { background: #b42318; }
    .timeline-key .swatch.moment { background: #6e7781; }
    .timeline-order .moment { white-space: nowrap; }
    .timeline-order .moment.cancel { color: #a33a0b; }
    .timeline-order .moment.error { color: #8f1d13; }
    svg.timeline line.limit { stroke: #9a6700; stroke-dasharray: 6 3; }
    svg.timeline text.limit { fill: #7a4d00; }

    """

  private static let dark = """
    @media screen and (prefers-color-scheme: dark) {
      :root { color-scheme: dark; --ok: #3fb950; --ok-bg: #12261e; --bad: #ff7b72; --bad-bg: #3c1618;
        --skip: #9198a1; --skip-bg: #262c36; --line: #3d444d; --muted: #9198a1; }
      body { color: #e6edf3; background: #0d1117; }
      a, a.code-link code { color: #58a6ff; }
      .environment { background: #151b23; }
      p code, li code, td code, th code { background: #262c36; }
      blockquote { color: #c9d1d9; }
      .table thead th, table.matrix tr.spec-row th { background: #1c2129; }
      table.matrix td.none { color: #656c76; }
      table.matrix .group-start { border-left-color: #656c76; }
      section.spec { border-top-color: #e6edf3; }
      .edition-file .lang, ul.failures .place { color: #e6edf3; }
      pre.plain { color: #e6edf3; background: #2e2a1a; border-color: #9e6a03; }
      figure.code figcaption { background: #1c2129; }
      figure.code pre, pre.code, pre.diff { background: #151b23; }
      .lines > code > span::before, pre.lines > span::before { color: #7d8590; }
      .lines .marked { background: #4a1c1c; }
      .lines .marked::before { color: #ff7b72; }
      .lines .marked.expected { background: #3b2e0a; }
      .lines .marked.expected::before, .result.ok ul.failures, .look { color: #e3b341; }
      .result { background: #0f141a; }
      .result.bad, .mutant { background: #1d1214; }
      .result.skip { border-left-color: #656c76; }
      pre.output { background: #010409; border: 1px solid var(--line); }
      table.kills tr.idle td { background: #3b2e0a; }
      .comparison .expected { background: #0c2d4d; color: #cae8ff; }
      .timeline-order .moment.cancel { color: #ffa657; }
      .timeline-order .moment.error { color: #ff7b72; }
      .comparison .actual { color: #ffdcd7; }
      html.tabs .editions > label { background: #1c2129; }
      html.tabs .editions > input:checked + label { background: #0d1117; }
      html.tabs .editions > input:focus-visible + label { outline-color: #58a6ff; }
      .note { border-left-color: #9e6a03; }
      a.skip { background: #0d1117; border-color: #58a6ff; }
      html.tabs .filters { background: #151b23; }
      .filters select, .filters input[type="search"] { background: #0d1117; color: #e6edf3;
        border: 1px solid var(--line); border-radius: 4px; }
      .filters input[type="checkbox"] { accent-color: #58a6ff; }
      .filters select option { background: #0d1117; color: #e6edf3; }
    }

    """

  private static let darkTimeline = """
    @media screen and (prefers-color-scheme: dark) {
      svg.timeline .lane .rule { stroke: #30363d; }
      svg.timeline text, svg.timeline .in-flight text { fill: #d1d7e0; }
      svg.timeline .bar { fill: #4493f8; }
      svg.timeline .bar.open { fill: #1b3256; stroke: #4493f8; }
      svg.timeline .base { stroke: #9198a1; }
      svg.timeline .axis text { fill: #9198a1; }
      svg.timeline .axis .grid { stroke: #21262d; }
      svg.timeline .marker.moment line { stroke: #9198a1; }
      svg.timeline .marker.moment circle { fill: #9198a1; }
      svg.timeline .marker.moment text { fill: #d1d7e0; }
      svg.timeline .marker.cancel line { stroke: #f0883e; }
      svg.timeline .marker.cancel circle { fill: #f0883e; }
      svg.timeline .marker.cancel text { fill: #ffa657; }
      svg.timeline .marker.error line { stroke: #f85149; }
      svg.timeline .marker.error circle { fill: #f85149; }
      svg.timeline .marker.error text { fill: #ff7b72; }
      svg.timeline .curve { stroke: #3fb950; }
      svg.timeline .curve.over { stroke: #ff7b72; }
      svg.timeline .curve.neutral { stroke: #8b949e; }
      svg.timeline line.limit { stroke: #d29922; }
      svg.timeline text.limit { fill: #e3b341; }
    }

    """

  private static let printLayout = """
    @media print {
      .runs, .environments { display: block; }
      .result, .environment { margin: 0 0 6px; }
      input, button, select, textarea, [role="search"], .filters { display: none !important; }
      figure.code pre, pre.code, pre.diff, pre.output { overflow: visible; white-space: pre-wrap;
        overflow-wrap: anywhere; }
      .lines > code > span, pre.lines > span { min-width: 0; max-width: 100%; }
      .filtered, .unmatched { display: revert !important; }
      figure.code > pre.lines { display: block !important; }
      figure.code > .excerpt { display: none !important; }
      .table, table.records, figure.timeline .scroll { overflow: visible; }
      figure.timeline svg { max-width: 100%; height: auto; }
      figure.timeline { break-inside: avoid; }
    }

    """
}
