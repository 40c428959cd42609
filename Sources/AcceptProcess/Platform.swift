import Foundation

/// Describes the machine a run happens on: operating system, kernel, processor architecture and count.
package enum Platform {
  /// For example `Linux 6.1.0 x86_64 (Debian GNU/Linux 12), 2 CPUs`.
  package static var description: String {
    var name = utsname()
    uname(&name)
    let system = field(&name.sysname)
    let release = field(&name.release)
    let machine = field(&name.machine)
    let os = ProcessInfo.processInfo.operatingSystemVersionString
    return "\(system) \(release) \(machine) (\(os)), \(ProcessInfo.processInfo.activeProcessorCount) CPUs"
  }

  private static func field<T>(_ value: inout T) -> String {
    withUnsafeBytes(of: &value) { bytes in
      String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
    }
  }
}
