/// One target of the SwiftPM package that holds the specs, as `swift package describe --type json` gives it.
package struct PackageTarget: Hashable, Sendable, Decodable {
  /// The target's name, which is its module's name.
  package var name: String
  /// What SwiftPM builds it as: `library`, `executable`, `test`, `macro`, `plugin`, ...
  package var type: String
  /// How its sources are compiled: `SwiftTarget`, `ClangTarget`, `BinaryTarget`, `PluginTarget`, ...
  package var moduleType: String
  /// Its folder, relative to the package root.
  package var path: String
  /// The targets of the same package it depends on.
  package var targetDependencies: [String]

  /// Creates a target.
  package init(name: String, type: String, moduleType: String, path: String, targetDependencies: [String] = []) {
    self.name = name
    self.type = type
    self.moduleType = moduleType
    self.path = path
    self.targetDependencies = targetDependencies
  }

  private enum CodingKeys: String, CodingKey {
    case name, type, path
    case moduleType = "module_type"
    case targetDependencies = "target_dependencies"
  }

  /// Reads a target, with no dependencies when describe lists none.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    name = try container.decode(String.self, forKey: .name)
    type = try container.decode(String.self, forKey: .type)
    moduleType = try container.decode(String.self, forKey: .moduleType)
    path = try container.decode(String.self, forKey: .path)
    targetDependencies = try container.decodeIfPresent([String].self, forKey: .targetDependencies) ?? []
  }

  /// Whether a check program can import it: a library built from Swift or C sources.
  package var isImportable: Bool { type == "library" && (isSwift || isClang) }

  /// Whether it is built from Swift sources.
  var isSwift: Bool { moduleType == "SwiftTarget" }

  /// Whether it is built from C-family sources.
  var isClang: Bool { moduleType == "ClangTarget" }
}
