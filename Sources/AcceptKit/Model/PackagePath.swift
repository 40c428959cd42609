/// Joins package-relative paths without letting them leave the package.
enum PackagePath {
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
}
