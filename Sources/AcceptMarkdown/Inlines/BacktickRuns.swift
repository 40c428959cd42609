/// Every maximal run of backticks in a text, grouped by length, so that the end of a code span (the next run of the
/// same length) is found by binary search instead of by scanning: input full of unmatched backticks stays fast.
struct BacktickRuns {
  private var startsByLength: [Int: [Int]] = [:]

  /// Finds the runs in `bytes`.
  init(_ bytes: [UInt8]) {
    var index = 0
    while index < bytes.count {
      guard bytes[index] == UInt8(ascii: "`") else {
        index += 1
        continue
      }
      let start = index
      while index < bytes.count, bytes[index] == UInt8(ascii: "`") { index += 1 }
      startsByLength[index - start, default: []].append(start)
    }
  }

  /// The start of the first run of exactly `length` backticks that starts at or after `offset`, if any.
  func firstRun(length: Int, from offset: Int) -> Int? {
    guard let starts = startsByLength[length] else { return nil }
    var low = 0
    var high = starts.count
    while low < high {
      let middle = (low + high) / 2
      if starts[middle] < offset { low = middle + 1 } else { high = middle }
    }
    return low < starts.count ? starts[low] : nil
  }
}
