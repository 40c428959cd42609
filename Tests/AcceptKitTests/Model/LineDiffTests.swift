import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// Myers' line diff: every edit script rebuilds the new lines from the old ones and is as short as the longest
/// common subsequence allows.
struct LineDiffTests {
  /// Applies `edits` to `old`, taking inserted lines from `new`; nil when the script is not well formed.
  static func apply(_ edits: [LineDiff.Edit], _ old: [Character], _ new: [Character]) -> [Character]? {
    var result: [Character] = []
    var nextOld = 0
    for edit in edits {
      switch edit {
      case .keep(let oldIndex, let newIndex):
        guard oldIndex == nextOld, old[oldIndex] == new[newIndex], newIndex == result.count else { return nil }
        result.append(old[oldIndex])
        nextOld += 1
      case .delete(let oldIndex):
        guard oldIndex == nextOld else { return nil }
        nextOld += 1
      case .insert(let newIndex):
        guard newIndex == result.count else { return nil }
        result.append(new[newIndex])
      }
    }
    return nextOld == old.count ? result : nil
  }

  /// The length of the longest common subsequence, by the textbook table.
  static func lcsLength(_ old: [Character], _ new: [Character]) -> Int {
    var table = [[Int]](repeating: [Int](repeating: 0, count: new.count + 1), count: old.count + 1)
    for i in 0..<old.count {
      for j in 0..<new.count {
        table[i + 1][j + 1] = old[i] == new[j] ? table[i][j] + 1 : max(table[i][j + 1], table[i + 1][j])
      }
    }
    return table[old.count][new.count]
  }

  @Test(arguments: [
    ("", ""), ("abc", ""), ("", "abc"), ("abc", "abc"), ("abcabba", "cbabac"), ("xaxbxc", "abc"),
    ("kitten", "sitting"), ("aaaa", "aa"), ("ab", "ba"), ("the quick brown fox", "the quack brown fix!"),
  ])
  func findsAShortestScriptThatRebuildsTheNewLines(_ oldText: String, _ newText: String) {
    let (old, new) = (Array(oldText), Array(newText))
    let edits = LineDiff.edits(old, new)
    #expect(Self.apply(edits, old, new) == new)
    let kept = edits.filter { if case .keep = $0 { return true } else { return false } }.count
    #expect(kept == Self.lcsLength(old, new))
  }

  @Test func findsShortestScriptsForManyPseudoRandomPairs() {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(state >> 33) % bound
    }
    for _ in 0..<300 {
      let old = (0..<next(12)).map { _ in Character(UnicodeScalar(UInt8(97 + next(3)))) }
      let new = (0..<next(12)).map { _ in Character(UnicodeScalar(UInt8(97 + next(3)))) }
      let edits = LineDiff.edits(old, new)
      #expect(Self.apply(edits, old, new) == new, "\(old) → \(new)")
      #expect(edits.count == old.count + new.count - Self.lcsLength(old, new), "\(old) → \(new)")
    }
  }
}
