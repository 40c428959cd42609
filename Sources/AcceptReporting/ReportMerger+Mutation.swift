/// The mutation reports of a merge: every folder's mutants in one `mutation.json`, each mutant once.
extension ReportMerger {
  /// The `mutation.json` of each folder in `folders` that holds one, combined; nil when none does. Throws when a
  /// file cannot be read or two folders give one mutant different verdicts.
  package static func mergeMutations(folders: [String]) throws(Problem) -> MutationReport? {
    var parts: [(folder: String, report: MutationReport)] = []
    for folder in folders {
      do {
        if let report = try MutationReport.read(folder: folder) { parts.append((folder, report)) }
      } catch {
        throw .unusableMutationReport(error)
      }
    }
    return parts.isEmpty ? nil : try combine(parts)
  }

  /// One report holding the mutants of every part, each id once, in spec order (a spec's mutants keep the order
  /// of the part that first holds them), and every part's checks, with their kills counted again from the kept
  /// mutants so that a mutant two parts hold counts once.
  ///
  /// A mutant held by two parts with the same verdict is kept as the first part has it (the reason's wording may
  /// differ between machines); with different verdicts, the merge stops.
  static func combine(_ parts: [(folder: String, report: MutationReport)]) throws(Problem) -> MutationReport {
    var mutants: [MutantRecord] = []
    var firstHolder: [String: (index: Int, folder: String)] = [:]
    for (folder, report) in parts {
      for mutant in report.mutants {
        guard let held = firstHolder[mutant.id] else {
          firstHolder[mutant.id] = (mutants.count, folder)
          mutants.append(mutant)
          continue
        }
        let kept = mutants[held.index]
        guard kept.outcome == mutant.outcome else {
          throw .mutantVerdictsDiffer(
            id: mutant.id, first: held.folder, firstOutcome: kept.outcome, second: folder, secondOutcome: mutant.outcome
          )
        }
      }
    }
    var rank: [String: Int] = [:]
    for spec in mutants.map(\.spec) + parts.flatMap({ $0.report.checks.map(\.spec) }) where rank[spec] == nil {
      rank[spec] = rank.count
    }
    let order = { (spec: String) in rank[spec] ?? rank.count }
    mutants = stableSorted(mutants) { order($0.spec) }
    return MutationReport(mutants: mutants, checks: stableSorted(checks(parts, counting: mutants)) { order($0.spec) })
  }

  /// Every check of the parts once, in order of first appearance, with the kills of `mutants`.
  private static func checks(
    _ parts: [(folder: String, report: MutationReport)], counting mutants: [MutantRecord]
  ) -> [MutationReport.CheckKills] {
    var kills: [String: Int] = [:]
    for mutant in mutants where mutant.outcome.isKill {
      if let check = mutant.killedBy { kills[key(mutant.spec, mutant.language, check), default: 0] += 1 }
    }
    var seen: Set<String> = []
    var checks: [MutationReport.CheckKills] = []
    for row in parts.flatMap(\.report.checks) where seen.insert(key(row.spec, row.language, row.check)).inserted {
      checks.append(
        .init(
          spec: row.spec, language: row.language, check: row.check,
          kills: kills[key(row.spec, row.language, row.check)] ?? 0))
    }
    return checks
  }

  private static func key(_ parts: String...) -> String { parts.joined(separator: "\u{0}") }

  private static func stableSorted<T>(_ items: [T], by rank: (T) -> Int) -> [T] {
    items.enumerated().sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }.map(\.element)
  }
}
