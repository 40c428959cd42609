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
    // The harness every check program is built with: compiled and linted here, embedded as text in each program.
    .target(name: "AcceptHarness"),
    .target(name: "AcceptKit", dependencies: ["CProcessControl", "AcceptMarkdown"]),
    .target(name: "AcceptCLI", dependencies: ["AcceptKit"]),
    .executableTarget(name: "accept", dependencies: ["AcceptCLI", "AcceptKit"]),
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
      name: "AcceptKitTests", dependencies: ["AcceptKit", "AcceptMarkdown", "AcceptTestSupport"],
      resources: [.copy("Fixtures")]),
    .testTarget(
      name: "AcceptCLITests", dependencies: ["AcceptCLI", "AcceptKit", "AcceptMarkdown", "AcceptTestSupport"],
      resources: [.copy("Fixtures")]),
    .testTarget(name: "AcceptMarkdownTests", dependencies: ["AcceptMarkdown"], exclude: ["Fixtures"]),
    .testTarget(name: "AcceptHarnessTests", dependencies: ["AcceptHarness"]),
    .testTarget(name: "BoundedMapTests", dependencies: ["BoundedMap"]),
    .testTarget(name: "StepQueueTests", dependencies: ["StepQueue"]),
  ],
  swiftLanguageModes: [.v6]
)
