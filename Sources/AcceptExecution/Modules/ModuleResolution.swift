import AcceptSpec
import Foundation

/// Which package targets each edition's programs import, and which of its definition blocks a module serves instead
/// of the block's quoted code.
///
/// A `source=` block is served by its target's module when the edition imports that target (the import wins, so the
/// quote cannot clash with the module's declarations), and, with `--modules`, whenever its file lies in a library
/// target's folder. A served block's quote is still held equal to the file by the source-binding check.
package struct ModuleResolution: Sendable, Equatable {
  /// The package targets each edition imports (its own `import` lines and the targets of its served blocks), by
  /// edition path, sorted.
  package var targets: [String: [String]] = [:]
  /// The served definition blocks of each edition, by edition path: block index → target.
  package var served: [String: [Int: String]] = [:]
  /// The package targets each edition's own `import` lines name, by edition path, sorted.
  package var imported: [String: [String]] = [:]

  /// Creates an empty resolution (no edition imports anything).
  package init() {}

  /// Whether no edition needs a module.
  package var isEmpty: Bool { targets.values.allSatisfy(\.isEmpty) }

  /// Every target some edition imports.
  package var allTargets: [String] { Set(targets.values.joined()).sorted() }

  /// Whether some block of `editions` imports a module that is not the toolchain's, so the package must be described.
  package static func needsPackage(_ editions: [SpecEdition], modulesMode: Bool) -> Bool {
    modulesMode || editions.contains(where: importsPackageModule)
  }

  /// Whether some block of `edition` imports a module that is not the toolchain's.
  package static func importsPackageModule(_ edition: SpecEdition) -> Bool {
    edition.blocks.contains { block in
      ModuleImport.all(in: block.code).contains { !ModuleImport.toolchainModules.contains($0.module) }
    }
  }

  /// Resolves the imports of `editions` against `package`; an import of a target a program cannot import, or a
  /// `@testable` one, is an error at its Markdown line (the edition's spec is then not run). A `source=` path is
  /// relative to `bindingRoot` (the source-binding root, which need not be the package's folder).
  package static func resolve(
    _ editions: [SpecEdition], in package: PackageDescription, modulesMode: Bool, bindingRoot: String
  ) -> (ModuleResolution, [SpecError]) {
    let root = URL(fileURLWithPath: bindingRoot, isDirectory: true).standardizedFileURL
    var resolution = ModuleResolution()
    var errors: [SpecError] = []
    for edition in editions {
      var imported: Set<String> = []
      for block in edition.compiledBlocks {
        for found in ModuleImport.all(in: block.code) {
          guard let target = package.targets[found.module] else { continue }
          let location = SourceLocation(file: edition.path, line: block.codeLines.line(found.line))
          if !target.isImportable {
            errors.append(
              SpecError(
                .moduleImport(
                  ModuleError.notImportable(
                    target: target.name, type: target.type
                  ).description), at: location))
          } else if found.testable {
            errors.append(
              SpecError(.moduleImport(ModuleError.testableImport(target: target.name).description), at: location))
          } else {
            imported.insert(target.name)
          }
        }
      }
      var served: [Int: String] = [:]
      // An ignored definition is not in any program, so it serves nothing and adds no import.
      for (index, block) in edition.blocks.enumerated() where block.kind == .definition && !block.attributes.ignore {
        guard let binding = block.attributes.source,
          let target = package.libraryTarget(
            holding: URL(fileURLWithPath: binding.path, relativeTo: root).standardizedFileURL.path),
          modulesMode || imported.contains(target.name)
        else { continue }
        served[index] = target.name
      }
      resolution.targets[edition.path] = imported.union(served.values).sorted()
      resolution.served[edition.path] = served
      resolution.imported[edition.path] = imported.sorted()
    }
    return (resolution, errors)
  }
}
