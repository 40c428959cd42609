import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Joins package-relative paths without letting them leave the package, by `..` or through a symbolic link.
enum PackagePath {
  /// Why a package-relative path is refused.
  enum Refusal: Error, Equatable, CustomStringConvertible {
    /// The path is absolute, starts with `~`, names no file or climbs above the root with `..`.
    case notInside(String)
    /// The path exists but a symbolic link on its way takes it out of the package, to `resolved`.
    case leavesThroughLink(String, resolved: String)

    /// The refusal as a sentence naming the path.
    var description: String {
      switch self {
      case .notInside(let path): return "source '\(path)' must be a relative path that stays inside the package"
      case .leavesThroughLink(let path, let resolved):
        return "source '\(path)' leaves the package through a symbolic link (it resolves to \(resolved)); "
          + "bind a file that is inside the package"
      }
    }
  }

  /// `root/relative`, or nil when `relative` is absolute or climbs above `root` with `..`.
  static func join(_ root: String, _ relative: String) -> String? {
    guard !relative.hasPrefix("/"), !relative.hasPrefix("~") else { return nil }
    var parts: [Substring] = []
    for part in relative.split(separator: "/") where part != "." {
      if part == ".." {
        guard !parts.isEmpty else { return nil }
        parts.removeLast()
      } else {
        parts.append(part)
      }
    }
    guard !parts.isEmpty else { return nil }
    let joined = parts.joined(separator: "/")
    return root == "." || root.isEmpty ? joined : "\(root)/\(joined)"
  }

  /// `root/relative` as `join` makes it, refused as well when the file exists and its real path (every symbolic
  /// link resolved) is not under the root's real path. A path that does not exist is left for the reader to report.
  static func resolve(_ root: String, _ relative: String) -> Result<String, Refusal> {
    guard let joined = join(root, relative) else { return .failure(.notInside(relative)) }
    guard let real = realPath(joined), let realRoot = realPath(root.isEmpty ? "." : root) else {
      return .success(joined)
    }
    let prefix = realRoot.hasSuffix("/") ? realRoot : realRoot + "/"
    guard real.hasPrefix(prefix) else { return .failure(.leavesThroughLink(relative, resolved: real)) }
    return .success(joined)
  }

  /// The canonical absolute path of an existing file, every symbolic link resolved; nil when it does not exist.
  static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}
