import Foundation
import Testing

@testable import AcceptKit

/// Whole runs over a tiny package whose specs import its library: green when the module keeps its checks, red when
/// it does not, an error (never green) when the module does not build, and rebuilt when the module changes. Each step
/// runs `swift build`, so the steps share one package and the limit is generous (the machine may be busy).
@Suite(.timeLimit(.minutes(15)))
struct AcceptanceRunModulesTests {
  /// The outcomes of a run over `package`'s `Specs` folder, by `spec#check`, with what it printed.
  private func run(_ package: ScratchPackage, modules: Bool = false) throws -> ([String: Outcome], [String]) {
    var options = RunOptions()
    options.root = "\(package.root)/Specs"
    options.languages = ["ja"]
    options.modules = modules
    options.jobs = 2
    let environment = ProcessInfo.processInfo.environment
    let sink = Collected<String>()
    let run = AcceptanceRun(
      options: options, compiler: try SwiftCompiler.locate(environment: environment), environment: environment,
      reporter: TerminalReporter(style: TerminalStyle(colour: false)) { sink.append($0) })
    let report = try run.perform()
    let outcomes = Dictionary(uniqueKeysWithValues: report.checks.map { ("\($0.spec)#\($0.check)", $0.outcome) })
    return (outcomes, sink.text.split(separator: "\n").map(String.init))
  }

  @Test func importedModuleIsBuiltCheckedRebuiltAndItsBuildErrorsAreErrors() throws {
    let package = try ModulePackage.make(specs: [
      "tally": ModulePackage.importingSpec(), "counter": ModulePackage.quotingSpec, "plain": ModulePackage.plainSpec,
    ])
    let (first, lines) = try run(package)
    #expect(
      first == [
        "tally#doubles": .passed, "tally#wrong-claim": .failed, "counter#counts": .passed, "plain#plain": .passed,
      ])
    #expect(lines.contains { $0.hasPrefix("building modules: Tally (SwiftPM, ") })
    #expect(FileManager.default.fileExists(atPath: "\(package.root)/.build/accept-modules"))

    // The module changes under the same spec text: the program is rebuilt against it, and the claim goes red.
    try package.write("Sources/Tally/Tally.swift", ModulePackage.library(doubling: 3))
    let (second, _) = try run(package)
    #expect(second["tally#doubles"] == .failed)

    // A module that does not build: every check of the specs that import it is an error; the others still run.
    try package.write("Sources/Tally/Tally.swift", ModulePackage.library() + "let broken: Int = \"x\"\n")
    let (third, thirdLines) = try run(package)
    #expect(
      third == ["tally#doubles": .error, "tally#wrong-claim": .error, "counter#counts": .error, "plain#plain": .passed])
    #expect(thirdLines.contains { $0.contains("building module Tally failed") })
    #expect(thirdLines.contains { $0.contains("cannot convert value of type 'String' to specified type 'Int'") })
  }

  @Test func modulesModeServesQuotedBlocksFromTheModule() throws {
    // The library declares `Counter.origin` outside the quoted region: only the module has it. Without --modules the
    // quote is compiled and the name is unknown; with it the module serves the block and the check passes.
    let spec = ModulePackage.quotingSpec
      .replacingOccurrences(of: "```swift\nimport Tally\n```\n\n", with: "")
      .replacingOccurrences(of: "counter.add()\n", with: "counter.add()\nexpect(Counter.origin == \"module\", \"o\")\n")
    let library = ModulePackage.library() + "extension Counter { public static let origin = \"module\" }\n"
    let package = try ModulePackage.make(specs: ["counter": spec], library: library)
    #expect(try run(package).0 == ["counter#counts": .compileError])
    #expect(try run(package, modules: true).0 == ["counter#counts": .passed])
  }

  @Test func cTargetsAreImportedDirectlyAndThroughASwiftTarget() throws {
    let package = try ScratchPackage()
    try package.write(
      "Package.swift",
      """
      // swift-tools-version:6.0
      import PackageDescription

      let package = Package(
        name: "CFixture",
        targets: [.target(name: "CShim"), .target(name: "Wrap", dependencies: ["CShim"])]
      )

      """)
    try package.write("Sources/CShim/include/shim.h", "int shim_triple(int value);\n")
    try package.write("Sources/CShim/shim.c", "#include \"shim.h\"\nint shim_triple(int value) { return value * 3; }\n")
    try package.write(
      "Sources/Wrap/Wrap.swift",
      "import CShim\n\npublic func triple(_ value: Int) -> Int { Int(shim_triple(Int32(value))) }\n")
    try package.write(
      "Specs/ja/c.md",
      """
      # C

      ```swift check=wrapped
      import Wrap
      expect(triple(2) == 6, "triple(2) is 6")
      ```

      ```swift check=direct
      import CShim
      expect(shim_triple(3) == 10, "shim_triple(3) is not 10")
      ```

      """)
    #expect(try run(package).0 == ["c#wrapped": .passed, "c#direct": .failed])
  }
}
