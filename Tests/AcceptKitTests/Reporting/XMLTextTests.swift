import Testing

@testable import AcceptExecution
@testable import AcceptKit
@testable import AcceptProcess
@testable import AcceptReporting
@testable import AcceptSpec

/// Escaping text for XML.
struct XMLTextTests {
  @Test(arguments: [
    ("plain text", "plain text"), ("a & b", "a &amp; b"), ("<script>", "&lt;script&gt;"),
    ("\"double\" 'single'", "&quot;double&quot; &#39;single&#39;"), ("tab\tnew\nline\r", "tab\tnew\nline\r"),
    ("bell\u{7} nul\u{0} esc\u{1B}", "bell\u{FFFD} nul\u{FFFD} esc\u{FFFD}"), ("\u{FFFE}\u{FFFF}", "\u{FFFD}\u{FFFD}"),
    ("日本語 ✓ 😀", "日本語 ✓ 😀"), ("&amp;", "&amp;amp;"), ("del\u{7F} csi\u{9B}2J", "del\u{FFFD} csi\u{FFFD}2J"),
    ("nbsp\u{A0}é", "nbsp\u{A0}é"),
  ])
  func escapesMarkupAndReplacesWhatXMLCannotHold(_ text: String, _ escaped: String) {
    #expect(XMLText.escape(text) == escaped)
  }
}
