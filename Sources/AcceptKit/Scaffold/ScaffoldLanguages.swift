import AcceptSpec
import Foundation

/// The language folders a new spec gets editions in.
package enum ScaffoldLanguages {
  /// The folders of `root` that hold at least one `.md` file, the default languages first in their order, then the
  /// others by name; the default languages when the root does not exist or holds no such folder.
  package static func inRoot(_ root: String) -> [String] {
    let manager = FileManager.default
    let folders = ((try? manager.contentsOfDirectory(atPath: root)) ?? []).filter { folder in
      let files = (try? manager.contentsOfDirectory(atPath: "\(root)/\(folder)")) ?? []
      return files.contains { $0.hasSuffix(".md") }
    }
    guard !folders.isEmpty else { return SpecLoader.defaultLanguages }
    let known = SpecLoader.defaultLanguages.filter(folders.contains)
    return known + folders.filter { !known.contains($0) }.sorted()
  }

  /// The folders of the root that hold something else than an edition.
  package static let reserved: Set = ["sources", "counterexamples"]

  /// Whether `language` can be a language folder of the root: one plain folder name, not `.` or `..`, and not a
  /// folder the root keeps for something else.
  package static func isFolderName(_ language: String) -> Bool {
    !language.isEmpty && !language.contains("/") && !language.contains("\0") && language != "." && language != ".."
      && !reserved.contains(language)
  }
}
