import AcceptSpec

/// Why a check of a schedules run runs once, as without `--schedules`, instead of under every schedule.
package enum ScheduleExemption: String, Sendable, Codable, CaseIterable {
  /// Its code holds no `await`: there is nothing for the scheduler to interleave.
  case notAsync = "not async"
  /// Its fence says `schedules=off`.
  case optedOut = "schedules=off"
  /// It is `expect=compile-error`: it is compiled, never run.
  case neverRuns = "compile-error, never run"
  /// It holds a declaration a function body cannot (see `MergeEligibility`), so its program is top-level code, which
  /// the harness cannot move onto the scheduler.
  case topLevel = "top-level code, built on its own"
  /// Its program did not compile or the kit could not run it, so it ran under no schedule at all.
  case notRun = "did not run"
}

extension SpecCheck {
  /// Why `accept run --schedules` runs this check once, or nil when it explores the check under every schedule: an
  /// async check (its code holds `await`) without `schedules=off`.
  package var scheduleExemption: ScheduleExemption? {
    if role.expect.isCompileError { return .neverRuns }
    if role.schedulesOff { return .optedOut }
    return block.awaits ? nil : .notAsync
  }
}
