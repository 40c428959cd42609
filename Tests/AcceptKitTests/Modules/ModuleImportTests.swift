import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// Finding `import` declarations in a block's code with the Swift lexer.
struct ModuleImportTests {
  @Test(arguments: [
    ("import Tally\n", ["Tally:1"]),
    ("import Tally.Sub\n", ["Tally:1"]),
    ("import struct Tally.Counter\n", ["Tally:1"]),
    ("public import Tally\n", ["Tally:1"]),
    ("@testable import Tally\n", ["Tally:1 testable"]),
    ("@testable\nimport Tally\n", ["Tally:2 testable"]),
    ("let a = 1\nimport Tally\n", ["Tally:2"]),
    ("let a = 1; import Tally\n", ["Tally:1"]),
    ("import Foundation\n\nimport Tally\n", ["Foundation:1", "Tally:3"]),
    ("// import Tally\n", []),
    ("let text = \"import Tally\"\n", []),
    ("/* import Tally */\n", []),
    ("func f() {\n  import Tally\n}\n", []),
    ("let important = 1\n", []),
    ("print(1) import Tally\n", []),
    ("import\nTally\n", []),
  ])
  func findsOnlyRealImportDeclarations(code: String, expected: [String]) {
    let found = ModuleImport.all(in: code).map { "\($0.module):\($0.line)" + ($0.testable ? " testable" : "") }
    #expect(found == expected)
  }

  @Test func toolchainModulesNeedNoPackage() throws {
    let plain = try SpecText.edition(
      "```swift check=a\nimport Foundation\nimport Synchronization\nexpect(true, \"t\")\n```\n")
    #expect(!ModuleResolution.needsPackage([plain], modulesMode: false))
    #expect(ModuleResolution.needsPackage([plain], modulesMode: true))
    let importing = try SpecText.edition("```swift check=a\nimport Tally\nexpect(true, \"t\")\n```\n")
    #expect(ModuleResolution.needsPackage([importing], modulesMode: false))
  }
}
