// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Adopter",
  products: [
    .library(name: "Coalescing", targets: ["Coalescing"])
  ],
  dependencies: [
    .package(name: "SwiftAcceptanceKit", path: "../..")
  ],
  targets: [
    .target(name: "Coalescing")
  ],
  swiftLanguageModes: [.v6]
)
