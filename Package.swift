// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "SwiftAcceptanceKit",
  products: [
    .executable(name: "accept", targets: ["accept"]),
    .library(name: "BoundedMap", targets: ["BoundedMap"]),
    .library(name: "StepQueue", targets: ["StepQueue"]),
  ],
  targets: [
    .target(name: "CProcessControl"),
    .target(name: "AcceptKit", dependencies: ["CProcessControl"]),
    .target(name: "AcceptCLI", dependencies: ["AcceptKit"]),
    .executableTarget(name: "accept", dependencies: ["AcceptCLI", "AcceptKit"]),
    .target(name: "BoundedMap"),
    .target(name: "StepQueue"),
    .testTarget(name: "AcceptKitTests", dependencies: ["AcceptKit"], resources: [.copy("Fixtures")]),
    .testTarget(name: "AcceptCLITests", dependencies: ["AcceptCLI", "AcceptKit"], resources: [.copy("Fixtures")]),
    .testTarget(name: "BoundedMapTests", dependencies: ["BoundedMap"]),
    .testTarget(name: "StepQueueTests", dependencies: ["StepQueue"]),
  ],
  swiftLanguageModes: [.v6]
)
