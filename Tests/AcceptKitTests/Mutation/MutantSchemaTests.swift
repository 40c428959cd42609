import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// The schema keeps the code's lines, makes each site choose by the active mutant, and puts declarations after it.
struct MutantSchemaTests {
  @Test func aComparisonBecomesTheSitesOperatorDeclaredAfterTheCode() {
    let code = "func adult(_ age: Int) -> Bool {\n  age >= 18\n}\n"
    let sites = MutantGenerator(code: code).sites()
    let schema = MutantSchema(
      code: code, sites: sites, included: Set(sites.indices), firstNumber: 1, prelude: false)
    let lines = schema.code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines[0] == "func adult(_ age: Int) -> Bool {")
    #expect(
      lines[1]
        == "  age \u{2214}\u{2201} (AcceptMutantSchema.active == 3 ? 17 : AcceptMutantSchema.active == 4 ? 19 : 18)")
    #expect(lines[2] == "}")
    #expect(
      lines[3]
        == "infix operator \u{2214}\u{2201}: ComparisonPrecedence; func \u{2214}\u{2201}<T: Comparable>(l: T, r: T) "
        + "-> Bool { switch AcceptMutantSchema.active { case 1: l > r; case 2: l < r; default: l >= r } }")
    #expect(schema.declarationLines == [4: 0])
    #expect(schema.firstNumbers == [0: 1, 1: 3])
  }

  @Test func anExcludedSiteKeepsItsNumbersButNotItsEdits() {
    let code = "let x = a < b\n"
    let sites = MutantGenerator(code: code).sites()
    let schema = MutantSchema(code: code, sites: sites, included: [], firstNumber: 5, prelude: true)
    #expect(schema.code == "let x = a < b\n" + MutantSchema.prelude + "\n")
    #expect(schema.firstNumbers.isEmpty)
  }

  @Test func operatorNamesAreOperatorCharactersOnly() {
    #expect(MutantSchema.operatorName(site: 109) == "\u{2214}\u{2201}\u{2200}\u{2209}")
  }

  @Test func guardsAndIfsWrapTheirConditionList() {
    let code = "func f(_ a: Bool, _ b: Bool) {\n  guard a, b else { return }\n  if a { g() } else { h() }\n}\n"
    let sites = MutantGenerator(code: code).sites().filter {
      [.removedGuard, .swappedArms].contains($0.mutants[0].mutationOperator)
    }
    let schema = MutantSchema(code: code, sites: sites, included: Set(sites.indices), firstNumber: 1, prelude: false)
    let lines = schema.code.split(separator: "\n").map(String.init)
    #expect(lines[1] == "  guard AcceptMutantSchema.active == 1 || (( a) && ( b )) else { return }")
    #expect(lines[2] == "  if AcceptMutantSchema.flip(2, (( a ))) { g() } else { h() }")
  }
}
