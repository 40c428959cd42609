import Foundation
import Testing

/// `accept new` end to end: a scaffold in a scratch package is lint-clean and green at once, and refusals write
/// nothing.
@Suite(.serialized)
struct NewCommandTests {
  /// A package with one library target and no specs.
  static func package() throws -> ScratchRoot {
    try ScratchRoot([
      "Package.swift": """
      // swift-tools-version: 6.0
      import PackageDescription

      let package = Package(
        name: "Demo",
        products: [
          .library(name: "Core", targets: ["Core"])
        ],
        targets: [
          .target(name: "Core")
        ]
      )

      """,
      "Sources/Core/Core.swift": "public let core = 1\n",
    ])
  }

  @Test func theScaffoldIsLintCleanGreenAndRejectsItsCounterexample() throws {
    let package = try Self.package()
    defer { package.remove() }
    let new = CLIHarness.run(["new", "rate-limiter", "--library", "Limits"], in: package.path)
    #expect(new.status == 0, "\(new.out)\(new.err)")
    #expect(new.out.contains("+    .target(name: \"Limits\"),\n"), "\(new.out)")
    for file in [
      "Acceptance/zh-Hant/rate-limiter.md", "Acceptance/zh-Hans/rate-limiter.md", "Acceptance/ja/rate-limiter.md",
      "Sources/Limits/RateLimiter.swift", "Acceptance/counterexamples/rate-limiter/drops-the-remainder.patch",
    ] {
      #expect(new.out.contains("created \(file)\n"), "\(file) in \(new.out)")
    }
    #expect(new.out.contains("edited Package.swift\n"), "\(new.out)")
    #expect(!new.out.contains("created Package.swift"), "\(new.out)")
    let lint = CLIHarness.run(["lint"], in: package.path)
    #expect(lint.status == 0, "\(lint.out)\(lint.err)")
    let run = CLIHarness.run(["run", "--spec", "rate-limiter"], in: package.path)
    #expect(run.status == 0, "\(run.out)\(run.err)")
    #expect(run.lastLine == "6 passed, 0 failed")
    #expect(run.out.contains("ok   rate-limiter#wrong-claim-is-caught [zh-Hant] failed as expected"), "\(run.out)")
    let counterexamples = CLIHarness.run(["counterexamples", "--spec", "rate-limiter"], in: package.path)
    #expect(counterexamples.status == 0, "\(counterexamples.out)\(counterexamples.err)")
    #expect(
      counterexamples.out.contains(
        "rejected rate-limiter/drops-the-remainder.patch by 1 check(s): shares-add-up (failed)\n"),
      "\(counterexamples.out)")
    // The expect=fail demonstration fails under the counterexample too, so alone it does not reject it.
    let demo = CLIHarness.run(
      ["counterexamples", "--spec", "rate-limiter", "--check", "wrong-claim-is-caught"], in: package.path)
    #expect(demo.status == 1, "\(demo.out)\(demo.err)")
    #expect(
      demo.out.contains("ACCEPTED rate-limiter/drops-the-remainder.patch: every check went as expected\n"),
      "\(demo.out)")
  }

  @Test func aSecondScaffoldOfTheSameNameIsRefusedAndWritesNothing() throws {
    let package = try Self.package()
    defer { package.remove() }
    #expect(CLIHarness.run(["new", "retry"], in: package.path).status == 0)
    let spec = "\(package.path)/Acceptance/ja/retry.md"
    try "mine\n".write(toFile: spec, atomically: true, encoding: .utf8)
    let again = CLIHarness.run(["new", "retry", "--library", "Retry"], in: package.path)
    #expect(again.status == 73)
    #expect(again.err.contains("Acceptance/ja/retry.md: error: exists already; accept new never overwrites a file\n"))
    #expect(!again.out.contains("created"))
    #expect(try String(contentsOfFile: spec, encoding: .utf8) == "mine\n")
    #expect(!FileManager.default.fileExists(atPath: "\(package.path)/Sources/Retry"))
    let manifest = try String(contentsOfFile: "\(package.path)/Package.swift", encoding: .utf8)
    #expect(!manifest.contains("Retry"))
  }

  @Test func aDryRunShowsTheFilesAndTheManifestEditAndWritesNothing() throws {
    let package = try Self.package()
    defer { package.remove() }
    let before = try String(contentsOfFile: "\(package.path)/Package.swift", encoding: .utf8)
    let dry = CLIHarness.run(["new", "retry", "--library", "Retry", "--dry-run"], in: package.path)
    #expect(dry.status == 0, "\(dry.err)")
    #expect(dry.out.contains("--- a/Package.swift\n+++ b/Package.swift\n"), "\(dry.out)")
    #expect(dry.out.contains("would create Sources/Retry/Retry.swift\n"), "\(dry.out)")
    #expect(dry.out.contains("would edit Package.swift as shown above\n"), "\(dry.out)")
    #expect(try String(contentsOfFile: "\(package.path)/Package.swift", encoding: .utf8) == before)
    #expect(!FileManager.default.fileExists(atPath: "\(package.path)/Acceptance"))
  }

  @Test func fromASubfolderTheRootIsBesideTheNearestPackage() throws {
    let package = try Self.package()
    defer { package.remove() }
    let dry = CLIHarness.run(["new", "retry", "--languages", "en", "--dry-run"], in: "\(package.path)/Sources/Core")
    #expect(dry.status == 0, "\(dry.err)")
    #expect(dry.out.contains("would create ../../Acceptance/en/retry.md\n"), "\(dry.out)")
  }

  @Test(arguments: ["../x", "sources"])
  func aLanguageThatIsNoPlainFolderIsABadInvocation(language: String) throws {
    let package = try Self.package()
    defer { package.remove() }
    let result = CLIHarness.run(["new", "retry", "--languages", "en,\(language)", "--dry-run"], in: package.path)
    #expect(result.status == 64)
    #expect(result.err.contains("'\(language)' is not a language folder"), "\(result.err)")
    #expect(result.out.isEmpty)
  }

  @Test(arguments: ["Retry", "retry_policy", "-x", "re--try"])
  func aNameThatIsNoSlugIsABadInvocation(name: String) throws {
    let package = try Self.package()
    defer { package.remove() }
    let result = CLIHarness.run(["new", "--", name], in: package.path)
    #expect(result.status == 64)
    #expect(result.err.hasPrefix("error: '\(name)' is not a spec name"), "\(result.err)")
  }

  @Test func aMissingNameIsABadInvocation() {
    let result = CLIHarness.run(["new"])
    #expect(result.status == 64)
    #expect(result.err.contains("give the new spec's NAME"))
  }
}
