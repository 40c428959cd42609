/// One `@@ -l,n +l,n @@` hunk of a unified diff: the lines it expects in the file and the lines it leaves there.
package struct PatchHunk: Equatable, Sendable {
  /// One line of a hunk's body, without its leading marker.
  package enum Line: Equatable, Sendable {
    /// A line the file keeps (marker ` `).
    case context(String)
    /// A line the hunk takes out (marker `-`).
    case removed(String)
    /// A line the hunk puts in (marker `+`).
    case added(String)
  }

  /// The 1-based line of the file where the hunk's old lines start, as its header says (for a hunk with no old
  /// lines, the line after which it inserts).
  package var oldStart: Int
  /// The hunk's body, in order.
  package var lines: [Line]
  /// The 1-based line of the hunk's `@@` header in the patch file.
  package var headerLine: Int

  /// Creates a hunk.
  package init(oldStart: Int, lines: [Line], headerLine: Int) {
    self.oldStart = oldStart
    self.lines = lines
    self.headerLine = headerLine
  }

  /// The lines the file must hold where the hunk applies: its context and removed lines.
  package var oldLines: [String] {
    lines.compactMap {
      switch $0 {
      case .context(let text), .removed(let text): return text
      case .added: return nil
      }
    }
  }

  /// The lines the hunk leaves in their place: its context and added lines.
  package var newLines: [String] {
    lines.compactMap {
      switch $0 {
      case .context(let text), .added(let text): return text
      case .removed: return nil
      }
    }
  }
}
