import Foundation

/// Where a link's destination points, as `LinkRule` follows it.
enum LinkTarget: Equatable {
  /// A heading of the same file.
  case fragment(String)
  /// A file or folder relative to the linking file, with an optional fragment.
  case file(String, fragment: String?)

  /// The target of `destination`, percent-decoded; nil for a destination the rule does not follow (a scheme, a
  /// path from the root, an empty destination).
  init?(_ destination: String) {
    let decoded = destination.removingPercentEncoding ?? destination
    if decoded.hasPrefix("#") {
      self = .fragment(String(decoded.dropFirst()))
      return
    }
    guard !decoded.isEmpty, !decoded.hasPrefix("/"), !Self.hasScheme(decoded) else { return nil }
    let parts = decoded.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
    let path = String(parts[0].split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)[0])
    guard !path.isEmpty else { return nil }
    self = .file(path, fragment: parts.count > 1 ? String(parts[1]) : nil)
  }

  /// Whether `text` starts with a URI scheme and a colon (`https:`, `mailto:`).
  private static func hasScheme(_ text: String) -> Bool {
    guard let colon = text.firstIndex(of: ":") else { return false }
    let scheme = text[..<colon]
    return scheme.first?.isLetter == true
      && scheme.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+.-".contains($0)) }
  }
}
