// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "SwiftAcceptanceKit",
  products: [
    .executable(name: "accept", targets: ["accept"]),
    .library(name: "BoundedMap", targets: ["BoundedMap"]),
    .library(name: "StepQueue", targets: ["StepQueue"]),
    .plugin(name: "AcceptPlugin", targets: ["AcceptPlugin"]),
  ],
  targets: [
    .target(name: "CProcessControl"),
    .target(name: "AcceptMarkdown"),
    // What a check program and the kit say to each other: the events, the environment variables, the schedule plan.
    // The harness and the kit both compile it, and it is embedded with the harness in each program.
    .target(name: "AcceptProtocol"),
    // The harness every check program is built with: compiled and linted here, embedded as text in each program.
    .target(name: "AcceptHarness", dependencies: ["AcceptProtocol"]),
    // The kit's stages, each a target that sees only the ones below it (Docs/architecture.md, "Stages").
    // The spec language: Markdown specs, their attributes, the Swift lexer, lint, and the harness's embedded text.
    .target(name: "AcceptSpec", dependencies: ["AcceptMarkdown"]),
    // Child processes, the compiler, sanitizers: what the kit runs, knowing nothing of specs.
    .target(name: "AcceptProcess", dependencies: ["CProcessControl"]),
    // Check programs: assembled from a spec, built (with the package's modules), run, and judged into results.
    .target(name: "AcceptExecution", dependencies: ["AcceptSpec", "AcceptProcess", "AcceptProtocol"]),
    // Results as reports: the terminal, JSON, JUnit, the review page, baselines and merges.
    .target(
      name: "AcceptReporting", dependencies: ["AcceptSpec", "AcceptProcess", "AcceptExecution", "AcceptMarkdown"]),
    // The tools that drive the stages: a run, mutation, counterexamples, scaffolding.
    .target(
      name: "AcceptKit",
      dependencies: ["AcceptSpec", "AcceptProcess", "AcceptExecution", "AcceptReporting", "AcceptMarkdown"]),
    .target(
      name: "AcceptCLI",
      dependencies: ["AcceptKit", "AcceptSpec", "AcceptProcess", "AcceptExecution", "AcceptReporting"]),
    .executableTarget(name: "accept", dependencies: ["AcceptCLI", "AcceptKit", "AcceptProcess"]),
    .target(name: "BoundedMap"),
    .target(name: "StepQueue"),
    .plugin(
      name: "AcceptPlugin",
      capability: .command(
        intent: .custom(verb: "accept", description: "Run the Markdown specs of this package with the accept kit"),
        permissions: [
          .writeToPackageDirectory(
            reason: "accept keeps its build cache in .build/accept-cache and writes the report folder")
        ]),
      dependencies: ["accept"]),
    // What the kit's test targets share: the repository's root, the built executable, bounded polls, scripts.
    .target(name: "AcceptTestSupport", path: "Tests/AcceptTestSupport"),
    .testTarget(
      name: "AcceptKitTests",
      dependencies: [
        "AcceptKit", "AcceptSpec", "AcceptProcess", "AcceptExecution", "AcceptReporting", "AcceptMarkdown",
        "AcceptProtocol", "AcceptTestSupport",
      ],
      resources: [.copy("Fixtures")]),
    .testTarget(
      name: "AcceptCLITests",
      dependencies: [
        "AcceptCLI", "AcceptKit", "AcceptSpec", "AcceptProcess", "AcceptExecution", "AcceptReporting", "AcceptMarkdown",
        "AcceptTestSupport",
      ],
      resources: [.copy("Fixtures")]),
    .testTarget(name: "AcceptMarkdownTests", dependencies: ["AcceptMarkdown"], exclude: ["Fixtures"]),
    .testTarget(name: "AcceptHarnessTests", dependencies: ["AcceptHarness", "AcceptProtocol"]),
    .testTarget(name: "AcceptProtocolTests", dependencies: ["AcceptProtocol"]),
    .testTarget(name: "BoundedMapTests", dependencies: ["BoundedMap"]),
    .testTarget(name: "StepQueueTests", dependencies: ["StepQueue"]),
  ],
  swiftLanguageModes: [.v6]
)
