import AcceptSpec

/// Decides how a run's checks are built: which are merged into one program per edition, which are built on their
/// own and why, and which editions share a program because their code is the same but for comments.
package struct BuildPlanner {
  /// The assembler that writes the programs.
  var assembler: ProgramAssembler
  /// Whether checks may be merged at all.
  var merge: Bool
  /// Whether the run explores async checks under seeded schedules: then a mergeable async check that no other check
  /// joins is still built as a merged program of one check, so that one process runs all its schedules.
  var exploring = false

  /// Creates a planner.
  package init(assembler: ProgramAssembler, merge: Bool, exploring: Bool = false) {
    self.assembler = assembler
    self.merge = merge
    self.exploring = exploring
  }

  /// The units for `jobs` (ignored checks left out) and one line per edition saying what was merged and why not.
  package func plan(_ jobs: [CheckJob]) -> (units: [BuildUnit], notes: [String]) {
    var units: [BuildUnit] = []
    var keys: [[EditionMapping.BlockKey]] = []
    var notes: [String] = []
    for (edition, checks) in Self.group(jobs) {
      let runnable = checks.filter { !$0.ignored }
      let reasons = Dictionary(uniqueKeysWithValues: runnable.map { ($0.id, reason($0, in: edition)) })
      let mergeable = runnable.filter { reasons[$0.id] == .some(nil) }
      let groups = Self.segments(mergeable, in: edition)
      var candidates = groups.filter { $0.count >= 2 }.map { mergedUnit(edition, $0) }
      let merged = Set(candidates.flatMap { $0.checks.map(\.id) })
      let alone = runnable.filter { !merged.contains($0.id) }
      candidates += alone.map { check in
        explorable(check, in: edition) ? mergedUnit(edition, [check]) : aloneUnit(edition, check)
      }
      let shared = candidates.filter { add($0, to: &units, keys: &keys) }.count
      let programs = groups.filter { $0.count >= 2 }.count
      notes.append(note(edition, (merged.count, programs), alone, reasons, shared, candidates.count))
    }
    return (units, notes)
  }

  /// The units that replace the merged `unit` whose build failed with `failure`, and the line that says so. The
  /// checks the compile errors point at are built on their own and the rest merged again; when an error lies outside
  /// every check, or `retried` says the edition's merged program was already rebuilt once, every check is built on
  /// its own.
  func replan(_ unit: BuildUnit, after failure: BuildOutcome.Failure, retried: Bool) -> (
    units: [BuildUnit], note: String
  ) {
    let fallback = unit.checks.first?.location ?? SourceLocation(file: unit.edition.path, line: 1)
    let errors = DiagnosticParser(files: unit.program.files, fallback: fallback).compileErrors(in: failure.output)
    let owners = errors.map { error in
      // The closing fence counts: a compiler places an error it finds at the end of a check's code there.
      unit.checks.first { error.file == unit.edition.path && $0.block.codeLines.throughFence.contains(error.line) }
    }
    let name = "\(unit.edition.spec) [\(unit.edition.language)]"
    func alone(_ checks: [SpecCheck]) -> [BuildUnit] {
      checks.map { check in
        var single = aloneUnit(unit.edition, check)
        single.sharers = unit.sharers
        return single
      }
    }
    guard !retried, !owners.isEmpty, owners.allSatisfy({ $0 != nil }) else {
      let note =
        "build: \(name): the merged program does not compile outside its checks; building each check on its own"
      return (alone(unit.checks), note)
    }
    let guilty = Set(owners.compactMap { $0?.id })
    let ids = unit.checks.map(\.id).filter(guilty.contains)
    let note =
      "build: \(name): \(ids.joined(separator: ", ")) did not compile merged; built on their own, the rest rebuilt"
    let rest = unit.checks.filter { !guilty.contains($0.id) }
    var units = alone(unit.checks.filter { guilty.contains($0.id) })
    // A check left on its own that a schedules run explores is still merged on its own, so that it can be explored.
    if rest.count >= 2 || rest.contains(where: { explorable($0, in: unit.edition) }) {
      var merged = mergedUnit(unit.edition, rest)
      merged.sharers = unit.sharers
      units.append(merged)
    } else {
      units += alone(rest)
    }
    return (units, note)
  }

  /// Whether `check`, built without other checks, is to be a merged program of one check: in a run that explores
  /// schedules, an async check that could be merged.
  func explorable(_ check: SpecCheck, in edition: SpecEdition) -> Bool {
    exploring && Self.scheduleExemption(edition, check, subjects: assembler.subjects) == nil
  }

  /// Why a schedules run runs `check` of `edition` once: the check's own reason, or `.topLevel` when no function can
  /// hold it (`--no-merge` aside: an async check is still built as a merged program of one check).
  static func scheduleExemption(_ edition: SpecEdition, _ check: SpecCheck, subjects: [String: Subject])
    -> ScheduleExemption?
  {
    if let reason = check.scheduleExemption { return reason }
    return eligibility(check, in: edition, subjects: subjects) == nil ? nil : .topLevel
  }

  /// Why `check` cannot live in a function of a merged program, or nil when it can.
  static func eligibility(_ check: SpecCheck, in edition: SpecEdition, subjects: [String: Subject]) -> String? {
    let definitions = edition.definitions(for: check).map { definition in
      definition.attributes.name.flatMap { subjects[$0]?.code } ?? definition.code
    }
    return MergeEligibility.reason(check, definitions: definitions)
  }

  /// A unit holding `checks` merged.
  func mergedUnit(_ edition: SpecEdition, _ checks: [SpecCheck]) -> BuildUnit {
    BuildUnit(
      edition: edition, checks: checks, merged: true, program: assembler.mergedProgram(for: edition, checks: checks))
  }

  /// A unit holding `check` on its own.
  func aloneUnit(_ edition: SpecEdition, _ check: SpecCheck) -> BuildUnit {
    BuildUnit(edition: edition, checks: [check], merged: false, program: assembler.program(for: edition, check: check))
  }

  /// Adds `unit` as a sharer of an equal unit of another edition of the same spec, or as a new unit; returns whether
  /// it was shared.
  /// `keys[i]` is the sharing key of `units[i]`, computed once.
  private func add(_ unit: BuildUnit, to units: inout [BuildUnit], keys: inout [[EditionMapping.BlockKey]]) -> Bool {
    let key = unit.sharingKey
    let subjectsUsed = unit.program.files.count > 1
    if let match = units.indices.first(where: { index in
      let other = units[index]
      return other.edition.spec == unit.edition.spec && other.merged == unit.merged
        && (other.program.files.count > 1) == subjectsUsed
        && other.edition.blocks.count == unit.edition.blocks.count && keys[index] == key
    }) {
      units[match].sharers.append(unit.edition)
      return true
    }
    units.append(unit)
    keys.append(key)
    return false
  }

  private func reason(_ check: SpecCheck, in edition: SpecEdition) -> String? {
    guard merge else { return "merging is off (--no-merge)" }
    return Self.eligibility(check, in: edition, subjects: assembler.subjects)
  }

  private func note(
    _ edition: SpecEdition, _ merged: (checks: Int, programs: Int), _ alone: [SpecCheck], _ reasons: [String: String?],
    _ shared: Int, _ total: Int
  ) -> String {
    var parts: [String] = []
    if merged.checks > 0 {
      let programs =
        merged.programs == 1
        ? "one program"
        : "\(merged.programs) programs (one per run of checks "
          + "between definition blocks)"
      parts.append("\(merged.checks) checks merged into \(programs)")
    }
    let why = alone.map { check in
      let id = check.id
      if explorable(check, in: edition) {
        let why = merge ? "no other check shares its definition blocks" : "merging is off (--no-merge)"
        return "\(id): \(why); merged on its own, so that one process runs its schedules"
      }
      return reasons[id].flatMap { $0 }.map { "\(id): \($0)" }
        ?? "\(id): no other check shares its definition blocks"
    }
    if !why.isEmpty { parts.append("\(alone.count) on their own (\(why.joined(separator: "; ")))") }
    let sharing = shared == total && total > 0 ? "; same code as an earlier edition, so compiled and run once" : ""
    return "build: \(edition.spec) [\(edition.language)]: " + parts.joined(separator: ", ") + sharing
  }

  /// `checks` (in document order) split into runs with no definition block between them: the checks of one run see
  /// the same definitions, so they can share one program.
  static func segments(_ checks: [SpecCheck], in edition: SpecEdition) -> [[SpecCheck]] {
    var groups: [[SpecCheck]] = []
    var previous: SpecCheck?
    for check in checks {
      if let previous, !edition.definitionBetween(previous, check) {
        groups[groups.count - 1].append(check)
      } else {
        groups.append([check])
      }
      previous = check
    }
    return groups
  }

  /// The jobs' checks grouped by edition, in plan order.
  static func group(_ jobs: [CheckJob]) -> [(SpecEdition, [SpecCheck])] {
    var order: [EditionID] = []
    var groups: [EditionID: (SpecEdition, [SpecCheck])] = [:]
    for job in jobs {
      let id = EditionID(job.edition)
      if groups[id] == nil {
        order.append(id)
        groups[id] = (job.edition, [])
      }
      groups[id]?.1.append(job.check)
    }
    return order.compactMap { groups[$0] }
  }
}
