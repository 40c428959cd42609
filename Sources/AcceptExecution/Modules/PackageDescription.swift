import AcceptProcess
import Foundation

/// The targets of one SwiftPM package, read from `swift package describe --type json`.
package struct PackageDescription: Sendable, Equatable {
  /// The package's folder.
  package var folder: String
  /// Every target, by name.
  package var targets: [String: PackageTarget]

  /// Creates a description from targets.
  package init(folder: String, targets: [PackageTarget]) {
    self.folder = folder
    self.targets = Dictionary(targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
  }

  private struct Document: Decodable {
    var targets: [PackageTarget]
  }

  /// Reads describe's JSON output.
  package static func parse(_ data: Data, folder: String) throws(ModuleError) -> PackageDescription {
    do {
      return PackageDescription(folder: folder, targets: try JSONDecoder().decode(Document.self, from: data).targets)
    } catch {
      throw .describeFailed(folder: folder, output: "its JSON could not be read: \(error)")
    }
  }

  /// Runs `swift package describe --type json` in `folder` (with `swift` next to `compiler`), on the kit's own scratch
  /// path: under `swift package accept` (the plugin) SwiftPM holds the lock of the package's `.build`, and a describe
  /// there would wait for the outer command to end.
  package static func describe(
    _ folder: String, swift: String, environment: [String: String], supervisor: String? = nil
  )
    throws(ModuleError) -> PackageDescription
  {
    var process = ChildProcess(
      executable: swift,
      arguments: [
        "package", "--package-path", folder, "--scratch-path", "\(folder)/.build/accept-modules", "describe", "--type",
        "json",
      ],
      environment: environment, workingDirectory: folder, timeout: 300)
    process.supervisor = supervisor
    let result: ProcessResult
    do { result = try process.run() } catch { throw .describeFailed(folder: folder, output: "\(error)") }
    guard result.termination == .exited(0) else {
      throw .describeFailed(folder: folder, output: result.standardError + result.standardOutput)
    }
    return try parse(Data(result.standardOutput.utf8), folder: folder)
  }

  /// The importable targets `names` depend on, with them, each once, dependencies first.
  package func closure(of names: [String]) -> [PackageTarget] {
    var ordered: [PackageTarget] = []
    var seen: Set<String> = []
    func visit(_ name: String) {
      guard let target = targets[name], target.isImportable, seen.insert(name).inserted else { return }
      target.targetDependencies.sorted().forEach(visit)
      ordered.append(target)
    }
    names.sorted().forEach(visit)
    return ordered
  }

  /// The importable target whose folder holds `path` (absolute, or relative to the package's folder), if any.
  package func libraryTarget(holding path: String) -> PackageTarget? {
    let normalized = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: folder + "/")).standardizedFileURL.path
    return targets.values.filter(\.isImportable).first { target in
      normalized.hasPrefix(targetFolder(target) + "/")
    }
  }

  /// The absolute folder of `target`.
  package func targetFolder(_ target: PackageTarget) -> String {
    URL(fileURLWithPath: target.path, relativeTo: URL(fileURLWithPath: folder + "/")).standardizedFileURL.path
  }
}
