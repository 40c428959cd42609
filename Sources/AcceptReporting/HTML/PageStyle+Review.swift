/// The style and script of the page's ways around a review: per-edition pieces (`.ed`) that show the edition on
/// screen, clause rows and their links, the folded definition blocks, the table of contents, the failure summary as
/// cards on a narrow screen, "failed only" folding prose down to an outline (the spec's title and sections, and
/// the headings over a failing check), the appendix folded until opened, and the next/previous-failure keys.
extension PageStyle {
  /// The rules; `css` places them after the navigation rules and before the print rules.
  static let review = """
    html:not(.tabs) .ed[lang]::before { content: attr(lang) ": "; color: var(--muted); font-size: 0.8em; }
    html:not(.tabs) a.ed.alt { display: none; }
    a.ed + a.ed::before { content: " "; }
    table.unexpected { table-layout: fixed; width: 100%; }
    table.unexpected th:nth-child(1) { width: 23%; } table.unexpected th:nth-child(2) { width: 26%; }
    table.unexpected th:nth-child(3) { width: 29%; } table.unexpected th:nth-child(4) { width: 22%; }
    .table table.unexpected td { padding: 4px 8px; line-height: 1.35; }
    table.unexpected .place-link { display: inline-block; white-space: nowrap; }
    table.unexpected code.place { font-size: 0.8em; }
    table.unexpected td { white-space: normal; overflow-wrap: anywhere; }
    table.unexpected .spec-name { color: var(--muted); font-size: 0.9em; }
    table.unexpected .languages { color: var(--muted); font-size: 0.85em; }
    .cell-label { display: none; }
    figure.timeline > button.zoom { display: none; margin: 0 0 4px; font: inherit; font-size: 0.85em; color: #0b5cad;
      background: none; border: 0; padding: 0; cursor: pointer; text-decoration: underline; }
    @media screen and (max-width: 599.98px) {
      html.tabs figure.timeline > button.zoom { display: inline; }
      html.tabs figure.timeline:not(.zoomed) svg { width: 100%; height: auto; }
    }
    details.timeline-fold { margin: 6px 0; }
    details.matrix-fold > summary { cursor: pointer; color: #0b5cad; }
    details.timeline-fold > summary { cursor: pointer; color: var(--muted); font-size: 0.9em; }
    figure.code > .excerpt { display: none; }
    html.failed-only figure.code.excerpted:not(.whole) > pre.lines { display: none; }
    html.failed-only figure.code.excerpted:not(.whole) > .excerpt { display: block; }
    .excerpt pre.lines { border-radius: 0; }
    .excerpt .gap { margin: 0; padding: 1px 14px; color: var(--muted); font-size: 0.85em; }
    .excerpt .whole-code { margin: 0 0 0 0.8em; font: inherit; color: #0b5cad; background: none;
      border: 0; padding: 0; cursor: pointer; text-decoration: underline; }
    figure.timeline.drawn .shared-link, figure.timeline[data-drawing]:not(.drawn) > .scroll { display: none; }
    .comparison .expected, .comparison .actual { display: inline-block; padding: 0 6px; border-radius: 4px;
      margin: 1px 0; }
    .comparison .expected { background: #e6f0fb; color: #0a3d73; }
    .comparison .actual { background: var(--bad-bg); color: #82071e; }
    tr.clause.bad > td { background: var(--bad-bg); }
    tr.clause:target > td, .check:target > .runs { outline: 3px solid #0b5cad; outline-offset: -3px; }
    a.to-card { text-decoration: none; }
    a.to-clause, a.to-matrix { font-size: 0.85em; margin-left: 0.5em; }
    a.anchor { margin-left: 0.4em; color: var(--muted); text-decoration: none; opacity: 0; font-weight: normal; }
    h1:hover a.anchor, h2:hover a.anchor, h3:hover a.anchor, h4:hover a.anchor, h5:hover a.anchor,
    h6:hover a.anchor, a.anchor:focus { opacity: 1; }
    details.fold { margin: 10px 0; border: 1px solid var(--line); border-radius: 8px; background: #f8fafc; }
    details.fold > summary { cursor: pointer; padding: 6px 12px; overflow-wrap: anywhere; }
    details.fold > summary .fold-first { color: #424a53; }
    details.fold > summary .fold-count { color: #0b5cad; white-space: nowrap; }
    details.fold > figure.code { margin: 0; }
    details.environments-fold { margin: 8px 0; }
    details.environments-fold > summary { cursor: pointer; color: var(--muted); }
    .report-files { margin: 4px 0; }
    nav.toc { border: 1px solid var(--line); border-radius: 8px; padding: 6px 14px; margin: 12px 0;
      font-size: 0.9em; background: #f8fafc; }
    nav.toc ol { margin: 0; padding-left: 1.2em; columns: 2 18em; }
    nav.toc li.toc-3 { margin-left: 1em; list-style: circle; }
    nav.toc .toc-title { margin: 0 0 4px; font-weight: 600; }
    html.toc-side body { max-width: min(1240px, calc(100vw - 320px)); margin-left: max(16px, calc(50vw - 780px)); }
    html.toc-side nav.toc { display: none; }
    html.toc-side nav.toc.current { display: block; position: fixed; right: 12px; top: 12px; width: 280px;
      max-height: calc(100vh - 24px); overflow: auto; margin: 0; z-index: 5; }
    html.toc-side nav.toc.current ol { columns: auto; }
    html.fold-prose .edition > :not(.keep) { display: none !important; }
    html.fold-prose .edition > :is(.md-h2, .md-h3, .md-h4, .md-h5, .md-h6) { margin: 0.5em 0 0.15em; }
    .edition.appendix-closed > .in-appendix { display: none; }
    button.appendix-toggle { margin-left: 0.8em; font-size: 0.7em; vertical-align: middle; cursor: pointer; }
    .current-failure > .runs { outline: 3px solid #d4a72c; outline-offset: -3px; }
    .keys-hint { color: var(--muted); font-size: 0.85em; }
    @media (max-width: 600px) {
      table.unexpected, table.unexpected tbody, table.unexpected tr, table.unexpected td { display: block; width: auto; }
      table.unexpected thead { display: none; }
      table.unexpected tr { border: 1px solid var(--line); border-radius: 8px; margin: 0 0 10px; padding: 6px 10px; }
      .table table.unexpected td { border: 0; padding: 2px 0; min-width: 0; }
      table.unexpected .cell-label { display: block; font-size: 0.8em; color: var(--muted); }
      .keys-hint { display: none; }
    }
    @media print {
      nav.toc, a.anchor, .keys-hint { display: none !important; }
      html.fold-prose .edition > :not(.keep), .edition.appendix-closed > .in-appendix { display: revert !important; }
      button.appendix-toggle { display: none; }
    }

    """

  /// The English words of the appendix button, for a page whose words are English.
  static let appendixWords =
    "var acceptAppendixShow = \(PageText.quoted(PageText.english(.appendixShow)));\n"
    + "var acceptAppendixHide = \(PageText.quoted(PageText.english(.appendixHide)));\n"

  /// What the script adds: which edition each spec shows, kept in a style rule over `.ed`; "failed only" folding
  /// prose and the matrix; the wide-screen table of contents; `n` and `p` between failures; folds opened for print.
  static let reviewBehaviour = """
    (function () {
      var style = null, prepared = false, folded = null;
      function editions() {
        var chosen = {};
        document.querySelectorAll('section.spec').forEach(function (section) {
          var input = section.querySelector('.editions > input[data-lang]:checked');
          if (input) { chosen[section.getAttribute('data-spec')] = input.getAttribute('data-lang'); }
        });
        return chosen;
      }
      function quoted(text) { return '"' + String(text).replace(/["\\\\]/g, '\\\\$&') + '"'; }
      function prepare() {
        if (prepared) { return; }
        prepared = true;
        document.querySelectorAll('.edition').forEach(function (edition) {
          var blocks = edition.children;
          for (var i = 0; i < blocks.length; i++) {
            var block = blocks[i], next = blocks[i + 1];
            if (block.matches('.md-h1, .md-h2, nav.toc, .edition-file, .note, .unplaced')
              || (/^H[1-6]$/.test(block.tagName) && failingUnder(blocks, i))) {
              block.classList.add('keep');
            }
            if (block.matches('figure.code') && next && next.matches('.check:not([data-held])')) {
              block.classList.add('keep');
              next.classList.add('keep');
              if (i > 0) { blocks[i - 1].classList.add('keep'); }
            }
          }
        });
      }
      // Whether a check that did not go as expected sits in the section the heading at `i` opens, before the next
      // heading of its level or above.
      function failingUnder(blocks, i) {
        var level = headingLevel(blocks[i]);
        for (var j = i + 1; j < blocks.length; j++) {
          var other = headingLevel(blocks[j]);
          if (other && other <= level) { return false; }
          if (blocks[j].matches('.check:not([data-held])') || blocks[j].querySelector('.check:not([data-held])')) {
            return true;
          }
        }
        return false;
      }
      function headingLevel(block) {
        var found = /(?:^| )md-h([1-6])(?: |$)/.exec(block.className);
        return found ? Number(found[1]) : 0;
      }
      function sync() {
        var chosen = editions(), rules = [];
        Object.keys(chosen).forEach(function (spec) {
          rules.push('[data-spec=' + quoted(spec) + '] .ed:not([lang=' + quoted(chosen[spec]) + '])');
        });
        if (!style) { style = document.createElement('style'); document.head.appendChild(style); }
        style.textContent = rules.length ? rules.join(',\\n') + ' { display: none !important; }' : '';
        var failed = document.getElementById('filter-failed');
        var folding = !!(failed && failed.checked);
        if (folding) { prepare(); }
        document.documentElement.classList.toggle('fold-prose', folding);
        // The matrix of a page with failures folds when "failed only" is turned on, and opens when it is turned off.
        var matrix = document.querySelector('#matrix details.matrix-fold[data-failing]');
        if (matrix && folding !== folded) { matrix.open = !folding; }
        folded = folding;
        document.querySelectorAll('button.appendix-toggle').forEach(label);
        contents();
      }
      function later() { setTimeout(sync, 0); }
      function appendices() {
        document.querySelectorAll('.edition > .appendix').forEach(function (heading) {
          var edition = heading.parentNode, button = document.createElement('button');
          for (var next = heading.nextElementSibling; next; next = next.nextElementSibling) {
            next.classList.add('in-appendix');
          }
          button.type = 'button';
          button.className = 'appendix-toggle';
          button.setAttribute('aria-expanded', 'false');
          button.setAttribute('data-n', String(edition.querySelectorAll('.in-appendix').length));
          heading.appendChild(button);
          // An appendix that holds a check that did not go as expected stays open.
          var failing = Array.prototype.some.call(edition.querySelectorAll('.in-appendix.check, .in-appendix .check'),
            function (check) { return !check.hasAttribute('data-held'); });
          openAppendix(edition, failing);
          button.addEventListener('click', function () { openAppendix(edition, edition.classList.contains('appendix-closed')); });
        });
      }
      function label(button) {
        var table = acceptText[document.documentElement.lang] || {};
        var open = button.getAttribute('aria-expanded') === 'true';
        button.textContent = table[open ? 'appendix.hide' : 'appendix.show'] || (open ? acceptAppendixHide : acceptAppendixShow);
      }
      function openAppendix(edition, open) {
        edition.classList.toggle('appendix-closed', !open);
        var button = edition.querySelector('button.appendix-toggle');
        if (button) { button.setAttribute('aria-expanded', String(open)); label(button); }
      }
      function revealTarget() {
        var id = location.hash.slice(1), element = null;
        try { element = id && document.getElementById(decodeURIComponent(id)); } catch (e) { element = null; }
        var block = element && element.closest && element.closest('.in-appendix');
        if (block) { openAppendix(block.parentNode, true); element.scrollIntoView(); }
      }
      function shown(element) { return element.getClientRects().length > 0; }
      function contents() {
        var wide = window.innerWidth >= 1360;
        document.documentElement.classList.toggle('toc-side', wide);
        if (!wide) { return; }
        var middle = window.innerHeight / 3, current = null;
        document.querySelectorAll('.edition').forEach(function (edition) {
          if (!shown(edition)) { return; }
          var box = edition.getBoundingClientRect();
          if (box.top <= middle && box.bottom > middle) { current = edition.querySelector('nav.toc'); }
        });
        document.querySelectorAll('nav.toc.current').forEach(function (nav) {
          if (nav !== current) { nav.classList.remove('current'); }
        });
        if (current) { current.classList.add('current'); }
      }
      function step(forward) {
        var failures = Array.prototype.filter.call(document.querySelectorAll('.check:not([data-held])'), shown);
        if (!failures.length) { return; }
        var edge = 12, target = null;
        for (var i = 0; i < failures.length; i++) {
          var top = failures[i].getBoundingClientRect().top;
          if (forward && top > edge) { target = failures[i]; break; }
          if (!forward && top < -edge) { target = failures[i]; }
        }
        target = target || failures[forward ? 0 : failures.length - 1];
        document.querySelectorAll('.current-failure').forEach(function (element) {
          element.classList.remove('current-failure');
        });
        target.classList.add('current-failure');
        target.setAttribute('tabindex', '-1');
        target.focus({ preventScroll: true });
        target.scrollIntoView({ block: 'start' });
      }
      window.addEventListener('DOMContentLoaded', function () { appendices(); revealTarget(); sync(); });
      window.addEventListener('popstate', later);
      window.addEventListener('hashchange', function () { revealTarget(); later(); });
      window.addEventListener('resize', contents);
      var ticking = false;
      window.addEventListener('scroll', function () {
        if (ticking) { return; }
        ticking = true;
        requestAnimationFrame(function () { ticking = false; contents(); });
      }, { passive: true });
      document.addEventListener('accept:edition', later);
      document.addEventListener('change', later);
      document.addEventListener('click', function (event) {
        var link = event.target.closest && event.target.closest('a[href^="#"]');
        if (link) { setTimeout(revealTarget, 0); }
        later();
      });
      document.addEventListener('keydown', function (event) {
        if (event.ctrlKey || event.metaKey || event.altKey) { return; }
        var focused = document.activeElement;
        if (focused && focused.matches && focused.matches('input, select, textarea, [contenteditable]')) { return; }
        if (event.key === 'n' || event.key === 'p') { event.preventDefault(); step(event.key === 'n'); }
      });
      var opened = [];
      window.addEventListener('beforeprint', function () {
        opened = Array.prototype.slice.call(document.querySelectorAll('details:not([open])'));
        opened.forEach(function (details) { details.open = true; });
      });
      window.addEventListener('afterprint', function () {
        opened.forEach(function (details) { details.open = false; });
        opened = [];
      });
    })();
    """
}
