#!/usr/bin/env python3
"""Checks the review page's script and style in a real browser (Chromium through Playwright).

Usage: scripts/page-check.py ACCEPT [RUN_DIR]

ACCEPT is the accept executable. RUN_DIR is a folder an `accept run` wrote; without it the script runs
`ACCEPT run Acceptance --spec tour --spec step-queue` itself. From that run it writes two pages with `accept report merge`: the run as
it is (green) and a copy in which one check of the first spec failed. It serves them over HTTP on 127.0.0.1 and
checks, in Chromium: the skip link is the first Tab stop; the page's words are offered in English and in each
language of the run, and the edition apart from them; a language of the run brings its edition to every spec, English
keeps the edition on screen and then lets it be chosen alone; both are remembered in localStorage and in the address
and come back with Back and Forward; the matrix's hover titles are in the page's words; the first open follows the
browser's locale, and is English for a locale the run has no edition for; "failed only" hides held checks (code block and results) and keeps failed ones; search finds a check id and
keeps a check's code block and results together; a link to a check the filters hide shows it; the summary says how
many of its rows the filters hide; print shows everything the filters hide; a malformed ?lang= does not throw; no
console error; no horizontal scroll at 390 px; in dark mode a marked code line has a contrast of at least 4.5.
On a third page, of bounded-map run against its all-at-once counterexample, scripts/page_review.py checks the way
from each failure to its clause and back in each edition (and in English words over the ja edition), that
comparisons show their expected value beside the actual one and badges speak the page's words, and holds the page
heights to the review page's goals.
scripts/page_timeline.py checks the timelines' curves and labels on the green and bounded-map pages, that every
timeline shown is drawn in the edition on screen, and that below 600 px a timeline fits the width with a zoom; scripts/page_fonts.py reads
the faces Chromium draws a heading, the verdict, a filter label and a code comment in, for each edition's language.

Prints one line per check and exits 1 if any failed, 2 if it could not run.
"""

import copy
import functools
import http.server
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading

from playwright.sync_api import sync_playwright

import page_fonts
import page_review
import page_timeline

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
failures = []


def cannot_run(message):
    """Ends the script with status 2: it could not make the pages it checks."""
    print(message, file=sys.stderr)
    sys.exit(2)


def check(name, condition, detail=""):
    """Records one check and prints its line."""
    detail = str(detail)
    detail = detail if len(detail) <= 300 else detail[:300] + "..."
    print(("ok    " if condition else "FAIL  ") + name + ("" if condition else f"  ({detail})"), flush=True)
    if not condition:
        failures.append(name)


wait = page_review.wait_for


def run(command):
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode not in (0, 1):
        sys.stderr.write(result.stdout + result.stderr)
        cannot_run(f"page-check: {' '.join(command)} exited {result.returncode}")
    return result


def reports(accept, run_dir, work):
    """The folders of the green page and the failing page, and the failed check's spec, id and language."""
    if run_dir is None:
        run_dir = os.path.join(work, "run")
        run([accept, "run", "Acceptance", "--spec", "tour", "--spec", "step-queue", "--report", run_dir])
    green = os.path.join(work, "green")
    run([accept, "report", "merge", run_dir, "--report", green])
    with open(os.path.join(run_dir, "acceptance.json"), encoding="utf-8") as file:
        report = json.load(file)
    failing_run = os.path.join(work, "failing-run")
    shutil.copytree(run_dir, failing_run)
    changed = copy.deepcopy(report)
    held = [c for c in changed["checks"] if c.get("ok") and c.get("outcome") == "passed"]
    if not held:
        cannot_run("page-check: the run holds no passed check to turn into a failure")
    victim = held[0]
    victim.update(outcome="failed", ok=False,
                  failures=[{"file": victim["file"], "line": victim["line"] + 1, "message": "made to fail by page-check"}])
    with open(os.path.join(failing_run, "acceptance.json"), "w", encoding="utf-8") as file:
        json.dump(changed, file)
    failing = os.path.join(work, "failing")
    run([accept, "report", "merge", failing_run, "--report", failing])
    return green, failing, victim


def counterexample_report(accept, work):
    """The folder of a page of bounded-map run against its all-at-once counterexample: real failures in every
    edition."""
    subject = os.path.join(work, "all-at-once.swift")
    with open("Acceptance/counterexamples/bounded-map/all-at-once.patch", "rb") as patch:
        made = subprocess.run(["patch", "-s", "-p1", "-o", subject, "Acceptance/alternatives/bounded-map/refill.swift"],
                              stdin=patch, capture_output=True)
    if made.returncode != 0:
        cannot_run("page-check: could not apply all-at-once.patch: " + made.stderr.decode(errors="replace"))
    folder = os.path.join(work, "bounded-map-failing")
    result = run([accept, "run", "Acceptance", "--spec", "bounded-map", "--subject", f"boundedMap={subject}",
                  "--report", folder])
    if result.returncode != 1:
        cannot_run("page-check: bounded-map held against the all-at-once counterexample; no failing page to check")
    return folder


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    """Serves files without a log line per request."""

    def log_message(self, *args):
        pass


def serve(root):
    handler = functools.partial(QuietHandler, directory=root)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}"


def luminance(rgb):
    def channel(value):
        value /= 255
        return value / 12.92 if value <= 0.03928 else ((value + 0.055) / 1.055) ** 2.4
    red, green, blue = (channel(v) for v in rgb)
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue


def contrast(first, second):
    light, dark = sorted((luminance(first), luminance(second)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def rgb(text):
    return tuple(float(v) for v in re.findall(r"[\d.]+", text)[:3])


class Browser:
    """Opens pages and collects every uncaught exception and console error."""

    def __init__(self, playwright):
        self.browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        self.errors = []

    def page(self, url, **options):
        context = self.browser.new_context(**{"viewport": {"width": 1280, "height": 900}, **options})
        page = context.new_page()
        page.on("pageerror", lambda error: self.errors.append(f"{url}: {error}"))
        page.on("console", lambda message: self.errors.append(f"{url}: {message.text}")
                if message.type == "error" else None)
        page.goto(url)
        page.wait_for_load_state("load")
        return page


SHOWN = """() => [...document.querySelectorAll('section.spec')].map(section => {
  const shown = [...section.querySelectorAll('.edition')].filter(e => getComputedStyle(e).display !== 'none');
  return [section.getAttribute('data-spec'), shown.map(e => e.getAttribute('lang')),
    [...section.querySelectorAll('.edition')].map(e => e.getAttribute('lang'))];
})"""

VISIBLE = "element => !!element && element.getClientRects().length > 0"


def language_checks(browser, url):
    page = browser.page(url + "/index.html", locale="en-US")
    page.keyboard.press("Tab")
    check("the skip link is the first Tab stop",
          page.evaluate("() => document.activeElement.matches('a.skip')"),
          page.evaluate("() => document.activeElement.outerHTML.slice(0, 80)"))
    languages = page.evaluate("() => [...document.querySelectorAll('#edition-pick option')].map(o => o.value)")
    words = page.evaluate("() => [...document.querySelectorAll('#lang-pick option')].map(o => o.value)")
    check("the page offers the run's editions", len(languages) >= 2, languages)
    check("the page's words are offered in English and in each language of the run", words == ["en"] + languages, words)
    first, second, third = (languages + languages)[0:3]
    state = """() => [document.getElementById('lang-pick').value, document.getElementById('edition-pick').value,
      document.documentElement.lang, location.search, localStorage.getItem('accept.lang'),
      localStorage.getItem('accept.edition'), document.querySelector('h1').textContent]"""
    opened = page.evaluate(state)
    check("first open with locale en-US shows English words and the run's first edition",
          opened[:3] == ["en", first, "en"] and opened[6] == "Acceptance report", opened)
    check("English words and the edition are both in the address", f"lang=en&edition={first}" in opened[3], opened[3])
    page.select_option("#lang-pick", second)
    specs = page.evaluate(SHOWN)
    check(f"choosing {second} words shows {second} in every spec that has it",
          all(shown == [second] for _, shown, held in specs if second in held) and len(specs) > 0, specs)
    chosen = page.evaluate(state)
    check("the choice is in the address", f"lang={second}" in chosen[3] and "edition=" not in chosen[3], chosen[3])
    check("the choice is in localStorage", chosen[4:6] == [second, second], chosen[4:6])
    check("the chrome speaks the choice", chosen[2] == second and chosen[6] != "Acceptance report", chosen)
    page.goto(url + "/index.html")
    check("a reload without ?lang= keeps the choice (localStorage)",
          page.evaluate("() => document.getElementById('lang-pick').value") == second)
    page.select_option("#lang-pick", "en")
    english = page.evaluate(state)
    check(f"English words keep the {second} edition on screen",
          english[:3] == ["en", second, "en"] and english[6] == "Acceptance report"
          and all(shown == [second] for _, shown, held in page.evaluate(SHOWN) if second in held), english)
    titles = page.evaluate("""() => [...document.querySelectorAll('#matrix td.cell [data-tt]')].map(e => e.title)""")
    check("in English the matrix's hover titles are English", titles and all(
        re.search(r"(passed|failed|crashed|timeout|ignored|compile-error|incomplete|error)", t) for t in titles),
        titles[:3])
    page.select_option("#edition-pick", third)
    edition = page.evaluate(state)
    check(f"with English words, choosing the {third} edition keeps the words English",
          edition[:3] == ["en", third, "en"] and f"edition={third}" in edition[3] and edition[5] == third
          and all(shown == [third] for _, shown, held in page.evaluate(SHOWN) if third in held), edition)
    page.go_back()
    back = wait(page, f"() => document.getElementById('edition-pick').value === {json.dumps(second)}")
    check("Back restores the edition shown before", back and
          page.evaluate("() => document.getElementById('lang-pick').value") == "en" and
          all(shown == [second] for _, shown, held in page.evaluate(SHOWN) if second in held))
    page.go_forward()
    forward = wait(page, f"() => document.getElementById('edition-pick').value === {json.dumps(third)}")
    check("Forward restores the edition chosen after", forward and
          all(shown == [third] for _, shown, held in page.evaluate(SHOWN) if third in held))
    page.select_option("#lang-pick", third)
    titles = page.evaluate("""() => [...document.querySelectorAll('#matrix td.cell [data-tt]')].map(e => e.title)""")
    check(f"in {third} the matrix's hover titles name no English outcome", titles and not any(
        re.search(r"\b(passed|failed|ignored|expected|shared program)\b", t) for t in titles), titles[:3])
    page.context.close()
    for locale, expected in (("zh-TW", "zh-Hant"), ("zh-CN", "zh-Hans"), ("ja-JP", "ja"), ("fr-FR", "en")):
        page = browser.page(url + "/index.html", locale=locale)
        chosen = page.evaluate("() => [document.getElementById('lang-pick').value, document.getElementById('edition-pick').value]")
        wanted = [expected, expected] if expected in languages else ["en", first]
        check(f"first open with locale {locale} shows {wanted[0]} words and the {wanted[1]} edition", chosen == wanted, chosen)
        page.context.close()
    for query in ("?lang=%E0", "?lang=xx-unknown", "?lang=%E0#%E0%A4", "?lang=en&edition=xx", "?edition=%E0"):
        before = len(browser.errors)
        page = browser.page(url + "/index.html" + query, locale="en-US")
        ready = page.evaluate("() => [document.getElementById('lang-pick').value, document.getElementById('edition-pick').value]")
        check(f"{query} does not throw and the page starts in words and an edition it has",
              len(browser.errors) == before and ready[0] in words and ready[1] in languages, [ready, browser.errors[before:]])
        page.context.close()


def filter_checks(browser, url, victim):
    page = browser.page(f"{url}/index.html?lang={victim['language']}", locale="en-US")
    page.check("#filter-failed")
    shown = page.evaluate(f"""() => [...document.querySelectorAll('.check')].filter({VISIBLE})
      .map(c => [c.id, c.hasAttribute('data-held')])""")
    check("failed only hides every held check", all(not held for _, held in shown), shown)
    check("failed only keeps the failed check", any(not held for _, held in shown), shown)
    figures = page.evaluate(f"""() => [...document.querySelectorAll('.check')].filter(c =>
      c.previousElementSibling && c.previousElementSibling.matches('figure.code'))
      .map(c => [({VISIBLE})(c), ({VISIBLE})(c.previousElementSibling)])""")
    check("failed only hides a held check's code block with its results",
          len(figures) > 0 and all(a == b for a, b in figures), figures)
    hidden_rows = page.evaluate("() => document.querySelectorAll('table.unexpected tbody tr.filtered').length")
    check("failed only hides no row of the summary", hidden_rows == 0, hidden_rows)
    page.emulate_media(media="print")
    printed = page.evaluate(f"() => [...document.querySelectorAll('.check[data-held]')].every({VISIBLE})")
    check("print shows the checks the filter hides", printed)
    editions = page.evaluate(f"() => [...document.querySelectorAll('.edition')].every({VISIBLE})")
    check("print shows every edition", editions)
    page.emulate_media(media="screen")
    page.uncheck("#filter-failed")

    page.fill("#filter-search", victim["check"])
    found = page.evaluate(f"""id => [...document.querySelectorAll('.check')].filter({VISIBLE}).map(c => c.id)""",
                          victim["check"])
    check(f"search for {victim['check']} shows its results",
          any(victim["check"] in shown for shown in found) and len(found) >= 1, found)
    pairs = page.evaluate(f"""() => [...document.querySelectorAll('.check')].filter(c =>
      c.previousElementSibling && c.previousElementSibling.matches('figure.code'))
      .map(c => [({VISIBLE})(c), ({VISIBLE})(c.previousElementSibling)])""")
    check("search keeps a check's code block and results together", all(a == b for a, b in pairs), pairs)

    page.fill("#filter-search", "no check is called this")
    note = page.evaluate(f"""() => {{ const note = document.querySelector('.hidden-rows');
      return note && ({VISIBLE})(note) ? note.textContent : null; }}""")
    rows = page.evaluate("() => document.querySelectorAll('table.unexpected tbody tr').length")
    check("the summary says how many rows the filters hide", note is not None and str(rows) in note, note)
    link = page.evaluate("""() => { const a = document.querySelector('table.unexpected a[href^="#"]');
      return a ? a.getAttribute('href') : null; }""")
    check("the summary links to the failed check", link is not None)
    if link:
        page.evaluate("href => { location.hash = href; }", link)
        shown = wait(page, f"() => ({VISIBLE})(document.getElementById({json.dumps(link[1:])}))")
        check("going to a check the filters hide shows it and clears the search",
              shown and page.input_value("#filter-search") == "")
    mark = page.evaluate(f"""() => [...document.querySelectorAll('.edition a.code-link[href^="#"]')]
      .filter({VISIBLE}).map(a => [a.getAttribute('href'), a.closest('p, li, td').textContent.trim()])
      .find(([href, text]) => text.length > 20)""")
    check("the prose links a check id to its results", mark is not None)
    if mark:
        href, text = mark
        page.fill("#filter-search", text[:24])
        hidden = page.evaluate(f"""href => {{ const a = document.querySelector(`.edition a.code-link[href="${{href}}"]`);
          return [({VISIBLE})(a), ({VISIBLE})(document.getElementById(href.slice(1)))]; }}""", href)
        check("a search for the prose keeps the mark and hides its check", hidden == [True, False], hidden)
        page.click(f'.edition a.code-link[href="{href}"] >> visible=true')
        shown = wait(page, f"() => ({VISIBLE})(document.getElementById({json.dumps(href[1:])}))")
        check("following the mark shows the check and clears the search",
              shown and page.input_value("#filter-search") == "")
    page.context.close()


def layout_checks(browser, url):
    for scheme in ("light", "dark"):
        page = browser.page(url + "/index.html", viewport={"width": 390, "height": 844}, color_scheme=scheme)
        width = page.evaluate("() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]")
        check(f"no horizontal scroll at 390 px ({scheme})", width[0] <= width[1], width)
        page.context.close()
    page = browser.page(url + "/index.html", color_scheme="dark")
    colours = page.evaluate(f"""() => [...document.querySelectorAll('.lines .marked')].filter({VISIBLE}).map(line => {{
      let back = line, colour = getComputedStyle(line).backgroundColor;
      while (/rgba\\(.*, 0\\)|transparent/.test(colour) && back.parentElement) {{
        back = back.parentElement; colour = getComputedStyle(back).backgroundColor; }}
      return [getComputedStyle(line).color, colour, line.className]; }})""")
    check("the failing page shows marked lines", len(colours) > 0)
    ratios = [(contrast(rgb(text), rgb(back)), kind) for text, back, kind in colours]
    low = [ratio for ratio in ratios if ratio[0] < 4.5]
    check("in dark mode a marked line's text has a contrast of at least 4.5", not low and ratios, low[:3])
    page.context.close()


def main():
    if len(sys.argv) not in (2, 3):
        print(__doc__.split("\n\n")[1], file=sys.stderr)
        return 2
    accept = os.path.abspath(sys.argv[1])
    run_dir = os.path.abspath(sys.argv[2]) if len(sys.argv) == 3 else None
    with tempfile.TemporaryDirectory(prefix="page-check-") as work:
        green, failing, victim = reports(accept, run_dir, work)
        counterexample_report(accept, work)
        server, url = serve(work)
        try:
            with sync_playwright() as playwright:
                browser = Browser(playwright)
                language_checks(browser, url + "/green")
                layout_checks(browser, url + "/failing")
                filter_checks(browser, url + "/failing", victim)
                for language in ("ja", "zh-Hans", "zh-Hant"):
                    page_review.summary_checks(browser, check, url + "/bounded-map-failing", language)
                page_review.summary_checks(browser, check, url + "/bounded-map-failing", "ja", words="en")
                page_review.navigation_checks(browser, check, url + "/bounded-map-failing")
                for page_url in (url + "/green", url + "/bounded-map-failing"):
                    page_timeline.timeline_checks(browser, check, page_url)
                page_timeline.edition_drawing_checks(browser, check, url + "/bounded-map-failing")
                page_timeline.mobile_checks(browser, check, url + "/bounded-map-failing")
                page_fonts.font_checks(browser, check, url + "/green")
                page_review.green_folds(browser, check, url + "/green")
                page_review.heights(browser, check, url + "/green", url + "/bounded-map-failing")
                check("no console error and no uncaught exception", not browser.errors, browser.errors[:5])
                browser.browser.close()
        finally:
            server.shutdown()
    print(f"page-check: {len(failures)} of the checks failed" if failures else "page-check: every check held")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
