import Foundation
import Testing

/// `accept mutate` on a small package: a spec that misses a boundary lets its mutant survive, one that pins it
/// kills every mutant; markers, --min-score, --report, --no-schema and a failing baseline behave as documented.
@Suite(.serialized)
struct MutateCommandTests {
  /// A package with the library and a spec whose checks are `checks`.
  static func package(checks: [String], marker: String = "") throws -> ScratchRoot {
    let library = """
      // region: adult
      func isAdult(_ age: Int) -> Bool {
        age >= 18\(marker)
      }
      // endregion: adult

      """
    let code = library.split(separator: "\n").dropFirst().dropLast().joined(separator: "\n")
    var spec = "# Adults\n\n```swift name=isAdult source=lib/Adult.swift#adult\n\(code)\n```\n"
    for (index, check) in checks.enumerated() { spec += "\n```swift check=c\(index + 1)\n\(check)\n```\n" }
    return try ScratchRoot(["lib/Adult.swift": library, "Acceptance/en/adults.md": spec])
  }

  static func mutate(_ root: ScratchRoot, _ extra: [String] = []) -> CLIHarness.Outcome {
    CLIHarness.run(["mutate", "\(root.path)/Acceptance", "--languages", "en", "--jobs", "2"] + extra)
  }

  @Test func aSpecThatMissesTheBoundaryLetsItsMutantsSurvive() throws {
    let root = try Self.package(checks: [
      "expect(isAdult(30), \"30 is adult\")", "expect(!isAdult(5), \"5 is not\")",
    ])
    defer { root.remove() }
    let result = Self.mutate(root)
    #expect(result.status == 1, "\(result.out)\(result.err)")
    #expect(result.out.contains("SURVIVED   lib/Adult.swift:3:7 relational-boundary '>=' → '>'\n"), "\(result.out)")
    #expect(result.out.contains("killed     lib/Adult.swift:3:7 negated-comparison '>=' → '<' by c1\n"))
    #expect(result.out.contains("SURVIVED   lib/Adult.swift:3:10 integer-constant '18' → '17'\n"))
    #expect(result.out.contains("SURVIVED   lib/Adult.swift:3:10 integer-constant '18' → '19'\n"))
    #expect(result.lastLine == "mutation score: 1 of 4 killed (25.0%), 0 equivalent, 0 unviable")
    // --min-score lets a run with survivors pass when the score is high enough, and only then.
    #expect(Self.mutate(root, ["--min-score", "0.25"]).status == 0)
    #expect(Self.mutate(root, ["--min-score", "0.3"]).status == 1)
  }

  @Test func aSpecThatPinsTheBoundaryKillsEveryMutantWithAndWithoutTheSchema() throws {
    let root = try Self.package(checks: [
      "expect(isAdult(30), \"30 is adult\")", "expect(isAdult(18), \"18 is adult\")",
      "expect(!isAdult(17), \"17 is not\")",
    ])
    defer { root.remove() }
    let schema = Self.mutate(root, ["--report", "\(root.path)/report"])
    #expect(schema.status == 0, "\(schema.out)\(schema.err)")
    #expect(schema.out.contains("4 mutants in 1 blocks; 4 in one schema build, 0 compiled on their own"))
    #expect(schema.out.contains("killed     lib/Adult.swift:3:7 relational-boundary '>=' → '>' by c2\n"))
    #expect(schema.out.contains("killed     lib/Adult.swift:3:10 integer-constant '18' → '19' by c2\n"))
    #expect(schema.out.contains("killed     lib/Adult.swift:3:10 integer-constant '18' → '17' by c3\n"))
    #expect(schema.lastLine == "mutation score: 4 of 4 killed (100.0%), 0 equivalent, 0 unviable")
    let data = try #require(FileManager.default.contents(atPath: "\(root.path)/report/mutation.json"))
    let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(json["score"] as? Double == 1)
    let mutants = try #require(json["mutants"] as? [[String: Any]])
    #expect(mutants.count == 4)
    #expect(mutants.allSatisfy { $0["file"] as? String == "lib/Adult.swift" && $0["line"] as? Int == 3 })
    let naive = Self.mutate(root, ["--no-schema", "--no-cache"])
    #expect(naive.status == 0, "\(naive.out)")
    #expect(naive.out.contains("4 mutants in 1 blocks; each compiled on its own"))
    #expect(naive.lastLine == schema.lastLine)
  }

  @Test func anEquivalenceMarkerReportsItsMutantsAsEquivalent() throws {
    let marker = " // accept: equivalent integer-constant: no test age is near 18"
    let root = try Self.package(
      checks: ["expect(isAdult(30), \"30\")", "expect(isAdult(18), \"18\")"], marker: marker)
    defer { root.remove() }
    let result = Self.mutate(root)
    #expect(
      result.out.contains(
        "equivalent lib/Adult.swift:3:10 integer-constant '18' → '17': no test age is near 18\n"), "\(result.out)")
    #expect(result.lastLine == "mutation score: 2 of 2 killed (100.0%), 2 equivalent, 0 unviable")
    #expect(result.status == 0, "equivalent mutants are not survivors")
  }

  @Test func aCheckThatFailsUnmutatedStopsTheMeasurement() throws {
    let root = try Self.package(checks: ["expect(isAdult(3), \"3 is adult\")"])
    defer { root.remove() }
    let result = Self.mutate(root)
    #expect(result.status == 1)
    #expect(result.out.contains("ERROR    adults [en]: the checks must all go as expected before mutants are judged"))
    #expect(!result.out.contains("killed     ") && !result.out.contains("SURVIVED"), "no mutant was judged")
  }

  @Test func aBadMarkerIsASpecErrorAndBadUsageIsRefused() throws {
    let root = try Self.package(checks: ["expect(isAdult(30), \"30\")"], marker: " // accept: equivalent nope: x")
    defer { root.remove() }
    let result = Self.mutate(root)
    #expect(result.status == 2, "\(result.out)\(result.err)")
    #expect(result.err.contains("lib/Adult.swift:3: error: equivalence marker: 'nope' is not a mutation operator"))
    #expect(Self.mutate(root, ["--min-score", "95"]).status == 64)
    #expect(Self.mutate(root, ["--spec", "adultz"]).err.contains("did you mean 'adults'?"))
  }

  @Test func aCompileErrorCheckDoesNotJudgeMutantsAndNothingJudgedIsNotGreen() throws {
    let root = try Self.package(
      checks: [
        "expect(isAdult(30), \"30\")", "expect(isAdult(18), \"18\")", "expect(!isAdult(17), \"17\")",
      ])
    defer { root.remove() }
    let spec = "\(root.path)/Acceptance/en/adults.md"
    let text = try String(contentsOfFile: spec, encoding: .utf8)
    try (text + "\n```swift check=no-compile expect=compile-error\nlet x: Int = \"a\"\n```\n").write(
      toFile: spec, atomically: true, encoding: .utf8)
    let result = Self.mutate(root)
    #expect(result.status == 0, "\(result.out)\(result.err)")
    #expect(result.lastLine == "mutation score: 4 of 4 killed (100.0%), 0 equivalent, 0 unviable")
    // Every mutant marked equivalent: nothing was judged, which is never green.
    let library =
      "// region: one\nfunc one() -> Int {\n  1 // accept: equivalent integer-constant: x\n}\n// endregion: one\n"
    let code = "func one() -> Int {\n  1 // accept: equivalent integer-constant: x\n}"
    let all = try ScratchRoot([
      "lib/One.swift": library,
      "Acceptance/en/one.md": "# One\n\n```swift name=one source=lib/One.swift#one\n\(code)\n```\n\n"
        + "```swift check=c1\nexpect(one() > 0, \"positive\")\n```\n",
    ])
    defer { all.remove() }
    let marked = Self.mutate(all)
    #expect(
      marked.lastLine == "mutate: no mutant was judged (every one is equivalent or unviable), so nothing was measured")
    #expect(marked.status == 1, "\(marked.out)")
  }
}
