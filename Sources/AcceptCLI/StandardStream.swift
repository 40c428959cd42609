import AcceptKit
import Foundation

/// Writing to the process's own standard output and error, where a reader that went away (`accept run | head -1`)
/// interrupts the run like SIGPIPE instead of killing `accept` silently.
enum StandardStream {
  /// Writes all of `text` to `descriptor`; on a closed pipe (EPIPE) it drops the text and interrupts the run with
  /// SIGPIPE, so that the run ends its checks, writes its report and exits with 141.
  static func put(_ text: String, to descriptor: Int32) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let count = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      if count <= 0 {
        if errno == EPIPE { ProcessRegistry.shared.interrupt(by: SIGPIPE) }
        return
      }
      bytes = bytes.dropFirst(count)
    }
  }

  /// The path of the running executable (`accept` itself), resolved from `/proc/self/exe` on Linux; nil elsewhere.
  static var ownExecutable: String? {
    #if os(Linux)
      return URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
    #else
      return nil
    #endif
  }
}
