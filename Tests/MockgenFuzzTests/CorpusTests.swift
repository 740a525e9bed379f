import Foundation
import MockgenFrontEnd
import Testing

/// The hand-written seeds are valid Swift: the front end reads each without errors and finds
/// exactly the protocols its first lines name (`// fuzz-corpus protocols: A, B.C`).
@Suite struct CorpusTests {
    static let snippets = (try? FuzzCorpus.load().snippets) ?? []

    @Test func corpusHasSnippets() {
        #expect(Self.snippets.count >= 5)
    }

    @Test(arguments: snippets)
    func snippetParsesWithoutErrorsToTheProtocolsItNames(_ seed: FuzzCorpus.Seed) throws {
        let text = String(decoding: seed.bytes.prefix(400), as: UTF8.self)
        let marker = try #require(text.range(of: "fuzz-corpus protocols:"), "\(seed.name) lacks its header")
        let expected = text[marker.upperBound...].prefix { !$0.isNewline }
            .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }

        let model = FrontEnd.parse(seed.bytes, path: seed.name)

        #expect(model.diagnostics.filter { $0.severity == .error }.map(\.description) == [])
        #expect(model.protocols.map(\.qualifiedName).sorted() == expected.sorted())
    }
}
