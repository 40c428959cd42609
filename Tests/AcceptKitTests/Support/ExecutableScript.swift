import Foundation
import Testing

/// Writes a shell script that a test then runs, without the race that makes exec fail with ETXTBSY.
///
/// Written by this process, the script would be open for writing here while other tests fork, and a child that has
/// not yet exec'd holds that descriptor: exec'ing the script then fails with ETXTBSY for as long as the child lives
/// (a compile lives seconds). So the text goes to a plain file and `cp`, another process, makes the executable.
enum ExecutableScript {
  /// Writes `text` as an executable file at `path` and returns `path`.
  @discardableResult
  static func write(_ text: String, to path: String) throws -> String {
    try write(Data(text.utf8), to: path)
  }

  /// Writes `bytes` as an executable file at `path` and returns `path`.
  @discardableResult
  static func write(_ bytes: Data, to path: String) throws -> String {
    let source = path + ".source"
    try bytes.write(to: URL(fileURLWithPath: source))
    let copy = Process()
    copy.executableURL = URL(fileURLWithPath: "/bin/sh")
    copy.arguments = ["-c", "cp \"$0\" \"$1\" && chmod 755 \"$1\"", source, path]
    try copy.run()
    copy.waitUntilExit()
    try #require(copy.terminationStatus == 0, "cp could not make \(path)")
    return path
  }
}
