import AcceptExecution
import AcceptSpec

/// The schema build: every target's mutants in one set of programs, with the sites that break the compile taken
/// out (their mutants are compiled on their own).
extension SpecMutation {
  /// A key for a site of a target in a flat set.
  static func siteKey(_ target: Int, _ site: Int) -> Int { target * 100_000 + site }

  /// Builds the schema programs; returns them (nil when no schema compiles, and every mutant is compiled on its
  /// own), the keys of the sites they hold, and the seconds spent compiling.
  func buildSchema(_ jobs: [CheckJob], _ numbered: [NumberedMutant]) -> (ProgramSet?, Set<Int>, Double) {
    guard options.schemata else { return (nil, [], 0) }
    var included = targets.map { Set($0.sites.indices) }
    var firstNumbers: [Int] = []
    var next = 1
    for target in targets {
      firstNumbers.append(next)
      next += target.sites.reduce(0) { $0 + $1.mutants.count }
    }
    var seconds = 0.0
    // Each round takes out the sites the compiler blamed; a few rounds settle it, or the schema is given up.
    for _ in 0..<8 {
      let schemas = targets.indices.map { index in
        MutantSchema(
          code: targets[index].code, sites: targets[index].sites, included: included[index],
          firstNumber: firstNumbers[index], prelude: index == 0)
      }
      let subjects = targets.indices.map {
        Subject(name: targets[$0].name, path: targets[$0].schemaPath, code: schemas[$0].code)
      }
      switch ProgramSet.build(jobs, ProgramAssembler(subjects: subjects), runner, workers: options.jobs) {
      case .built(let set):
        seconds += set.seconds
        let keys = included.enumerated().flatMap { target, sites in sites.map { Self.siteKey(target, $0) } }
        return (set, Set(keys), seconds)
      case .failed(let output, let files, let kitError, let timedOut):
        guard kitError == nil, !timedOut else { return (nil, [], seconds) }
        let guilty = blame(output, files, schemas)
        guard !guilty.isEmpty else { return (nil, [], seconds) }
        for (target, site) in guilty { included[target].remove(site) }
      }
    }
    return (nil, [], seconds)
  }

  /// The sites a failed schema compile's errors point at: by the line of a site's declarations, or by the lines its
  /// edits span; empty when some error points elsewhere (then the failure is not the schema's to explain).
  private func blame(_ output: String, _ files: [String], _ schemas: [MutantSchema]) -> [(Int, Int)] {
    let parser = DiagnosticParser(files: files, fallback: SourceLocation(file: "main.swift", line: 0))
    var guilty: [(Int, Int)] = []
    for error in parser.compileErrors(in: output) {
      guard let target = targets.firstIndex(where: { $0.schemaPath == error.file }) else { return [] }
      if let site = schemas[target].declarationLines[error.line] {
        guilty.append((target, site))
        continue
      }
      let spanning = targets[target].sites.indices.filter { site in
        schemas[target].firstNumbers[site] != nil
          && lines(of: targets[target].sites[site], in: targets[target].code)
            .contains(error.line)
      }
      guard !spanning.isEmpty else { return [] }
      guilty += spanning.map { (target, $0) }
    }
    return guilty
  }

  /// The lines of `code` a site's schema edits touch, first to last.
  private func lines(of site: MutationSite, in code: String) -> ClosedRange<Int> {
    let bytes = Array(code.utf8)
    let edits = site.schemaEdits(1, "x")
    let low = edits.map(\.range.lowerBound).min() ?? 0
    let high = edits.map(\.range.upperBound).max() ?? 0
    let line = { (offset: Int) in bytes[0..<min(offset, bytes.count)].filter { $0 == 10 }.count + 1 }
    return line(low)...line(high)
  }
}
