import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// Assembling a check's program: the harness, the definitions above the check, the check, and locations that
/// point at the Markdown lines.
struct ProgramAssemblerTests {
  private static let markdown = """
    # Assembly

    ```swift name=numbers
    let base = 2
    ```

    ```swift
    /// Doubles with "quotes" and \\ backslashes.
    func double(_ value: Int) -> Int { value * base }
    ```

    ```swift name=skipped ignore
    this is not Swift
    ```

    ```swift check=doubles
    expect(double(3) == 6, "three doubled")
    ```

    ```swift name=later
    func later() {}
    ```

    ```swift check=second expect=fail
    later()

    expect(false)
    ```
    """

  private static let path = "Acceptance/ja/assembly \"sample\".md"

  private func edition() throws -> SpecEdition {
    try SpecText.edition(Self.markdown, path: Self.path, spec: "assembly")
  }

  @Test func assemblesTheHarnessTheDefinitionsAboveAndTheCheck() throws {
    let program = ProgramAssembler().program(for: try edition(), check: try edition().check(at: 3))
    #expect(program.source.hasPrefix(HarnessSource.text))
    #expect(program.files == [Self.path])
    GoldenFile.check(String(program.source.dropFirst(HarnessSource.text.count)), matches: "assembled-program.txt")
  }

  @Test func pointsEverySectionAtItsMarkdownLines() throws {
    let markdownLines = Self.markdown.split(separator: "\n", omittingEmptySubsequences: false)
    let edition = try edition()
    for index in [3, 5] {
      let lines = ProgramAssembler().program(for: edition, check: try edition.check(at: index)).source
        .split(separator: "\n", omittingEmptySubsequences: false)
      var sections = 0
      var position = 0
      while position < lines.count {
        defer { position += 1 }
        guard let first = Self.sectionLine(lines[position]) else { continue }
        sections += 1
        var offset = 0
        while lines[position + 1 + offset] != "#sourceLocation()" {
          #expect(lines[position + 1 + offset] == markdownLines[first - 1 + offset], "check \(index), line \(first)")
          offset += 1
        }
      }
      #expect(sections == (index == 3 ? 3 : 4))
    }
  }

  @Test func includesOnlyTheDefinitionsAboveTheCheckThatAreNotIgnored() throws {
    let edition = try edition()
    let first = ProgramAssembler().program(for: edition, check: try edition.check(at: 3)).source
    #expect(first.contains("let base = 2\n") && first.contains("func double(_ value: Int)"))
    #expect(!first.contains("func later()") && !first.contains("this is not Swift"))
    let second = ProgramAssembler().program(for: edition, check: try edition.check(at: 5)).source
    #expect(second.contains("let base = 2\n") && second.contains("func later() {}\n"))
    #expect(!second.contains("this is not Swift") && !second.contains("three doubled"))
    #expect(second.hasSuffix("later()\n\nexpect(false)\n#sourceLocation()\nAcceptHarness.finish()\n"))
  }

  private static let endings = """
    # Endings

    ```swift check=sync
    expect(true)
    ```

    ```swift check=awaits
    await Task.yield()
    ```

    ```swift check=leaves leftover=allowed
    await Task.yield()
    ```
    """

  @Test func endsAnAwaitingCheckWithTheMainActorWaitAndAnAllowedOneWithoutAWait() throws {
    let edition = try SpecText.edition(Self.endings, path: "Acceptance/ja/endings.md", spec: "endings")
    let programs = try (0..<3).map { ProgramAssembler().program(for: edition, check: try edition.check(at: $0)).source }
    let finish = HarnessSource.finishCall + "\n"
    #expect(programs[0].hasSuffix("expect(true)\n#sourceLocation()\n" + finish))
    #expect(programs[1].hasSuffix("await Task.yield()\n#sourceLocation()\n\(HarnessSource.settleCall)\n" + finish))
    #expect(
      programs[2].hasSuffix("await Task.yield()\n#sourceLocation()\n\(HarnessSource.leftoverAllowedCall)\n" + finish))
    let merged = ProgramAssembler().mergedProgram(for: edition, checks: try (0..<3).map { try edition.check(at: $0) })
      .source
    // Each case ends as the check's own program does: a check that does not await leaves the wait to `finishCall`.
    let cases = merged.components(separatedBy: "\ncase ").dropFirst().map { $0.components(separatedBy: "\n") }
    #expect(
      cases.map { lines in
        lines.contains("  " + HarnessSource.settleCall)
          ? "settle" : lines.contains("  " + HarnessSource.leftoverAllowedCall) ? "allowed" : "none"
      } == ["none", "settle", "allowed"])
    #expect(merged.hasSuffix("}\n" + HarnessSource.finishCall + "\n"))
  }

  @Test func replacesANamedDefinitionWithItsSubject() throws {
    let subject = Subject(
      name: "numbers", path: "Acceptance/counterexamples/assembly/three.swift", code: "let base = 3")
    let program = ProgramAssembler(subjects: [subject]).program(for: try edition(), check: try edition().check(at: 3))
    #expect(program.files == [Self.path, subject.path])
    #expect(!program.source.contains("let base = 2"))
    #expect(
      program.source.contains(
        """

        // definition numbers, replaced by Acceptance/counterexamples/assembly/three.swift \
        (Acceptance/counterexamples/assembly/three.swift:1)
        #sourceLocation(file: "Acceptance/counterexamples/assembly/three.swift", line: 1)
        let base = 3
        #sourceLocation()

        """))
  }

  @Test func keepsTheLastSubjectOfAName() {
    let assembler = ProgramAssembler(subjects: [
      Subject(name: "a", path: "one.swift", code: ""), Subject(name: "a", path: "two.swift", code: ""),
    ])
    #expect(assembler.subjects["a"]?.path == "two.swift")
  }

  @Test(arguments: [
    ("plain.md", "\"plain.md\""), ("a \"b\".md", "\"a \\\"b\\\".md\""), ("c:\\d.md", "\"c:\\\\d.md\""),
    ("tab\there\nnew\rline", "\"tab\\there\\nnew\\rline\""), ("日本語.md", "\"日本語.md\""),
  ])
  func writesPathsAsSwiftStringLiterals(_ text: String, _ literal: String) {
    #expect(ProgramAssembler.literal(text) == literal)
  }

  /// The Markdown line a `#sourceLocation(file: ..., line: N)` line names, or nil for any other line.
  private static func sectionLine(_ line: Substring) -> Int? {
    guard line.hasPrefix("#sourceLocation(file: "), let comma = line.lastIndex(of: ":") else { return nil }
    return Int(line[line.index(comma, offsetBy: 2)...].dropLast())
  }
}
