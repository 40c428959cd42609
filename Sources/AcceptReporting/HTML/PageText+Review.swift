/// The words of the page's ways around a review: heading and clause links, the failure summary's columns, the
/// headline that counts each check once, the report's files, folding, the contents and the failure keys.
extension PageText {
  static let reviewEnglish: [Key: String] = [
    .headingLink: "link to this section", .clauseUp: "↑ clause", .clauseBack: "up to the clause this check proves",
    .columnClause: "clause", .columnMessage: "what happened", .columnLines: "failing lines",
    .summaryChecksFailed: "{n} check(s) failed", .summaryEditions: "in {n} edition(s)",
    .headlineAllHeld: "{n} checks held", .headlineFailed: "{n} check(s) failed, {m} held",
    .headlineEditions: ", in {n} edition(s)", .headlinePrograms: ", {n} program(s) in all",
    .headlineOneEach: ", 1 program each", .reportFiles: "The same results as data:",
    .environmentFold: "Environment and command", .tocTitle: "Contents", .foldShow: "show {n} lines",
    .keysHint: "Keys: n next failure, p previous failure", .appendixShow: "show the appendix",
    .appendixHide: "fold the appendix", .noClause: "no clause row names this check",
  ]

  static let reviewTraditionalChinese: [Key: String] = [
    .headingLink: "本節的連結", .clauseUp: "↑ 條款", .clauseBack: "回到此檢查證明的條款",
    .columnClause: "條款", .columnMessage: "發生了什麼", .columnLines: "失敗的行",
    .summaryChecksFailed: "{n} 個檢查失敗", .summaryEditions: "共 {n} 個語言版本",
    .headlineAllHeld: "{n} 個檢查都成立", .headlineFailed: "{n} 個檢查失敗，{m} 個成立",
    .headlineEditions: "，涵蓋 {n} 個語言版本", .headlinePrograms: "，共 {n} 個程式",
    .headlineOneEach: "，每個檢查 1 個程式", .reportFiles: "同樣的結果也以資料提供：",
    .environmentFold: "環境與命令", .tocTitle: "目錄", .foldShow: "顯示 {n} 行",
    .keysHint: "按鍵：n 下一個失敗，p 上一個失敗", .appendixShow: "展開附錄", .appendixHide: "收合附錄", .noClause: "沒有條款列提到這個檢查",
  ]

  static let reviewSimplifiedChinese: [Key: String] = [
    .headingLink: "本节的链接", .clauseUp: "↑ 条款", .clauseBack: "回到此检查证明的条款",
    .columnClause: "条款", .columnMessage: "发生了什么", .columnLines: "失败的行",
    .summaryChecksFailed: "{n} 个检查失败", .summaryEditions: "共 {n} 个语言版本",
    .headlineAllHeld: "{n} 个检查全部成立", .headlineFailed: "{n} 个检查失败，{m} 个成立",
    .headlineEditions: "，涵盖 {n} 个语言版本", .headlinePrograms: "，共 {n} 个程序",
    .headlineOneEach: "，每个检查 1 个程序", .reportFiles: "同样的结果也以数据形式提供：",
    .environmentFold: "环境与命令", .tocTitle: "目录", .foldShow: "显示 {n} 行",
    .keysHint: "按键：n 下一个失败，p 上一个失败", .appendixShow: "展开附录", .appendixHide: "收起附录", .noClause: "没有条款行提到这个检查",
  ]

  static let reviewJapanese: [Key: String] = [
    .headingLink: "この節へのリンク", .clauseUp: "↑ 条項", .clauseBack: "このチェックが証明する条項へ戻る",
    .columnClause: "条項", .columnMessage: "何が起きたか", .columnLines: "失敗した行",
    .summaryChecksFailed: "{n} 件のチェックが失敗", .summaryEditions: "{n} 言語版",
    .headlineAllHeld: "{n} 件のチェックがすべて成立", .headlineFailed: "{n} 件のチェックが失敗、{m} 件が成立",
    .headlineEditions: "（{n} 言語版", .headlinePrograms: "、プログラムは計 {n} 個）",
    .headlineOneEach: "、各チェック 1 プログラム）", .reportFiles: "同じ結果のデータ：",
    .environmentFold: "環境とコマンド", .tocTitle: "目次", .foldShow: "{n} 行を表示",
    .keysHint: "キー：n 次の失敗、p 前の失敗", .appendixShow: "付録を開く", .appendixHide: "付録を閉じる", .noClause: "このチェックを挙げる条項の行はありません",
  ]
}
