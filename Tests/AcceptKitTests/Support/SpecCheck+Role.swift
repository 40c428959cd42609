@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

extension SpecCheck {
  /// A check made of its role and its code: a block whose fence is at `location` and whose code starts on the
  /// 1-based Markdown line `contentLine`.
  init(role: CheckRole, code: String, location: SourceLocation, contentLine: Int, ignore: Bool = false) {
    let block = SpecBlock(
      attributes: BlockAttributes(role: .check(role), ignore: ignore), code: code, location: location,
      contentLine: contentLine, info: "swift check=\(role.id)")
    guard let check = SpecCheck(block) else { preconditionFailure("a block with a check role makes a check") }
    self = check
  }
}
