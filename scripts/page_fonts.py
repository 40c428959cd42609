"""The review page's fonts, checked in the browser: page-check.py calls font_checks.

For each edition's language, the page is opened in that language and, for a heading, the verdict, a filter label and
a code comment, the faces Chromium actually draws the element's own text in are read over the DevTools protocol
(CSS.getPlatformFontsForNode). Each must draw its CJK text in the language's face (Noto Sans CJK JP or Noto Sans Mono
CJK JP for ja, SC for zh-Hans, TC for zh-Hant) and in no other language's face.
"""

import json

REGIONS = {"ja": "JP", "zh-Hans": "SC", "zh-Hant": "TC"}

# The parts of the page whose faces are read: a selector, and whether the element must sit in the edition on screen.
PARTS = [
    ("a heading of the edition", ".edition h2, .edition h3", True),
    ("the verdict", "p.verdict", False),
    ("a filter label", "#filters label, .filters label, label", False),
    ("a code comment", ".edition pre code", True),
]

# Marks with data-font-probe the first visible element under a match of the selector that holds CJK text directly
# (a text node of its own), since the protocol reports the faces of a node's own text, and that is not folded away
# in a closed <details> (whose content Chromium does not lay out); returns that text.
MARK = """([selector, inEdition, language]) => {
  const cjk = /[\\u3040-\\u30ff\\u3400-\\u9fff]/;
  const folded = element => { const closed = element.closest('details:not([open])');
    return !!closed && !element.closest('summary'); };
  const visible = element => element.getClientRects().length > 0 && !folded(element);
  for (const candidate of document.querySelectorAll(selector)) {
    if (!visible(candidate)) continue;
    if (inEdition) { const edition = candidate.closest('.edition'); if (!edition || edition.getAttribute('lang') !== language) continue; }
    for (const element of [candidate, ...candidate.querySelectorAll('*')]) {
      if (!visible(element)) continue;
      const own = [...element.childNodes].filter(node => node.nodeType === 3).map(node => node.textContent).join('');
      if (cjk.test(own)) {
        element.setAttribute('data-font-probe', ''); element.scrollIntoView(); return own.trim().slice(0, 30); }
    }
  }
  return null;
}"""


def faces(page, selector):
    session = page.context.new_cdp_session(page)
    session.send("DOM.enable")
    session.send("CSS.enable")
    root = session.send("DOM.getDocument", {"depth": -1})["root"]["nodeId"]
    node = session.send("DOM.querySelector", {"nodeId": root, "selector": selector})["nodeId"]
    fonts = session.send("CSS.getPlatformFontsForNode", {"nodeId": node})["fonts"] if node else []
    session.detach()
    return [font["familyName"] for font in fonts]


def font_checks(browser, check, url):
    for language, region in REGIONS.items():
        page = browser.page(url + f"/index.html?lang={language}", locale="en-US", viewport={"width": 1440, "height": 900})
        others = [r for r in REGIONS.values() if r != region]
        for name, selector, in_edition in PARTS:
            page.evaluate("() => document.querySelectorAll('[data-font-probe]').forEach(e => e.removeAttribute('data-font-probe'))")
            text = page.evaluate(MARK, [selector, in_edition, language])
            if text is None:
                check(f"[{language}] the page shows {name} with CJK text to read the face of", False, selector)
                continue
            page.wait_for_timeout(100)
            drawn = faces(page, "[data-font-probe]")
            cjk = [face for face in drawn if "CJK" in face]
            right = cjk and all(face.endswith(" " + region) for face in cjk)
            check(f"[{language}] {name} is drawn in the {region} face only", right,
                  json.dumps({"text": text, "faces": drawn}, ensure_ascii=False))
        page.context.close()
