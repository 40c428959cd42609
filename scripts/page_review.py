"""The review page's ways from a failure to its clause, checked in Chromium (used by scripts/page-check.py).

On a page of bounded-map run against its all-at-once counterexample, in each edition the page holds: every summary
row shows the edition on screen only (its check link, clause, message and failing lines), the clause link leads to a
clause row of that edition that names the check, the failing-line links lead to the check's card in that edition,
each card links up to a clause row that names it, each status mark in a clause row links down to a card of that
edition, and no click changes the edition. Also: the `n` key moves to a failing card; every table of contents link
and heading self-link has a target; the matrix shows one name link per row, into the edition on screen; the
environment card is folded; the data files are linked and served; "failed only" folds the matrix (a link into it
opens it, and turning the filter off opens it again) and folds prose but keeps the block before each failing check,
keeping as an outline the title, the sections and only those deeper headings whose part holds a failing check;
below 600 px the summary is stacked cards that fit the width. The page heights the issue sets goals for are printed,
as measured, and held to those goals.
"""

import json
import re

from playwright.sync_api import TimeoutError as PlaywrightTimeout

VISIBLE = "element => !!element && element.getClientRects().length > 0"


# How a failure's message begins in each language of the page's words: a comparison's expected value, and any other
# failed expectation.
MESSAGE_WORDS = {
    "en": ("expected ", "did not hold: "), "ja": ("期待は ", "成り立たなかった："),
    "zh-Hant": ("預期 ", "不成立："), "zh-Hans": ("预期 ", "不成立："),
}


def summary_checks(browser, check, url, language, words=None):
    words = words or language
    query = f"lang={words}" + (f"&edition={language}" if words == "en" else "")
    page = browser.page(f"{url}/index.html?{query}", locale="en-US")
    tag = language if words == language else f"{words} words, {language} edition"
    rows = page.evaluate(f"""() => [...document.querySelectorAll('table.unexpected tbody tr')].map(row => {{
      const shown = [...row.querySelectorAll('.ed')].filter({VISIBLE});
      return {{ langs: [...new Set(shown.map(e => e.getAttribute('lang')))],
        check: shown.filter(e => e.matches('a')).map(a => a.getAttribute('href')),
        clause: shown.map(e => e.querySelector('a.clause-link')).filter(Boolean).map(a => a.getAttribute('href')),
        message: shown.map(e => e.querySelector('.message')).filter(Boolean).map(e => e.textContent),
        lines: shown.flatMap(e => [...e.querySelectorAll('a.place-link')]).map(a => [a.getAttribute('href'), a.textContent, a.getAttribute('title') || '']),
        id: (row.querySelector('a.ed code') || {{}}).textContent }}; }})""")
    check(f"[{tag}] the failing page's summary has rows", len(rows) >= 3, len(rows))
    check(f"[{tag}] each summary row shows only the edition on screen",
          all(r["langs"] == [language] for r in rows), [r["langs"] for r in rows][:4])
    check(f"[{tag}] each row links its check into the edition on screen",
          all(len(r["check"]) == 1 and r["check"][0].endswith("." + language) for r in rows), [r["check"] for r in rows][:3])
    check(f"[{tag}] each row shows its first failure message", all(r["message"] and r["message"][0] for r in rows))
    expected, unheld = MESSAGE_WORDS[words]
    said = page.evaluate(f"""() => [...document.querySelectorAll('.check:not([data-held]) ul.failures li')].filter({VISIBLE})
      .map(li => [li.querySelector('.comparison') ? 'comparison' : li.querySelector('[data-t="failure.did-not-hold"]')
        ? 'plain' : 'other', li.querySelector('.comparison .expected') ? li.querySelector('.comparison .expected').textContent : '',
        li.querySelector('.comparison .actual') ? li.querySelector('.comparison .actual').textContent : '',
        (li.querySelector('[data-t="failure.did-not-hold"]') || {{}}).textContent || ''])""")
    comparisons = [m for m in said if m[0] == "comparison"]
    check(f"[{tag}] the failing cards show comparisons as expected beside actual", len(comparisons) >= 1, len(comparisons))
    check(f"[{tag}] a comparison's expected value is in the page's words",
          comparisons and all(m[1].startswith(expected) and m[2] for m in comparisons), comparisons[:2])
    plain = [m for m in said if m[0] == "plain"]
    check(f"[{tag}] any other failed expectation reads as did not hold",
          all(m[3].startswith(unheld) for m in plain), plain[:2])
    badges = page.evaluate(f"""() => [...document.querySelectorAll('.check:not([data-held]) .badge.bad')].filter({VISIBLE})
      .map(b => b.textContent)""")
    english = re.compile(r"\b(pass|fail|crash|expected|failed|passed)\b")
    check(f"[{tag}] the failing badges are in the page's words",
          badges and all(bool(english.search(b)) == (words == "en") for b in badges), badges[:2])
    check(f"[{tag}] each row's failing lines are this edition's file, linked to its card",
          all(r["lines"] and all(text.startswith(f"{language}/") and f"/{language}/" in whole and whole.endswith(text)
                                 and href == r["check"][0] for href, text, whole in r["lines"])
              for r in rows), [r["lines"][:2] for r in rows][:2])
    check(f"[{tag}] each row names a clause", all(r["clause"] for r in rows), [r["id"] for r in rows if not r["clause"]])
    for r in rows[:3]:
        if not r["clause"]:
            continue
        page.click(f'table.unexpected a.clause-link[href="{r["clause"][0]}"] >> visible=true')
        row = page.evaluate(f"""href => {{ const row = document.getElementById(href.slice(1));
          return row && [({VISIBLE})(row), row.closest('.edition').getAttribute('lang'), row.textContent,
            Math.round(row.getBoundingClientRect().top)]; }}""", r["clause"][0])
        check(f"[{tag}] one click on {r['id']}'s clause shows a clause row of this edition that names it",
              row is not None and row[0] and row[1] == language and r["id"] in row[2] and 0 <= row[3] < 900, row and row[:2])
        pick = page.evaluate("() => [document.getElementById('lang-pick').value, document.getElementById('edition-pick').value]")
        check(f"[{tag}] following the clause link keeps the words and the edition", pick == [words, language], pick)
        page.click(f'table.unexpected a.place-link[href="{r["check"][0]}"] >> visible=true')
        card = page.evaluate(f"""href => {{ const card = document.getElementById(href.slice(1));
          return card && [({VISIBLE})(card), Math.round(card.getBoundingClientRect().top)]; }}""", r["check"][0])
        check(f"[{tag}] one click on {r['id']}'s failing line shows its card", card is not None and card[0]
              and 0 <= card[1] < 900, card)
    links = page.evaluate(f"""language => [...document.querySelectorAll('.check:not([data-held]) a.to-clause')]
      .filter({VISIBLE}).map(a => {{ const row = document.getElementById(a.getAttribute('href').slice(1));
        const card = a.closest('.check');
        return [card.id, !!row && row.matches('tr.clause') && row.closest('.edition').getAttribute('lang') === language
          && row.textContent.includes(card.querySelector('.check-name').textContent)]; }})""", language)
    check(f"[{tag}] each failing card links up to a clause row of this edition that names it",
          links and all(ok for _, ok in links), [c for c, ok in links if not ok][:3])
    marks = page.evaluate(f"""language => [...document.querySelectorAll('tr.clause a.to-card')].filter({VISIBLE})
      .map(a => {{ const card = document.getElementById(a.getAttribute('href').slice(1));
        return !!card && card.matches('.check') && card.closest('.edition').getAttribute('lang') === language; }})""",
                          language)
    check(f"[{tag}] each status mark in a clause row links down to a card of this edition",
          marks and all(marks), marks.count(False) if marks else marks)
    bad = page.evaluate(f"() => [...document.querySelectorAll('tr.clause.bad')].filter({VISIBLE}).length")
    check(f"[{tag}] the clause rows a failing check names are marked", bad > 0, bad)
    matrix = page.evaluate(f"""language => [...document.querySelectorAll('#matrix tbody tr[id]')].map(row =>
      [...row.querySelectorAll('th a.ed')].filter({VISIBLE}).map(a => a.getAttribute('href')))""", language)
    check(f"[{tag}] each matrix row shows one name link, into this edition",
          matrix and all(len(links) == 1 and links[0].endswith("." + language) for links in matrix), matrix[:3])
    page.evaluate("() => window.scrollTo(0, 0)")
    page.keyboard.press("n")
    moved = page.evaluate(f"""() => {{ const current = document.querySelector('.check.current-failure');
      return current && [({VISIBLE})(current), Math.round(current.getBoundingClientRect().top), current.id]; }}""")
    check(f"[{tag}] the n key goes to a failing card", moved is not None and moved[0] and abs(moved[1]) < 40, moved)
    page.context.close()


def navigation_checks(browser, check, url):
    page = browser.page(url + "/index.html", locale="en-US")
    broken = page.evaluate("""() => [...document.querySelectorAll('nav.toc a, a.anchor')]
      .map(a => a.getAttribute('href')).filter(href => !document.getElementById(decodeURIComponent(href.slice(1))))""")
    count = page.evaluate("() => document.querySelectorAll('nav.toc a').length")
    check("every table of contents link and heading self-link has a target", count > 10 and not broken,
          [count, broken[:3]])
    folded = page.evaluate("() => { const d = document.querySelector('details.environments-fold'); return d && !d.open; }")
    check("the environment card is folded", folded is True, folded)
    hrefs = page.evaluate("""() => ['acceptance.json', 'junit.xml'].map(name =>
      ([...document.querySelectorAll('.report-files a')].find(a => a.getAttribute('href') === name) || {}).href)""")
    files = [page.context.request.get(href).status if href else 0 for href in hrefs]
    check("the page links acceptance.json and junit.xml beside it", files == [200, 200], files)
    matrix = "() => { const d = document.querySelector('#matrix details.matrix-fold'); return d && [d.hasAttribute('data-failing'), d.open]; }"
    opened = page.evaluate(matrix)
    page.check("#filter-failed")
    folded = page.evaluate(matrix)
    check("a page with failures opens its matrix, and failed only folds it", opened == [True, True] and folded == [True, False],
          [opened, folded])
    row = page.evaluate("() => (document.querySelector('#matrix tr[id^=\"row.\"]:not([data-held])') || {}).id")
    closed = page.evaluate("id => !document.getElementById(id).closest('details').open", row)
    page.evaluate("id => { location.hash = '#' + id; }", row)
    check("under failed only a link into the folded matrix opens it", closed and wait_for(page, f"""() => {{
      const row = document.getElementById({json.dumps(row)}); return row.closest('details').open && ({VISIBLE})(row); }}"""),
          [row, closed])
    page.evaluate("""() => { const d = document.querySelector('#matrix details.matrix-fold[data-failing]');
      if (d) { d.open = false; } history.replaceState(null, '', location.pathname + location.search); }""")
    kept = page.evaluate(f"""() => [...document.querySelectorAll('.edition')].filter({VISIBLE}).flatMap(edition =>
      [...edition.children].filter(b => b.matches('figure.code') && b.nextElementSibling
        && b.nextElementSibling.matches('.check:not([data-held])'))
      .map(b => [({VISIBLE})(b.previousElementSibling), ({VISIBLE})(b), ({VISIBLE})(b.nextElementSibling)]))""")
    prose = page.evaluate(f"""() => [...document.querySelectorAll('.edition > p')].filter({VISIBLE}).length""")
    check("failed only keeps each failing check with the block before it", kept and all(all(k) for k in kept), kept[:3])
    outline = page.evaluate(f"""() => [...document.querySelectorAll('.edition')].filter({VISIBLE}).flatMap(edition => {{
      const blocks = [...edition.children], level = b => Number((/(?:^| )md-h([1-6])(?: |$)/.exec(b.className) || [0, 0])[1]);
      return blocks.map((b, i) => [b, i]).filter(([b]) => level(b) > 0).map(([b, i]) => {{
        let failing = false;
        for (const next of blocks.slice(i + 1)) {{
          if (level(next) > 0 && level(next) <= level(b)) break;
          if (next.matches('.check:not([data-held])')) failing = true;
        }}
        return [level(b), failing, ({VISIBLE})(b), b.textContent.slice(0, 30)];
      }}); }})""")
    wrong = [h for h in outline if h[2] != (h[0] <= 2 or h[1])]
    check("failed only keeps the title and sections and, below them, only the headings over a failing check",
          any(h[0] > 2 and not h[2] for h in outline) and any(h[0] > 2 and h[2] for h in outline) and not wrong,
          wrong[:3] or outline[:3])
    excerpts = page.evaluate(f"""() => [...document.querySelectorAll('.edition figure.code.excerpted')].filter({VISIBLE})
      .map(f => [[...f.querySelectorAll('.lines > code > span')].filter({VISIBLE}).length,
        f.querySelectorAll(':scope > pre.lines > code > span').length,
        [...f.querySelectorAll('.lines .marked')].filter({VISIBLE}).length,
        f.querySelectorAll(':scope > pre.lines .marked').length])""")
    check("failed only shows a failing check's code as its marked lines and a few around them",
          excerpts and all(shown < whole and marked == every for shown, whole, marked, every in excerpts), excerpts[:3])
    if excerpts:
        page.click(".edition figure.code.excerpted >> visible=true >> button.whole-code")
        whole = page.evaluate(f"""() => {{ const f = document.querySelector('.edition figure.code.whole');
          return f && [[...f.querySelectorAll(':scope > pre.lines > code > span')].filter({VISIBLE}).length,
            f.querySelectorAll(':scope > pre.lines > code > span').length]; }}""")
        check("its button shows the whole block", whole is not None and whole[0] == whole[1] > 0, whole)
    output = page.evaluate(f"""() => [...document.querySelectorAll('.check:not([data-held]) details.output')].filter({VISIBLE})
      .map(d => d.open)""")
    check("a failing card's output is folded", output and not any(output), output[:3])
    page.uncheck("#filter-failed")
    check("turning failed only off opens the matrix again", page.evaluate(matrix) == [True, True], page.evaluate(matrix))
    all_prose = page.evaluate(f"""() => [...document.querySelectorAll('.edition > p')].filter({VISIBLE}).length""")
    check("failed only folds the other prose", prose < all_prose / 3, [prose, all_prose])
    page.context.close()
    page = browser.page(url + "/index.html", viewport={"width": 390, "height": 844})
    cards = page.evaluate("""() => [...document.querySelectorAll('table.unexpected tbody tr')].map(row =>
      [getComputedStyle(row).display, Math.round(row.getBoundingClientRect().right)])""")
    check("below 600 px the summary is stacked cards within the width",
          cards and all(display == "block" and right <= 390 for display, right in cards), cards[:3])
    page.context.close()


# The heights the review page keeps within at 1440 px, with default folding: the green page of every spec, and the
# bounded-map page against its all-at-once counterexample under "failed only".
GREEN_HEIGHT_GOAL = 30_000
FAILED_ONLY_HEIGHT_GOAL = 12_000


def heights(browser, check, green, failing):
    """Measures the heights the issue sets goals for, prints them and checks them against the goals."""
    page = browser.page(green + "/index.html", locale="en-US", viewport={"width": 1440, "height": 900})
    tall = page.evaluate("() => document.documentElement.scrollHeight")
    page.context.close()
    page = browser.page(failing + "/index.html", locale="en-US", viewport={"width": 1440, "height": 900})
    page.check("#filter-failed")
    short = page.evaluate("() => document.documentElement.scrollHeight")
    page.context.close()
    print(f"info  green page at 1440 px: {tall} px tall (goal {GREEN_HEIGHT_GOAL:,}); failing bounded-map page under "
          f"failed only: {short} px (goal {FAILED_ONLY_HEIGHT_GOAL:,})", flush=True)
    check(f"the green page is at most {GREEN_HEIGHT_GOAL:,} px tall at 1440 px", tall <= GREEN_HEIGHT_GOAL, tall)
    check(f"the failing bounded-map page under failed only is at most {FAILED_ONLY_HEIGHT_GOAL:,} px tall",
          short <= FAILED_ONLY_HEIGHT_GOAL, short)


def green_folds(browser, check, url):
    """On a page where every check went as expected: the matrix is folded and a link into it opens it, and the
    timelines of the checks (all held) are folded under their captions."""
    page = browser.page(url + "/index.html", locale="en-US")
    folded = page.evaluate("() => { const d = document.querySelector('#matrix details.matrix-fold'); return d && !d.open; }")
    check("with every check held, the matrix is folded", folded is True, folded)
    row = page.evaluate("() => (document.querySelector('#matrix tr[id^=\"row.\"]') || {}).id")
    page.evaluate("id => { location.hash = '#' + id; }", row)
    opened = wait_for(page, f"() => {{ const r = document.getElementById({json.dumps(row)}); return !!r && r.closest('details').open && r.getClientRects().length > 0; }}")
    check("a link into the folded matrix opens it", opened, row)
    timelines = page.evaluate(f"""() => [...document.querySelectorAll('.edition .check details.timeline-fold')].filter({VISIBLE})
      .map(d => [d.open, d.querySelector('summary').textContent.length > 10])""")
    check("a held check's timeline is folded under its caption", timelines and all(not o and c for o, c in timelines),
          timelines[:3])
    page.context.close()


def wait_for(page, expression):
    """Whether `expression` became true in the page within five seconds."""
    try:
        page.wait_for_function(expression, timeout=5000)
        return True
    except PlaywrightTimeout:
        return False
