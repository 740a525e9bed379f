import Foundation
import MockgenFrontEnd
import MockgenTestSupport
import Testing

/// Checks the lexer's defining property: trivia and token texts, concatenated in order,
/// reproduce every input byte; and each token's line and column match a naive count.
func checkRoundTrip(_ bytes: [UInt8], _ name: String = "") {
    let tokens = Lexer.tokenize(bytes).tokens
    #expect(tokens.last?.kind == .endOfFile, "\(name)")
    var rebuilt: [UInt8] = []
    rebuilt.reserveCapacity(bytes.count)
    var previousEnd = 0
    for token in tokens {
        guard token.triviaStart == previousEnd, token.triviaStart <= token.start, token.start <= token.end,
              token.end <= bytes.count else {
            Issue.record("\(name): token ranges not contiguous at \(token.line):\(token.column)")
            return
        }
        rebuilt += bytes[token.triviaStart..<token.end]
        previousEnd = token.end
    }
    #expect(rebuilt == bytes, "\(name): round trip differs")
    // Line and column of every token, against a straightforward count.
    var line = 1, lineStart = 0, i = 0, t = 0
    while t < tokens.count {
        while i < tokens[t].start {
            if bytes[i] == 0x0A || (bytes[i] == 0x0D && (i + 1 >= bytes.count || bytes[i + 1] != 0x0A)) {
                line += 1
                lineStart = i + 1
            }
            i += 1
        }
        if tokens[t].line != line || tokens[t].column != tokens[t].start - lineStart + 1 {
            Issue.record("\(name): token \(t) at \(tokens[t].line):\(tokens[t].column), expected \(line):\(tokens[t].start - lineStart + 1)")
            return
        }
        t += 1
    }
}

/// Every `.swift` file under `folder`, sorted.
func swiftFiles(under folder: URL) -> [URL] {
    guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
        return []
    }
    var files: [URL] = []
    for case let file as URL in enumerator where file.pathExtension == "swift" && !file.path.contains("/.build/") {
        files.append(file)
    }
    return files.sorted { $0.path < $1.path }
}

/// Every `.swift` file under the repository's Sources, Tests and Fixtures folders.
func repositorySwiftFiles() -> [URL] {
    var files: [URL] = []
    for folder in ["Sources", "Tests", "Fixtures"] {
        let url = Repository.url(folder)
        guard let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil) else {
            continue
        }
        for case let file as URL in enumerator where file.pathExtension == "swift" { files.append(file) }
    }
    return files.sorted { $0.path < $1.path }
}

@Suite struct RoundTripTests {
    static let nastySources: [String] = [
        "",
        " ",
        "\n\n",
        "// only a comment",
        "/* unterminated /* nested */",
        #""unterminated"#,
        "\"\"\"\nunterminated multi-line",
        #""\(unterminated interpolation"#,
        "`unterminated backtick",
        "#if X\nprotocol P { func f() }\n#else\n#endif",
        "let r = #/[a-z]+{2}/# ; let s = /x\\/y/",
        "\u{FEFF}#!/bin/swift\r\nprotocol P {}\r\n",
        "a\rb\r\nc\n",
        "protocol P { func f(_ x: Array<Array<Int>>?, y: inout [String: (Int) -> Void]) async throws(E) -> some Q }",
        "x = 0x1.8p3 + 1_000 + 0b10 + 0o7 + 1e-3",
        "💥 é ∪ \u{0301} \u{00A0}",
        "@",
        "#",
        "\\",
        "$",
        "'c'",
    ]

    @Test(arguments: nastySources)
    func nastySourcesRoundTrip(_ source: String) {
        checkRoundTrip(Array(source.utf8), source)
    }

    /// `MOCKGEN_REAL_SOURCES=/path/to/swift-nio swift test --filter RoundTripTests` checks a real
    /// package checkout: every file round-trips and parses without diagnostics.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["MOCKGEN_REAL_SOURCES"] != nil))
    func realPackageSourcesRoundTripAndParse() throws {
        let folders = (ProcessInfo.processInfo.environment["MOCKGEN_REAL_SOURCES"] ?? "").split(separator: ":")
        for folder in folders {
            let files = swiftFiles(under: URL(fileURLWithPath: String(folder)))
            #expect(!files.isEmpty, "no Swift files under \(folder)")
            for file in files {
                let bytes = [UInt8](try Data(contentsOf: file))
                checkRoundTrip(bytes, file.path)
                let model = FrontEnd.parse(bytes, path: file.path)
                #expect(model.diagnostics.isEmpty, "\(model.diagnostics)")
            }
        }
    }

    @Test func repositorySourcesRoundTrip() throws {
        let files = repositorySwiftFiles()
        #expect(files.count > 10)
        for file in files {
            checkRoundTrip([UInt8](try Data(contentsOf: file)), file.lastPathComponent)
        }
    }

    /// The package's own sources are valid Swift: the front end must read them without complaint.
    /// (Tests and fixtures may hold deliberately broken inputs, so only Sources/ is checked.)
    @Test func packageSourcesParseWithoutDiagnostics() throws {
        for file in repositorySwiftFiles() where file.path.contains("/Sources/") {
            let model = FrontEnd.parse([UInt8](try Data(contentsOf: file)), path: file.lastPathComponent)
            #expect(model.diagnostics.isEmpty, "\(model.diagnostics)")
        }
    }
}
