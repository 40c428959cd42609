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
  /// toolchain's, or with `--modules`.
  func prepareModules(_ jobs: [CheckJob], packageRoot: String) -> ModuleSetup {
    var seen: Set<String> = []
    let editions = jobs.map(\.edition).filter { seen.insert($0.path).inserted }
    guard !editions.isEmpty, ModuleResolution.needsPackage(editions, modulesMode: options.modules) else {
      return ModuleSetup()
    }
    let swift = ModuleBuilder.locateSwift(besides: compiler, environment: environment)
    let folder = URL(fileURLWithPath: options.packageFolder ?? packageRoot).standardizedFileURL.path
    let package: PackageDescription
    do {
      guard FileManager.default.fileExists(atPath: "\(folder)/Package.swift") else {
        throw ModuleError.noPackage(root: folder)
      }
      package = try PackageDescription.describe(folder, swift: swift, environment: environment)
    } catch {
      return ModuleSetup(blocked: Dictionary(uniqueKeysWithValues: editions.map { ($0.path, "\(error)") }))
    }
    let (resolution, errors) = ModuleResolution.resolve(editions, in: package, modulesMode: options.modules)
    guard !resolution.isEmpty else { return ModuleSetup(errors: errors) }
    var builder = ModuleBuilder(package: package, swift: swift, sanitizer: options.sanitizer, environment: environment)
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

  /// The error result of a check whose modules could not be built: never green, with the reason as its evidence.
  static func blockedResult(_ job: CheckJob, reason: String) -> CheckResult {
    var result = CheckRunner.blankResult(job.edition, job.index)
    result.failures = [CheckFailure(file: result.file, line: result.line, message: reason)]
    result.settle(.error)
    return result
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
