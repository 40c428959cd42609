/// Finds the known word closest to a misspelled one (an attribute, an option, a spec name), by edit distance.
package enum Suggestion {
  /// Returns the candidate within an edit distance of 2 (or 3 for long words) of `word`, if any, the closest first.
  package static func closest(_ word: String, among candidates: [String]) -> String? {
    let limit = word.count > 6 ? 3 : 2
    let scored = candidates.map { (candidate: $0, distance: distance(word.lowercased(), $0)) }
    guard let best = scored.min(by: { $0.distance < $1.distance }), best.distance <= limit else { return nil }
    return best.candidate
  }

  /// The edit distance between two strings, by characters: insertions, deletions, substitutions and swaps of two
  /// neighbours each count one (optimal string alignment).
  package static func distance(_ lhs: String, _ rhs: String) -> Int {
    let left = Array(lhs)
    let right = Array(rhs)
    guard !left.isEmpty, !right.isEmpty else { return max(left.count, right.count) }
    var table = [[Int]](repeating: [Int](repeating: 0, count: right.count + 1), count: left.count + 1)
    for row in 0...left.count { table[row][0] = row }
    for column in 0...right.count { table[0][column] = column }
    for row in 1...left.count {
      for column in 1...right.count {
        let cost = left[row - 1] == right[column - 1] ? 0 : 1
        var best = min(table[row - 1][column] + 1, table[row][column - 1] + 1, table[row - 1][column - 1] + cost)
        if row > 1, column > 1, left[row - 1] == right[column - 2], left[row - 2] == right[column - 1] {
          best = min(best, table[row - 2][column - 2] + 1)
        }
        table[row][column] = best
      }
    }
    return table[left.count][right.count]
  }
}
