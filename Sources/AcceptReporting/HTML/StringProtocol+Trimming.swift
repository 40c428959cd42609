extension StringProtocol {
  /// The text without leading and trailing spaces and tabs.
  func trimmingSpacesAndTabs() -> String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
    return String(drop(while: isSpace).reversed().drop(while: isSpace).reversed())
  }
}
