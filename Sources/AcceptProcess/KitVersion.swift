/// The version of the kit, the one place it is kept: `accept --version` prints it.
package enum KitVersion {
  /// The kit's semantic version.
  package static let current = "0.16.0"
}
