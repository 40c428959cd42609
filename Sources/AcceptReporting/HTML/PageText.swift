import AcceptExecution

/// The words of the page's own chrome (headings, labels, buttons, the summary, the filters, the skip link and the
/// outcome words the page shows), in English and in each edition language, as one table.
///
/// The page is written in English; its script puts every element marked with a key (`data-t` for the text,
/// `data-ta` for `aria-label`, `data-tp` for `placeholder`) into the chosen language. `{n}` in a text is replaced
/// by the element's `data-n`, `{m}` by its `data-m` and `{k}` by its `data-k`; `data-tt` translates `title` with the same numbers.
/// The words of the results and the timeline are in `PageText+Results.swift`. Terms follow `Docs/glossary.md`.
enum PageText {
  /// A piece of chrome text.
  enum Key: String, CaseIterable {
    case title = "title"
    case skip = "skip"
    case summaryTitle = "summary.title"
    case summaryCount = "summary.count"
    case summaryAllHeld = "summary.all-held"
    case summaryUnfinished = "summary.unfinished"
    case summarySpecErrors = "summary.spec-errors"
    case summaryHidden = "summary.hidden"
    case columnSpec = "column.spec"
    case columnCheck = "column.check"
    case columnOutcome = "column.outcome"
    case columnLanguages = "column.languages"
    case columnWhere = "column.where"
    case filterLanguage = "filter.language"
    case filterEdition = "filter.edition"
    case filterFailedOnly = "filter.failed-only"
    case filterSpec = "filter.spec"
    case filterAllSpecs = "filter.all-specs"
    case filterSearch = "filter.search"
    case filterSearchHint = "filter.search-hint"
    case matrixTitle = "matrix.title"
    case matrixHint = "matrix.hint"
    case matrixLink = "matrix.link"
    case specErrorsTitle = "spec-errors.title"
    case dotLabel = "dot.label"
    case statusHeld = "status.held"
    case statusUnexpected = "status.unexpected"
    case statusError = "status.error"
    case statusNotRun = "status.not-run"
    case outcomePassed = "outcome.passed"
    case outcomeFailed = "outcome.failed"
    case outcomeCrashed = "outcome.crashed"
    case outcomeTimeout = "outcome.timeout"
    case outcomeCompileError = "outcome.compile-error"
    case outcomeIncomplete = "outcome.incomplete"
    case outcomeError = "outcome.error"
    case outcomeIgnored = "outcome.ignored"
    case badgeExpected = "badge.expected"
    case badgeAsExpected = "badge.as-expected"
    case run = "card.run"
    case toolchain = "card.toolchain"
    case system = "card.os"
    case kernel = "card.kernel"
    case processors = "card.cpus"
    case started = "card.started"
    case command = "card.command"
    case options = "card.options"
    case schedules = "card.schedules"
    case totals = "card.totals"
    case interrupted = "card.interrupted"
    case checkTime = "card.check-time"
    case documentTitle = "document.title"
    case checkTimeValue = "card.check-time.value"
    case checkTimeCached = "card.check-time.cached"
    case cachedChecks = "card.cached-checks"
    case totalsLine = "totals.line"
    case totalsErrors = "totals.errors"
    case totalsSkipped = "totals.skipped"
    case totalsSpecErrors = "totals.spec-errors"
    case totalsUnfinished = "totals.unfinished"
    case totalsIncomplete = "totals.incomplete"
    case verdictRuns = "verdict.runs"
    case verdictInterrupted = "verdict.interrupted"
    case specChecks = "spec.checks"
    case specErrorsHint = "spec-errors.hint"
    case editionsDiffer = "edition.differs"
    case editionNoMarkdown = "edition.no-markdown"
    case unplacedTitle = "unplaced.title"
    case timesOwn = "times.own"
    case timesCached = "times.cached"
    case timesSharedOwn = "times.shared-own"
    case timesSharedCached = "times.shared-cached"
    case matrixUp = "matrix.up"
    case matrixBack = "matrix.back"
    case buildMerged = "build.merged"
    case buildMergedOne = "build.merged-one"
    case buildAlone = "build.alone"
    case buildShared = "build.shared"
    case buildCached = "build.cached"
    case buildOther = "build.other"
    case repeatedEach = "repeated.each"
    case repeatedSome = "repeated.some"
    case recordsCaption = "records.caption"
    case recordSinceMark = "records.since-mark"
    case recordSinceStart = "records.since-start"
    case failuresTitle = "failures.title"
    case failuresExpected = "failures.expected"
    case outputTitle = "output.title"
    case timelineLanes = "timeline.lanes"
    case timelineBars = "timeline.bars"
    case timelineLimit = "timeline.limit"
    case timelineOverLimit = "timeline.over-limit"
    case timelineEvents = "timeline.events"
    case timelineSpan = "timeline.span"
    case timelineShared = "timeline.shared"
    case timelineAxis = "timeline.axis"
    case timelineInFlight = "timeline.in-flight"
    case timelineLimitLabel = "timeline.limit-label"
    case timelineInFlightTitle = "timeline.in-flight-title"
    case timelineMarkerTitle = "timeline.marker-title"
    case timelineOpenBar = "timeline.open-bar"
    case schedulesExplored = "schedules.explored"
    case schedulesExploredOne = "schedules.explored-one"
    case schedulesRandom = "schedules.random"
    case schedulesPCT = "schedules.pct"
    case schedulesOutside = "schedules.outside"
    case schedulesFailed = "schedules.failed"
    case schedulesSeed = "schedules.seed"
    case schedulesTrace = "schedules.trace"
    case schedulesReproduced = "schedules.reproduced"
    case schedulesDiverged = "schedules.diverged"
    case mutationTitle = "mutation.title"
    case mutationSurvivedNote = "mutation.survived-note"
    case mutationNoResults = "mutation.no-results"
    case mutationKilled = "mutation.killed"
    case mutationEquivalentCount = "mutation.equivalent-count"
    case mutationUnviableCount = "mutation.unviable-count"
    case mutationTimeoutCount = "mutation.timeout-count"
    case mutationUnjudgedCount = "mutation.unjudged-count"
    case mutationNoneSurvived = "mutation.none-survived"
    case mutationSurvived = "mutation.survived"
    case mutationEquivalent = "mutation.equivalent"
    case mutationUnviable = "mutation.unviable"
    case mutationUnjudged = "mutation.unjudged"
    case mutationKillsTitle = "mutation.kills-title"
    case mutationColumnLanguage = "mutation.column-language"
    case mutationColumnKills = "mutation.column-kills"
    case mutationIdle = "mutation.idle"
    // review navigation
    case headingLink = "heading.link"
    case clauseUp = "clause.up"
    case clauseBack = "clause.back"
    case columnClause = "column.clause"
    case columnMessage = "column.message"
    case summaryChecksFailed = "summary.checks-failed"
    case summaryEditions = "summary.editions"
    case headlineFailed = "headline.failed"
    case headlineEditions = "headline.editions"
    case headlinePrograms = "headline.programs"
    case reportFiles = "report.files"
    case environmentFold = "environment.fold"
    case tocTitle = "toc.title"
    case foldShow = "fold.show"
    case keysHint = "keys.hint"
    case noClause = "clause.none"
    case columnLines = "column.lines"
    case headlineAllHeld = "headline.all-held"
    case headlineOneEach = "headline.one-each"
    case appendixShow = "appendix.show"
    case appendixHide = "appendix.hide"
    // baseline
    case baselineNew = "baseline.new"
    case baselineAlreadyFailing = "baseline.already-failing"
    case baselineNewNoBaseline = "baseline.new-no-baseline"
    case baselineCompared = "baseline.compared"
    case baselineFixed = "baseline.fixed"
    // reader: failure messages, expectation words and hover titles
    case failureExpected = "failure.expected"
    case failureActual = "failure.actual"
    case failureDidNotHold = "failure.did-not-hold"
    case failureInHelper = "failure.in-helper"
    case failureLate = "failure.late"
    case expectPass = "expect.pass"
    case expectFail = "expect.fail"
    case expectCrash = "expect.crash"
    case expectCompileError = "expect.compile-error"
    case cellRun = "cell.run"
    case cellOK = "cell.ok"
    case cellOKExpected = "cell.ok-expected"
    case cellBad = "cell.bad"
    case cellSkip = "cell.skip"
    case cellOwnTime = "cell.own-time"
    case cellSharedTime = "cell.shared-time"
    case excerptGap = "excerpt.gap"
    case matrixFold = "matrix.fold"
    case matrixFoldFailing = "matrix.fold-failing"
    case timelineZoomIn = "timeline.zoom-in"
    case timelineZoomOut = "timeline.zoom-out"
    case timelineKeyBar = "timeline.key-bar"
    case timelineKeyCancel = "timeline.key-cancel"
    case timelineKeyError = "timeline.key-error"
    case timelineKeyMoment = "timeline.key-moment"
    case timelineOrder = "timeline.order"
    case timelineLastExit = "timeline.last-exit"
  }

  /// The language whose words the page is written in, and the one the script falls back to.
  static let fallback = "en"

  /// The words of every key, by language.
  static let table: [String: [Key: String]] = [
    "en": english.merging(resultsEnglish) { first, _ in first }.merging(reviewEnglish) { first, _ in first }
      .merging(readerEnglish) { first, _ in first },
    "zh-Hant": traditionalChinese.merging(resultsTraditionalChinese) { first, _ in first }
      .merging(reviewTraditionalChinese) { first, _ in first }.merging(readerTraditionalChinese) { first, _ in first },
    "zh-Hans": simplifiedChinese.merging(resultsSimplifiedChinese) { first, _ in first }
      .merging(reviewSimplifiedChinese) { first, _ in first }.merging(readerSimplifiedChinese) { first, _ in first },
    "ja": japanese.merging(resultsJapanese) { first, _ in first }.merging(reviewJapanese) { first, _ in first }
      .merging(readerJapanese) { first, _ in first },
  ]

  /// The English word of `key`, as the page is written.
  static func english(_ key: Key) -> String { table[fallback]?[key] ?? key.rawValue }

  /// The key of an outcome's word.
  static func key(_ outcome: Outcome) -> Key {
    switch outcome {
    case .passed: .outcomePassed
    case .failed: .outcomeFailed
    case .crashed: .outcomeCrashed
    case .timeout: .outcomeTimeout
    case .compileError: .outcomeCompileError
    case .incomplete: .outcomeIncomplete
    case .error: .outcomeError
    case .ignored: .outcomeIgnored
    }
  }

  private static let english: [Key: String] = [
    .title: "Acceptance report", .skip: "Skip to results",
    .summaryTitle: "Unexpected outcomes", .summaryCount: "{n} check(s) did not go as expected",
    .summaryAllHeld: "Every check went as expected.",
    .summaryUnfinished: "{n} selected check(s) did not finish and are not in this report",
    .summarySpecErrors: "{n} spec error(s): those specs did not pass lint and their checks did not run",
    .summaryHidden: "{n} row(s) hidden by filters",
    .columnSpec: "spec", .columnCheck: "check", .columnOutcome: "outcome", .columnLanguages: "languages",
    .columnWhere: "first failure",
    .filterLanguage: "Page language", .filterEdition: "Edition", .filterFailedOnly: "failed only", .filterSpec: "Spec",
    .filterAllSpecs: "all specs",
    .filterSearch: "Search", .filterSearchHint: "spec, check id or text",
    .matrixTitle: "Contract matrix",
    .matrixHint: "One row per check, one column per language; a cell that did not go as expected links to its results.",
    .matrixLink: "contract matrix", .specErrorsTitle: "Spec errors",
    .dotLabel: "a check did not go as expected",
    .statusHeld: "held", .statusUnexpected: "did not hold", .statusError: "error", .statusNotRun: "not run",
    .outcomePassed: "passed", .outcomeFailed: "failed", .outcomeCrashed: "crashed", .outcomeTimeout: "timeout",
    .outcomeCompileError: "compile-error", .outcomeIncomplete: "incomplete", .outcomeError: "error",
    .outcomeIgnored: "ignored",
    .badgeExpected: ", expected", .badgeAsExpected: " as expected",
    .run: "Run", .toolchain: "Toolchain", .system: "OS", .kernel: "Kernel", .processors: "CPUs", .started: "Started",
    .command: "Command", .options: "Options", .schedules: "Schedules", .totals: "Totals", .interrupted: "Interrupted",
    .checkTime: "Check time",
    // baseline
    .baselineNew: "new",
    .baselineAlreadyFailing: "already failing",
    .baselineNewNoBaseline: "new, no baseline",
    .baselineCompared: "Compared with the baseline {n}",
    .baselineFixed: "{n} check(s) fixed since the baseline",
  ]

  private static let traditionalChinese: [Key: String] = [
    .title: "驗收報告", .skip: "跳到結果",
    .summaryTitle: "不符合預期的結果", .summaryCount: "{n} 個檢查不符合預期",
    .summaryAllHeld: "每個檢查都符合預期。",
    .summaryUnfinished: "有 {n} 個選定的檢查沒有執行完，不在這份報告中",
    .summarySpecErrors: "{n} 個規格錯誤：這些規格沒有通過 lint，其中的檢查沒有執行",
    .summaryHidden: "篩選條件隱藏了 {n} 列",
    .columnSpec: "規格", .columnCheck: "檢查", .columnOutcome: "結果", .columnLanguages: "語言",
    .columnWhere: "第一個失敗",
    .filterLanguage: "頁面語言", .filterEdition: "語言版本", .filterFailedOnly: "只看失敗", .filterSpec: "規格",
    .filterAllSpecs: "所有規格",
    .filterSearch: "搜尋", .filterSearchHint: "規格、檢查 id 或文字",
    .matrixTitle: "契約矩陣",
    .matrixHint: "每個檢查一列，每種語言一欄；不符合預期的格子連到它的結果。",
    .matrixLink: "契約矩陣", .specErrorsTitle: "規格錯誤",
    .dotLabel: "有檢查不符合預期",
    .statusHeld: "成立", .statusUnexpected: "不成立", .statusError: "錯誤", .statusNotRun: "未執行",
    .outcomePassed: "通過", .outcomeFailed: "失敗", .outcomeCrashed: "崩潰", .outcomeTimeout: "逾時",
    .outcomeCompileError: "編譯錯誤", .outcomeIncomplete: "未完成", .outcomeError: "錯誤", .outcomeIgnored: "略過",
    .badgeExpected: "，預期為", .badgeAsExpected: "，符合預期",
    .run: "執行", .toolchain: "工具鏈", .system: "作業系統", .kernel: "核心", .processors: "CPU 數", .started: "開始時間",
    .command: "指令", .options: "選項", .schedules: "排程", .totals: "總計", .interrupted: "已中斷",
    .checkTime: "檢查耗時",
    // baseline
    .baselineNew: "新出現",
    .baselineAlreadyFailing: "先前就失敗",
    .baselineNewNoBaseline: "新出現，基線中沒有",
    .baselineCompared: "與基線 {n} 比較",
    .baselineFixed: "自基線以來修正了 {n} 個檢查",
  ]

  private static let simplifiedChinese: [Key: String] = [
    .title: "验收报告", .skip: "跳到结果",
    .summaryTitle: "不符合预期的结果", .summaryCount: "{n} 个检查不符合预期",
    .summaryAllHeld: "每个检查都符合预期。",
    .summaryUnfinished: "有 {n} 个选定的检查没有执行完，不在这份报告中",
    .summarySpecErrors: "{n} 个规格错误：这些规格没有通过 lint，其中的检查没有执行",
    .summaryHidden: "筛选条件隐藏了 {n} 行",
    .columnSpec: "规格", .columnCheck: "检查", .columnOutcome: "结果", .columnLanguages: "语言",
    .columnWhere: "第一个失败",
    .filterLanguage: "页面语言", .filterEdition: "语言版本", .filterFailedOnly: "只看失败", .filterSpec: "规格",
    .filterAllSpecs: "所有规格",
    .filterSearch: "搜索", .filterSearchHint: "规格、检查 id 或文本",
    .matrixTitle: "契约矩阵",
    .matrixHint: "每个检查一行，每种语言一列；不符合预期的单元格链接到它的结果。",
    .matrixLink: "契约矩阵", .specErrorsTitle: "规格错误",
    .dotLabel: "有检查不符合预期",
    .statusHeld: "成立", .statusUnexpected: "不成立", .statusError: "错误", .statusNotRun: "未执行",
    .outcomePassed: "通过", .outcomeFailed: "失败", .outcomeCrashed: "崩溃", .outcomeTimeout: "超时",
    .outcomeCompileError: "编译错误", .outcomeIncomplete: "未完成", .outcomeError: "错误", .outcomeIgnored: "忽略",
    .badgeExpected: "，预期为", .badgeAsExpected: "，符合预期",
    .run: "运行", .toolchain: "工具链", .system: "操作系统", .kernel: "内核", .processors: "CPU 数", .started: "开始时间",
    .command: "命令", .options: "选项", .schedules: "调度", .totals: "总计", .interrupted: "已中断",
    .checkTime: "检查耗时",
    // baseline
    .baselineNew: "新出现",
    .baselineAlreadyFailing: "之前就失败",
    .baselineNewNoBaseline: "新出现，基线中没有",
    .baselineCompared: "与基线 {n} 比较",
    .baselineFixed: "自基线以来修复了 {n} 个检查",
  ]

  private static let japanese: [Key: String] = [
    .title: "検証レポート", .skip: "結果へ移動",
    .summaryTitle: "期待どおりでなかった結果", .summaryCount: "{n} 件のチェックが期待どおりではありませんでした",
    .summaryAllHeld: "すべてのチェックが期待どおりでした。",
    .summaryUnfinished: "選択したチェックのうち {n} 件が終わらず、このレポートには含まれていません",
    .summarySpecErrors: "スペックのエラーが {n} 件：これらのスペックは lint を通らず、チェックは実行されていません",
    .summaryHidden: "フィルターで {n} 行を非表示にしています",
    .columnSpec: "スペック", .columnCheck: "チェック", .columnOutcome: "結果", .columnLanguages: "言語",
    .columnWhere: "最初の失敗",
    .filterLanguage: "ページの言語", .filterEdition: "言語版", .filterFailedOnly: "失敗のみ", .filterSpec: "スペック",
    .filterAllSpecs: "すべてのスペック",
    .filterSearch: "検索", .filterSearchHint: "スペック、チェック ID、本文",
    .matrixTitle: "契約マトリクス",
    .matrixHint: "チェックごとに 1 行、言語ごとに 1 列。期待どおりでなかったセルはその結果にリンクします。",
    .matrixLink: "契約マトリクス", .specErrorsTitle: "スペックのエラー",
    .dotLabel: "期待どおりでないチェックがあります",
    .statusHeld: "成立", .statusUnexpected: "不成立", .statusError: "エラー", .statusNotRun: "未実行",
    .outcomePassed: "成功", .outcomeFailed: "失敗", .outcomeCrashed: "クラッシュ", .outcomeTimeout: "タイムアウト",
    .outcomeCompileError: "コンパイルエラー", .outcomeIncomplete: "未完了", .outcomeError: "エラー", .outcomeIgnored: "無視",
    .badgeExpected: "、期待は", .badgeAsExpected: "（期待どおり）",
    .run: "実行", .toolchain: "ツールチェーン", .system: "OS", .kernel: "カーネル", .processors: "CPU 数", .started: "開始時刻",
    .command: "コマンド", .options: "オプション", .schedules: "スケジュール", .totals: "合計", .interrupted: "中断",
    .checkTime: "チェック時間",
    // baseline
    .baselineNew: "新規",
    .baselineAlreadyFailing: "以前から失敗",
    .baselineNewNoBaseline: "新規（ベースラインになし）",
    .baselineCompared: "ベースライン {n} と比較",
    .baselineFixed: "ベースライン以降に直ったチェック {n} 件",
  ]
}
