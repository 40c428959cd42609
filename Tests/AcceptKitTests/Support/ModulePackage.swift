import Foundation

/// A tiny SwiftPM package for the module tests: a library `Tally`, an executable `tool`, and specs under `Specs/ja`
/// that import `Tally`; written to a fresh temporary folder.
enum ModulePackage {
  /// The manifest: one library target, one executable target.
  static let manifest = """
    // swift-tools-version:6.0
    import PackageDescription

    let package = Package(
      name: "Fixture",
      targets: [
        .target(name: "Tally"),
        .executableTarget(name: "tool", dependencies: ["Tally"]),
      ]
    )

    """

  /// The library: `double` and the `Counter` type a quoting spec binds by region.
  static func library(doubling factor: Int = 2) -> String {
    """
    /// Returns twice `value` (or what the fixture makes of it).
    public func double(_ value: Int) -> Int { value * \(factor) }

    // region: counter
    public struct Counter: Sendable {
      public var count = 0
      public init() {}
      public mutating func add() { count += 1 }
    }
    // endregion: counter

    """
  }

  /// A spec whose checks import `Tally`: one that passes, and `wrong-claim` that fails unless `expect=fail`.
  static func importingSpec(wrongClaimExpected: String = "fail") -> String {
    """
    # Tally

    ```swift check=doubles
    import Tally
    expect(double(21) == 42, "double(21) is 42")
    ```

    ```swift check=wrong-claim expect=\(wrongClaimExpected)
    import Tally
    expect(double(2) == 5, "double(2) is 5")
    ```

    """
  }

  /// A spec that quotes `Counter` from the library and imports it too: the import wins, the quote is only synced.
  static let quotingSpec = """
    # Counter

    ```swift
    import Tally
    ```

    ```swift name=Counter source=Sources/Tally/Tally.swift#counter
    public struct Counter: Sendable {
      public var count = 0
      public init() {}
      public mutating func add() { count += 1 }
    }
    ```

    ```swift check=counts
    var counter = Counter()
    counter.add()
    expect(counter.count == 1, "one add counts one")
    ```

    """

  /// A spec that imports nothing of the package.
  static let plainSpec = """
    # Plain

    ```swift check=plain
    expect(1 + 1 == 2, "arithmetic holds")
    ```

    """

  /// Writes the package, its library and `tool`, and `specs` (name → Markdown) under `Specs/ja`.
  static func make(specs: [String: String], library: String = library()) throws -> ScratchPackage {
    let package = try ScratchPackage()
    try package.write("Package.swift", manifest)
    try package.write("Sources/Tally/Tally.swift", library)
    try package.write("Sources/tool/main.swift", "import Tally\nprint(double(1))\n")
    for (name, text) in specs { try package.write("Specs/ja/\(name).md", text) }
    return package
  }
}
