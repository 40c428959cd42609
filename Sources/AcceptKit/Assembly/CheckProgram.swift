/// The complete standalone program of one check in one language, ready to compile.
public struct CheckProgram: Hashable, Sendable {
  /// The program's Swift source (a `main.swift`).
  public var source: String
  /// The display paths of the files whose code the program holds, for mapping `Module/file` trap locations back.
  public var files: [String]
  /// The flags and object files that let it import the package's modules (empty when it imports none).
  public var linkage = ModuleLinkage()

  /// Creates a program.
  public init(source: String, files: [String], linkage: ModuleLinkage = ModuleLinkage()) {
    self.source = source
    self.files = files
    self.linkage = linkage
  }
}
