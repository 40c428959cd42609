import Testing

@testable import AcceptMarkdown

/// Measuring link reference definitions at the start of a paragraph's text.
@Suite struct LinkReferenceDefinitionTests {
  static let definitions: [(String, length: Int?)] = [
    ("[foo]: /url\n", 12),
    ("[foo]: /url \"title\"\n", 20),
    ("[foo]:\n/url\n'title'\n", 20),
    ("[foo]: </my url>\n", 17),
    ("[foo]: /url 'title' ok\n", nil),
    ("[foo]: /url\n\"title\" ok\n", 12),
    ("[foo]:\n", nil),
    ("[]: /url\n", nil),
    ("[ \t]: /url\n", nil),
    ("[a[b]: /url\n", nil),
    ("[a\\]b]: /url\n", 13),
    ("[foo] /url\n", nil),
    ("[foo]: <bar\n", nil),
    ("[foo]: (a(b)c)\n", 15),
    ("[foo]: a(b\n", nil),
    ("[foo]: /url (title (nested))\n", nil),
    ("[foo]: /url", 11),
  ]

  @Test(arguments: definitions)
  func measuresOneDefinition(_ text: String, length: Int?) {
    #expect(LinkReferenceDefinition.measure(Array(text.utf8)) == length)
  }

  @Test func stripsEveryLeadingDefinition() {
    let (rest, found) = LinkReferenceDefinition.strip(Array("[a]: /a\n[b]: /b\ntext\n".utf8))
    #expect(found)
    #expect(String(decoding: rest, as: UTF8.self) == "text\n")
  }

  @Test func leavesTextWithoutDefinitions() {
    let (rest, found) = LinkReferenceDefinition.strip(Array("[a] text\n".utf8))
    #expect(!found)
    #expect(String(decoding: rest, as: UTF8.self) == "[a] text\n")
  }
}
