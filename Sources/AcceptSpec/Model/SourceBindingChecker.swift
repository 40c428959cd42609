import Foundation

/// Checks that each source-bound definition block equals its file or region in the package.
package struct SourceBindingChecker {
  /// The package's root folder, as a display path ("." for the current folder).
  var packageRoot: String
  /// Names of definition blocks replaced by `--subject`, whose bindings are not compared.
  var replaced: Set<String>

  /// Creates a checker for the package at `packageRoot`.
  package init(packageRoot: String, replaced: Set<String>) {
    self.packageRoot = packageRoot
    self.replaced = replaced
  }

  /// Returns one error per block whose binding cannot be resolved or whose code differs.
  func check(_ edition: SpecEdition) -> [SpecError] {
    edition.blocks.compactMap { block in
      guard let binding = block.attributes.source else { return nil }
      if let name = block.attributes.name, replaced.contains(name) { return nil }
      switch resolve(binding) {
      case .failure(let problem): return SpecError(.sourceBinding(problem.reason), at: block.location)
      case .success(let expected): return compare(block, expected, binding)
      }
    }
  }

  /// The code a binding points at, or why it cannot be read.
  package func resolve(_ binding: SourceBinding) -> Result<(code: String, path: String, firstLine: Int), BindingProblem>
  {
    let path: String
    switch PackagePath.resolve(packageRoot, binding.path) {
    case .success(let joined): path = joined
    case .failure(let refusal): return .failure(BindingProblem(refusal.description))
    }
    let data: Data
    do {
      data = try RegularFile.read(path)
    } catch .notRegular(_, let kind) {
      return .failure(BindingProblem("source file '\(path)' cannot be read: it is \(kind), not a regular file"))
    } catch {
      return .failure(BindingProblem("source file '\(path)' cannot be read"))
    }
    guard let text = String(data: data, encoding: .utf8) else {
      return .failure(BindingProblem("source file '\(path)' cannot be read: it is not valid UTF-8"))
    }
    guard let region = SourceRegion.extract(binding.region, from: text) else {
      let name = binding.region ?? ""
      return .failure(
        BindingProblem(
          "\(path) has no region '\(name)' (marked by '\(SourceRegion.begin(name))' and '\(SourceRegion.end(name))')"))
    }
    return .success((region.code, path, region.firstLine))
  }

  private func compare(
    _ block: SpecBlock, _ expected: (code: String, path: String, firstLine: Int),
    _ binding: SourceBinding
  ) -> SpecError? {
    // Byte for byte: String equality would hold canonically equivalent texts ("é" and "e\u{301}") equal.
    guard !block.code.utf8.elementsEqual(expected.code.utf8) else { return nil }
    let found = Self.lines(block.code)
    let wanted = Self.lines(expected.code)
    let index =
      zip(found, wanted).enumerated().first { !$0.element.0.utf8.elementsEqual($0.element.1.utf8) }?.offset
      ?? min(found.count, wanted.count)
    let detail = index < wanted.count ? "'\(wanted[index])'" : "the end of the region"
    let reason =
      "block differs from \(binding.text): at line \(block.codeLines.line(index + 1)) the source has \(detail) "
      + "(\(expected.path):\(expected.firstLine + index)); run 'accept sync' to rewrite the block from its source"
    return SpecError(.sourceBinding(reason), at: block.location)
  }

  /// The lines of `code`, without the empty piece after a final newline (which is no line of the source).
  private static func lines(_ code: String) -> [Substring] {
    let pieces = code.split(separator: "\n", omittingEmptySubsequences: false)
    return code.hasSuffix("\n") ? Array(pieces.dropLast()) : pieces
  }
}

/// Why a source binding cannot be resolved.
package struct BindingProblem: Error {
  /// The reason, as a sentence.
  package var reason: String

  /// A problem that reads `reason`.
  package init(_ reason: String) { self.reason = reason }
}
