import AcceptExecution
import AcceptSpec
import Foundation

/// What a run learned about the package modules its specs import, before any program is built.
struct ModuleSetup: Sendable {
  /// The modules the programs import, or nil when no selected spec imports one.
  var modules: ProgramModules?
  /// Imports that cannot be served, at their Markdown lines; their specs do not run.
  var errors: [SpecError] = []
  /// Editions whose modules could not be described or built, by path, with the reason: their checks are errors.
  var blocked: [String: String] = [:]
}

extension AcceptanceRun {
  /// Finds the package, resolves the imports of the jobs' editions, and builds the targets they import (printing one
  /// progress line). Runs `swift package describe` only when some block imports a module that is not the
  /// toolchain's, or with `--modules`. Without a package (and without `--package` and `--modules`) it prints one
  /// warning and leaves the imports to the compiler; when the package cannot be described, only the editions that
  /// import a module other than the toolchain's are blocked. `bindingRoot` is the root `source=` paths are relative
  /// to.
  func prepareModules(_ jobs: [CheckJob], bindingRoot: String) -> ModuleSetup {
    var seen: Set<String> = []
    let editions = jobs.map(\.edition).filter { seen.insert($0.path).inserted }
    guard !editions.isEmpty, ModuleResolution.needsPackage(editions, modulesMode: options.modules) else {
      return ModuleSetup()
    }
    let everyEdition = { (error: ModuleError) in
      ModuleSetup(blocked: Dictionary(uniqueKeysWithValues: editions.map { ($0.path, "\(error)") }))
    }
    let folder: String
    if let given = options.packageFolder {
      folder = URL(fileURLWithPath: given).standardizedFileURL.path
      guard Self.holdsPackage(folder) else { return everyEdition(.noPackageInGivenFolder(folder)) }
    } else if let found = Self.packageFolder(around: options.root) {
      folder = found
    } else {
      let root = URL(fileURLWithPath: options.root).standardizedFileURL.path
      if options.modules { return everyEdition(.modulesWithoutPackage(root: root)) }
      reporter.note(
        "warning: \(ModuleError.noPackage(root: root)); the imports of modules other than the toolchain's are left to"
          + " the compiler")
      return ModuleSetup()
    }
    let swift = ModuleBuilder.locateSwift(besides: compiler, environment: environment)
    let package: PackageDescription
    do {
      package = try PackageDescription.describe(
        folder, swift: swift, environment: environment, supervisor: options.supervisor)
    } catch {
      let needing = editions.filter(ModuleResolution.importsPackageModule)
      return ModuleSetup(blocked: Dictionary(uniqueKeysWithValues: needing.map { ($0.path, "\(error)") }))
    }
    let (resolution, errors) = ModuleResolution.resolve(
      editions, in: package, modulesMode: options.modules, bindingRoot: bindingRoot)
    guard !resolution.isEmpty else { return ModuleSetup(errors: errors) }
    var builder = ModuleBuilder(package: package, swift: swift, sanitizer: options.sanitizer, environment: environment)
    builder.supervisor = options.supervisor
    builder.timeout = max(builder.timeout, options.timeout)
    let names = resolution.allTargets
    reporter.note(
      "building modules: \(names.joined(separator: ", ")) (SwiftPM, \(DisplayPath.relative(builder.scratchPath))) ...")
    let built = builder.build(names)
    var blocked: [String: String] = [:]
    for (path, targets) in resolution.targets {
      if let failure = built.failure(among: targets) { blocked[path] = "\(failure)" }
    }
    return ModuleSetup(modules: ProgramModules(resolution: resolution, built: built), errors: errors, blocked: blocked)
  }

  /// Whether `folder` holds a `Package.swift`.
  static func holdsPackage(_ folder: String) -> Bool {
    FileManager.default.fileExists(atPath: "\(folder)/Package.swift")
  }

  /// The nearest folder at or above the spec root `root` (the root itself first) that holds a `Package.swift`.
  static func packageFolder(around root: String) -> String? { AcceptanceRoot.packageFolder(atOrAbove: root) }

  /// The error result of a check whose modules could not be built: never green, with the reason as its evidence.
  static func blockedResult(_ job: CheckJob, reason: String) -> CheckResult {
    var evidence = CheckEvidence(job.edition, job.check)
    evidence.note(reason)
    evidence.settle(.error)
    return evidence.result(build: nil)
  }

  /// Errors for subjects that replace a definition block a module serves: the subject's code would not be compiled.
  static func servedSubjectErrors(_ subjects: [Subject], _ jobs: [CheckJob], _ modules: ProgramModules?) -> [SpecError]
  {
    guard let modules else { return [] }
    var errors: [SpecError] = []
    for subject in subjects {
      let target = jobs.lazy.compactMap { job in
        job.edition.blocks.indices.first { job.edition.blocks[$0].attributes.name == subject.name }
          .flatMap { modules.servingTarget(job.edition, $0) }
      }.first
      guard let target else { continue }
      errors.append(
        SpecError(
          .moduleImport(
            "--subject \(subject.name) replaces a block served by module \(target), whose quoted code is not compiled;"
              + " run without --modules and without importing \(target) to put a subject in its place"),
          at: SourceLocation(file: subject.path, line: 1)))
    }
    return errors
  }
}
