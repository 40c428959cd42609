import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

@Suite("MergeEligibility: which checks can live in a function")
struct MergeEligibilityTests {
  static func block(_ code: String, expect: AcceptSpec.Expectation = .pass) -> SpecCheck {
    SpecCheck(
      role: CheckRole(id: "c", expect: expect), code: code, location: SourceLocation(file: "s.md", line: 1),
      contentLine: 2)
  }

  @Test func statementsAndLocalTypesMerge() {
    #expect(MergeEligibility.reason(Self.block("struct Local { var x = 1 }\nlet y = Local()\n")) == nil)
    #expect(MergeEligibility.reason(Self.block("  extension Indented {}\n")) == nil)
  }

  @Test func compileErrorChecksAreAlwaysAlone() {
    #expect(
      MergeEligibility.reason(Self.block("let x = 1\n", expect: .compileError(nil)))
        == "expect=compile-error is always built on its own")
  }

  @Test(arguments: ["extension", "protocol", "import", "private", "public", "fileprivate"])
  func topLevelOnlyDeclarationsAreAlone(keyword: String) {
    let reason = MergeEligibility.reason(Self.block("\(keyword) Something {}\n"))
    #expect(reason == "it declares '\(keyword)' at top level, which a function body cannot hold")
  }

  @Test func aCheckThatRedeclaresADefinitionsNameIsAlone() {
    let definitions = ["func clamp(_ value: Int) -> Int { value }\nlet (low, high) = (0, 10)\n"]
    let shadows = Self.block("func clamp(_ value: Int) -> Int { min(value, 10) }\nexpect(clamp(50) == 10)\n")
    #expect(
      MergeEligibility.reason(shadows, definitions: definitions)
        == "it declares 'clamp' at top level, as a definition it sees does")
    #expect(
      MergeEligibility.reason(Self.block("var high = 3\n"), definitions: definitions)
        == "it declares 'high' at top level, as a definition it sees does")
    #expect(
      MergeEligibility.reason(Self.block("let check = { let clamp = 1; return clamp }\n"), definitions: definitions)
        == nil, "a name declared inside braces shadows in top-level code as well")
    #expect(MergeEligibility.reason(Self.block("let text = \"let clamp\"\n"), definitions: definitions) == nil)
  }

  @Test func aCheckThatDeclaresANameADefinitionUsesFreelyIsAlone() {
    let definitions = ["func greet(_ name: String) { print(\"hello, \\(name)\") }\nlet blob = Data()\n"]
    #expect(
      MergeEligibility.reason(Self.block("func print(_ text: String) {}\n"), definitions: definitions)
        == "it declares 'print' at top level, which a definition it sees uses without declaring it")
    #expect(
      MergeEligibility.reason(Self.block("struct Data {}\n"), definitions: definitions)
        == "it declares 'Data' at top level, which a definition it sees uses without declaring it")
    #expect(MergeEligibility.reason(Self.block("let name = 1\n"), definitions: definitions) == nil, "a parameter")
    #expect(MergeEligibility.reason(Self.block("let count = 1\n"), definitions: ["let n = [1].count\n"]) == nil)
  }

  @Test func freeNamesLeaveOutWhatTheCodeBindsMembersAndLabels() {
    let code = """
      enum Phase { case waiting, started(Int) }
      func run(_ step: String, label limit: Int, _ body: (_ event: Phase) -> Void) {
        for (index, item) in [1].enumerated() { use(index, item, limit: limit) }
        let handler = { (value: Int) in total(value) }
        if let first = step.first { report(first, flag ? yes : no) }
        body(.waiting)
      }
      """
    let free = FreeNames.free(in: code)
    #expect(free.isSuperset(of: ["use", "total", "report", "flag", "yes", "no", "Int", "String", "Void"]))
    let bound = [
      "Phase", "waiting", "started", "run", "step", "limit", "body", "event", "index", "item", "handler", "value",
      "first",
    ]
    #expect(free.isDisjoint(with: bound), "\(free.intersection(bound))")
    #expect(!free.contains("label") && !free.contains("enumerated"))
    #expect(FreeNames.free(in: "_ = total()\n") == ["total"], "the wildcard is no name")
  }

  @Test func findsTheNamesDeclaredOutsideEveryBrace() {
    let code = "struct `S` { let inner = 1 }\nlet (a, (b, _)) = (1, (2, 3))\nfunc f<T>(_ t: T) {}\n// let c\n"
    #expect(TopLevelNames.declared(in: code) == ["S", "a", "b", "f"])
    let lists = "let x = 1, y = [1, 2], z: Int = f(a, b: 2)\nvar p: Int, q: Int\nif x > 0, y.isEmpty {}\n"
    #expect(TopLevelNames.declared(in: lists) == ["x", "y", "z", "p", "q"])
  }
}
