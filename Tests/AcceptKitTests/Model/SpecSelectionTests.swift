import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// `--spec` and `--check` as every command checks them: a name must name a spec, an id a check of the selected specs.
struct SpecSelectionTests {
  private static let root = FixturePaths.specs("catalog")
  private static let catalog = SpecLoader(root: root).load()

  private func problem(_ specs: [String], _ checks: [String] = []) -> SpecSelection.Problem? {
    SpecSelection(specs: specs, checks: checks).problem(in: Self.catalog, root: "Specs")
  }

  @Test func aSelectionOfWhatExistsHasNoProblem() {
    #expect(problem([]) == nil)
    #expect(problem(["alpha", "beta"], ["doubles", "plain"]) == nil)
    #expect(problem([], ["plain"]) == nil)
  }

  @Test func aSpecNameThatNamesNoSpecIsRefusedWithTheClosestName() {
    #expect(problem(["alpah"]) == .noSpec("alpah", root: "Specs", closest: "alpha"))
    #expect(problem(["alpah"])?.description == "no spec named 'alpah' under Specs; did you mean 'alpha'?")
  }

  @Test func aCheckIdMustBeACheckOfTheSelectedSpecs() {
    // `plain` is beta's: with only alpha selected it selects nothing.
    #expect(problem(["alpha"], ["plain"]) == .noCheck("plain", specs: ["alpha"], closest: nil))
    #expect(problem([], ["doubels"]) == .noCheck("doubels", specs: [], closest: "doubles"))
    #expect(problem([], ["doubels"])?.description == "no check with id 'doubels'; did you mean 'doubles'?")
    #expect(problem(["alpha"], ["plain"])?.description == "no check with id 'plain' in alpha")
  }
}
