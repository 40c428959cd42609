import Foundation

/// The processes of the machine as Linux's `/proc` shows them.
enum ProcessTable {
  /// The process ids whose parent is `parent`, read from `/proc/<pid>/stat` (a process may end while it is read).
  static func children(of parent: pid_t) -> [pid_t] {
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return [] }
    return entries.compactMap { entry in
      guard let pid = pid_t(entry), Self.parent(of: pid) == parent else { return nil }
      return pid
    }
  }

  /// The parent of `pid`: the second field after the command name in `/proc/<pid>/stat`, or nil when it is gone.
  static func parent(of pid: pid_t) -> pid_t? {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return nil }
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    return fields.count > 1 ? pid_t(fields[1]) : nil
  }
}
