/// Finds the known word closest to a misspelled one (an attribute, an option, a spec name), by edit distance.
public enum Suggestion {
  /// Returns the candidate within an edit distance of 2 (or 3 for long words) of `word`, if any, the closest first.
  public static func closest(_ word: String, among candidates: [String]) -> String? {
    let limit = word.count > 6 ? 3 : 2
    let scored = candidates.map { (candidate: $0, distance: distance(word.lowercased(), $0)) }
    guard let best = scored.min(by: { $0.distance < $1.distance }), best.distance <= limit else { return nil }
    return best.candidate
  }

  /// The Levenshtein distance between two strings, by characters.
  public static func distance(_ lhs: String, _ rhs: String) -> Int {
    let left = Array(lhs)
    let right = Array(rhs)
    var previous = Array(0...right.count)
    for (row, leftCharacter) in left.enumerated() {
      var current = [row + 1]
      for (column, rightCharacter) in right.enumerated() {
        let substitution = previous[column] + (leftCharacter == rightCharacter ? 0 : 1)
        current.append(min(substitution, previous[column + 1] + 1, current[column] + 1))
      }
      previous = current
    }
    return previous[right.count]
  }
}
