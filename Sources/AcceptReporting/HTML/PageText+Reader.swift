import AcceptSpec

/// The words that let a reader take a failure at its word in their own language: a comparison's expected and actual
/// value, "did not hold" before any other failed expectation, where a helper raised it and whether it came late; the
/// expectation a badge names; and the pieces of a matrix cell's hover title.
///
/// In a text, `{m:t}` (and `{n:t}`, `{k:t}`, `{j:t}`) stands for the words of the key that `data-m` holds, in the
/// same language, so that a title can name an outcome and an expectation without a key for each pair.
extension PageText {
  static let readerEnglish: [Key: String] = [
    .timelineZoomIn: "show at full size", .timelineZoomOut: "fit to the width",
    .matrixFold: "show the matrix: all {n} checks went as expected",
    .matrixFoldFailing: "the matrix: {n} checks, {m} did not go as expected",
    .excerptGap: "⋯ {n} line(s) left out",
    .timelineKeyBar: "an operation, from its start to its exit", .timelineKeyCancel: "cancellation",
    .timelineKeyError: "error", .timelineKeyMoment: "other event", .timelineOrder: "In order: ",
    .timelineLastExit: "last exit", .failureExpected: "expected {n}", .failureActual: "was {n}",
    .failureDidNotHold: "did not hold: {n}",
    .failureInHelper: " (in a helper at {n})", .failureLate: " (after the check had ended)",
    .expectPass: "pass", .expectFail: "fail", .expectCrash: "crash", .expectCompileError: "compile-error",
    .cellRun: "{n}: ", .cellOK: "✓ {m:t}", .cellOKExpected: "✓ {m:t} as expected",
    .cellBad: "✗ {m:t}, expected {j:t}", .cellSkip: "– {m:t}", .cellOwnTime: " · {k}",
    .cellSharedTime: " · shared program {k}",
  ]

  static let readerTraditionalChinese: [Key: String] = [
    .timelineZoomIn: "以原尺寸顯示", .timelineZoomOut: "縮放至畫面寬度",
    .matrixFold: "顯示矩陣：{n} 個檢查全都符合預期",
    .matrixFoldFailing: "矩陣：共 {n} 個檢查，{m} 個不符合預期",
    .excerptGap: "⋯ 省略 {n} 行",
    .timelineKeyBar: "一個操作，從進入到退出", .timelineKeyCancel: "取消", .timelineKeyError: "錯誤",
    .timelineKeyMoment: "其他事件", .timelineOrder: "依序：", .timelineLastExit: "最後一個退出",
    .failureExpected: "預期 {n}", .failureActual: "實際為 {n}", .failureDidNotHold: "不成立：{n}",
    .failureInHelper: "（發生在輔助函式 {n}）", .failureLate: "（發生在檢查結束之後）",
    .expectPass: "通過", .expectFail: "失敗", .expectCrash: "崩潰", .expectCompileError: "編譯錯誤",
    .cellRun: "{n}：", .cellOK: "✓ {m:t}", .cellOKExpected: "✓ {m:t}，符合預期",
    .cellBad: "✗ {m:t}，預期為{j:t}", .cellSkip: "– {m:t}", .cellOwnTime: " · {k}",
    .cellSharedTime: " · 共用程式 {k}",
  ]

  static let readerSimplifiedChinese: [Key: String] = [
    .timelineZoomIn: "按原尺寸显示", .timelineZoomOut: "缩放到屏幕宽度",
    .matrixFold: "显示矩阵：{n} 个检查全部符合预期",
    .matrixFoldFailing: "矩阵：共 {n} 个检查，{m} 个不符合预期",
    .excerptGap: "⋯ 省略 {n} 行",
    .timelineKeyBar: "一个操作，从进入到退出", .timelineKeyCancel: "取消", .timelineKeyError: "错误",
    .timelineKeyMoment: "其他事件", .timelineOrder: "依次：", .timelineLastExit: "最后一个退出",
    .failureExpected: "预期 {n}", .failureActual: "实际为 {n}", .failureDidNotHold: "不成立：{n}",
    .failureInHelper: "（发生在辅助函数 {n}）", .failureLate: "（发生在检查结束之后）",
    .expectPass: "通过", .expectFail: "失败", .expectCrash: "崩溃", .expectCompileError: "编译错误",
    .cellRun: "{n}：", .cellOK: "✓ {m:t}", .cellOKExpected: "✓ {m:t}，符合预期",
    .cellBad: "✗ {m:t}，预期为{j:t}", .cellSkip: "– {m:t}", .cellOwnTime: " · {k}",
    .cellSharedTime: " · 共用程序 {k}",
  ]

  static let readerJapanese: [Key: String] = [
    .timelineZoomIn: "原寸で表示", .timelineZoomOut: "画面の幅に合わせる",
    .matrixFold: "マトリクスを表示（{n} 件のチェックはすべて期待どおり）",
    .matrixFoldFailing: "マトリクス（{n} 件のチェックのうち {m} 件が期待どおりでない）",
    .excerptGap: "⋯ {n} 行省略",
    .timelineKeyBar: "1 つの処理（開始から終了まで）", .timelineKeyCancel: "キャンセル", .timelineKeyError: "エラー",
    .timelineKeyMoment: "その他の出来事", .timelineOrder: "起きた順：", .timelineLastExit: "最後の処理の終了",
    .failureExpected: "期待は {n}", .failureActual: "実際は {n}", .failureDidNotHold: "成り立たなかった：{n}",
    .failureInHelper: "（ヘルパー {n} で発生）", .failureLate: "（チェックの終了後に発生）",
    .expectPass: "成功", .expectFail: "失敗", .expectCrash: "クラッシュ", .expectCompileError: "コンパイルエラー",
    .cellRun: "{n}：", .cellOK: "✓ {m:t}", .cellOKExpected: "✓ {m:t}（期待どおり）",
    .cellBad: "✗ {m:t}、期待は{j:t}", .cellSkip: "– {m:t}", .cellOwnTime: " · {k}",
    .cellSharedTime: " · 共有プログラム {k}",
  ]

  /// The key of an expectation's word.
  static func key(_ expectation: Expectation) -> Key {
    switch expectation {
    case .pass: .expectPass
    case .fail: .expectFail
    case .crash: .expectCrash
    case .compileError: .expectCompileError
    }
  }
}
