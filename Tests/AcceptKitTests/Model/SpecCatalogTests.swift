import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// The errors of a catalog, root errors first, then by spec name.
struct SpecCatalogTests {
  private func error(_ file: String) -> SpecError { SpecError(.noChecks, at: .init(file: file, line: 1)) }

  private var catalog: SpecCatalog {
    var catalog = SpecCatalog()
    catalog.rootErrors = [error("root")]
    catalog.errors = ["zeta": SpecErrors([error("z1"), error("z2")]), "alpha": SpecErrors([error("a")])]
    return catalog
  }

  @Test func listsEveryErrorInOrder() {
    #expect(catalog.allErrors.map(\.location.file) == ["root", "a", "z1", "z2"])
  }

  @Test func listsTheErrorsOfTheNamedSpecsAndTheRoot() {
    #expect(catalog.errors(of: ["zeta"]).map(\.location.file) == ["root", "z1", "z2"])
    #expect(catalog.errors(of: ["other"]).map(\.location.file) == ["root"])
  }

  @Test func joinsErrorsOneALine() {
    #expect(
      SpecErrors([error("a"), error("b")]).description
        == "a:1: error: the spec has no check (a block with check=<id>)\n"
        + "b:1: error: the spec has no check (a block with check=<id>)")
  }
}
