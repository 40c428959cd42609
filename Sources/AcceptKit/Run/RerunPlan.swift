import AcceptExecution
import AcceptReporting
import AcceptSpec
import Foundation

/// What `--failed-from` makes of an earlier report for this run: the checks to run again, the lines to print before
/// the run, the warnings to repeat after it, and the least exit status the run may end with. The rules live here;
/// the command line prints the lines and runs the checks.
package struct RerunPlan: Sendable, Equatable {
  /// A line to print now, on standard output or on standard error, without its newline.
  package enum Line: Sendable, Equatable {
    /// A line for standard output.
    case out(String)
    /// A line for standard error.
    case err(String)
  }

  /// The lines to print before anything runs, in order.
  package var lines: [Line] = []
  /// The checks to run again, or nil when there is nothing to run and the run stops with `floor`.
  package var checks: Set<CheckKey>?
  /// The warnings to repeat when the run ends, each after "warning: ".
  package var notes: [String] = []
  /// The least exit status: 1 when the plan could not choose every check that was not ok (a check an interrupted
  /// run did not record, one that no spec holds now, the checks of a shard missing from a merge) or the report holds
  /// an error that names no spec now (a `--subject` file's error), else 0.
  package var floor: Int32 = 0

  /// Chooses the checks of `failed` that exist in `catalog` and pass the filters of `options`. Warns of what it
  /// cannot run again: checks an interrupted run did not record, shards a merge misses, not-ok checks that no longer
  /// exist, errors that name no spec now (all raise the floor to 1), specs that are broken now (the run prints their
  /// errors and ends with 2), and run-shaping options (`arguments`) that the report's run gave otherwise. With
  /// nothing to run it stops: with 0 when nothing was left out but by the filters, else with 1.
  package init(failed: FailedChecks, catalog: SpecCatalog, options: RunOptions, arguments: [String]) {
    let differing = failed.differingOptions(from: arguments)
    if !differing.isEmpty {
      warn(
        "\(failed.path) was written by a run that gave \(differing.joined(separator: ", ")) otherwise than this "
          + "run; its checks may go otherwise here")
    }
    for interruption in failed.interruptions where interruption.unfinishedChecks > 0 {
      let count = interruption.unfinishedChecks
      warn(
        "the run of \(failed.path) was interrupted by \(interruption.signalName) before \(Self.checks(count)) "
          + "finished; \(count == 1 ? "it was" : "they were") not recorded, so this run cannot choose "
          + "\(count == 1 ? "it" : "them")")
      floor = 1
    }
    for notice in failed.mergeNotices {
      warn("\(failed.path): \(notice); its checks are in no run of the report, so this run cannot choose them")
      floor = 1
    }
    if failed.isEmpty {
      stop(
        floor == 0
          ? "every check in \(failed.path) was ok; nothing to run"
          : "no recorded check in \(failed.path) was not ok, but not every check finished; nothing run")
      return
    }
    let selection = failed.selection(in: catalog, options: options)
    for error in selection.unmapped {
      warn(
        "\(failed.path) holds an error in no spec under \(options.root) now, so no check can be chosen for "
          + "it: \(error.file):\(error.line): \(error.message)")
      floor = 1
    }
    for key in selection.missing {
      lines.append(
        .err("warning: \(key) was not ok in \(failed.path) but is in no spec under \(options.root) now; it is not run"))
    }
    if !selection.missing.isEmpty {
      let count = selection.missing.count
      notes.append(
        "\(Self.checks(count)) that \(count == 1 ? "was" : "were") not ok in \(failed.path) \(count == 1 ? "is" : "are") "
          + "in no spec under \(options.root) now and \(count == 1 ? "was" : "were") not run")
      floor = 1
    }
    for spec in selection.stillBroken {
      warn("spec \(spec) has a spec error now; its checks that were not ok in \(failed.path) are not run")
    }
    if selection.filteredOut > 0 {
      let verb = selection.filteredOut == 1 ? "was" : "were"
      lines.append(
        .out("\(Self.checks(selection.filteredOut)) that \(verb) not ok in \(failed.path) left out by the filters"))
    }
    guard !selection.checks.isEmpty || !selection.stillBroken.isEmpty else {
      stop("selected no check that was not ok in \(failed.path); nothing \(floor == 0 ? "to run" : "run")")
      return
    }
    checks = selection.checks
  }

  /// The line that follows the run when it ran: how many checks it chose.
  package func selectedLine(from path: String) -> String? {
    guard let count = checks?.count else { return nil }
    return "selected \(Self.checks(count)) that \(count == 1 ? "was" : "were") not ok in \(path)"
  }

  /// A warning printed now and repeated after the run.
  private mutating func warn(_ note: String) {
    lines.append(.err("warning: \(note)"))
    notes.append(note)
  }

  /// Ends the plan with nothing to run: `line`, then the warnings again.
  private mutating func stop(_ line: String) {
    lines.append(.out(line))
    lines += notes.map { .out("warning: \($0)") }
    checks = nil
  }

  /// "1 check" or "N checks".
  private static func checks(_ count: Int) -> String { count == 1 ? "1 check" : "\(count) checks" }
}
