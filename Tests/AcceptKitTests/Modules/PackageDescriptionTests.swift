import Foundation
import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// Reading `swift package describe --type json` (a recorded output) and the targets a program may import.
struct PackageDescriptionTests {
  private static func recorded() throws -> PackageDescription {
    let data = try Data(contentsOf: URL(fileURLWithPath: "\(FixturePaths.root)/Modules/describe.json"))
    return try PackageDescription.parse(data, folder: "/fixture")
  }

  @Test func readsEveryTargetWithItsKindFolderAndDependencies() throws {
    let package = try Self.recorded()
    #expect(package.targets.keys.sorted() == ["Tally", "TallyTests", "tool"])
    #expect(
      package.targets["Tally"]
        == PackageTarget(
          name: "Tally", type: "library", moduleType: "SwiftTarget", path: "Sources/Tally"))
    #expect(package.targets["tool"]?.targetDependencies == ["Tally"])
    #expect(package.targets.values.filter(\.isImportable).map(\.name) == ["Tally"])
  }

  @Test func unreadableJSONIsAnError() {
    #expect(throws: ModuleError.self) { try PackageDescription.parse(Data("{}".utf8), folder: "/x") }
  }

  @Test func findsTheLibraryTargetThatHoldsAFile() throws {
    let package = try Self.recorded()
    #expect(package.libraryTarget(holding: "Sources/Tally/Tally.swift")?.name == "Tally")
    #expect(package.libraryTarget(holding: "./Sources/Tally/Deep/More.swift")?.name == "Tally")
    #expect(package.libraryTarget(holding: "Sources/tool/main.swift") == nil)
    #expect(package.libraryTarget(holding: "Sources/TallyExtra/X.swift") == nil)
    #expect(package.libraryTarget(holding: "Tests/TallyTests/T.swift") == nil)
  }

  @Test func closureListsDependenciesFirstAndSkipsWhatCannotBeImported() {
    let package = PackageDescription(
      folder: "/p",
      targets: [
        PackageTarget(
          name: "App", type: "library", moduleType: "SwiftTarget", path: "Sources/App",
          targetDependencies: ["Core", "CShim"]),
        PackageTarget(name: "Core", type: "library", moduleType: "SwiftTarget", path: "Sources/Core"),
        PackageTarget(name: "CShim", type: "library", moduleType: "ClangTarget", path: "Sources/CShim"),
        PackageTarget(name: "Macros", type: "macro", moduleType: "SwiftTarget", path: "Sources/Macros"),
      ])
    #expect(package.closure(of: ["App"]).map(\.name) == ["CShim", "Core", "App"])
    #expect(package.closure(of: ["Core", "App", "Macros"]).map(\.name) == ["CShim", "Core", "App"])
  }
}
