import Testing

@testable import AcceptMarkdown

/// Resolving info strings: trimming, backslash escapes, entity and numeric character references.
@Suite struct InfoStringTests {
  static let infos: [(raw: String, info: String)] = [
    ("swift", "swift"),
    (" \t swift check=a \t", "swift check=a"),
    ("a\\!b\\\\c\\`d", "a!b\\c`d"),
    ("a\\b", "a\\b"),
    ("trailing\\", "trailing\\"),
    ("&amp;&lt;&gt;&quot;", "&<>\""),
    ("&ngE;", "\u{2267}\u{338}"),
    ("&#65;&#x42;&#X63;&#0065;", "ABcA"),
    ("&#1234567;&#x110000;&#xD800;&#0;", "\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}"),
    ("&#12345678;&#x1234567;&#;&#x;", "&#12345678;&#x1234567;&#;&#x;"),
    ("&nosuchname; &amp &AMP;", "&nosuchname; &amp &"),
    ("\\&amp; &\\amp;", "&amp; &\\amp;"),
  ]

  @Test(arguments: infos)
  func resolvesLikeCommonMark(_ raw: String, _ info: String) {
    #expect(InfoString.resolve(Array(raw.utf8)) == info)
  }

  @Test func knowsEveryHTML5NameWithASemicolon() {
    #expect(NamedCharacterReferences.characters(named: "AElig") == "Æ")
    #expect(NamedCharacterReferences.characters(named: "zwnj") == "\u{200C}")
    #expect(NamedCharacterReferences.characters(named: "NewLine") == "\n")
    #expect(NamedCharacterReferences.characters(named: "bogus") == nil)
  }
}
