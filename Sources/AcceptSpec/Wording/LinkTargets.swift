import AcceptMarkdown
import Foundation

/// The files links point to, and the heading fragments of the Markdown ones, each read at most once.
final class LinkTargets {
  private var fragments: [String: Set<String>?] = [:]

  /// What is wrong with a link to `path` (absolute or relative to the working folder) and `fragment`, as the end
  /// of a sentence, or nil when it goes somewhere.
  func problem(_ path: String, fragment: String?) -> String? {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return "goes to no file" }
    guard let fragment, !isFolder.boolValue, path.lowercased().hasSuffix(".md") else { return nil }
    guard let known = headings(of: path) else { return nil }
    return known.contains(fragment) ? nil : "goes to no heading of that file"
  }

  /// The heading fragments of the Markdown file at `path`, or nil when it cannot be read as UTF-8.
  private func headings(of path: String) -> Set<String>? {
    if let known = fragments[path] { return known }
    let read = FileManager.default.contents(atPath: path).flatMap { data -> Set<String>? in
      guard case .success(let text) = TextDecoding.decode([UInt8](data)) else { return nil }
      return Set(MarkdownParser.parse(text).headingAnchors.map(\.fragment))
    }
    fragments[path] = read
    return read
  }
}
