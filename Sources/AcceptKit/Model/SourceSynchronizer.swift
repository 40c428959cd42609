import Foundation

/// Rewrites every source-bound block of a Markdown file from its file or region (`accept sync`).
public struct SourceSynchronizer: Sendable {
  /// The package root that source paths are relative to.
  public var packageRoot: String

  /// Creates a synchronizer for a package.
  public init(packageRoot: String) { self.packageRoot = packageRoot }

  /// The file's new text and how many blocks changed, or the errors that stopped the rewrite.
  public func synchronize(_ edition: SpecEdition, text: String) -> Result<(text: String, changed: Int), SpecErrors> {
    let ending = text.contains("\r\n") ? "\r\n" : "\n"
    var lines = text.replacingOccurrences(of: "\r\n", with: "\n").split(
      separator: "\n", omittingEmptySubsequences: false
    )
    .map(String.init)
    var errors: [SpecError] = []
    var changed = 0
    let checker = SourceBindingChecker(packageRoot: packageRoot, replaced: [])
    // Later blocks first, so that earlier line numbers stay valid while lines are replaced.
    for block in edition.blocks.reversed() {
      guard let binding = block.attributes.source else { continue }
      switch checker.resolve(binding) {
      case .failure(let problem): errors.append(SpecError(.sourceBinding(problem.reason), at: block.location))
      case .success(let expected):
        guard expected.code != block.code else { continue }
        do {
          try replace(block, with: expected.code, in: &lines)
          changed += 1
        } catch {
          errors.append(error)
        }
      }
    }
    guard errors.isEmpty else { return .failure(SpecErrors(errors.reversed())) }
    return .success((lines.joined(separator: ending), changed))
  }

  private func replace(_ block: SpecBlock, with code: String, in lines: inout [String]) throws(SpecError) {
    let fence = lines[block.location.line - 1]
    let indent = String(fence.prefix { $0 == " " })
    let opener = fence.dropFirst(indent.count)
    guard indent.count <= 3, opener.hasPrefix("```") || opener.hasPrefix("~~~") else {
      throw SpecError(
        .sourceBinding("sync rewrites only blocks outside block quotes and lists; edit this one by hand"),
        at: block.location)
    }
    let oldCount = block.code.split(separator: "\n", omittingEmptySubsequences: false).count - 1
    let newLines = code.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map {
      $0.isEmpty ? "" : indent + $0
    }
    let start = block.contentLine - 1
    lines.replaceSubrange(start..<start + oldCount, with: newLines)
  }
}
