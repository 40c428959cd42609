import AcceptProcess

/// The complete standalone program of one check in one language, ready to compile.
package struct CheckProgram: Hashable, Sendable {
  /// The program's Swift source (a `main.swift`).
  package var source: String
  /// The display paths of the files whose code the program holds, for mapping `Module/file` trap locations back.
  package var files: [String]
  /// The flags and object files that let it import the package's modules (empty when it imports none).
  package var linkage = ModuleLinkage()

  /// Creates a program.
  package init(source: String, files: [String], linkage: ModuleLinkage = ModuleLinkage()) {
    self.source = source
    self.files = files
    self.linkage = linkage
  }
}
