extension SpecBlock {
  /// Whether the block's code holds the keyword `await` outside comments and string literals: such a check is an
  /// async check, which `accept run --schedules` explores under seeded schedules.
  package var awaits: Bool {
    SwiftLexer.tokens(in: code).contains { $0.kind == .keyword && $0.text == "await" }
  }
}
