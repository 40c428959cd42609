import AcceptMarkdown
import AcceptSpec

extension SpecScaffold {
  /// The function the spec checks: `rateLimiterShares` for `rate-limiter`.
  var function: String { "\(name.lowerCamel)Shares" }

  /// The lines of the region the definition block quotes.
  var regionLines: [String] {
    [
      "/// Splits `total` (0 or more) into `parts` shares that differ by at most one, the larger shares first.",
      "\(library == nil ? "" : "public ")func \(function)(of total: Int, parts: Int) -> [Int] {",
      "  precondition(parts > 0, \"parts must be positive\")",
      "  let share = total / parts",
      "  let extra = total % parts",
      "  return (0..<parts).map { share + ($0 < extra ? 1 : 0) }",
      "}",
    ]
  }

  /// The source file: two lines saying what it is, then the region.
  var sourceText: String {
    let editions = packageRelative("\(root)/\(languages.first ?? "")/\(name.slug).md")
    let lines =
      [
        "// The code of the spec \(name.slug): the region below is quoted in \(editions) and its other editions.",
        "// After changing it, run `accept sync` to copy it into the specs; `accept lint` says whether they agree.",
        "",
        "// region: \(name.slug)",
      ] + regionLines + ["// endregion: \(name.slug)"]
    return lines.map { $0 + "\n" }.joined()
  }

  /// The counterexample: the source with the remainder dropped, as a patch of the source file.
  var patchText: String {
    let source = sourceText
    let broken = source.replacingOccurrences(of: "  let extra = total % parts\n", with: "  let extra = 0\n")
    return "replaces: \(name.slug)\n"
      + "# why: the remainder is dropped, so the shares no longer add up to the total\n"
      + UnifiedDiff.render(oldText: source, newText: broken, path: packageRelative(sourcePath))
  }

  /// The code of the check that passes.
  var passingCode: [String] {
    [
      "let shares = \(function)(of: 10, parts: 3)",
      "expect(shares == [4, 3, 3], \"10 in 3 shares is 4, 3, 3\")",
      "expect(shares.reduce(0, +) == 10, \"the shares add up to the total\")",
      "expect(\(function)(of: 2, parts: 4) == [1, 1, 0, 0], \"2 in 4 shares is 1, 1, 0, 0\")",
      "record(\"shares\", shares.count)",
    ]
  }

  /// The code of the check that must fail: a claim that is wrong whatever happens to the remainder, so that it fails
  /// under the counterexample too and never counts as rejecting it.
  var failingCode: [String] {
    ["expect(\(function)(of: 12, parts: 3) == [3, 3, 3, 3], \"12 in 3 shares is 3, 3, 3, 3 (wrong on purpose)\")"]
  }

  /// The spec's edition in `language`.
  func specText(_ language: String) -> String {
    let prose = ScaffoldProse.forLanguage(language)
    let names = ScaffoldProse.Names(
      spec: name.slug, function: function, source: packageRelative(sourcePath),
      counterexample: packageRelative(counterexamplePath))
    let fence = { (info: String, code: [String]) in ["```swift \(info)"] + code + ["```"] }
    let row = { (cells: [String]) in "| " + cells.joined(separator: " | ") + " |" }
    var lines = ["# \(prose.title(names))", ""] + prose.intro(names)
    lines += ["", "## \(prose.contractHeading)", "", prose.contractLead, ""]
    lines += [row(prose.clauseHeader), row(["---", "---", "---"])]
    // Each id links to its check's heading, as a contract table does (accept lint follows the links).
    let linked = { (id: String, heading: String) in "[`\(id)`](#\(HeadingSlug.slug(heading)))" }
    lines += [
      row(["1", prose.clauses[0], linked("shares-add-up", prose.passingHeading)]),
      row(["2", prose.clauses[1], linked("wrong-claim-is-caught", prose.failingHeading)]),
    ]
    lines += ["", "## \(prose.definitionHeading)", ""] + prose.definition(names) + [""]
    lines += fence("name=\(name.slug) source=\(names.source)#\(name.slug)", regionLines)
    lines += ["", "## \(prose.passingHeading)", ""] + prose.passing(names) + [""]
    lines += fence("check=shares-add-up", passingCode)
    lines += ["", "## \(prose.failingHeading)", ""] + prose.failing(names) + [""]
    lines += fence("check=wrong-claim-is-caught expect=fail", failingCode)
    lines += ["", "## \(prose.counterexampleHeading)", ""] + prose.counterexample(names) + [""]
    lines += [row(prose.counterexampleHeader), row(["---", "---", "---"])]
    lines += [row(["`\(Self.counterexampleName)`", prose.mistake, "`shares-add-up`"])]
    return lines.map { $0 + "\n" }.joined()
  }
}
