import AcceptExecution
import AcceptProcess
import Foundation

/// The compiled programs that hold every check of an edition, for one version of its definition blocks: the binary
/// (and the argument that picks the check in a merged program) of each check.
struct ProgramSet: Sendable {
  /// How one check is started.
  struct Entry: Sendable {
    /// The binary.
    var binary: String
    /// The check id to pass to a merged program, or nil for a program of its own.
    var argument: String?
    /// The program's files, for locating diagnostics.
    var files: [String]
  }

  /// Each check's entry, by check id.
  var entries: [String: Entry]
  /// The programs' sources, in build order, for cache keys.
  var sources: [String]
  /// The builds, to discard binaries kept outside the cache.
  var outcomes: [BuildOutcome]
  /// Seconds spent compiling.
  var seconds: Double

  /// Removes the binaries that live outside the cache.
  func discard() { outcomes.forEach { $0.discard() } }

  /// What became of building a set.
  enum Build: Sendable {
    /// Every program compiled.
    case built(ProgramSet)
    /// A program did not compile: the compiler's output and the program's files, the kit's own failure, and whether
    /// the compile ran out of time.
    case failed(output: String, files: [String], kitError: String?, timedOut: Bool)
  }

  /// Builds the programs `assembler` writes for the checks `jobs` (merged where the planner merges), `workers` at a
  /// time; stops at the first program that does not compile.
  static func build(_ jobs: [CheckJob], _ assembler: ProgramAssembler, _ runner: CheckRunner, workers: Int) -> Build {
    let units = BuildPlanner(assembler: assembler, merge: true).plan(jobs).units
    let results = Collected<(Int, BuildOutcome)>()
    let queue = WorkQueue<Int>()
    units.indices.forEach { queue.push($0) }
    queue.run(workers: workers) { index in results.append((index, runner.build(units[index].program))) }
    let outcomes = results.values.sorted { $0.0 < $1.0 }.map(\.1)
    var entries: [String: Entry] = [:]
    var seconds = 0.0
    for (unit, outcome) in zip(units, outcomes) {
      switch outcome {
      case .built(let built):
        seconds += built.seconds
        for check in unit.checks {
          entries[check.id] = Entry(
            binary: built.binary, argument: unit.merged ? check.id : nil, files: unit.program.files)
        }
      case .failed(let failure):
        outcomes.forEach { $0.discard() }
        return .failed(
          output: failure.output, files: unit.program.files, kitError: failure.kitError, timedOut: failure.timedOut)
      }
    }
    return .built(
      ProgramSet(entries: entries, sources: units.map(\.program.source), outcomes: outcomes, seconds: seconds))
  }
}
