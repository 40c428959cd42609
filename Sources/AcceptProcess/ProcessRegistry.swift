import Foundation

/// Every process group and temporary folder that the kit has live, so that an interrupted run can end the groups
/// and remove the folders; once interrupted, it stays interrupted and ends any group added later at once.
package final class ProcessRegistry: @unchecked Sendable {
  /// How a live group is ended.
  enum Ending: Sendable, Equatable {
    /// `SIGKILL` to the whole process group.
    case killGroup
    /// `SIGTERM` to the group's leader, a supervisor that ends every descendant of the check and then exits.
    case askSupervisor
  }

  /// Whether the process runs on or was interrupted, and by which signal.
  package enum State: Sendable, Equatable {
    /// No interrupting signal came.
    case running
    /// This signal came; every group was ended and no new work should start.
    case interrupted(signal: Int32)
  }

  /// The registry of the `accept` process, which its signal handlers interrupt.
  package static let shared = ProcessRegistry()

  // `lock` protects `state`, `groups` and `folders`.
  private let lock = NSLock()
  private var state = State.running
  private var groups: [pid_t: Ending] = [:]
  private var folders: Set<String> = []

  /// Creates an empty registry that runs on.
  package init() {}

  /// Whether the process runs on or was interrupted.
  package var current: State {
    lock.lock()
    defer { lock.unlock() }
    return state
  }

  /// The signal that interrupted the process, if one did.
  package var interruptingSignal: Int32? {
    if case .interrupted(let signal) = current { return signal }
    return nil
  }

  /// Records a live process group; when the registry is already interrupted the group is ended at once.
  func add(group: pid_t, ending: Ending) {
    lock.lock()
    let running = state == .running
    if running { groups[group] = ending }
    lock.unlock()
    if !running { Self.end(group, ending) }
  }

  /// Forgets a process group that has ended.
  func remove(group: pid_t) {
    lock.lock()
    groups[group] = nil
    lock.unlock()
  }

  /// Records a temporary folder to remove if the run is interrupted before its owner removes it.
  func add(folder: String) {
    lock.lock()
    folders.insert(folder)
    lock.unlock()
  }

  /// Forgets a folder that its owner removed.
  func remove(folder: String) {
    lock.lock()
    folders.remove(folder)
    lock.unlock()
  }

  /// Marks the registry interrupted by `signal` (the first signal is kept) and ends every live group.
  package func interrupt(by signal: Int32) {
    lock.lock()
    if state == .running { state = .interrupted(signal: signal) }
    let live = groups
    lock.unlock()
    for (group, ending) in live { Self.end(group, ending) }
  }

  /// Removes the folders whose owners did not get to remove them; returns how many there were.
  @discardableResult
  package func removeLeftoverFolders() -> Int {
    lock.lock()
    let left = folders
    folders = []
    lock.unlock()
    for folder in left { try? FileManager.default.removeItem(atPath: folder) }
    return left.count
  }

  /// Sends the signal that ends `group` the way it asks.
  static func end(_ group: pid_t, _ ending: Ending) {
    switch ending {
    case .killGroup: kill(-group, SIGKILL)
    case .askSupervisor: kill(group, SIGTERM)
    }
  }
}
