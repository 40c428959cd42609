import AcceptExecution

extension ReviewIndex {
  /// The result whose program was compiled and run for `entry`'s result, when it shares another language's
  /// program: the same check of the same run in the language the result names; nil when it shares none or the
  /// review does not hold that result.
  func sharedProgram(of entry: Entry) -> CheckResult? {
    guard let language = entry.result.sharedWith else { return nil }
    return entries(entry.result.spec, entry.result.check, language).first { $0.run == entry.run }?.result
  }
}
