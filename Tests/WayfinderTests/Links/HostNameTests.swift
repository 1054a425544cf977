import Testing

@testable import Wayfinder

/// The universal-link hosts a table accepts, and how links on them match.
@Suite("Universal-link hosts")
struct HostNameTests {
    enum Route: Hashable, Sendable { case rate(Double) }

    static func table(host: String) throws(LinkTableError) -> LinkTable<Route> {
        try LinkTable<Route>(origins: LinkOrigins(schemes: ["bank"], hosts: [host])) {
            LinkRule("/rate/:value", Route.rate) { if case .rate(let v) = $0 { v } else { nil } }
        }
    }

    @Test(
        "A host declared with uppercase letters is a declaration error that names it and the fix",
        arguments: ["Shop.Example.com", "SHOP.EXAMPLE.COM", "shop.example.Com", "XN--BCHER-KVA.de"])
    func uppercaseHost(_ host: String) {
        do {
            _ = try Self.table(host: host)
            Issue.record("\(host) should be refused")
        } catch {
            #expect(error.description.contains("\"\(host)\""), "\(error)")
            #expect(error.description.contains("uppercase"), "\(error)")
            #expect(error.description.contains("\"\(host.lowercased())\""), "the message gives the fix: \(error)")
        }
    }

    @Test("Links on a declared host match in any letter case: hosts are case-insensitive in URLs")
    func incomingHostCase() throws {
        let table = try Self.table(host: "shop.example.com")
        for link in ["https://shop.example.com/rate/1.5", "https://SHOP.Example.COM/rate/1.5"] {
            #expect(table.match(link) == .success(.rate(1.5)), "\(link)")
        }
        #expect(table.origins.hosts == ["shop.example.com"])
    }
}

/// Internationalised hosts: a punycode (`xn--`) label the URL Standard leaves as it is.
@Suite("Internationalised universal-link hosts")
struct InternationalHostTests {
    @Test(
        "A punycode label the URL Standard leaves unchanged is accepted, and links on it match",
        arguments: [
            ("xn--p1ai", "рф"), ("xn--bcher-kva.de", "bücher.de"), ("xn--d1acpjx3f.xn--p1ai", "яндекс.рф"),
            ("shop.xn--mnchen-3ya.de", "shop.münchen.de"), ("xn--fiqs8s", "中国"), ("xn--wgbh1c", "مصر"),
            ("xn--strae-oqa.de", "straße.de"), ("xn--e1afmkfd.xn--p1ai", "пример.рф"),
        ])
    func accepted(_ host: String, _ unicode: String) throws {
        let table = try HostNameTests.table(host: host)
        #expect(table.match("https://\(host)/rate/1.5") == .success(.rate(1.5)), "\(unicode)")
        #expect(table.match("https://\(host.uppercased())/rate/2") == .success(.rate(2)), "letter case is ignored")
        #expect(table.match("https://\(host)./rate/1") == .failure(.foreignOrigin("https://\(host).")))
    }

    @Test(
        "A punycode label the URL Standard would rewrite or refuse is a declaration error naming it and why",
        arguments: [
            ("xn--", "empty"),
            ("xn--abc-.de", "only ASCII"),  // decodes to "abc", which needs no punycode
            ("xn--bcher-kva0.de", "not valid Punycode"),  // a number that never ends
            ("xn--99999999999999.de", "not valid Punycode"),  // overflows
            ("xn--bcher-k.de", "not valid Punycode"),  // a number that never ends
            ("xn---tda.de", "encodes back"),  // "ü" with a delimiter it does not need: Punycode prints "tda"
            ("xn--mnchen-psa.de", "lowercase"),  // "mÜnchen": the URL Standard lowercases the Ü
            ("xn--ls8h.la", "letter"),  // U+1F4A9: a symbol, not a letter, mark or digit
            ("xn--a.de", "letter"),  // U+0080: a control character
            ("xn--ab-m1t.de", "letter"),  // "a", U+200D ZERO WIDTH JOINER, "b"
            ("xn--e-xbb.de", "normalised"),  // "e" + U+0301 COMBINING ACUTE ACCENT: NFC makes it "é"
            ("xn--a-wbb.de", "mark"),  // U+0301 then "a": a label may not start with a combining mark
        ])
    func refused(_ host: String, _ why: String) {
        do {
            _ = try HostNameTests.table(host: host)
            Issue.record("\(host) should be refused")
        } catch {
            #expect(error.description.contains("\"\(host)\""), "\(error)")
            #expect(error.description.contains(why), "\(error)")
        }
    }
}

/// The Punycode codec behind internationalised hosts, on the sample strings of RFC 3492,
/// section 7.1 (their digits lowercased: the encoder writes lowercase, the decoder reads both).
@Suite("Punycode (RFC 3492)")
struct PunycodeTests {
    struct Sample: Sendable, CustomTestStringConvertible {
        var name: String
        var text: String
        var punycode: String
        var testDescription: String { name }
    }

    static let samples: [Sample] = [
        Sample(name: "(A) Arabic (Egyptian)", text: "ليهمابتكلموشعربي؟", punycode: "egbpdaj6bu4bxfgehfvwxn"),
        Sample(name: "(B) Chinese (simplified)", text: "他们为什么不说中文", punycode: "ihqwcrb4cv8a8dqg056pqjye"),
        Sample(name: "(C) Chinese (traditional)", text: "他們爲什麽不說中文", punycode: "ihqwctvzc91f659drss3x8bo0yb"),
        Sample(name: "(D) Czech", text: "Pročprostěnemluvíčesky", punycode: "Proprostnemluvesky-uyb24dma41a"),
        Sample(name: "(E) Hebrew", text: "למההםפשוטלאמדבריםעברית", punycode: "4dbcagdahymbxekheh6e0a7fei0b"),
        Sample(
            name: "(G) Japanese", text: "なぜみんな日本語を話してくれないのか",
            punycode: "n8jok5ay5dzabd5bym9f0cm5685rrjetr6pdxa"),
        Sample(
            name: "(H) Korean", text: "세계의모든사람들이한국어를이해한다면얼마나좋을까",
            punycode: "989aomsvi5e83db1d2a355cv1e0vak1dwrv93d5xbh15a0dt30a5jpsd879ccm6fea98c"),
        Sample(
            name: "(I) Russian", text: "почемужеонинеговорятпорусски", punycode: "b1abfaaepdrnnbgefbadotcwatmq2g4l"),
        Sample(
            name: "(J) Spanish", text: "PorquénopuedensimplementehablarenEspañol",
            punycode: "PorqunopuedensimplementehablarenEspaol-fmd56a"),
        Sample(
            name: "(K) Vietnamese", text: "TạisaohọkhôngthểchỉnóitiếngViệt",
            punycode: "TisaohkhngthchnitingVit-kjcr8268qyxafd2f1b9g"),
        Sample(name: "(L) 3年B組金八先生", text: "3年B組金八先生", punycode: "3B-ww4c5e180e575a65lsy2b"),
        Sample(
            name: "(M) 安室奈美恵-with-SUPER-MONKEYS", text: "安室奈美恵-with-SUPER-MONKEYS",
            punycode: "-with-SUPER-MONKEYS-pc58ag80a8qai00g7n9n"),
        Sample(
            name: "(N) Hello-Another-Way-それぞれの場所", text: "Hello-Another-Way-それぞれの場所",
            punycode: "Hello-Another-Way--fc4qua05auwb3674vfr0b"),
        Sample(name: "(O) ひとつ屋根の下2", text: "ひとつ屋根の下2", punycode: "2-u9tlzr9756bt3uc0v"),
        Sample(name: "(P) MajiでKoiする5秒前", text: "MajiでKoiする5秒前", punycode: "MajiKoi5-783gue6qz075azm5e"),
        Sample(name: "(Q) パフィーdeルンバ", text: "パフィーdeルンバ", punycode: "de-jg4avhby1noc0d"),
        Sample(name: "(R) そのスピードで", text: "そのスピードで", punycode: "d9juau41awczczp"),
        Sample(name: "(S) -> $1.00 <-", text: "-> $1.00 <-", punycode: "-> $1.00 <--"),
        Sample(name: "bücher", text: "bücher", punycode: "bcher-kva"),
        Sample(name: "рф", text: "рф", punycode: "p1ai"),
        Sample(name: "münchen", text: "münchen", punycode: "mnchen-3ya"),
        Sample(name: "the empty string", text: "", punycode: ""),
    ]

    @Test("Each sample encodes to its Punycode and decodes back", arguments: samples)
    func roundTrip(_ sample: Sample) {
        let scalars = Array(sample.text.unicodeScalars)
        #expect(String(decoding: Punycode.encode(scalars), as: UTF8.self) == sample.punycode)
        #expect(Punycode.decode(Array(sample.punycode.utf8)) == scalars)
    }

    @Test("Uppercase digits decode like lowercase ones (RFC 3492, section 5)")
    func uppercaseDigits() {
        #expect(
            Punycode.decode(Array("B1ABFAAEPDRNNBGEFBADOTCWATMQ2G4L".utf8))
                == Punycode.decode(Array("b1abfaaepdrnnbgefbadotcwatmq2g4l".utf8)))
    }

    @Test(
        "Text that is not Punycode decodes to nothing, never a crash",
        arguments: [
            "bcher-kva0", "99999999999999", "bcher-k", "ü-tda", "a b", "%41", "kva!",
            "9999999999999999999999999999999999999999999999999999999999999",
        ])
    func invalid(_ text: String) {
        #expect(Punycode.decode(Array(text.utf8)) == nil)
    }
}
