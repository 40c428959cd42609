import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

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

  /// The manifest `swift package init --type library --name Shapes` writes (swift 6.3): a comment follows each `[`.
  static let swiftPMLibrary = """
    // swift-tools-version: 6.3
    // The swift-tools-version declares the minimum version of Swift required to build this package.

    import PackageDescription

    let package = Package(
        name: "Shapes",
        products: [
            // Products define the executables and libraries a package produces, making them visible to other packages.
            .library(
                name: "Shapes",
                targets: ["Shapes"]
            ),
        ],
        targets: [
            // Targets are the basic building blocks of a package, defining a module or a test suite.
            // Targets can depend on other targets in this package and products from dependencies.
            .target(
                name: "Shapes"
            ),
            .testTarget(
                name: "ShapesTests",
                dependencies: ["Shapes"]
            ),
        ],
        swiftLanguageModes: [.v6]
    )

    """

  @Test func theManifestSwiftPMWritesForALibraryTakesTheTarget() throws {
    let edited = try ManifestEdit.addingLibrary("Geometry", to: Self.swiftPMLibrary, path: "Package.swift")
    let expected = Self.swiftPMLibrary
      .replacingOccurrences(
        of: "    products: [\n",
        with: "    products: [\n        .library(name: \"Geometry\", targets: [\"Geometry\"]),\n"
      )
      .replacingOccurrences(of: "    targets: [\n", with: "    targets: [\n        .target(name: \"Geometry\"),\n")
    #expect(edited == expected)
    #expect(ManifestEdit.declares("Shapes", in: Self.swiftPMLibrary))
    #expect(!ManifestEdit.declares("Geometry", in: Self.swiftPMLibrary))
    #expect(ManifestEdit.declares("Geometry", in: edited))
  }

  @Test func commentsInOddPlacesAreNotCode() throws {
    let manifest = """
      let package = Package(
        name: "Geo", /* targets: [ .target(name: "Old") ] */
        products: /* the libraries */ [ // .library(name: "X", targets: ["X"]),
        ],
        targets: /* all of them */ [
          /* first */ .target(name: "P"), // "Geo" comes later
          // .target(name: "Geo"),
        ]
      )

      """
    #expect(!ManifestEdit.declares("Geo", in: manifest))
    #expect(!ManifestEdit.declares("Old", in: manifest))
    #expect(ManifestEdit.declares("P", in: manifest))
    let edited = try ManifestEdit.addingLibrary("Geo", to: manifest, path: "Package.swift")
    #expect(edited.contains("[\n    .target(name: \"Geo\"),\n    /* first */ .target(name: \"P\")"))
    #expect(edited.contains("[\n    .library(name: \"Geo\", targets: [\"Geo\"]), // .library(name: \"X\""))
  }

  @Test func aNameMentionedOutsideATargetDeclarationIsNotDeclared() {
    let manifest = """
      let package = Package(
        name: "Geo",
        products: [.library(name: "Lib", targets: ["Geo"])],
        targets: [.target(name: "Lib", path: "Geo"), .testTarget(name: "GeoTests"), .target(name: "geo")]
      )
      """
    #expect(!ManifestEdit.declares("Geo", in: manifest))
    #expect(ManifestEdit.declares("GeoTests", in: manifest))
    #expect(ManifestEdit.declares("Lib", in: manifest))
  }

  @Test func aListOnOneLineStaysOnOneLine() throws {
    let manifest =
      "let package = Package(name: \"Demo\", products: [.library(name: \"A\", targets: [\"A\"])], "
      + "targets: [.target(name: \"A\")])\n"
    let edited = try ManifestEdit.addingLibrary("Limits", to: manifest, path: "Package.swift")
    #expect(
      edited
        == "let package = Package(name: \"Demo\", products: [.library(name: \"Limits\", targets: [\"Limits\"]), "
        + ".library(name: \"A\", targets: [\"A\"])], targets: [.target(name: \"Limits\"), .target(name: \"A\")])\n")
  }
}
