"""The timeline rules of the review page, checked in the browser: page-check.py calls timeline_checks."""

# Every drawing's in-flight band: its limit line's y (or None), each curve piece's class and highest point
# (smallest y), the stroke colour each piece is drawn in, and the limit label's box with the curve's segments.
READ = """() => [...document.querySelectorAll('svg.timeline g.in-flight')].map(band => {
  const line = band.querySelector('line.limit');
  const label = band.querySelector('text.limit');
  const box = label ? label.getBBox() : null;
  const pieces = [...band.querySelectorAll('path.curve')].map(path => {
    const numbers = [];
    let x = 0, y = 0;
    for (const [, op, a, b] of path.getAttribute('d').matchAll(/([MHV])([-\\d.]+)(?: ([-\\d.]+))?/g)) {
      if (op === 'M') { x = +a; y = +b; } else if (op === 'H') { x = +a; } else { y = +a; }
      numbers.push([x, y]);
    }
    return {cls: path.getAttribute('class'), stroke: getComputedStyle(path).stroke, points: numbers};
  });
  return {limit: line ? +line.getAttribute('y1') : null,
    box: box ? [box.x, box.y, box.width, box.height] : null, pieces};
})"""

GREEN = "rgb(26, 127, 55)"


def segments(points):
    return list(zip(points, points[1:]))


def crosses(box, segment):
    """Whether a curve segment (2 units wide) passes through the label's box."""
    (x1, y1), (x2, y2) = segment
    left, top, width, height = box
    xs, ys = sorted((x1, x2)), sorted((y1 - 1, y2 + 1) if y1 <= y2 else (y2 - 1, y1 + 1))
    return xs[0] < left + width and xs[1] > left and ys[0] < top + height and ys[1] > top


def timeline_checks(browser, check, url):
    page = browser.page(url + "/index.html")
    # Held checks keep their timelines folded: open every fold, so that each drawing is laid out and measured.
    page.evaluate("() => document.querySelectorAll('details.timeline-fold').forEach(d => { d.open = true; })")
    bands = page.evaluate(READ)
    page.context.close()
    check(f"{url}: the page draws in-flight bands", len(bands) > 0, bands)
    above, ungrey, hit = [], [], []
    for band in bands:
        for piece in band["pieces"]:
            green = piece["stroke"] == GREEN
            top = min(y for _, y in piece["points"])
            if band["limit"] is None and (green or "neutral" not in piece["cls"]):
                ungrey.append(piece["cls"])
            if band["limit"] is not None and green and top < band["limit"] - 0.01:
                above.append((top, band["limit"]))
            if band["box"] and any(crosses(band["box"], s) for s in segments(piece["points"])):
                hit.append(band["box"])
    check(f"{url}: no green curve segment rises above its limit", not above, above[:3])
    check(f"{url}: a curve without a limit is grey, never green", not ungrey, ungrey[:3])
    check(f"{url}: no limit label's box meets the curve", not hit, hit[:3])


def edition_drawing_checks(browser, check, url):
    """Every timeline shown is drawn in the edition on screen: a result that shares another edition's program gets a
    copy of its drawing, and the link into the other edition that a page without script keeps is hidden."""
    for query in ("lang=ja", "lang=zh-Hans", "lang=zh-Hant", "lang=en&edition=ja"):
        page = browser.page(f"{url}/index.html?{query}", locale="en-US")
        figures = page.evaluate("""() => { const shown = e => !!e && e.getClientRects().length > 0;
          return [...document.querySelectorAll('figure.timeline')].filter(shown).map(f => [
            shown(f.querySelector('svg')), shown(f.querySelector('.shared-link')), f.hasAttribute('data-drawing'),
            (f.querySelector('svg') || {getAttribute: () => ''}).getAttribute('aria-label') || '']); }""")
        copies = [f for f in figures if f[2]]
        check(f"[{query}] every timeline shown is drawn in the edition on screen, none links away",
              figures and all(svg and not link for svg, link, _, _ in figures), figures[:3])
        words = query.split("&")[0].split("=")[1]
        if words != "zh-Hant":
            check(f"[{query}] shared results show a copy of their program's drawing", len(copies) >= 1, len(copies))
        check(f"[{query}] a copied drawing's spoken label does not send the reader to another edition",
              all(": zh-Hant" not in label and "：zh-Hant" not in label and " in zh-Hant" not in label
                  for _, _, _, label in copies), [label[-60:] for _, _, _, label in copies][:2])
        page.context.close()


def mobile_checks(browser, check, url):
    """Below 600 px a timeline fits the width, every bar inside it, and its zoom button shows it at full size,
    scrolling inside its own box, and back; the page never scrolls sideways."""
    page = browser.page(f"{url}/index.html?lang=ja", locale="en-US", viewport={"width": 390, "height": 844})
    fitted = page.evaluate("""() => [...document.querySelectorAll('figure.timeline')].filter(f => f.getClientRects().length > 0)
      .map(f => { const svg = f.querySelector('svg').getBoundingClientRect(), box = f.getBoundingClientRect();
        const bars = [...f.querySelectorAll('rect.bar')].map(b => b.getBoundingClientRect());
        return [Math.round(svg.width), Math.round(box.width),
          bars.every(b => b.left >= box.left - 1 && b.right <= box.right + 1), !!f.querySelector('button.zoom')
          && f.querySelector('button.zoom').getClientRects().length > 0]; })""")
    check("below 600 px each timeline fits the width with every bar in view, and offers a zoom",
          fitted and all(svg <= box and bars and zoom for svg, box, bars, zoom in fitted), fitted[:3])
    if fitted:
        page.click("figure.timeline >> visible=true >> button.zoom")
        zoomed = page.evaluate("""() => { const f = document.querySelector('figure.timeline.zoomed');
          return f && [Math.round(f.querySelector('svg').getBoundingClientRect().width),
            Math.round(f.getBoundingClientRect().width), f.querySelector('button.zoom').textContent,
            document.documentElement.scrollWidth <= document.documentElement.clientWidth]; }""")
        check("the zoom shows the drawing at full size inside its box, in the page's words, with no sideways page scroll",
              zoomed is not None and zoomed[0] > zoomed[1] and zoomed[2] == "画面の幅に合わせる" and zoomed[3], zoomed)
        page.click("figure.timeline.zoomed >> button.zoom")
        back = page.evaluate("() => document.querySelectorAll('figure.timeline.zoomed').length")
        check("pressing it again fits the drawing to the width again", back == 0, back)
    page.context.close()
