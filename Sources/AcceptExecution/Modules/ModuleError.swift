/// Why the modules of the package could not be found, built or used.
package enum ModuleError: Error, Equatable, Sendable, CustomStringConvertible {
  /// No Package.swift in the spec root or any folder above it.
  case noPackage(root: String)
  /// No Package.swift in the folder given with `--package`.
  case noPackageInGivenFolder(String)
  /// `--modules` without a package: no Package.swift in the spec root or any folder above it.
  case modulesWithoutPackage(root: String)
  /// `swift package describe` failed.
  case describeFailed(folder: String, output: String)
  /// `swift build --target` failed; `log` names the file that holds its whole output.
  case buildFailed(target: String, output: String, log: String)
  /// A spec imports a target that a program cannot import (an executable, a test, a plugin, a macro).
  case notImportable(target: String, type: String)
  /// A spec writes `@testable import` of a package target.
  case testableImport(target: String)

  /// The message, without a location.
  package var description: String {
    switch self {
    case .noPackage(let root):
      return "no Package.swift in \(root) or any folder above it; give the package with --package DIR"
    case .noPackageInGivenFolder(let folder):
      return "no Package.swift in \(folder), the folder given with --package"
    case .modulesWithoutPackage(let root):
      return "--modules serves source= blocks from a package's modules, but there is no Package.swift in \(root) or"
        + " any folder above it; give the package with --package DIR"
    case .describeFailed(let folder, let output):
      return "swift package describe failed in \(folder):\n\(output)"
    case .buildFailed(let target, let output, let log):
      return "building module \(target) failed (the whole output is in \(log)):\n\(output)"
    case .notImportable(let target, let type):
      return "'\(target)' is a\(type.first.map { "aeiou".contains($0) } == true ? "n" : "") \(type) target of the"
        + " package; a check can import only its library targets"
    case .testableImport(let target):
      return "'@testable import \(target)': a spec imports a package target's public API with a plain 'import'"
    }
  }
}
