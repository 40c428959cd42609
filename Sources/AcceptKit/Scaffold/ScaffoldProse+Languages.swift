extension ScaffoldProse {
  /// Traditional Chinese, as used in Taiwan.
  static let traditionalChinese = ScaffoldProse(
    title: { "\($0.spec)：把總數平均分成幾份" },
    intro: {
      [
        "這份規格由 `accept new \($0.spec)` 產生，可以直接執行，也是你自己的規格的起點。",
        "它包含一份規格的基本組成：條款與檢查的對照表、綁定原始檔的定義區塊、一個會通過的檢查、一個預期失敗的檢查，以及一個反例。",
        "把 `\($0.source)` 裡的函式換成你要驗收的程式碼，再依序改寫下面的條款和檢查。",
      ]
    },
    contractHeading: "契約",
    contractLead: "每一條條款都對應到本規格中的一個檢查：",
    clauseHeader: ["#", "條款", "檢查"],
    clauses: ["各份加起來等於總數，任兩份最多相差一", "不成立的條款一定會被抓到"],
    definitionHeading: "實作",
    definition: {
      [
        "下面的定義區塊以 `source=` 綁定到 `\($0.source)` 中的區段，所以規格裡看到的就是真正的程式碼。",
        "兩者不一致時 `accept lint` 會報錯；修改原始檔之後，執行 `accept sync` 把區塊更新成原始檔的內容。",
        "綁定的區塊必須和原始檔完全相同，所以它的註解不翻譯，說明寫在這裡的文字中。",
      ]
    },
    passingHeading: "會通過的檢查",
    passing: {
      [
        "`\($0.function)(of: 10, parts: 3)` 應該是 `[4, 3, 3]`：各份加起來是 10，任兩份最多相差一。",
        "`expect` 記錄一條條款；條款不成立時，失敗會指向這份 Markdown 中的那一行。",
      ]
    },
    failingHeading: "預期失敗的檢查",
    failing: { _ in
      [
        "`expect=fail` 表示這個檢查必須失敗，而且是因為某個 `expect` 不成立；擲出錯誤、崩潰或逾時都不算。",
        "這裡故意寫下錯誤的主張：12 分成 3 份是 `[3, 3, 3, 3]`，證明輔助程式（harness）確實會抓到不成立的條款。",
        "12 可以被 3 整除，用不到餘數，所以這個主張對正確的實作和下面的反例都不成立；這個檢查在兩者下都會失敗，不算是拒絕反例的證據。",
      ]
    },
    counterexampleHeading: "反例",
    counterexample: {
      [
        "`\($0.counterexample)` 是一個修補檔，把實作改成捨去餘數的錯誤版本。",
        "`accept counterexamples --spec \($0.spec)` 會用修補後的程式碼代替上面的定義區塊執行這份規格；至少一個檢查不如預期，才算拒絕了它。",
        "下表列出每個反例，以及每次都會拒絕它的檢查。",
      ]
    },
    counterexampleHeader: ["反例", "錯誤", "抓到它的檢查"],
    mistake: "捨去餘數")

  /// Simplified Chinese, as used in mainland China.
  static let simplifiedChinese = ScaffoldProse(
    title: { "\($0.spec)：把总数平均分成几份" },
    intro: {
      [
        "这份规格由 `accept new \($0.spec)` 生成，可以直接运行，也是你自己的规格的起点。",
        "它包含一份规格的基本组成：条款与检查的对照表、绑定源文件的定义块、一个会通过的检查、一个预期失败的检查，以及一个反例。",
        "把 `\($0.source)` 里的函数换成你要验收的代码，再依次改写下面的条款和检查。",
      ]
    },
    contractHeading: "契约",
    contractLead: "每一条条款都对应本规格中的一个检查：",
    clauseHeader: ["#", "条款", "检查"],
    clauses: ["各份相加等于总数，任意两份最多相差一", "不成立的条款一定会被发现"],
    definitionHeading: "实现",
    definition: {
      [
        "下面的定义块用 `source=` 绑定到 `\($0.source)` 中的区段，所以规格里看到的就是真正的代码。",
        "两者不一致时 `accept lint` 会报错；修改源文件之后，运行 `accept sync` 把代码块更新为源文件的内容。",
        "绑定的代码块必须与源文件完全相同，所以其中的注释不翻译，说明写在这里的文字中。",
      ]
    },
    passingHeading: "会通过的检查",
    passing: {
      [
        "`\($0.function)(of: 10, parts: 3)` 应该是 `[4, 3, 3]`：各份相加是 10，任意两份最多相差一。",
        "`expect` 记录一条条款；条款不成立时，失败会指向这份 Markdown 中的那一行。",
      ]
    },
    failingHeading: "预期失败的检查",
    failing: { _ in
      [
        "`expect=fail` 表示这个检查必须失败，而且是因为某个 `expect` 不成立；抛出错误、崩溃或超时都不算。",
        "这里故意写下错误的断言：12 分成 3 份是 `[3, 3, 3, 3]`，证明辅助程序（harness）确实会发现不成立的条款。",
        "12 能被 3 整除，用不到余数，所以这个断言对正确的实现和下面的反例都不成立；这个检查在两者下都会失败，不算拒绝反例的证据。",
      ]
    },
    counterexampleHeading: "反例",
    counterexample: {
      [
        "`\($0.counterexample)` 是一个补丁，把实现改成舍去余数的错误版本。",
        "`accept counterexamples --spec \($0.spec)` 会用打过补丁的代码代替上面的定义块运行这份规格；至少一个检查不符合预期，才算拒绝了它。",
        "下表列出每个反例，以及每次都会拒绝它的检查。",
      ]
    },
    counterexampleHeader: ["反例", "错误", "发现它的检查"],
    mistake: "舍去余数")

  /// Japanese.
  static let japanese = ScaffoldProse(
    title: { "\($0.spec)：合計をほぼ等しく分ける" },
    intro: {
      [
        "このスペックは `accept new \($0.spec)` が生成したもので、そのまま実行でき、あなたのスペックの出発点になります。",
        "スペックの基本的な構成要素がそろっています。",
        "項目とチェックの対応表、ソースファイルに紐付いた定義ブロック、成功するチェック、失敗すべきチェック、そして反例です。",
        "`\($0.source)` の関数を検証したいコードに置き換え、下の項目とチェックを順に書き換えてください。",
      ]
    },
    contractHeading: "契約",
    contractLead: "契約の各項目は、このスペックのチェックに 1 つずつ対応します。",
    clauseHeader: ["#", "項目", "チェック"],
    clauses: ["分けた値の合計は元の合計に等しく、どの 2 つの差も 1 以下", "成り立たない項目は必ず検出される"],
    definitionHeading: "実装",
    definition: {
      [
        "下の定義ブロックは `source=` で `\($0.source)` のリージョンに紐付いているので、スペックに載っているのは本物のコードです。",
        "両者が食い違うと `accept lint` がエラーを報告します。",
        "ソースを変更したら `accept sync` でブロックをソースの内容に更新してください。",
        "紐付いたブロックはソースと完全に一致しなければならないため、コメントは翻訳せず、説明はこの文章に書きます。",
      ]
    },
    passingHeading: "成功するチェック",
    passing: {
      [
        "`\($0.function)(of: 10, parts: 3)` は `[4, 3, 3]` になるはずです。",
        "合計は 10 で、どの 2 つの差も 1 以下です。",
        "`expect` は契約の一項目を記録します。",
        "項目が成り立たなければ、この Markdown の該当行を指して失敗を報告します。",
      ]
    },
    failingHeading: "失敗すべきチェック",
    failing: { _ in
      [
        "`expect=fail` は、このチェックが `expect` の不成立によって必ず失敗しなければならないことを表します。",
        "エラーのスロー、クラッシュ、タイムアウトでは期待どおりとみなされません。",
        "ここでは 12 を 3 つに分けると `[3, 3, 3, 3]` になるという誤った主張をわざと書き、ハーネスが成り立たない項目を確実に検出することを確かめます。",
        "12 は 3 で割り切れて余りが関係しないため、この主張は正しい実装でも下の反例でも成り立ちません。",
        "このチェックはどちらでも失敗するので、反例を検出した証拠にはなりません。",
      ]
    },
    counterexampleHeading: "反例",
    counterexample: {
      [
        "`\($0.counterexample)` は、余りを捨てる誤った実装に変えるパッチです。",
        "`accept counterexamples --spec \($0.spec)` は、パッチを当てたコードを上の定義ブロックの代わりにしてこのスペックを実行します。",
        "少なくとも 1 つのチェックが期待どおりにならなければ、反例を検出したことになります。",
        "次の表は、反例ごとに、毎回それを検出するチェックを示します。",
      ]
    },
    counterexampleHeader: ["反例", "誤り", "検出するチェック"],
    mistake: "余りを捨てる")

  /// English, for any other language folder.
  static let english = ScaffoldProse(
    title: { "\($0.spec): splitting a total into even shares" },
    intro: {
      [
        "`accept new \($0.spec)` wrote this spec: it runs as it is, and it is the starting point of your own.",
        "It holds the parts of a spec: a table from clauses to checks, a definition block bound to a source file, a check that passes, a check that must fail, and a counterexample.",
        "Replace the function in `\($0.source)` with the code you want to hold to a contract, then rewrite the clauses and checks below.",
      ]
    },
    contractHeading: "The contract",
    contractLead: "Each clause is proved by one check of this spec:",
    clauseHeader: ["#", "clause", "check"],
    clauses: ["the shares add up to the total and differ by at most one", "a clause that does not hold is caught"],
    definitionHeading: "The implementation",
    definition: {
      [
        "The definition block below is bound with `source=` to a region of `\($0.source)`, so the spec shows the real code.",
        "`accept lint` reports an error when the two differ; after you change the source, `accept sync` copies it into the block.",
        "A bound block must equal its source, so its comments are not translated; explain the code here in the prose.",
      ]
    },
    passingHeading: "A check that passes",
    passing: {
      [
        "`\($0.function)(of: 10, parts: 3)` must be `[4, 3, 3]`: the shares add up to 10 and differ by at most one.",
        "`expect` records one clause; when it does not hold, the failure points at its line in this Markdown file.",
      ]
    },
    failingHeading: "A check that must fail",
    failing: { _ in
      [
        "`expect=fail` says that this check must fail because an `expect` does not hold; a thrown error, a crash or a timeout does not count.",
        "It makes a wrong claim on purpose, that 12 in 3 shares is `[3, 3, 3, 3]`, to show that the harness catches a clause that does not hold.",
        "12 divides evenly by 3, so the remainder plays no part: the claim is false for the right implementation and for the counterexample below alike,",
        "and this check, failing under both, is no evidence that the counterexample is rejected.",
      ]
    },
    counterexampleHeading: "A counterexample",
    counterexample: {
      [
        "`\($0.counterexample)` is a patch that turns the implementation into one that drops the remainder.",
        "`accept counterexamples --spec \($0.spec)` runs this spec with the patched code in place of the definition block; the spec rejects it when at least one check does not go as expected.",
        "The table names each counterexample and the checks that reject it in every run.",
      ]
    },
    counterexampleHeader: ["counterexample", "mistake", "checks that reject it"],
    mistake: "drops the remainder")
}
