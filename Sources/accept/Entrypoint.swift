import AcceptCLI
import Foundation

/// The `accept` executable: hands the arguments to the command line library and exits with its status.
@main
enum Entrypoint {
  static func main() {
    exit(AcceptCommandLine.main(Array(CommandLine.arguments.dropFirst()), console: .standard))
  }
}
