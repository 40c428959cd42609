// replaces: attachments
// Mistake: the temporary file is removed after a successful decode instead of in a `defer`, so a download that
// is cancelled (or fails) leaves its .part file behind in the scratch folder.
struct AttachmentFolders: Sendable {
  let scratch: URL
  let output: URL

  static func make() throws -> AttachmentFolders {
    let base = FileManager.default.temporaryDirectory.appendingPathComponent("attachments-\(UUID().uuidString)")
    let folders = AttachmentFolders(
      scratch: base.appendingPathComponent("scratch"), output: base.appendingPathComponent("output"))
    try FileManager.default.createDirectory(at: folders.scratch, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: folders.output, withIntermediateDirectories: true)
    return folders
  }

  func scratchFiles() -> [String] {
    (try? FileManager.default.contentsOfDirectory(atPath: scratch.path)) ?? []
  }
}

struct AttachmentSummary: Sendable, Equatable {
  let id: Int
  let location: URL
  let byteCount: Int
}

enum AttachmentProgress: Sendable, Equatable {
  case downloading(id: Int)
  case decoding(id: Int)
  case finished(id: Int)
}

enum AttachmentError: Error {
  case cannotCreate(String)
  case notBase64(id: Int, line: Int)
}

func processAttachment(
  _ id: Int, folders: AttachmentFolders, fetch: @Sendable (Int, Int) async throws -> Data?,
  progress: @Sendable (AttachmentProgress) -> Void
) async throws -> AttachmentSummary {
  let temporary = folders.scratch.appendingPathComponent("attachment-\(id).part")
  progress(.downloading(id: id))
  try await download(id, to: temporary, fetch: fetch)
  try Task.checkCancellation()
  progress(.decoding(id: id))
  let decoded = try decodeBase64Lines(of: temporary, id: id)
  let location = folders.output.appendingPathComponent("attachment-\(id).bin")
  try decoded.write(to: location)
  try FileManager.default.removeItem(at: temporary)
  progress(.finished(id: id))
  return AttachmentSummary(id: id, location: location, byteCount: decoded.count)
}

func download(_ id: Int, to file: URL, fetch: @Sendable (Int, Int) async throws -> Data?) async throws {
  guard FileManager.default.createFile(atPath: file.path, contents: nil) else {
    throw AttachmentError.cannotCreate(file.path)
  }
  let handle = try FileHandle(forWritingTo: file)
  defer { try? handle.close() }
  var index = 0
  while true {
    try Task.checkCancellation()
    guard let chunk = try await fetch(id, index) else { return }
    try handle.write(contentsOf: chunk)
    index += 1
  }
}

func decodeBase64Lines(of file: URL, id: Int) throws -> Data {
  let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
  var bytes = Data()
  for (number, line) in lines.enumerated() {
    guard let part = Data(base64Encoded: String(line)) else { throw AttachmentError.notBase64(id: id, line: number) }
    bytes.append(part)
  }
  return bytes
}

func processAttachments(
  _ ids: [Int], configuredLimit: String, folders: AttachmentFolders,
  fetch: @escaping @Sendable (Int, Int) async throws -> Data?,
  progress: @escaping @Sendable (AttachmentProgress) -> Void = { _ in }
) async throws -> [AttachmentSummary] {
  let limit = try ConcurrencyLimit(parsing: configuredLimit)
  return try await boundedMap(ids, limit: limit.value) { id in
    try await processAttachment(id, folders: folders, fetch: fetch, progress: progress)
  }
}
