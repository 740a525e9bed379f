import Foundation
import MockgenForge

/// The parser side of `mockgen-forge --trivia`: the fixtures' inputs, the fuzz tests' corpus and
/// composed protocols (those the compiler accepts), each varied and read by mockgen and the compiler.
struct TriviaRun {
    var arguments: ForgeArguments
    var compiler: ForgeCompiler
    var composer: ProtocolComposer
    var folder: URL

    func run(seeds: [UInt64]) throws {
        let check = TriviaCheck(compiler: compiler, folder: folder.appendingPathComponent("trivia"))
        let findingsFile = folder.appendingPathComponent("trivia-findings.txt")
        var sources: [(String, String)] = []
        let fixtures = URL(fileURLWithPath: "Fixtures")
        for name in (try? FileManager.default.contentsOfDirectory(atPath: fixtures.path))?.sorted() ?? [] {
            let input = fixtures.appendingPathComponent("\(name)/Input.swift")
            if let text = try? String(contentsOf: input, encoding: .utf8) { sources.append(("Fixtures/\(name)", text)) }
        }
        // The fuzz tests' hand-written snippets: declarations outside protocols too.
        let corpus = URL(fileURLWithPath: "Tests/MockgenFuzzTests/Corpus")
        for name in (try? FileManager.default.contentsOfDirectory(atPath: corpus.path))?.sorted() ?? []
        where name.hasSuffix(".swift") {
            if let text = try? String(contentsOf: corpus.appendingPathComponent(name), encoding: .utf8) {
                sources.append(("Tests/MockgenFuzzTests/Corpus/\(name)", text))
            }
        }
        let validRun = ForgeRun(compiler: compiler, folder: folder.appendingPathComponent("batch"))
        var start = 0
        while start < seeds.count {
            let slice = Array(seeds[start..<min(start + arguments.batch, seeds.count)])
            let valid = try validRun.validSubset(slice.map(composer.compose))
            sources.append(("composed \(ForgedProtocol.seedText(slice[0]))…", ForgeBatch(valid).text))
            start += slice.count
        }
        var variants = 0, findings = 0
        for (index, (name, text)) in sources.enumerated() {
            let result = try check.check(name: name, source: text, count: arguments.triviaVariants, seed: arguments.seed &+ UInt64(index))
            variants += result.variants
            findings += result.findings.count
            for finding in result.findings { appendLine(finding.report + "\n", to: findingsFile) }
        }
        print("trivia: \(sources.count) files, \(variants) variants, \(findings) findings in \(findingsFile.path)")
    }
}
