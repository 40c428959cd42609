import Foundation

/// Writes a shell script that a test then runs, without the race that makes exec fail with ETXTBSY.
///
/// Written by this process, the script would be open for writing here while other tests fork, and a child that has
/// not yet exec'd holds that descriptor: exec'ing the script then fails with ETXTBSY for as long as the child lives
/// (a compile lives seconds). So the text goes to a plain file and `cp`, another process, makes the executable.
public enum ExecutableScript {
  /// `cp` could not make the executable.
  public struct CopyFailed: Error, CustomStringConvertible {
    /// The executable's path.
    public var path: String
    /// What went wrong, with the path.
    public var description: String { "cp could not make \(path)" }
  }

  /// Writes `text` as an executable file at `path` and returns `path`.
  @discardableResult
  public static func write(_ text: String, to path: String) throws -> String {
    try write(Data(text.utf8), to: path)
  }

  /// Writes `bytes` as an executable file at `path` and returns `path`.
  @discardableResult
  public static func write(_ bytes: Data, to path: String) throws -> String {
    let source = path + ".source"
    try bytes.write(to: URL(fileURLWithPath: source))
    let copy = Process()
    copy.executableURL = URL(fileURLWithPath: "/bin/sh")
    copy.arguments = ["-c", "cp \"$0\" \"$1\" && chmod 755 \"$1\"", source, path]
    try copy.run()
    copy.waitUntilExit()
    guard copy.terminationStatus == 0 else { throw CopyFailed(path: path) }
    return path
  }
}
