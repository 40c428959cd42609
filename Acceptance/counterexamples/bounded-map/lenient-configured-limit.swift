// replaces: attachments
// Mistake: the attachment code reads the configured limit itself and quietly turns a bad value into 1, so a
// configuration of "0" downloads everything one at a time instead of being reported.
/// 附件處理用到的兩個資料夾：一個放下載中的暫存檔，一個放解碼後的結果。
struct AttachmentFolders: Sendable {
  let scratch: URL
  let output: URL

  /// 在系統暫存目錄下建立兩個全新的空資料夾。
  static func make() throws -> AttachmentFolders {
    let base = FileManager.default.temporaryDirectory.appendingPathComponent("attachments-\(UUID().uuidString)")
    let folders = AttachmentFolders(
      scratch: base.appendingPathComponent("scratch"), output: base.appendingPathComponent("output"))
    try FileManager.default.createDirectory(at: folders.scratch, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: folders.output, withIntermediateDirectories: true)
    return folders
  }

  /// 暫存資料夾裡此刻有哪些檔案。
  func scratchFiles() -> [String] {
    (try? FileManager.default.contentsOfDirectory(atPath: scratch.path)) ?? []
  }
}

/// 處理完一個附件後留下的東西：解碼檔案的位置和一份小摘要，而不是檔案內容。
struct AttachmentSummary: Sendable, Equatable {
  let id: Int
  let location: URL
  let byteCount: Int
}

/// 一個附件走到了哪一步；`processAttachments` 透過 `progress` 回報給進度列或記錄檔。
enum AttachmentProgress: Sendable, Equatable {
  case downloading(id: Int)
  case decoding(id: Int)
  case finished(id: Int)
}

/// 附件無法處理的原因。
enum AttachmentError: Error {
  case cannotCreate(String)
  case notBase64(id: Int, line: Int)
}

/// 在一個槽位內處理一個附件：分段下載到暫存檔、把暫存檔解碼到輸出資料夾、刪掉暫存檔，
/// 全部在返回前完成。被取消時，在下一個分段之前或解碼之前停下，暫存檔照樣刪掉。
func processAttachment(
  _ id: Int, folders: AttachmentFolders, fetch: @Sendable (Int, Int) async throws -> Data?,
  progress: @Sendable (AttachmentProgress) -> Void
) async throws -> AttachmentSummary {
  let temporary = folders.scratch.appendingPathComponent("attachment-\(id).part")
  defer { try? FileManager.default.removeItem(at: temporary) }
  progress(.downloading(id: id))
  try await download(id, to: temporary, fetch: fetch)
  // 解碼很花時間，已經取消就不要開始。
  try Task.checkCancellation()
  progress(.decoding(id: id))
  let decoded = try decodeBase64Lines(of: temporary, id: id)
  let location = folders.output.appendingPathComponent("attachment-\(id).bin")
  try decoded.write(to: location)
  progress(.finished(id: id))
  return AttachmentSummary(id: id, location: location, byteCount: decoded.count)
}

/// 一段接一段寫進 `file`，直到 `fetch` 回傳 nil；每抓一個分段之前都檢查取消。
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

/// 把由 Base64 行組成的檔案解碼成原本的位元組。
func decodeBase64Lines(of file: URL, id: Int) throws -> Data {
  let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
  var bytes = Data()
  for (number, line) in lines.enumerated() {
    guard let part = Data(base64Encoded: String(line)) else { throw AttachmentError.notBase64(id: id, line: number) }
    bytes.append(part)
  }
  return bytes
}

/// 以設定的數量並行處理所有附件；上限以設定文字的形式傳入，先驗證再使用。每一步都經由 `progress` 回報。
func processAttachments(
  _ ids: [Int], configuredLimit: String, folders: AttachmentFolders,
  fetch: @escaping @Sendable (Int, Int) async throws -> Data?,
  progress: @escaping @Sendable (AttachmentProgress) -> Void = { _ in }
) async throws -> [AttachmentSummary] {
  let limit = max(1, Int(configuredLimit) ?? 1)
  return try await boundedMap(ids, limit: limit) { id in
    try await processAttachment(id, folders: folders, fetch: fetch, progress: progress)
  }
}
