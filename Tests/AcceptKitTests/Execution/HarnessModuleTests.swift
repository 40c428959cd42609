import AcceptTestSupport
import Foundation
import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// The harness prebuilt once as a module that check programs import: checks judged through it as through the embedded
/// text (a pass, a failure at its Markdown line, a helper's failure at the calling line, a compile error at its
/// line), and a cached module built once and shared.
@Suite(.timeLimit(.minutes(5)))
struct HarnessModuleTests {
  private static let markdown = """
    # Module

    ```swift name=helpers
    func expectEven(_ value: Int) {
      expect(value % 2 == 0, "\\(value) is even")
    }
    ```

    ```swift check=holds
    record("answer", 42)
    record("gate", String(reflecting: Gate.self))
    expect(Gate("unused").isOpen == false, "a new gate is closed")
    ```

    ```swift check=fails
    expect(1 + 1 == 3, "one and one make three")
    ```

    ```swift check=helper-fails
    expectEven(3)
    ```

    ```swift check=does-not-compile expect=compile-error
    let number: Int = "seven"
    ```

    ```swift check=names-the-module-check
    let gate: Check.Gate = Gate("named through the program's own module")
    expect(!gate.isOpen, "closed")
    ```
    """

  private static func runner(_ module: HarnessModule) throws -> CheckRunner {
    var runner = try CheckRunner.local()
    runner.harnessModule = module
    return runner
  }

  private static func results(_ module: HarnessModule) throws -> [String: CheckResult] {
    let edition = try SpecText.edition(markdown, path: "Acceptance/en/module.md", spec: "module")
    let runner = try runner(module)
    return Dictionary(uniqueKeysWithValues: edition.checks.map { ($0.id, runner.run(edition, check: $0)) })
  }

  @Test func judgesChecksThroughTheModuleAsThroughTheText() async throws {
    let module = HarnessModule(cacheFolder: nil)
    let results = try await OffPool.run { try Self.results(module) }
    let environment = ProcessInfo.processInfo.environment
    let compiler = try SwiftCompiler.locate(environment: environment)
    #expect(module.module(compiler: compiler, version: "", environment: environment, timeout: 600) != nil)
    #expect(results["holds"]?.outcome == .passed, "\(results["holds"]?.output ?? "")")
    #expect(results["holds"]?.records["answer"] == .int(42))
    #expect(results["holds"]?.records["gate"] == .string("AcceptHarnessKit.Gate"), "the program imported the module")
    #expect(results["fails"]?.outcome == .failed)
    #expect(results["fails"]?.failures.map(\.place) == ["Acceptance/en/module.md:16"])
    #expect(results["helper-fails"]?.failures.map(\.place) == ["Acceptance/en/module.md:20"])
    #expect(results["does-not-compile"]?.outcome == .compileError)
    #expect(results["does-not-compile"]?.failures.first?.place == "Acceptance/en/module.md:24:19")
    // `Check.Gate` names the harness's type only when the program holds the text: the compile against the module
    // fails, and the program is compiled with the text instead.
    #expect(results["names-the-module-check"]?.outcome == .passed, "\(results["names-the-module-check"]?.output ?? "")")
  }

  @Test func aCachedModuleIsBuiltOnceAndShared() async throws {
    let cache = try TemporaryFolder.make(prefix: "accept-harness-module-test")
    defer { cache.remove() }
    let environment = ProcessInfo.processInfo.environment
    let compiler = try SwiftCompiler.locate(environment: environment)
    let (first, second) = try await OffPool.run {
      let first = HarnessModule(cacheFolder: cache.path).module(
        compiler: compiler, version: "v", environment: environment, timeout: 600)
      let second = HarnessModule(cacheFolder: cache.path).module(
        compiler: compiler, version: "v", environment: environment, timeout: 600)
      return (first, second)
    }
    let built = try #require(first)
    #expect(second == built)
    #expect(built.folder == "\(cache.path)/harness-\(built.key)")
    #expect(FileManager.default.fileExists(atPath: "\(built.folder)/\(HarnessModule.library)"))
    let entries = try FileManager.default.contentsOfDirectory(atPath: cache.path)
    #expect(entries == ["harness-\(built.key)"], "no staging folder is left behind")
    #expect(built.linkage.flags == ["-I", built.folder, "-L", built.folder, "-lAcceptHarnessKit"])
  }

  @Test func theRunnersOfARunKeepTheModuleWhereTheVariableSaysElseInThePackagesCache() throws {
    let base = ProcessInfo.processInfo.environment.filter { $0.key != HarnessModule.folderVariable }
    let compiler = try SwiftCompiler.locate(environment: base)
    func module(_ environment: [String: String], package: String?) -> HarnessModule? {
      CheckRunner.configured(
        compiler: compiler, sanitizer: nil, supervisor: nil, assembler: ProgramAssembler(), defaultTimeout: 5,
        environment: environment, cachedIn: package
      ).runner.harnessModule
    }
    let shared = "/tmp/accept-shared-harness-\(UUID())"
    let named = base.merging([HarnessModule.folderVariable: shared]) { $1 }
    // The named folder wins over the package's cache, and over no cache (`--no-cache`); runners share one store.
    #expect(module(named, package: "/tmp/some-package") === HarnessModule.kept(in: shared))
    #expect(module(named, package: nil) === HarnessModule.kept(in: shared))
    // Without the variable (or with it empty) the package's cache keeps it.
    let packageCache = HarnessModule.kept(in: "/tmp/some-package/.build/accept-cache")
    #expect(module(base, package: "/tmp/some-package") === packageCache)
    let empty = base.merging([HarnessModule.folderVariable: ""]) { $1 }
    #expect(module(empty, package: "/tmp/some-package") === packageCache)
    // Without either, a store of its own, in a temporary folder.
    let alone = try #require(module(base, package: nil))
    #expect(alone !== module(base, package: nil))
    // The embedded text asked for: no module at all.
    #expect(module(named.merging(["ACCEPT_EMBEDDED_HARNESS": "1"]) { $1 }, package: nil) == nil)
    // Nothing was built: a store builds its module on a program's first compile.
    #expect(!FileManager.default.fileExists(atPath: shared))
    // The tests' own environment names the variable the kit reads (AcceptTestSupport cannot import the kit).
    #expect(Repository.environment[HarnessModule.folderVariable] != nil)
  }

  @Test func replacesOnlyTheEmbeddedHarnessText() {
    let program = HarnessSource.text + "\nexpect(true)\n"
    let replaced = HarnessSource.importing("AcceptHarnessKit", in: program)
    #expect(replaced == HarnessSource.moduleText("AcceptHarnessKit") + "\nexpect(true)\n")
    #expect(replaced.contains("@testable import AcceptHarnessKit\n" + HarnessSource.entryCall + "\n"))
    #expect(HarnessSource.importing("AcceptHarnessKit", in: "print(1)\n") == "print(1)\n")
  }
}
