import Testing
import TodoCore

/// Text in, the links found (as written) out.
@Suite struct LinkFinderTests {
    static let cases: [(text: String, links: [String])] = [
        ("plain words, no link", []),
        ("see https://example.com", ["https://example.com"]),
        ("see https://example.com.", ["https://example.com"]),
        ("https://example.com, then more", ["https://example.com"]),
        ("read this: https://example.com/a:", ["https://example.com/a"]),
        ("(https://example.com/page)", ["https://example.com/page"]),
        ("(see https://en.wikipedia.org/wiki/Swift_(language))", ["https://en.wikipedia.org/wiki/Swift_(language)"]),
        ("https://en.wikipedia.org/wiki/Swift_(language).", ["https://en.wikipedia.org/wiki/Swift_(language)"]),
        ("[https://example.com/x]", ["https://example.com/x"]),
        ("https://example.com/search?q=oat+milk&lang=en#results", ["https://example.com/search?q=oat+milk&lang=en#results"]),
        ("https://例え.jp/パス/ページ", ["https://例え.jp/パス/ページ"]),
        ("https://café.example/crème?x=é.", ["https://café.example/crème?x=é"]),
        ("Buy milk https://shop.example/oat @today", ["https://shop.example/oat"]),
        ("Call https://example.com/a @due(2026-11-21) @done", ["https://example.com/a"]),
        ("mail mailto:sam@example.com today", ["mailto:sam@example.com"]),
        ("mailto:nobody is not one", []),
        ("open file:///home/sam/notes.txt now", ["file:///home/sam/notes.txt"]),
        ("www.example.com/path is bare", ["www.example.com/path"]),
        ("www.nothing is not a host", []),
        ("two: http://a.example and https://b.example/x.", ["http://a.example", "https://b.example/x"]),
        ("HTTPS://EXAMPLE.COM/Up", ["HTTPS://EXAMPLE.COM/Up"]),
        ("<https://example.com/in-angles>", ["https://example.com/in-angles"]),
        ("\"https://example.com/quoted\"", ["https://example.com/quoted"]),
        ("nothttps://example.com glued to a word", []),
        ("https:// alone", []),
        ("https:///no-host", []),
        ("https://example.com/a?b=(c)d!", ["https://example.com/a?b=(c)d"]),
    ]

    @Test(arguments: cases)
    func finds(_ text: String, _ expected: [String]) {
        #expect(LinkFinder.links(in: text).map(\.text) == expected)
    }

    @Test func bareHostsOpenWithHTTPS() {
        #expect(LinkFinder.links(in: "www.example.com").map(\.url) == ["https://www.example.com"])
        #expect(LinkFinder.links(in: "mailto:a@b.example").map(\.url) == ["mailto:a@b.example"])
    }

    @Test func rangesCountGraphemes() {
        let text = "日本 🦷 https://example.com/é ok"
        let link = LinkFinder.links(in: text)[0]
        #expect(link.range == 5..<26)
        #expect(String(Array(text)[link.range]) == link.text)
    }

    @Test func controlCharactersStayInTheLinkSoTheyCanBeRefused() {
        #expect(LinkFinder.links(in: "https://example.com/\u{1B}[2J").map(\.text) == ["https://example.com/\u{1B}[2J"])
    }
}
