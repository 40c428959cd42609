import Testing

@testable import AcceptKit

struct ManifestEditTests {
  static let manifest = """
    // swift-tools-version: 6.0
    import PackageDescription

    let package = Package(
      name: "Demo",
      products: [
        .library(name: "Core", targets: ["Core"])
      ],
      targets: [
        .target(name: "Core"),
        .testTarget(name: "CoreTests", dependencies: ["Core"]),
      ]
    )

    """

  @Test func addsTheTargetAndItsProductFirstInTheirLists() throws {
    let edited = try ManifestEdit.addingLibrary("Limits", to: Self.manifest, path: "Package.swift")
    #expect(
      edited == """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
          name: "Demo",
          products: [
            .library(name: "Limits", targets: ["Limits"]),
            .library(name: "Core", targets: ["Core"])
          ],
          targets: [
            .target(name: "Limits"),
            .target(name: "Core"),
            .testTarget(name: "CoreTests", dependencies: ["Core"]),
          ]
        )

        """)
  }

  @Test func withoutProductsOnlyTheTargetIsAdded() throws {
    let manifest = "let package = Package(name: \"Demo\", targets: [])\n"
    let edited = try ManifestEdit.addingLibrary("Limits", to: manifest, path: "Package.swift")
    #expect(edited == "let package = Package(name: \"Demo\", targets: [\n  .target(name: \"Limits\"),])\n")
  }

  @Test func aManifestWithoutATargetsListIsRefused() {
    let manifest = "let targets: [Target] = makeTargets()\nlet package = Package(name: \"Demo\", targets: targets)\n"
    #expect(
      throws: ScaffoldError.manifestShape(
        path: "Package.swift", reason: "it has no 'targets: [' list of .target(...) entries")
    ) { try ManifestEdit.addingLibrary("Limits", to: manifest, path: "Package.swift") }
  }

  @Test func twoTargetsListsAreRefused() {
    let manifest =
      "let a = Package(name: \"A\", targets: [.target(name: \"A\")])\n"
      + "let b = Package(name: \"B\", targets: [.target(name: \"B\")])\n"
    #expect(throws: ScaffoldError.self) { try ManifestEdit.addingLibrary("Limits", to: manifest, path: "P") }
  }

  @Test func aTargetNamedInTheManifestIsDeclared() {
    #expect(ManifestEdit.declares("Core", in: Self.manifest))
    #expect(!ManifestEdit.declares("Limits", in: Self.manifest))
  }
}
