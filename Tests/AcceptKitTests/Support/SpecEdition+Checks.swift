import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

extension SpecEdition {
  /// The check of the block at `index`, or a failed requirement when that block is a definition.
  func check(at index: Int) throws -> SpecCheck {
    try #require(SpecCheck(blocks[index]), "block \(index) of \(path) is no check")
  }

  /// The block indices of `checks`, for tests that name checks by their place in the edition.
  func indices(of checks: [SpecCheck]) -> [Int] {
    checks.compactMap { check in blocks.firstIndex(of: check.block) }
  }
}

extension BuildUnit {
  /// The block indices of the unit's checks in its edition.
  var indices: [Int] { edition.indices(of: checks) }
}
