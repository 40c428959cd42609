import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// Finding the counterexamples of a root.
struct CounterexampleTests {
  @Test func findsEachSwiftFileSortedWithTheBlockItReplaces() throws {
    let root = try CounterexampleRoot(counterexamples: [
      "b.swift": "// replaces: one\nfunc one() -> Int { 2 }\n",
      "a.swift": "// replaces:  one \nfunc one() -> Int { 0 }\n",
      "notes.txt": "not a counterexample",
    ])
    defer { root.remove() }
    let found = Counterexample.find(in: root.path, specs: root.catalog.specs, packageRoot: root.path)
    let counterexamples = try found.map { try $0.get() }
    #expect(counterexamples.map(\.fileName) == ["a.swift", "b.swift"])
    #expect(counterexamples.map(\.spec) == ["sample", "sample"])
    #expect(counterexamples.map(\.subject.name) == ["one", "one"])
    #expect(counterexamples[0].subject.path == "\(root.path)/counterexamples/sample/a.swift")
  }

  @Test func aSwiftFileWithoutItsReplacesLineIsAnErrorAtLineOne() throws {
    let root = try CounterexampleRoot(counterexamples: ["bad.swift": "func one() -> Int { 2 }\n"])
    defer { root.remove() }
    let found = Counterexample.find(in: root.path, specs: root.catalog.specs, packageRoot: root.path)
    guard found.count == 1, case .failure(let error) = found[0] else {
      Issue.record("expected one error, found \(found)")
      return
    }
    #expect(error.location == SourceLocation(file: "\(root.path)/counterexamples/sample/bad.swift", line: 1))
    #expect("\(error)".contains("a counterexample's first line must be '// replaces: <definition block name>'"))
  }

  @Test func onlyTheSelectedSpecsAreSearched() throws {
    let root = try CounterexampleRoot(counterexamples: ["a.swift": "// replaces: one\n"])
    defer { root.remove() }
    let specs = root.catalog.specs
    #expect(Counterexample.find(in: root.path, specs: specs, packageRoot: root.path, only: ["other"]).isEmpty)
    #expect(Counterexample.find(in: root.path, specs: specs, packageRoot: root.path, only: ["sample"]).count == 1)
  }
}
