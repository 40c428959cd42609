import Testing

@testable import AcceptKit

/// The mutants the generator finds, from tokens: each operator where it applies, never in comments or strings.
struct MutantGeneratorTests {
  /// The mutants of `code` as `line:column operator original -> replacement`.
  static func mutants(_ code: String) -> [String] {
    MutantGenerator(code: code).sites().flatMap(\.mutants).map {
      "\($0.line):\($0.column) \($0.mutationOperator.rawValue) \($0.original) -> \($0.replacement)"
    }
  }

  @Test func comparisonsGetTheirBoundaryAndTheirNegation() {
    #expect(
      Self.mutants("func f(_ a: Int) -> Bool {\n  a >= 18\n}\n") == [
        "2:5 relational-boundary >= -> >", "2:5 negated-comparison >= -> <", "2:8 integer-constant 18 -> 17",
        "2:8 integer-constant 18 -> 19",
      ])
    #expect(
      Self.mutants("let x = a == b && c != d\n") == [
        "1:11 negated-comparison == -> !=", "1:16 logical-connector && -> ||", "1:21 negated-comparison != -> ==",
      ])
  }

  @Test func arithmeticLiteralsAndCompoundAssignmentsAreMutated() {
    #expect(
      Self.mutants("total += a * 2 - b / c\nlet flag = true\n") == [
        "1:7 arithmetic += -> -=", "1:12 arithmetic * -> /", "1:14 integer-constant 2 -> 1",
        "1:14 integer-constant 2 -> 3", "1:16 arithmetic - -> +", "1:20 arithmetic / -> *",
        "2:12 boolean-literal true -> false",
      ])
  }

  @Test func commentsStringsGenericsAndWhereClausesAreLeftAlone() {
    let code = """
      // a < b and true
      let text = "a < b \\(1 + 2) true"
      let list = Array<Int>()
      func g<T>(_ x: T) where T == Int {}
      let t = pair.0
      """
    #expect(Self.mutants(code).isEmpty, "\(Self.mutants(code))")
  }

  @Test func callStatementsPreconditionsAndGuardsAreRemoved() {
    let code = """
      func f(_ n: Int) throws -> [Int] {
        precondition(n > 0)
        try Task.checkCancellation()
        guard n != 3 else { return [] }
        let kept = compute(n)
        return [kept]
      }
      """
    let all = Self.mutants(code)
    #expect(all.contains("3:3 removed-call try Task.checkCancellation() -> (removed)"))
    #expect(all.contains("4:3 removed-guard guard n != 3 else { return [] } -> (removed)"))
    #expect(all.contains("6:10 return-default [kept] -> []"))
    #expect(all.contains("2:3 removed-precondition precondition(n > 0) -> (removed)"))
    #expect(!all.contains { $0.contains("let kept") }, "an assignment's call is not a call statement")
  }

  @Test func armsOfIfElseAndTernariesAreSwapped() {
    let code = "func f(_ c: Bool) -> Int {\n  if c { return 1 } else { return 2 }\n}\nlet y = c ? a : b\n"
    let mutants = MutantGenerator(code: code).sites().flatMap(\.mutants).filter { $0.mutationOperator == .swappedArms }
    #expect(mutants.count == 2)
    #expect(mutants.first?.apply(to: code).contains("if c { return 2 } else { return 1 }") == true)
    #expect(mutants.last?.apply(to: code).hasSuffix("let y = c ? b : a\n") == true)
  }

  @Test func aClosuresOnlyStatementMayBeItsValueSoItIsKept() {
    let code = "let take = {\n  lock.withLock { next }\n}\nfunc run() {\n  lock.withLock { work() }\n  other()\n}\n"
    let removed = Self.mutants(code).filter { $0.contains("removed-call") }
    #expect(
      removed == ["5:3 removed-call lock.withLock { work() } -> (removed)", "6:3 removed-call other() -> (removed)"])
  }

  @Test func eachMutantAloneChangesOnlyItsPlace() {
    let code = "let ok = a < b\n"
    let mutants = MutantGenerator(code: code).sites().flatMap(\.mutants)
    #expect(mutants.map { $0.apply(to: code) } == ["let ok = a <= b\n", "let ok = a >= b\n"])
  }
}
