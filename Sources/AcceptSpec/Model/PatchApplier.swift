/// Applies a patch's hunks to a text in memory, as `patch` does without fuzz: each hunk's context and removed
/// lines must be in the text exactly, at the line its header names or at the nearest other line after the
/// previous hunk.
package enum PatchApplier {
  /// The text with every hunk of `patch` applied; throws at the first hunk that does not apply.
  package static func apply(_ patch: PatchFile, to text: String) throws(PatchError) -> String {
    var lines = PatchFile.lines(of: text)
    var floor = 0
    var shift = 0
    for hunk in patch.hunks {
      let old = hunk.oldLines
      // Where the old lines start in the original: a hunk that removes nothing inserts after line `oldStart`.
      let start = old.isEmpty ? hunk.oldStart : hunk.oldStart - 1
      guard let found = nearest(old, in: lines, to: start + shift, notBefore: floor) else {
        throw .hunkDoesNotApply(line: hunk.headerLine, path: patch.path, at: hunk.oldStart)
      }
      let new = hunk.newLines
      lines.replaceSubrange(found..<(found + old.count), with: new)
      floor = found + new.count
      shift = found + new.count - (start + old.count)
    }
    let ending = text.last == "\r\n" ? "\r\n" : "\n"
    let final = text.isEmpty || text.last == "\n" || text.last == "\r\n" ? ending : ""
    return lines.isEmpty ? "" : lines.joined(separator: ending) + final
  }

  /// The index nearest to `wanted` (trying `wanted`, then one line after, one before, two after, ...) from which
  /// `lines` holds `old`, not before `floor`.
  private static func nearest(_ old: [String], in lines: [String], to wanted: Int, notBefore floor: Int) -> Int? {
    let last = lines.count - old.count
    guard last >= floor else { return nil }
    let start = min(max(wanted, floor), last)
    for distance in 0...(lines.count + 1) {
      for candidate in [start + distance, start - distance] where candidate >= floor && candidate <= last {
        if lines[candidate..<(candidate + old.count)].elementsEqual(old) { return candidate }
      }
      if start + distance > last && start - distance < floor { break }
    }
    return nil
  }
}
