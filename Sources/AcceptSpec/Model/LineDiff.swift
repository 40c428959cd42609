/// The shortest edit script between two lists of lines, found with Myers' O((N+M)D) algorithm.
///
/// The common head and tail are set aside first, so a file with a few changed blocks costs little more than the
/// blocks themselves.
enum LineDiff {
  /// One step of an edit script, with 0-based indices into the old and the new lines.
  enum Edit: Equatable {
    /// The old line at `old` is kept as the new line at `new`.
    case keep(old: Int, new: Int)
    /// The old line at `old` is removed.
    case delete(old: Int)
    /// The new line at `new` is inserted.
    case insert(new: Int)
  }

  /// The edits that turn `old` into `new`: every old line is kept or deleted, every new line kept or inserted.
  static func edits<Line: Equatable>(_ old: [Line], _ new: [Line]) -> [Edit] {
    let head = zip(old, new).prefix { $0 == $1 }.count
    let tail = zip(old[head...].reversed(), new[head...].reversed()).prefix { $0 == $1 }.count
    let middle = myers(Array(old[head..<(old.count - tail)]), Array(new[head..<(new.count - tail)])).map {
      shifted($0, by: head)
    }
    let kept = (0..<head).map { Edit.keep(old: $0, new: $0) }
    let after = (0..<tail).map { Edit.keep(old: old.count - tail + $0, new: new.count - tail + $0) }
    return kept + middle + after
  }

  /// The edit with both indices moved on by `offset`.
  private static func shifted(_ edit: Edit, by offset: Int) -> Edit {
    switch edit {
    case .keep(let old, let new): return .keep(old: old + offset, new: new + offset)
    case .delete(let old): return .delete(old: old + offset)
    case .insert(let new): return .insert(new: new + offset)
    }
  }

  /// Myers' greedy forward search; keeps the furthest-reaching x of every diagonal after each step for the walk back.
  private static func myers<Line: Equatable>(_ old: [Line], _ new: [Line]) -> [Edit] {
    let offset = old.count + new.count + 1
    var furthest = [Int](repeating: 0, count: 2 * offset + 1)
    var trace: [[Int]] = []
    for depth in 0...(old.count + new.count) {
      trace.append(furthest)
      for diagonal in stride(from: -depth, through: depth, by: 2) {
        var x = startX(furthest, diagonal, depth, offset)
        var y = x - diagonal
        while x < old.count, y < new.count, old[x] == new[y] {
          x += 1
          y += 1
        }
        furthest[diagonal + offset] = x
        if x >= old.count, y >= new.count { return walkBack(trace, old.count, new.count, offset) }
      }
    }
    return walkBack(trace, old.count, new.count, offset)
  }

  /// Where a step onto `diagonal` starts: down from the diagonal above (an insert) or right from below (a delete).
  private static func startX(_ furthest: [Int], _ diagonal: Int, _ depth: Int, _ offset: Int) -> Int {
    stepsDown(furthest, diagonal, depth, offset) ? furthest[diagonal + 1 + offset] : furthest[diagonal - 1 + offset] + 1
  }

  /// Whether the step at `depth` onto `diagonal` comes down from the diagonal above rather than from below.
  private static func stepsDown(_ furthest: [Int], _ diagonal: Int, _ depth: Int, _ offset: Int) -> Bool {
    diagonal == -depth || (diagonal != depth && furthest[diagonal - 1 + offset] < furthest[diagonal + 1 + offset])
  }

  /// Follows the trace back from the end to the start and returns the edits in order.
  private static func walkBack(_ trace: [[Int]], _ oldCount: Int, _ newCount: Int, _ offset: Int) -> [Edit] {
    var edits: [Edit] = []
    var (x, y) = (oldCount, newCount)
    for depth in stride(from: trace.count - 1, through: 0, by: -1) {
      let furthest = trace[depth]
      let diagonal = x - y
      let previousDiagonal = stepsDown(furthest, diagonal, depth, offset) ? diagonal + 1 : diagonal - 1
      let previousX = furthest[previousDiagonal + offset]
      let previousY = previousX - previousDiagonal
      while x > previousX, y > previousY {
        x -= 1
        y -= 1
        edits.append(.keep(old: x, new: y))
      }
      if depth > 0 { edits.append(x == previousX ? .insert(new: y - 1) : .delete(old: x - 1)) }
      (x, y) = (previousX, previousY)
    }
    return edits.reversed()
  }
}
