import AcceptSpec

/// What `accept lint` finds in the counterexamples under a root, without running them: each file that cannot stand
/// for a block (a patch that does not apply, has a hunk without context, or names no block), and each patch hunk
/// that applies only at an offset. The same reading `accept counterexamples` makes before it runs them.
package struct CounterexampleLint: Sendable {
  /// The counterexample files that cannot be used, each at its file and line.
  package var errors: [SpecError] = []
  /// The patch hunks that applied away from their header's line.
  package var warnings: [SpecWarning] = []
  /// How many counterexample files were read.
  package var count = 0

  /// Reads every counterexample under `root` for the specs of `catalog`; patches find their files under
  /// `packageRoot`.
  package init(root: String, catalog: SpecCatalog, packageRoot: String) {
    for item in Counterexample.find(in: root, specs: catalog.specs, packageRoot: packageRoot) {
      count += 1
      switch item {
      case .failure(let error): errors.append(error)
      case .success(let counterexample): warnings += counterexample.warnings
      }
    }
  }
}
