import AcceptProcess
import AcceptSpec

/// What the assembler needs to write programs that import the package's modules: which blocks the modules serve and
/// each edition's flags and object files.
package struct ProgramModules: Sendable {
  /// The imported targets and served blocks of every edition.
  package var resolution: ModuleResolution
  /// The linkage of each edition's programs, by edition path.
  package var linkages: [String: ModuleLinkage]

  /// Creates the modules of a run from its resolution and its built modules.
  package init(resolution: ModuleResolution, built: BuiltModules) {
    self.resolution = resolution
    var linkages: [String: ModuleLinkage] = [:]
    var byTargets: [[String]: ModuleLinkage] = [:]
    for (path, targets) in resolution.targets where !targets.isEmpty {
      if byTargets[targets] == nil { byTargets[targets] = built.linkage(for: targets) }
      linkages[path] = byTargets[targets]
    }
    self.linkages = linkages
  }

  /// The target whose module serves the definition block at `index` of `edition`, if one does.
  package func servingTarget(_ edition: SpecEdition, _ index: Int) -> String? {
    resolution.served[edition.path]?[index]
  }

  /// The `import` lines a program of `edition` starts with: one per target that serves a block. A target the spec
  /// imports itself gets a plain `import`, so that serving a quote never widens what the checks can reach; only a
  /// target served under `--modules` alone is `@testable`, because the quote it stands for put internal declarations
  /// into the program.
  func importLines(_ edition: SpecEdition) -> String {
    let targets = Set((resolution.served[edition.path] ?? [:]).values).sorted()
    guard !targets.isEmpty else { return "" }
    let imported = Set(resolution.imported[edition.path] ?? [])
    return "\n// Modules that serve this spec's source= blocks (accept run: see Docs/using-in-your-package.md)\n"
      + targets.map { imported.contains($0) ? "import \($0)\n" : "@testable import \($0)\n" }.joined()
  }
}
