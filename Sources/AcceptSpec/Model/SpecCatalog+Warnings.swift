extension SpecCatalog {
  /// Problems that do not stop a spec from running but weaken what it proves, each at its block's fence: an
  /// `expect=compile-error` check that names no diagnostic, which any compile error (a typo included) satisfies,
  /// and a check whose timeline has an in-flight curve but that records no `limit`, so its curve cannot say
  /// whether it went over one.
  package var warnings: [SpecWarning] {
    (compileErrorWarnings + limitWarnings).sorted {
      ($0.location.file, $0.location.line) < ($1.location.file, $1.location.line)
    }
  }

  private var compileErrorWarnings: [SpecWarning] {
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

  private var limitWarnings: [SpecWarning] {
    specs.flatMap { spec in
      spec.editions.flatMap { edition in
        edition.checks.filter { !$0.ignored && edition.drawsInFlight($0) && !edition.recordsLimit($0) }.map {
          SpecWarning(
            location: $0.location,
            message: "check '\($0.id)' draws operations in flight but records no limit: it could record its limit "
              + "with record(\"limit\", n), so that its timeline shows the curve red above it (grey without one)")
        }
      }
    }
  }
}
