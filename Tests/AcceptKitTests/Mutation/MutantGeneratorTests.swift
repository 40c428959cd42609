import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

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

/// Places a mutant could not be judged fairly, or would be misplaced, are left alone; odd input never crashes.
struct MutantGeneratorEdgeTests {
  @Test func regexLiteralsConditionalBranchesAndAttributesAreLeftAlone() {
    let code = """
      let r = /a + b/
      #if os(Windows)
      let w = a + b
      #endif
      @available(macOS 13, *)
      func f() {}
      """
    #expect(MutantGeneratorTests.mutants(code).isEmpty, "\(MutantGeneratorTests.mutants(code))")
  }

  @Test func oddInputDoesNotCrash() {
    #expect(
      MutantGeneratorTests.mutants("let big = 9223372036854775807\n") == [
        "1:11 integer-constant 9223372036854775807 -> 9223372036854775806"
      ])
    #expect(MutantGeneratorTests.mutants("  + 1\n").count == 2)
  }

  @Test func aForWhereFilterIsMutatedButAGenericRequirementIsNot() {
    let mutants = MutantGeneratorTests.mutants("for x in xs where x > 0 { total += x }\n")
    #expect(mutants.contains("1:21 relational-boundary > -> >="))
    #expect(mutants.contains("1:33 arithmetic += -> -="))
  }

  @Test func casePatternsNeverReturningCallsAndSameValueReturnsAreLeftAlone() {
    let code = """
      func f(_ b: Bool) -> Int? {
        switch b {
        case true:
          record()
          return nil
        default:
          fatalError("no")
        }
      }
      """
    let mutants = MutantGeneratorTests.mutants(code)
    #expect(!mutants.contains { $0.contains("boolean-literal") }, "\(mutants)")
    #expect(!mutants.contains { $0.contains("return-default") }, "\(mutants)")
    #expect(!mutants.contains { $0.contains("fatalError") }, "\(mutants)")
    #expect(mutants.contains("4:5 removed-call record() -> (removed)"), "a call in a case body is a statement")
  }

  @Test func aDictionaryReturnsAnEmptyDictionary() {
    let mutants = MutantGeneratorTests.mutants("func f() -> [String: Int] {\n  return counts\n}\n")
    #expect(mutants == ["2:10 return-default counts -> [:]"])
  }

  @Test func callsInsideAnExpressionAreNotStatements() {
    let code = "func f() {\n  foo(\n    bar(1),\n    baz()\n  )\n  let t = a +\n    compute()\n}\n"
    let removed = MutantGeneratorTests.mutants(code).filter { $0.contains("removed-call") }
    #expect(removed == ["2:3 removed-call foo( … -> (removed)"], "\(removed)")
  }

  @Test func aTernarysElseArmEndsAtItsStatement() {
    let code = "x = c ? 1 : 2; y = 3\nlet v = a ? b ? c : d : e\n"
    let swapped = MutantGenerator(code: code).sites().flatMap(\.mutants).filter { $0.mutationOperator == .swappedArms }
    #expect(
      swapped.map { $0.apply(to: code) } == [
        "x = c ? 2 : 1; y = 3\nlet v = a ? b ? c : d : e\n",
        "x = c ? 1 : 2; y = 3\nlet v = a ? e : b ? c : d\n",
        "x = c ? 1 : 2; y = 3\nlet v = a ? b ? d : c : e\n",
      ])
  }

  @Test func aBlockCommentMarkerBeforeCodeMarksItsOwnLine() {
    let found = EquivalenceMarker.find(in: "/* accept: equivalent removed-call: it closes itself */ foo()\n")
    #expect(found.markers.map(\.line) == [1])
  }
}
