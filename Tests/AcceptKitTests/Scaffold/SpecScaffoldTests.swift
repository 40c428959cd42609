import Foundation
import Testing

@testable import AcceptKit

/// The scaffold's texts: editions that lint clean together, a bound block equal to its region, a patch that applies.
struct SpecScaffoldTests {
  static func scaffold(
    _ package: ScratchPackage, library: String? = nil, languages: [String] = SpecLoader.defaultLanguages
  )
    throws -> SpecScaffold
  {
    try SpecScaffold(
      name: SpecName("rate-limiter"), root: "\(package.root)/Acceptance", languages: languages, library: library)
  }

  @Test func theWrittenSpecLintsCleanInEveryLanguage() throws {
    let package = try ScratchPackage()
    try package.write("Package.swift", "let package = Package(name: \"Demo\", targets: [])\n")
    let scaffold = try Self.scaffold(package, library: "Limits")
    try scaffold.plan().write { _ in }
    let catalog = SpecLoader(root: "\(package.root)/Acceptance").load()
    #expect(catalog.allErrors.isEmpty, "\(catalog.allErrors)")
    #expect(catalog.specs.map(\.name) == ["rate-limiter"])
    let checks = catalog.specs.first?.editions.map { $0.checks.compactMap(\.attributes.check) }
    #expect(checks == Array(repeating: ["shares-add-up", "wrong-claim-is-caught"], count: 3))
    #expect(try package.read("Package.swift").contains(".target(name: \"Limits\")"))
    #expect(try package.read("Sources/Limits/RateLimiter.swift").contains("public func rateLimiterShares("))
  }

  @Test func withoutALibraryTheSourceLiesBesideTheSpecs() throws {
    let package = try ScratchPackage()
    let scaffold = try Self.scaffold(package, languages: ["en"])
    let plan = try scaffold.plan()
    #expect(plan.manifest == nil)
    #expect(
      plan.files.map(\.path).map { String($0.dropFirst(package.root.count + 1)) } == [
        "Acceptance/en/rate-limiter.md", "Acceptance/sources/RateLimiter.swift",
        "Acceptance/counterexamples/rate-limiter/drops-the-remainder.patch",
      ])
    let spec = try #require(plan.files.first?.text)
    #expect(spec.contains("```swift name=rate-limiter source=Acceptance/sources/RateLimiter.swift#rate-limiter\n"))
    #expect(spec.contains("# rate-limiter: splitting a total into even shares\n"))
    #expect(!spec.contains("public func"))
  }

  @Test func theCounterexampleIsAPatchOfTheSourceThatApplies() throws {
    let package = try ScratchPackage()
    let scaffold = try Self.scaffold(package, languages: ["en"])
    let patch = try PatchFile(parsing: scaffold.patchText)
    #expect(patch.path == "Acceptance/sources/RateLimiter.swift")
    let patched = try PatchApplier.apply(patch, to: scaffold.sourceText)
    #expect(patched.contains("  let extra = 0\n"))
    #expect(!patched.contains("total % parts"))
    #expect(scaffold.patchText.hasPrefix("replaces: rate-limiter\n"))
  }

  @Test(arguments: ["zh-Hant", "zh-Hans", "ja", "en"])
  func everyEditionHasOneSentencePerLineAndTheSameCode(language: String) throws {
    let package = try ScratchPackage()
    let scaffold = try Self.scaffold(package)
    let text = scaffold.specText(language)
    var inFence = false
    for line in text.split(separator: "\n") {
      if line.hasPrefix("```") { inFence.toggle() }
      guard !inFence, !line.hasPrefix("|") else { continue }
      let sentences = line.components(separatedBy: "。").count - 1 + line.components(separatedBy: ". ").count - 1
      #expect(sentences <= 1, "two sentences on one line: \(line)")
    }
    let code = { (text: String) in
      text.components(separatedBy: "```").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
    }
    #expect(code(text) == code(scaffold.specText("zh-Hant")))
  }

  @Test func anExistingFileStopsTheWholeScaffold() throws {
    let package = try ScratchPackage()
    try package.write("Acceptance/ja/rate-limiter.md", "mine\n")
    let plan = try Self.scaffold(package).plan()
    var created: [String] = []
    #expect(throws: ScaffoldError.exists(["\(package.root)/Acceptance/ja/rate-limiter.md"])) {
      try plan.write { created.append($0) }
    }
    #expect(created.isEmpty)
    #expect(try package.read("Acceptance/ja/rate-limiter.md") == "mine\n")
    #expect(!FileManager.default.fileExists(atPath: "\(package.root)/Acceptance/zh-Hant/rate-limiter.md"))
  }

  @Test func aLibraryWithoutAPackageIsRefused() throws {
    let package = try ScratchPackage()
    #expect(throws: ScaffoldError.noPackage(root: "\(package.root)/Acceptance")) {
      try Self.scaffold(package, library: "Limits").plan()
    }
  }

  @Test func aDeclaredTargetWhoseFolderIsElsewhereIsRefused() throws {
    let package = try ScratchPackage()
    try package.write(
      "Package.swift", "let package = Package(name: \"Demo\", targets: [.target(name: \"Limits\", path: \"lib\")])\n")
    #expect(throws: ScaffoldError.targetFolderMissing(target: "Limits", folder: "\(package.root)/Sources/Limits")) {
      try Self.scaffold(package, library: "Limits").plan()
    }
  }

  @Test(arguments: ["", "9Lib", "My-Lib", "a b"])
  func aLibraryThatIsNoIdentifierIsRefused(target: String) throws {
    let package = try ScratchPackage()
    #expect(throws: ScaffoldError.badTarget(target)) { try Self.scaffold(package, library: target) }
  }

  @Test func theLanguagesAreTheRootsSpecFoldersDefaultsFirst() throws {
    let package = try ScratchPackage()
    #expect(ScaffoldLanguages.inRoot("\(package.root)/Acceptance") == SpecLoader.defaultLanguages)
    for path in [
      "Acceptance/en/a.md", "Acceptance/ja/a.md", "Acceptance/de/a.md", "Acceptance/counterexamples/a/x.patch",
    ] {
      try package.write(path, "x\n")
    }
    #expect(ScaffoldLanguages.inRoot("\(package.root)/Acceptance") == ["ja", "de", "en"])
  }
}
