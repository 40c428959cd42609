extension SpecCatalog {
  /// Problems that do not stop a spec from running but weaken what it proves, each at its block's fence: an
  /// `expect=compile-error` check that names no diagnostic, which any compile error (a typo included) satisfies.
  package var warnings: [SpecWarning] {
    specs.flatMap { spec in
      spec.editions.flatMap { edition in
        edition.checks.filter { !$0.ignored && $0.expect == .compileError(nil) }.map {
          SpecWarning(
            location: $0.location,
            message: "expect=compile-error names no diagnostic, so any compile error (a typo too) satisfies it; "
              + "add diagnostic=#GroupName or diagnostic=\"a fragment of the expected message\"")
        }
      }
    }
  }
}
