import Foundation
import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// Resolving a spec's imports against the package: which targets it imports, which blocks a module serves, and the
/// imports that are errors.
struct ModuleResolutionTests {
  private static let package = PackageDescription(
    folder: "/p",
    targets: [
      PackageTarget(name: "Tally", type: "library", moduleType: "SwiftTarget", path: "Sources/Tally"),
      PackageTarget(name: "tool", type: "executable", moduleType: "SwiftTarget", path: "Sources/tool"),
      PackageTarget(name: "TallyTests", type: "test", moduleType: "SwiftTarget", path: "Tests/TallyTests"),
    ])

  private static let quoting = """
    # Q

    ```swift name=Counter source=Sources/Tally/Tally.swift#counter
    struct Counter {}
    ```

    ```swift check=a
    expect(true, "t")
    ```

    """

  @Test func importsWinOverQuotesOfTheSameTarget() throws {
    let edition = try SpecText.edition("```swift\nimport Tally\n```\n\n" + Self.quoting)
    let (resolution, errors) = ModuleResolution.resolve(
      [edition], in: Self.package, modulesMode: false, bindingRoot: "/p")
    #expect(errors.isEmpty)
    #expect(resolution.targets[edition.path] == ["Tally"])
    #expect(resolution.served[edition.path] == [1: "Tally"])
  }

  @Test func quotesAreCompiledUnlessImportedOrInModulesMode() throws {
    let edition = try SpecText.edition(Self.quoting)
    let plain = ModuleResolution.resolve([edition], in: Self.package, modulesMode: false, bindingRoot: "/p").0
    #expect(plain.isEmpty && plain.served[edition.path] == [:])
    let modules = ModuleResolution.resolve([edition], in: Self.package, modulesMode: true, bindingRoot: "/p").0
    #expect(modules.targets[edition.path] == ["Tally"] && modules.served[edition.path] == [0: "Tally"])
  }

  @Test func anIgnoredBoundDefinitionServesNothingAndAddsNoImport() throws {
    let ignoring = try SpecText.edition(
      Self.quoting.replacingOccurrences(of: "#counter\n", with: "#counter ignore\n"))
    let modules = ModuleResolution.resolve([ignoring], in: Self.package, modulesMode: true, bindingRoot: "/p").0
    #expect(modules.served[ignoring.path] == [:])
    #expect(modules.targets[ignoring.path] == [])
    let kept = try SpecText.edition(Self.quoting)
    let served = ModuleResolution.resolve([kept], in: Self.package, modulesMode: true, bindingRoot: "/p").0
    #expect(served.served[kept.path] == [0: "Tally"])
  }

  @Test func aServedTargetTheSpecImportsIsImportedPlainlyAndOnlyModulesModeIsTestable() throws {
    let importing = try SpecText.edition("```swift\nimport Tally\n```\n\n" + Self.quoting)
    let built = BuiltModules(package: Self.package, binFolder: "/b")
    let plain = ModuleResolution.resolve([importing], in: Self.package, modulesMode: true, bindingRoot: "/p").0
    #expect(ProgramModules(resolution: plain, built: built).importLines(importing).hasSuffix("\nimport Tally\n"))
    let quoting = try SpecText.edition(Self.quoting)
    let modules = ModuleResolution.resolve([quoting], in: Self.package, modulesMode: true, bindingRoot: "/p").0
    #expect(
      ProgramModules(resolution: modules, built: built).importLines(quoting).hasSuffix("\n@testable import Tally\n"))
  }

  @Test func sourcePathsAreResolvedAgainstTheBindingRootNotThePackageFolder() throws {
    // Specs at /m/Specs bind files as pkg/Sources/...; the package is /m/pkg, whose target folder is Sources/Tally.
    let edition = try SpecText.edition(
      Self.quoting.replacingOccurrences(of: "source=Sources/", with: "source=pkg/Sources/"))
    let package = PackageDescription(folder: "/m/pkg", targets: [Self.package.targets["Tally"]!])
    let served = ModuleResolution.resolve([edition], in: package, modulesMode: true, bindingRoot: "/m").0
    #expect(served.served[edition.path] == [0: "Tally"])
    let beside = ModuleResolution.resolve([edition], in: package, modulesMode: true, bindingRoot: "/m/pkg").0
    #expect(beside.served[edition.path] == [:])
  }

  @Test(arguments: [
    ("import tool", "'tool' is an executable target of the package; a check can import only its library targets"),
    ("import TallyTests", "'TallyTests' is a test target of the package; a check can import only its library targets"),
    (
      "@testable import Tally",
      "'@testable import Tally': a spec imports a package target's public API with a plain 'import'"
    ),
  ])
  func importsAProgramCannotServeAreErrorsAtTheirLine(line: String, message: String) throws {
    let edition = try SpecText.edition("# S\n\n```swift check=a\nimport Foundation\n\(line)\n```\n")
    let (resolution, errors) = ModuleResolution.resolve(
      [edition], in: Self.package, modulesMode: false, bindingRoot: "/p")
    #expect(errors.map(\.description) == ["Acceptance/ja/sample.md:5: error: \(message)"])
    #expect(resolution.isEmpty)
  }
}

/// A `--subject` that replaces a block a module serves is an error: its code would not be compiled.
struct ServedSubjectTests {
  @Test func aSubjectForAServedBlockIsAnErrorAtTheSubjectsFile() throws {
    let edition = try SpecText.edition(
      "```swift name=Counter source=Sources/Tally/Tally.swift#counter\nstruct Counter {}\n```\n\n"
        + "```swift name=Other\nstruct Other {}\n```\n\n```swift check=a\nexpect(true, \"t\")\n```\n")
    let package = PackageDescription(
      folder: "/p",
      targets: [PackageTarget(name: "Tally", type: "library", moduleType: "SwiftTarget", path: "Sources/Tally")])
    let jobs = [CheckJob(edition: edition, check: try edition.check(at: 2))]
    let subjects = [
      Subject(name: "Counter", path: "mine.swift", code: "struct Counter {}"),
      Subject(name: "Other", path: "other.swift", code: "struct Other {}"),
    ]
    let served = ModuleResolution.resolve([edition], in: package, modulesMode: true, bindingRoot: "/p").0
    let modules = ProgramModules(resolution: served, built: BuiltModules(package: package, binFolder: "/b"))
    let errors = AcceptanceRun.servedSubjectErrors(subjects, jobs, modules)
    #expect(errors.map(\.location.file) == ["mine.swift"])
    #expect(
      errors.first?.problem.message.hasPrefix("--subject Counter replaces a block served by module Tally") == true)
    let quoted = ModuleResolution.resolve([edition], in: package, modulesMode: false, bindingRoot: "/p").0
    let none = ProgramModules(resolution: quoted, built: BuiltModules(package: package, binFolder: "/b"))
    #expect(AcceptanceRun.servedSubjectErrors(subjects, jobs, none).isEmpty)
    #expect(AcceptanceRun.servedSubjectErrors(subjects, jobs, nil).isEmpty)
  }
}
