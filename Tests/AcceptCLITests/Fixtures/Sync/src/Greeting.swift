import Foundation

// region: greeting
func greeting(_ name: String) -> String {
  "Hello, \(name)!"
}
// endregion: greeting
