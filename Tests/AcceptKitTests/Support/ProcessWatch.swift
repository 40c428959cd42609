import AcceptTestSupport
import Foundation

/// Watches processes the tests started indirectly (a check's own child), to prove they were ended.
enum ProcessWatch {
  /// Waits up to `seconds` until `pid` has ended (gone, or a zombie waiting for its new parent); returns whether it
  /// did. The poll only bounds the wait: a process that is still alive at the deadline fails the test.
  static func waitUntilEnded(_ pid: Int32, seconds: Double = 10) -> Bool {
    Poll.until(seconds: seconds) { hasEnded(pid) }
  }

  /// Whether `pid` no longer runs: no `/proc` entry, or its state is zombie or dead.
  static func hasEnded(_ pid: Int32) -> Bool {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return true }
    let state = stat[stat.index(after: close)...].trimmingCharacters(in: .whitespaces).first
    return state == "Z" || state == "X"
  }

  /// The first whole number after `prefix` on a line of `text`.
  static func number(after prefix: String, in text: String) -> Int32? {
    for line in text.split(separator: "\n") where line.hasPrefix(prefix) {
      return Int32(line.dropFirst(prefix.count).trimmingCharacters(in: .whitespaces))
    }
    return nil
  }

}
