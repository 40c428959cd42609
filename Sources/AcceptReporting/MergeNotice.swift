/// Something a merge found that does not stop it: a shard missing from the sharded runs of one environment (an
/// error, the totals are not those of the whole run) or toolchains that differ between the merged runs (a warning).
package enum MergeNotice: Sendable, Equatable, CustomStringConvertible {
  /// No merged report of `environment` holds shard `index` of `count`.
  case missingShard(index: Int, count: Int, environment: RunEnvironment)
  /// The runs read from `firstSource` and `secondSource` were made with different toolchains.
  case differentToolchains(first: String, firstSource: String, second: String, secondSource: String)

  /// Whether the notice makes the merge fail (exit status 1) rather than warn.
  package var isError: Bool {
    switch self {
    case .missingShard: return true
    case .differentToolchains: return false
    }
  }

  /// The notice as one line, without its `error:` or `warning:` label.
  package var description: String {
    switch self {
    case .missingShard(let index, let count, let environment):
      return "shard \(index) of \(count) is missing (\(environment)); the merged totals are not those of the whole run"
    case .differentToolchains(let first, let firstSource, let second, let secondSource):
      return "the runs used different toolchains: '\(first)' (\(firstSource)) and '\(second)' (\(secondSource))"
    }
  }
}
