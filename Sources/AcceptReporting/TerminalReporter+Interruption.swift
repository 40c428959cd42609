extension TerminalReporter {
  /// Prints the closing line of an interrupted run: which signal stopped it, the counts of the checks that
  /// finished and how many did not, never in the colour of success.
  package func interrupted(_ interruption: RunInterruption, _ summary: RunSummary) {
    if summary.specErrors > 0 {
      write(style.bad("\(summary.specErrors) spec error(s): the specs named above were not run") + "\n")
    }
    write(style.bad(interruption.line(summary)) + "\n")
  }
}
