/// Shell quoting of command lines that the kit prints for a reader to paste.
package enum ShellQuoting {
  /// An argument as a shell reader would type it: single-quoted when it holds anything but plain characters.
  package static func quoted(_ argument: String) -> String {
    let plain =
      !argument.isEmpty
      && argument.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "_./=:,@%+#-".contains($0)) }
    return plain ? argument : "'" + argument.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
