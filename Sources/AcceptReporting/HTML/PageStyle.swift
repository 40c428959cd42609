/// The page's inline style sheet and its one small script (`PageStyle+Script.swift`).
enum PageStyle {
  /// How many editions of a spec the edition switch handles (the style has one rule per position).
  static let maximumEditions = 8

  /// The style sheet.
  static var css: String {
    base + fonts + code + results + mutation + tabs + editionRules + navigation + review + print + layout
  }

  private static let base = """
    :root { color-scheme: light; --ok: #1a7f37; --ok-bg: #e6f4ea; --bad: #b42318; --bad-bg: #fdecea;
      --skip: #57606a; --skip-bg: #eef0f3; --line: #d0d7de; --muted: #57606a; }
    * { box-sizing: border-box; }
    body { margin: 0 auto; max-width: 1240px; padding: 24px 28px 64px; color: #1f2328; background: #fff;
      font: 15px/1.65 sans-serif; }
    a { color: #0b5cad; }
    h1 { font-size: 1.7em; margin: 0 0 4px; }
    h2 { font-size: 1.35em; margin: 32px 0 12px; }
    h2 small, h1 small { font-size: 0.6em; font-weight: normal; color: var(--muted); }
    .text-ok { color: var(--ok); } .text-bad { color: var(--bad); }
    .verdict { font-size: 1.15em; font-weight: 600; margin: 0 0 16px; }
    .environments { display: grid; grid-template-columns: repeat(auto-fit, minmax(340px, 1fr)); gap: 12px; }
    .environment { border: 1px solid var(--line); border-radius: 8px; padding: 10px 16px; background: #f8fafc; }
    .environment h2 { margin: 0 0 6px; font-size: 1.05em; }
    .environment dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 14px; margin: 0;
      font-size: 0.92em; }
    .environment dt { color: var(--muted); }
    .environment dd { margin: 0; overflow-wrap: anywhere; }
    nav.specs ul { list-style: none; padding: 0; margin: 14px 0 0; display: flex; flex-wrap: wrap; gap: 6px 18px; }
    .hint, .note { color: var(--muted); font-size: 0.92em; }
    .note { border-left: 3px solid #d4a72c; padding-left: 8px; }
    .spec-errors li { margin: 4px 0; }
    code, pre, .place { font-size: 0.9em; }
    p code, li code, td code, th code { background: #eff1f3; border-radius: 4px; padding: 0.1em 0.35em; }
    blockquote { margin: 12px 0; padding: 2px 16px; border-left: 4px solid var(--line); color: #424a53; }
    .table { overflow-x: auto; margin: 12px 0; }
    table { border-collapse: collapse; }
    .table th, .table td { border: 1px solid var(--line); padding: 5px 10px; vertical-align: top; }
    .table thead th { background: #f3f5f8; }
    table.matrix td.cell { text-align: center; white-space: nowrap; font-size: 0.9em; }
    table.matrix td.cell a { text-decoration: none; color: inherit; }
    table.matrix td.ok { background: var(--ok-bg); color: var(--ok); }
    table.matrix td.bad { background: var(--bad-bg); color: var(--bad); font-weight: 600; }
    table.matrix td.skip { background: var(--skip-bg); color: var(--skip); }
    table.matrix td.none { color: #afb8c1; }
    table.matrix tr.spec-row th { text-align: left; background: #eaeef2; }
    table.matrix tbody th { text-align: left; font-weight: normal; }
    table.matrix th.environment { font-weight: 600; }
    table.matrix .group-start { border-left: 3px solid #8c959f; }
    .expect { font-size: 0.8em; color: var(--muted); }
    hr { border: 0; border-top: 1px solid var(--line); margin: 24px 0; }
    section.spec { border-top: 2px solid #1f2328; margin-top: 40px; }
    .edition-file { color: var(--muted); font-size: 0.9em; margin: 8px 0 0; }
    .edition-file .lang { font-weight: 600; color: #1f2328; }
    pre.plain { white-space: pre-wrap; color: #424a53; background: #fffbe6; border: 1px dashed #d4a72c;
      padding: 8px 12px; border-radius: 6px; }
    a.code-link { text-decoration: none; }
    a.code-link code { color: #0b5cad; text-decoration: underline dotted; }
    .unsafe-link { text-decoration: underline dotted; }

    """

  private static let code = """
    figure.code { margin: 14px 0 0; }
    pre code { font-size: inherit; }
    figure.code figcaption { display: inline-block; background: #eaeef2; border: 1px solid var(--line);
      border-bottom: 0; border-radius: 6px 6px 0 0; padding: 1px 10px; font-size: 0.85em; }
    figure.code figcaption code { background: none; padding: 0; }
    figure.code pre, pre.code { margin: 0; background: #f6f8fa; border: 1px solid var(--line);
      border-radius: 0 6px 6px 6px;
      padding: 8px 0; overflow-x: auto; line-height: 1.5; }
    pre.code { padding: 8px 14px; border-radius: 6px; }
    .lines > code > span, pre.lines > span { display: inline-block; min-width: 100%; padding-right: 14px;
      counter-increment: n; }
    .lines > code > span::before, pre.lines > span::before { content: counter(n); display: inline-block; width: 3.2em;
      margin-right: 1em; padding-right: 0.6em; text-align: right; color: #8c959f; border-right: 1px solid var(--line);
      user-select: none; }
    .lines .marked { background: #ffe3e0; }
    .lines .marked::before { color: var(--bad); font-weight: 700; }

    """

  private static let results = """
    .check { margin: 6px 0 22px; }
    .runs { display: grid; grid-template-columns: repeat(auto-fit, minmax(420px, 1fr)); gap: 8px; }
    .result { border: 1px solid var(--line); border-left: 5px solid var(--ok); border-radius: 6px;
      padding: 6px 14px 8px; background: #fcfdfd; font-size: 0.93em; min-width: 0; }
    .result.bad { border-left-color: var(--bad); background: #fffafa; }
    .result.skip { border-left-color: #8c959f; }
    .result-head { margin: 0; display: flex; flex-wrap: wrap; gap: 4px 12px; align-items: baseline; }
    .badge { display: inline-block; padding: 0 8px; border-radius: 10px; font-weight: 600; font-size: 0.92em; }
    .badge.ok { background: var(--ok-bg); color: var(--ok); }
    .badge.bad { background: var(--bad-bg); color: var(--bad); }
    .badge.skip { background: var(--skip-bg); color: var(--skip); }
    .badge.baseline { font-weight: 400; background: var(--skip-bg); color: var(--skip); }
    .badge.baseline-new, .badge.baseline-new-no-baseline { background: var(--bad-bg); color: var(--bad); }
    .check-name { font-size: 0.9em; }
    .times, .run-label { color: var(--muted); }
    .run-label { font-weight: 600; }
    .to-matrix { margin-left: auto; font-size: 0.85em; text-decoration: none; }
    table.records { margin: 6px 0 0; font-size: 0.92em; }
    table.records caption { display: inline; color: var(--muted); font-size: 0.9em; margin-right: 0.8em; }
    table.records tbody { display: inline; }
    table.records tr { display: inline-block; margin-right: 1.4em; white-space: nowrap; }
    table.records th { display: inline; font-weight: normal; color: var(--muted); padding: 0 0.4em 0 0;
      font-family: ui-monospace, Menlo, Consolas, monospace; }
    table.records th::after { content: " ="; }
    table.records td { display: inline; padding: 0; }
    ul.failures { margin: 6px 0 0; padding-left: 18px; color: var(--bad); }
    .failures-block { display: grid; grid-template-columns: max-content minmax(0, 1fr); column-gap: 0.6em;
      align-items: baseline; }
    .failures-block > .output-title { margin: 6px 0 0; }
    ul.failures .place { color: #1f2328; }
    .result.ok ul.failures { color: #7a4d00; }
    .lines .marked.expected { background: #fff3c4; }
    .lines .marked.expected::before { color: #7a4d00; }
    .output-title { margin: 8px 0 2px; color: var(--muted); font-size: 0.9em; }
    details.output > summary { cursor: pointer; }
    pre.output { margin: 0; max-height: 24em; overflow: auto; background: #24292f; color: #e6edf3;
      padding: 8px 12px; border-radius: 6px; white-space: pre-wrap; overflow-wrap: anywhere; }
    figure.timeline { margin: 8px 0 0; }
    figure.timeline .scroll { overflow-x: auto; }
    figure.timeline svg { display: block; max-width: none; }
    .notes { color: var(--muted); font-size: 0.88em; }
    figure.timeline figcaption { color: var(--muted); font-size: 0.88em; }
    .unplaced { border-top: 1px dashed var(--line); margin-top: 20px; }

    """

  private static let mutation = """
    .mutation-verdict { margin: -10px 0 16px; font-weight: 600; color: #424a53; }
    section.mutation { border-top: 1px solid var(--line); margin-top: 24px; }
    .mutation-score { font-weight: 600; }
    .mutant { border: 1px solid var(--line); border-left: 5px solid var(--bad); border-radius: 6px;
      padding: 6px 14px 8px; margin: 8px 0; background: #fffafa; font-size: 0.93em; }
    .mutant-head { margin: 0 0 6px; }
    .operator { display: inline-block; padding: 0 8px; border-radius: 10px; background: var(--skip-bg);
      color: var(--skip); font-weight: 600; font-size: 0.92em; }
    pre.diff { margin: 6px 0 0; background: #f6f8fa; border: 1px solid var(--line); border-radius: 6px;
      padding: 8px 14px; overflow-x: auto; line-height: 1.5; }
    .diff-file, .diff-hunk { color: var(--muted); }
    .diff-add { background: var(--ok-bg); color: var(--ok); }
    .diff-del { background: var(--bad-bg); color: var(--bad); }
    ul.mutants li { margin: 4px 0; }
    .reason { color: var(--muted); }
    details.mutants summary { cursor: pointer; margin: 8px 0; }
    table.kills tr.idle td { background: #fff8c5; }
    .look { color: #7a4d00; font-size: 0.9em; }

    """

  private static let tabs = """
    .editions > input { position: absolute; opacity: 0; pointer-events: none; }
    .editions > label { display: none; }
    .edition { border-top: 1px solid var(--line); margin-top: 12px; }
    html.tabs .editions > label { display: inline-block; padding: 4px 14px; margin: 10px 2px 0 0; cursor: pointer;
      border: 1px solid var(--line); border-bottom: 0; border-radius: 6px 6px 0 0; background: #f3f5f8; }
    html.tabs .editions > input:checked + label { background: #fff; font-weight: 600; position: relative; top: 1px; }
    html.tabs .editions > input:focus-visible + label { outline: 2px solid #0b5cad; }
    html.tabs .editions > label .dot { color: var(--bad); font-size: 0.8em; }
    html.tabs .edition { display: none; margin-top: 0; }

    """

  private static var editionRules: String {
    (1...maximumEditions).map { position in
      "html.tabs .editions > input:nth-of-type(\(position)):checked ~ .edition:nth-of-type(\(position))"
        + " { display: block; }\n"
    }.joined()
  }

  private static let print = """
    @media print {
      body { max-width: none; padding: 0; font-size: 11pt; }
      nav.specs, .to-matrix, .editions > label, html.tabs .editions > label { display: none; }
      html.tabs .edition, .edition { display: block; }
      pre.output { max-height: none; }
      .result, .mutant, figure.code, tr { break-inside: avoid; }
      section.spec { break-before: page; }
      a { color: inherit; text-decoration: none; }
    }

    """
}
