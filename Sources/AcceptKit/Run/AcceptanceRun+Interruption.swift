import AcceptExecution
import AcceptProcess
import AcceptReporting
import Foundation

extension AcceptanceRun {
  /// The account of the signal that interrupted the run, if one did, after removing any temporary folder that its
  /// owner did not get to remove; nil for a run that went to its end. `unfinished` names the selected checks that
  /// have no result.
  func interruption(
    finished: Int, of selected: Int, unfinished: [CheckKey] = [], registry: ProcessRegistry = .shared
  ) -> RunInterruption? {
    guard let signal = registry.interruptingSignal else { return nil }
    registry.removeLeftoverFolders()
    return RunInterruption(
      signal: signal, signalName: SignalTrap.name(of: signal), unfinishedChecks: max(0, selected - finished),
      unfinished: unfinished)
  }
}
