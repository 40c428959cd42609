import AcceptTestSupport
import Foundation
import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

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
    let checks = catalog.specs.first?.editions.map { $0.checks.map(\.id) }
    #expect(checks == Array(repeating: ["shares-add-up", "wrong-claim-is-caught"], count: 3))
    #expect(try package.read("Package.swift").contains(".target(name: \"Limits\")"))
    #expect(try package.read("Sources/Limits/RateLimiter.swift").contains("public func rateLimiterShares("))
  }

  @Test func theWrittenSpecPassesTheWordingAndLayoutRulesInEveryLanguage() throws {
    let package = try ScratchPackage()
    let languages = SpecLoader.defaultLanguages + ["en"]
    try Self.scaffold(package, languages: languages).plan().write { _ in }
    let loader = SpecLoader(root: "\(package.root)/Acceptance", languages: languages)
    let catalog = loader.load()
    let wording = WordingLint(root: loader.root)
    let read = wording.editions(of: catalog, loader: loader)
    #expect(read.editions.count == 4)
    let report = wording.check(read.editions, partlyRead: read.partlyRead)
    #expect(report.findings.isEmpty, "\(report.findings)")
  }

  @Test func theWrittenSpecKeepsTheKitsOwnGlossary() throws {
    let package = try ScratchPackage()
    try Self.scaffold(package).plan().write { _ in }
    let glossary = try String(contentsOfFile: "\(Repository.root)/Acceptance/glossary.md", encoding: .utf8)
    try package.write("Acceptance/glossary.md", glossary)
    let loader = SpecLoader(root: "\(package.root)/Acceptance")
    let wording = WordingLint(root: loader.root)
    let read = wording.editions(of: loader.load(), loader: loader)
    let report = wording.check(read.editions, partlyRead: read.partlyRead)
    #expect(report.hasGlossary && report.glossaryErrors.isEmpty, "\(report.glossaryErrors)")
    #expect(report.findings.isEmpty, "\(report.findings)")
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
    let patched = try PatchApplier.apply(patch, to: scaffold.sourceText).text
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
      #expect(Self.sentenceEnds(in: line) <= 1, "two sentences on one line: \(line)")
    }
    let code = { (text: String) in
      text.components(separatedBy: "```").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
    }
    let other = language == "en" ? "zh-Hant" : "en"
    #expect(code(text) == code(scaffold.specText(other)), "the code of \(language) and \(other) differ")
    #expect(!code(text).isEmpty)
  }

  /// The sentence ends in a line of prose: every `。`, `！` or `？`, and every `.`, `!` or `?` followed by a space
  /// or ending the line.
  static func sentenceEnds(in line: Substring) -> Int {
    let characters = Array(line)
    return characters.indices.filter { index in
      let character = characters[index]
      if "。！？".contains(character) { return true }
      guard ".!?".contains(character) else { return false }
      return index == characters.count - 1 || characters[index + 1] == " "
    }.count
  }

  @Test func theSentenceCountSeesEveryKindOfEnd() {
    #expect(Self.sentenceEnds(in: "One. Two.") == 2)
    #expect(Self.sentenceEnds(in: "一つ。二つ！") == 2)
    #expect(Self.sentenceEnds(in: "Is it? Yes") == 1)
    #expect(Self.sentenceEnds(in: "`a.b` and 1.5 are one sentence.") == 1)
  }

  @Test func anExistingFileStopsTheWholeScaffold() throws {
    let package = try ScratchPackage()
    try package.write("Acceptance/ja/rate-limiter.md", "mine\n")
    let plan = try Self.scaffold(package).plan()
    var created: [String] = []
    #expect(throws: ScaffoldError.exists(["\(package.root)/Acceptance/ja/rate-limiter.md"])) {
      try plan.write { created.append($0.path) }
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

  /// Every file and folder under the package, relative to it, to see that a refusal left the tree as it was.
  static func tree(_ package: ScratchPackage) -> [String] {
    (FileManager.default.subpaths(atPath: package.root) ?? []).sorted()
  }

  @Test func aNameTooLongForTheFileSystemIsRefusedBeforeAnythingIsWritten() throws {
    let package = try ScratchPackage()
    let name = try SpecName(String(repeating: "c", count: 250))
    let plan = try SpecScaffold(name: name, root: "\(package.root)/Acceptance", languages: ["en"], library: nil).plan()
    #expect(throws: ScaffoldError.self) { try plan.write { written in Issue.record("wrote \(written)") } }
    #expect(plan.problem != nil)
    #expect(Self.tree(package).isEmpty)
  }

  @Test func aFileWhereTheTargetFolderMustBeIsRefusedBeforeAnythingIsWritten() throws {
    let package = try ScratchPackage()
    try package.write("Package.swift", "let package = Package(name: \"Demo\", targets: [])\n")
    try package.write("Sources/Limits", "a file\n")
    let before = Self.tree(package)
    let plan = try Self.scaffold(package, library: "Limits").plan()
    #expect(
      throws: ScaffoldError.cannotWrite(
        path: "\(package.root)/Sources/Limits/RateLimiter.swift",
        reason: "\(package.root)/Sources/Limits is a file, not a folder")
    ) { try plan.write { written in Issue.record("wrote \(written)") } }
    #expect(Self.tree(package) == before)
  }

  @Test func aWriteThatFailsHalfwayRemovesWhatItWrote() throws {
    let package = try ScratchPackage()
    try package.write("Package.swift", "let package = Package(name: \"Demo\", targets: [])\n")
    let plan = try Self.scaffold(package, library: "Limits").plan()
    let intruder = "\(package.root)/Sources/Limits/RateLimiter.swift"
    var wrote: [ScaffoldPlan.Written] = []
    #expect(throws: ScaffoldError.exists([intruder])) {
      try plan.write { written in
        wrote.append(written)
        // After the first spec, someone else creates the source file: its O_EXCL create must fail.
        if wrote.count == 1 { try? package.write("Sources/Limits/RateLimiter.swift", "theirs\n") }
      }
    }
    #expect(wrote.count == 3)
    #expect(Self.tree(package) == ["Package.swift", "Sources", "Sources/Limits", "Sources/Limits/RateLimiter.swift"])
    #expect(try package.read("Sources/Limits/RateLimiter.swift") == "theirs\n")
  }

  @Test func aManifestChangedWhileWritingIsKeptAndTheNewFilesRemoved() throws {
    let package = try ScratchPackage()
    try package.write("Package.swift", "let package = Package(name: \"Demo\", targets: [])\n")
    let plan = try Self.scaffold(package, library: "Limits").plan()
    var wrote: [ScaffoldPlan.Written] = []
    #expect(
      throws: ScaffoldError.manifestShape(
        path: "\(package.root)/Package.swift", reason: "it changed while accept new ran")
    ) {
      try plan.write { written in
        wrote.append(written)
        if wrote.count == 2 { try? package.write("Package.swift", "// edited by hand\n") }
      }
    }
    #expect(wrote.count == plan.files.count)
    #expect(Self.tree(package) == ["Package.swift"])
    #expect(try package.read("Package.swift") == "// edited by hand\n")
  }

  @Test func theManifestIsReportedAsEditedAndLast() throws {
    let package = try ScratchPackage()
    try package.write("Package.swift", "let package = Package(name: \"Demo\", targets: [])\n")
    let plan = try Self.scaffold(package, library: "Limits").plan()
    var wrote: [String] = []
    try plan.write { wrote.append($0.description) }
    #expect(wrote.last == "edited \(package.root)/Package.swift")
    #expect(wrote.dropLast().allSatisfy { $0.hasPrefix("created ") })
    #expect(wrote.count == plan.files.count + 1)
  }

  @Test(arguments: ["../../evil", "/abs", "sources", "counterexamples", "..", ".", "", "en/fr"])
  func aLanguageThatIsNoPlainFolderIsRefused(language: String) throws {
    let package = try ScratchPackage()
    #expect(throws: ScaffoldError.badLanguage(language)) {
      try SpecScaffold(
        name: SpecName("rate-limiter"), root: "\(package.root)/Acceptance", languages: ["en", language], library: nil)
    }
    #expect(ScaffoldError.badLanguage(language).isUsage)
  }
}
