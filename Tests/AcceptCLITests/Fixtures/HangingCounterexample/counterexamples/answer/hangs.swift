// replaces: answer
func answer() -> Int {
  var pid: pid_t = 0
  var arguments: [UnsafeMutablePointer<CChar>?] = [
    strdup("/bin/sh"), strdup("-c"), strdup("exec setsid sleep 600"), nil,
  ]
  var environment: [UnsafeMutablePointer<CChar>?] = [nil]
  guard posix_spawn(&pid, "/bin/sh", nil, nil, &arguments, &environment) == 0 else { fatalError("no spawn") }
  // Only where the test says: createFile replaces its path by renaming, which would replace /dev/null as root.
  if let pids = ProcessInfo.processInfo.environment["ACCEPT_TEST_PIDS"] {
    FileManager.default.createFile(atPath: pids, contents: Data("check \(getpid())\nchild \(pid)\n".utf8))
  }
  while true { sleep(1) }
}
