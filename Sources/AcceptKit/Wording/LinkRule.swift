import AcceptMarkdown
import Foundation

/// The rule that a link of an edition's prose goes somewhere: a `#fragment` names a heading of the edition, a
/// relative path names a file or folder that exists (and, for a Markdown file, its fragment one of that file's
/// headings), and a link whose whole text is a check id goes to that check's own heading. Fragments are the ones
/// GitHub gives headings (`HeadingSlug`), which the review page uses too. Links with a scheme (`https:`, `mailto:`)
/// and paths from the site's root (`/...`) are not followed.
struct LinkRule {
  /// The headings of Markdown files that links point into, read once per lint run.
  let targets: LinkTargets

  /// The findings in `edition`.
  func findings(in edition: WordingEdition) -> [WordingFinding] {
    let headings = CheckHeadings(edition)
    let own = Set(headings.anchors.map(\.fragment))
    let ids = Set(edition.edition.checks.map(\.id))
    let folder = (edition.edition.path as NSString).deletingLastPathComponent
    return edition.tree.links.compactMap { link in
      let at = edition.at(link.line)
      guard let target = LinkTarget(link.destination) else { return nil }
      switch target {
      case .fragment(let fragment):
        guard own.contains(fragment) else {
          return WordingFinding(at: at, "the link to '#\(fragment)' goes to no heading of this file")
        }
        if let id = link.codeText, ids.contains(id), let heading = headings.heading(of: id),
          heading.fragment != fragment
        {
          return WordingFinding(
            at: at, "the link around '\(id)' goes to '#\(fragment)', not to its check's heading '#\(heading.fragment)'")
        }
        return nil
      case .file(let path, let fragment):
        let resolved = Self.resolve(path, from: folder, in: FileManager.default.currentDirectoryPath)
        return targets.problem(resolved, fragment: fragment).map {
          WordingFinding(at: at, "the link to '\(link.destination)' \($0)")
        }
      }
    }
  }
}

extension LinkRule {
  /// The absolute, standardized path of `path` relative to the folder `folder`, which is itself relative to
  /// `workingDirectory` unless it is absolute (a relative root such as `Acceptance` keeps `../..` inside the package).
  static func resolve(_ path: String, from folder: String, in workingDirectory: String) -> String {
    let base = folder.hasPrefix("/") ? folder : workingDirectory + "/" + folder
    return URL(fileURLWithPath: base).appendingPathComponent(path).standardized.path
  }
}

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

/// A link of a document's prose: its destination, where it starts and, when its whole text is one code span, that
/// span's text.
struct ProseLink: Sendable {
  /// The destination, as the parser resolved it (not percent-encoded).
  let destination: String
  /// The 1-based line the link starts on.
  let line: Int
  /// The code span that is the link's whole text, if it is one.
  let codeText: String?
}

extension MarkdownTree {
  /// Every link of the paragraphs, headings and table cells, at any depth, in document order; autolinks included
  /// (they have a scheme, so `LinkRule` does not follow them).
  var links: [ProseLink] {
    nodes.flatMap { node -> [ProseLink] in
      guard let inlines = node.inlines else { return [] }
      return inlines.preorder.compactMap { index in
        guard case .link(let destination, _) = inlines.nodes[index].kind else { return nil }
        let children = inlines.nodes[index].children
        var code: String?
        if children.count == 1, case .code(let literal) = inlines.nodes[children[0]].kind { code = literal }
        return ProseLink(destination: destination, line: inlines.nodes[index].range.start.line, codeText: code)
      }
    }
  }
}
