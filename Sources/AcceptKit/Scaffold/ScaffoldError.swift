/// Why `accept new` cannot scaffold a spec: a bad name, or files it will not overwrite or cannot edit.
package enum ScaffoldError: Error, Equatable, CustomStringConvertible {
  /// The spec's name is no slug.
  case badName(String)
  /// The library target's name is no Swift identifier.
  case badTarget(String)
  /// A language that is no plain folder name of the root.
  case badLanguage(String)
  /// These files exist already; nothing was written.
  case exists([String])
  /// `--library` was given, but no folder from the root up holds a `Package.swift`.
  case noPackage(root: String)
  /// The manifest has a shape the scaffold cannot edit safely; the reason says which.
  case manifestShape(path: String, reason: String)
  /// The manifest names the target, but its folder is not `Sources/TARGET`.
  case targetFolderMissing(target: String, folder: String)
  /// A file or folder could not be written; what the attempt had written was removed again.
  case cannotWrite(path: String, reason: String)
  /// A write failed for `cause` and the files and folders it had written, `left`, could not all be removed.
  case partlyWritten(cause: String, left: [String])

  /// Whether the error is a bad invocation (exit status 64) rather than a refusal to write (exit status 73).
  package var isUsage: Bool {
    switch self {
    case .badName, .badTarget, .badLanguage: return true
    default: return false
    }
  }

  /// The message, naming the file when there is one.
  package var description: String {
    switch self {
    case .badName(let name):
      return "'\(name)' is not a spec name: use lower-case letters, digits and single hyphens, starting with a "
        + "letter, for example 'rate-limiter'"
    case .badTarget(let name):
      return
        "'\(name)' is not a target name: use letters, digits and underscores, starting with a letter or an "
        + "underscore"
    case .badLanguage(let language):
      return "'\(language)' is not a language folder: give a plain folder name (no '/', not '.' or '..'), and not "
        + ScaffoldLanguages.reserved.sorted().map { "'\($0)'" }.joined(separator: " or ")
        + ", which the root keeps for source files and counterexamples"
    case .exists(let paths):
      return paths.map { "\($0): error: exists already; accept new never overwrites a file" }.joined(separator: "\n")
        + "\nnothing was written; choose another name or move the file(s) away"
    case .noPackage(let root):
      return "--library needs a package, but no folder from \(root) up holds a Package.swift"
    case .manifestShape(let path, let reason):
      return "\(path): error: cannot add the target safely: \(reason); add it by hand, then run accept new again"
    case .targetFolderMissing(let target, let folder):
      return "the package names '\(target)' but \(folder) is not a folder; its sources live elsewhere, so "
        + "accept new does not know where to put the file; give another --library or create \(folder)"
    case .cannotWrite(let path, let reason):
      return "\(path): error: cannot write: \(reason); nothing was written"
    case .partlyWritten(let cause, let left):
      return "\(cause)\nthese files and folders were written before the failure and could not be removed: "
        + left.joined(separator: ", ")
    }
  }
}
