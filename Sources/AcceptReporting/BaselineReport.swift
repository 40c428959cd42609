import AcceptExecution
import Foundation

/// An earlier report to compare a run with (`--baseline DIR`): for each check it holds, whether it was ok, read with
/// the kit's own report decoding from a run's report or a merge.
package struct BaselineReport: Sendable, Equatable {
  /// The report file that was read: `DIR/acceptance.json`, or the file itself when a file was named.
  package var path: String
  /// The run ids of the baseline's runs, in order; runs written before run ids existed are left out.
  package var runIds: [RunID]
  /// For each check of the baseline, whether it was ok in every run that holds it.
  package var okByKey: [CheckKey: Bool]
  /// The specs the baseline holds checks of.
  package var specs: Set<String>

  /// The baseline made of `reports`, read from `path`.
  package init(path: String, reports: [RunReport]) {
    self.path = path
    runIds = reports.compactMap(\.runId)
    var okByKey: [CheckKey: Bool] = [:]
    for check in reports.flatMap(\.checks) {
      let key = CheckKey(check)
      okByKey[key] = okByKey[key, default: true] && check.ok
    }
    self.okByKey = okByKey
    specs = Set(okByKey.keys.map(\.spec))
  }

  /// Reads the baseline at `path`: a report folder (its `acceptance.json` is read) or the path of a report file.
  package static func read(path: String) throws(BaselineError) -> BaselineReport {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
      throw .unreadable(path: path)
    }
    let file = isFolder.boolValue ? "\(path)/acceptance.json" : path
    do {
      return BaselineReport(path: file, reports: try ReportMerger.read(file: file, source: path).map(\.report))
    } catch {
      switch error {
      case .notAReport(let path, let reason): throw .notAReport(path: path, reason: reason)
      default: throw .unreadable(path: file)
      }
    }
  }

  /// The standing of `result` against this baseline, or nil when `result` is ok.
  package func standing(of result: CheckResult) -> BaselineStanding? {
    BaselineStanding(result, baselineOk: okByKey[CheckKey(result)])
  }

  /// Throws unless the baseline holds a check of at least one of `runSpecs`, the specs of the run it is given to.
  package func checkShares(specs runSpecs: [String]) throws(BaselineError) {
    guard specs.isDisjoint(with: runSpecs) else { return }
    throw .noSharedSpec(path: path, baselineSpecs: specs.sorted(), runSpecs: Array(Set(runSpecs)).sorted())
  }
}
