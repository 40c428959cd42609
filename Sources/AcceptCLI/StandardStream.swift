import AcceptKit
import AcceptProcess
import AcceptSpec
import Foundation

/// Writing to the process's own standard output and error, where a reader that went away (`accept run | head -1`)
/// interrupts the run like SIGPIPE instead of killing `accept` silently.
enum StandardStream {
  /// Writes all of `text` to `descriptor`; on a closed pipe (EPIPE) it drops the text and interrupts the run with
  /// SIGPIPE, so that the run ends its checks, writes its report and exits with 141.
  static func put(_ text: String, to descriptor: Int32) {
    let closed = Array(text.utf8).withUnsafeBytes { !DescriptorWriter.writeAll($0, to: descriptor) && errno == EPIPE }
    if closed { ProcessRegistry.shared.interrupt(by: SIGPIPE) }
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
