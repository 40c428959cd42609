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
