/// Decides how a run's checks are built: which are merged into one program per edition, which are built on their
/// own and why, and which editions share a program because their code is the same but for comments.
struct BuildPlanner {
  /// The assembler that writes the programs.
  var assembler: ProgramAssembler
  /// Whether checks may be merged at all.
  var merge: Bool
  /// Whether the run explores async checks under seeded schedules: then a mergeable async check that no other check
  /// joins is still built as a merged program of one check, so that one process runs all its schedules.
  var exploring = false

  /// The units for `jobs` (ignored checks left out) and one line per edition saying what was merged and why not.
  func plan(_ jobs: [CheckJob]) -> (units: [BuildUnit], notes: [String]) {
    var units: [BuildUnit] = []
    var keys: [[EditionMapping.BlockKey]] = []
    var notes: [String] = []
    for (edition, indices) in Self.group(jobs) {
      let runnable = indices.filter { !edition.blocks[$0].attributes.ignore }
      let reasons = Dictionary(uniqueKeysWithValues: runnable.map { ($0, reason($0, in: edition)) })
      let mergeable = runnable.filter { reasons[$0] == .some(nil) }
      let groups = Self.segments(mergeable, in: edition)
      var candidates = groups.filter { $0.count >= 2 }.map { mergedUnit(edition, $0) }
      let merged = Set(candidates.flatMap(\.indices))
      let alone = runnable.filter { !merged.contains($0) }
      candidates += alone.map { index in
        explorable(index, in: edition)
          ? mergedUnit(edition, [index]) : aloneUnit(edition, index)
      }
      let shared = candidates.filter { add($0, to: &units, keys: &keys) }.count
      let programs = groups.filter { $0.count >= 2 }.count
      notes.append(note(edition, (merged.count, programs), alone, reasons, shared, candidates.count))
    }
    return (units, notes)
  }

  /// Whether the check at `index`, built without other checks, is to be a merged program of one check: in a run that
  /// explores schedules, an async check that could be merged.
  func explorable(_ index: Int, in edition: SpecEdition) -> Bool {
    exploring && Self.scheduleExemption(edition, index, subjects: assembler.subjects) == nil
  }

  /// Why a schedules run runs the check at `index` of `edition` once: the block's own reason, or `.topLevel` when no
  /// function can hold it (`--no-merge` aside: an async check is still built as a merged program of one check).
  static func scheduleExemption(_ edition: SpecEdition, _ index: Int, subjects: [String: Subject]) -> ScheduleExemption?
  {
    if let reason = edition.blocks[index].scheduleExemption { return reason }
    return eligibility(index, in: edition, subjects: subjects) == nil ? nil : .topLevel
  }

  /// Why the check at `index` cannot live in a function of a merged program, or nil when it can.
  static func eligibility(_ index: Int, in edition: SpecEdition, subjects: [String: Subject]) -> String? {
    let definitions = edition.definitions(above: index).filter { !$0.attributes.ignore }.map { definition in
      definition.attributes.name.flatMap { subjects[$0]?.code } ?? definition.code
    }
    return MergeEligibility.reason(edition.blocks[index], definitions: definitions)
  }

  /// A unit holding the checks at `indices` merged.
  func mergedUnit(_ edition: SpecEdition, _ indices: [Int]) -> BuildUnit {
    BuildUnit(
      edition: edition, indices: indices, merged: true,
      program: assembler.mergedProgram(for: edition, checks: indices))
  }

  /// A unit holding the check at `index` on its own.
  func aloneUnit(_ edition: SpecEdition, _ index: Int) -> BuildUnit {
    BuildUnit(
      edition: edition, indices: [index], merged: false, program: assembler.program(for: edition, checkAt: index))
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

  private func reason(_ index: Int, in edition: SpecEdition) -> String? {
    guard merge else { return "merging is off (--no-merge)" }
    return Self.eligibility(index, in: edition, subjects: assembler.subjects)
  }

  private func note(
    _ edition: SpecEdition, _ merged: (checks: Int, programs: Int), _ alone: [Int], _ reasons: [Int: String?],
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
    let why = alone.map { index in
      let id = edition.blocks[index].attributes.check ?? ""
      if explorable(index, in: edition) {
        let why = merge ? "no other check shares its definition blocks" : "merging is off (--no-merge)"
        return "\(id): \(why); merged on its own, so that one process runs its schedules"
      }
      return reasons[index].flatMap { $0 }.map { "\(id): \($0)" }
        ?? "\(id): no other check shares its definition blocks"
    }
    if !why.isEmpty { parts.append("\(alone.count) on their own (\(why.joined(separator: "; ")))") }
    let sharing = shared == total && total > 0 ? "; same code as an earlier edition, so compiled and run once" : ""
    return "build: \(edition.spec) [\(edition.language)]: " + parts.joined(separator: ", ") + sharing
  }

  /// The checks at `indices` split into runs with no definition block between them: the checks of one run see the
  /// same definitions, so they can share one program.
  static func segments(_ indices: [Int], in edition: SpecEdition) -> [[Int]] {
    var groups: [[Int]] = []
    var previous: Int?
    for index in indices {
      let definitionBetween =
        previous.map { last in
          edition.blocks[(last + 1)..<index].contains { $0.kind == .definition && !$0.attributes.ignore }
        } ?? true
      if definitionBetween { groups.append([index]) } else { groups[groups.count - 1].append(index) }
      previous = index
    }
    return groups
  }

  /// The jobs grouped by edition, in plan order.
  static func group(_ jobs: [CheckJob]) -> [(SpecEdition, [Int])] {
    var order: [String] = []
    var groups: [String: (SpecEdition, [Int])] = [:]
    for job in jobs {
      let path = job.edition.path
      if groups[path] == nil {
        order.append(path)
        groups[path] = (job.edition, [])
      }
      groups[path]?.1.append(job.index)
    }
    return order.compactMap { groups[$0] }
  }
}
