/// Applies a patch's hunks to a text in memory, as `patch` does without fuzz: each hunk's context and removed
/// lines must be in the text exactly, at the line its header names or at most `maxOffset` lines from it (each
/// offset reported), after the previous hunk. A hunk needs a context line, so that it is anchored to what is there:
/// a zero-context hunk (`diff -U0`) is refused, unless its old lines are the whole file.
package enum PatchApplier {
  /// The farthest a hunk may apply from the line its header names (after the earlier hunks' added and removed
  /// lines are counted).
  package static let maxOffset = 10

  /// Where a hunk applied when that was not the line its header names.
  package struct Offset: Equatable, Sendable {
    /// The 1-based line of the hunk's `@@` header in the patch.
    package var headerLine: Int
    /// The 1-based line of the original text the header names.
    package var stated: Int
    /// The 1-based line of the original text where the hunk's old lines were found.
    package var found: Int

    /// The lines from the stated line to the found one: positive when the hunk applied further down.
    package var lines: Int { found - stated }
  }

  /// A patched text and the hunks that applied at an offset.
  package struct Applied: Equatable, Sendable {
    /// The text with every hunk applied.
    package var text: String
    /// The hunks that applied away from the line their header names, in order.
    package var offsets: [Offset]
  }

  /// The text with every hunk of `patch` applied; throws at the first hunk that has no context or does not apply.
  package static func apply(_ patch: PatchFile, to text: String) throws(PatchError) -> Applied {
    var lines = PatchFile.lines(of: text)
    let original = lines.count
    var floor = 0
    var delta = 0
    var drift = 0
    var offsets: [Offset] = []
    for hunk in patch.hunks {
      let old = hunk.oldLines
      let anchored = hunk.lines.contains { if case .context = $0 { true } else { false } }
      guard anchored || (hunk.oldStart <= 1 && old.count == original && !old.isEmpty) else {
        throw .noContext(line: hunk.headerLine, path: patch.path)
      }
      // Where the old lines start in the original: a hunk that removes nothing inserts after line `oldStart`.
      let start = old.isEmpty ? hunk.oldStart : hunk.oldStart - 1
      let window = (start + delta - maxOffset)...(start + delta + maxOffset)
      guard
        let found = nearest(old, in: lines, to: start + delta + drift, notBefore: floor, within: window)
      else {
        throw .hunkDoesNotApply(line: hunk.headerLine, path: patch.path, at: hunk.oldStart, within: maxOffset)
      }
      drift = found - (start + delta)
      if drift != 0 {
        offsets.append(Offset(headerLine: hunk.headerLine, stated: start + 1, found: start + 1 + drift))
      }
      let new = hunk.newLines
      lines.replaceSubrange(found..<(found + old.count), with: new)
      floor = found + new.count
      delta += new.count - old.count
    }
    let ending = text.last == "\r\n" ? "\r\n" : "\n"
    let final = text.isEmpty || text.last == "\n" || text.last == "\r\n" ? ending : ""
    return Applied(text: lines.isEmpty ? "" : lines.joined(separator: ending) + final, offsets: offsets)
  }

  /// The index nearest to `wanted` (trying `wanted`, then one line after, one before, two after, ...) from which
  /// `lines` holds `old`, not before `floor` and inside `window`.
  private static func nearest(
    _ old: [String], in lines: [String], to wanted: Int, notBefore floor: Int, within window: ClosedRange<Int>
  ) -> Int? {
    let low = max(floor, window.lowerBound)
    let high = min(lines.count - old.count, window.upperBound)
    guard high >= low else { return nil }
    let start = min(max(wanted, low), high)
    for distance in 0...(high - low + 1) {
      for candidate in [start + distance, start - distance] where candidate >= low && candidate <= high {
        if lines[candidate..<(candidate + old.count)].elementsEqual(old) { return candidate }
      }
      if start + distance > high && start - distance < low { break }
    }
    return nil
  }
}
