import AcceptExecution
import AcceptSpec
import Foundation

/// What `accept counterexamples` runs: the root, which specs and checks judge, in which language, how often and how
/// each spec run is shaped.
package struct CounterexampleOptions: Sendable, Equatable {
  /// The folder holding the language folders and `counterexamples/`.
  package var root: String
  /// The language folders, in order.
  package var languages: [String]
  /// The language every spec runs in (`--lang`); nil for the first of `languages`.
  package var language: String?
  /// The specs whose counterexamples run (`--spec`); empty for every spec.
  package var specs: [String] = []
  /// The checks that judge (`--check`); empty for every check.
  package var checks: [String] = []
  /// The worker threads of each spec run.
  package var jobs: Int
  /// The time limit of a check without its own, in seconds.
  package var timeout: Double = 30
  /// The runs of the spec against each counterexample (`--repeat`); some check must reject it in each.
  package var repeats: Int = 1
  /// The schedules of `--schedules`, the same for every counterexample, or nil.
  package var schedules: SchedulePlan?
  /// Whether a counterexample with a row in its spec's counterexample table is judged only by the checks the row
  /// names (`--by-table`); one without a row is judged by every check.
  package var byTable = false

  /// Creates the options of every counterexample under `root`, in the first of `languages`, one run each.
  package init(
    root: String, languages: [String] = SpecLoader.defaultLanguages,
    jobs: Int = ProcessInfo.processInfo.activeProcessorCount
  ) {
    self.root = root
    self.languages = languages
    self.jobs = jobs
  }

  /// The language the specs run in: `language`, else the first of `languages`.
  var runLanguage: String { language ?? languages.first ?? "" }

  /// The run of one counterexample: its spec in one language, with the counterexample as the subject.
  func runOptions(for counterexample: Counterexample) -> RunOptions {
    var options = RunOptions()
    options.root = root
    options.languages = languages
    options.languageFilter = [runLanguage]
    options.specFilter = [counterexample.spec]
    options.checkFilter = checks
    options.subjects = [counterexample.subject]
    options.jobs = jobs
    options.timeout = timeout
    options.schedules = schedules
    return options
  }
}
