/// Splits a path at its last `/` without NSString: on Foundation 6.3.1 `deletingLastPathComponent` and
/// `lastPathComponent` trap on a one-character last component (`"/tmp/w"`, `"w"`).
package enum PathSplit {
  /// The folder that holds `path`, split at its last `/` (trailing slashes ignored): "" for a single component,
  /// "/" for a component right under the root.
  package static func parent(of path: String) -> String {
    let trimmed = trimmingTrailingSlashes(path)
    guard let slash = trimmed.lastIndex(of: "/") else { return "" }
    var parent = trimmed[..<slash]
    while parent.hasSuffix("/") { parent = parent.dropLast() }
    return parent.isEmpty ? "/" : String(parent)
  }

  /// The last component of `path` (trailing slashes ignored): the whole path when it has no `/`.
  package static func name(of path: String) -> String {
    let trimmed = trimmingTrailingSlashes(path)
    guard let slash = trimmed.lastIndex(of: "/"), trimmed.count > 1 else { return String(trimmed) }
    return String(trimmed[trimmed.index(after: slash)...])
  }

  private static func trimmingTrailingSlashes(_ path: String) -> Substring {
    var trimmed = Substring(path)
    while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
    return trimmed
  }
}
