import AcceptTestSupport
import Foundation
import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// Whole runs over a tiny package whose specs import its library: green when the module keeps its checks, red when
/// it does not, an error (never green) when the module does not build, and rebuilt when the module changes. Each step
/// runs `swift build`, so the steps share one package and the limit is generous (the machine may be busy).
@Suite(.timeLimit(.minutes(15)))
struct AcceptanceRunModulesTests {
  /// The outcomes of a run over `package`'s `Specs` folder, by `spec#check`, with what it printed.
  private func run(
    _ package: ScratchPackage, modules: Bool = false, root: String = "Specs", packageFolder: String? = nil
  ) throws -> ([String: Outcome], [String]) {
    var options = RunOptions()
    options.root = root.isEmpty ? package.root : "\(package.root)/\(root)"
    options.languages = ["ja"]
    options.modules = modules
    options.packageFolder = packageFolder.map { "\(package.root)/\($0)" }
    options.jobs = 2
    let environment = Repository.environment
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
    try package.write("Sources/Tally/Extra.swift", "public func extra() -> Int { 1 }\n")
    let (first, lines) = try run(package)
    #expect(
      first == [
        "tally#doubles": .passed, "tally#wrong-claim": .failed, "counter#counts": .passed, "plain#plain": .passed,
      ])
    #expect(lines.contains { $0.hasPrefix("building modules: Tally (SwiftPM, ") })
    #expect(FileManager.default.fileExists(atPath: "\(package.root)/.build/accept-modules"))
    // The compiles write nothing into SwiftPM's build folders (the driver's `Check.autolink` once went beside the first
    // object file there, a file every program compiled at the same time wrote).
    let written = FileManager.default.enumerator(atPath: "\(package.root)/.build/accept-modules")?
      .compactMap { $0 as? String }.filter { $0.hasSuffix(".autolink") && $0.contains("Check") }
    #expect(written == [])

    // The module changes under the same spec text: the program is rebuilt against it, and the claim goes red. A
    // source file renamed at the same time leaves its old object file in the build folder, which must not be linked
    // (it would define `extra()` twice).
    try package.write("Sources/Tally/Tally.swift", ModulePackage.library(doubling: 3))
    try FileManager.default.moveItem(
      atPath: "\(package.root)/Sources/Tally/Extra.swift", toPath: "\(package.root)/Sources/Tally/Renamed.swift")
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
    let header = "int shim_triple(int value);\nstatic inline int shim_base(void) { return 3; }\n"
    try package.write("Sources/CShim/include/shim.h", header)
    try package.write("Sources/CShim/shim.c", "#include \"shim.h\"\nint shim_triple(int value) { return value * 3; }\n")
    try package.write(
      "Sources/Wrap/Wrap.swift",
      "import CShim\n\npublic func triple(_ value: Int) -> Int { Int(shim_triple(Int32(value))) }\n")
    // The spec root is the package's own folder: the package is found there, not only above it.
    try package.write(
      "ja/c.md",
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
    // A spec that imports only the C target, whose header alone holds the code it calls.
    try package.write(
      "ja/h.md", "# H\n\n```swift check=header\nimport CShim\nexpect(shim_base() == 3, \"shim_base() is 3\")\n```\n")
    let (first, lines) = try run(package, root: "")
    #expect(first == ["c#wrapped": .passed, "c#direct": .failed, "h#header": .passed], "\(lines)")

    // Only the header changes (nothing SwiftPM compiles into an object): the program is built again and goes red.
    try package.write("Sources/CShim/include/shim.h", header.replacingOccurrences(of: "return 3", with: "return 4"))
    #expect(try run(package, root: "").0["h#header"] == .failed)
  }

  @Test func withoutAPackageImportsAreLeftToTheCompilerAndOnlyImportingSpecsDependOnIt() throws {
    let importing = "# G\n\n```swift check=g\nimport NoSuchModule\nexpect(true, \"t\")\n```\n"
    let package = try ScratchPackage()
    try package.write("Specs/ja/g.md", importing)
    try package.write("Specs/ja/plain.md", ModulePackage.plainSpec)
    // No Package.swift anywhere: one warning, the plain spec runs, the import is the compiler's to judge.
    let (outcomes, lines) = try run(package)
    #expect(outcomes == ["g#g": .compileError, "plain#plain": .passed])
    #expect(lines.filter { $0.contains("warning: no Package.swift in") }.count == 1)

    // --modules and an explicit --package without a Package.swift are errors, each saying which.
    let (modules, modulesLines) = try run(package, modules: true)
    #expect(modules == ["g#g": .error, "plain#plain": .error])
    #expect(modulesLines.contains { $0.contains("--modules serves source= blocks from a package's modules") })
    let (given, givenLines) = try run(package, packageFolder: "Specs")
    #expect(given == ["g#g": .error, "plain#plain": .error])
    #expect(givenLines.contains { $0.contains("/Specs, the folder given with --package") })

    // A manifest that cannot be described blocks only the spec that imports a module other than the toolchain's.
    try package.write("Package.swift", "// swift-tools-version:6.0\nthis is not a manifest\n")
    let (broken, brokenLines) = try run(package)
    #expect(broken == ["g#g": .error, "plain#plain": .passed])
    #expect(brokenLines.contains { $0.contains("swift package describe failed") })
  }
}
