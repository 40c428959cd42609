/// Greets people; the spec fixtures bind to regions of this file.
struct Greeter {
  // region: greet
  func greet(_ name: String) -> String {
    "Hello, \(name)!"
  }
  // endregion: greet

  // region: farewell
  func farewell(_ name: String) -> String {
    "Goodbye, \(name)."
  }
  // endregion: farewell
}
