import Testing

@testable import AcceptMarkdown

/// The start and end conditions of the seven kinds of HTML blocks.
@Suite struct HTMLBlockStartTests {
  static let starts: [(String, HTMLBlockStart.Kind?)] = [
    ("<pre>", .rawText),
    ("<PRE class=\"x\">", .rawText),
    ("<script", .rawText),
    ("<textarea\tname=a>", .rawText),
    ("<prefix>", .completeTag),
    ("<!-- note", .comment),
    ("<?xml", .processingInstruction),
    ("<!DOCTYPE html>", .declaration),
    ("<!doctype", .declaration),
    ("<![CDATA[x", .cdata),
    ("<div>", .blockTag),
    ("</DIV>", .blockTag),
    ("<hr/>", .blockTag),
    ("<table foo", .blockTag),
    ("<search>", .blockTag),
    ("<divx>", .completeTag),
    ("<a href=\"x\" title='y' data-z=1 flag>", .completeTag),
    ("<custom-tag />  ", .completeTag),
    ("</span >", .completeTag),
    ("<a href=\"x\">text", nil),
    ("<a", nil),
    ("<pre/>", nil),
    ("<1a>", nil),
    ("< a>", nil),
    ("text", nil),
  ]

  @Test(arguments: starts)
  func recognizesStartConditions(_ line: String, _ kind: HTMLBlockStart.Kind?) {
    #expect(HTMLBlockStart.kind(of: ArraySlice(line.utf8), interruptsParagraph: false) == kind)
  }

  @Test func kindSevenCannotInterruptAParagraph() {
    #expect(HTMLBlockStart.kind(of: ArraySlice("<span>".utf8), interruptsParagraph: true) == nil)
    #expect(HTMLBlockStart.kind(of: ArraySlice("<div>".utf8), interruptsParagraph: true) == .blockTag)
  }

  static let ends: [(HTMLBlockStart.Kind, String, Bool)] = [
    (.rawText, "x </pre> y", true),
    (.rawText, "</Script>", true),
    (.rawText, "</textarea>", true),
    (.rawText, "</pre", false),
    (.comment, "a --> b", true),
    (.comment, "a -- > b", false),
    (.processingInstruction, "?>", true),
    (.declaration, ">", true),
    (.cdata, "]]>", true),
    (.cdata, "]>", false),
    (.blockTag, "</div>", false),
    (.completeTag, "</a>", false),
  ]

  @Test(arguments: ends)
  func recognizesEndConditions(_ kind: HTMLBlockStart.Kind, _ line: String, _ ends: Bool) {
    #expect(kind.isEnd(ArraySlice(line.utf8)) == ends)
  }

  @Test func onlyKindsSixAndSevenEndAtBlankLines() {
    let blankEnded = [
      HTMLBlockStart.Kind.rawText, .comment, .processingInstruction, .declaration, .cdata, .blockTag,
      .completeTag,
    ].filter(\.endsAtBlankLine)
    #expect(blankEnded == [.blockTag, .completeTag])
  }
}
