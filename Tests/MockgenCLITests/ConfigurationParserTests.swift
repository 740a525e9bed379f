@testable import MockgenDriver
import Testing

/// The YAML subset of configuration files: what it reads, and the line and column of what it refuses.
@Suite("Configuration syntax")
struct ConfigurationParserTests {
    private func parse(_ text: String) throws(ConfigurationError) -> ConfigurationNode {
        var parser = ConfigurationParser(file: "cfg.yml")
        return try parser.parse(text)
    }

    /// The node with its positions dropped, for comparing shapes.
    private indirect enum Shape: Equatable {
        case text(String), quoted(String), list([Shape]), map([String: Shape]), empty
    }

    private func shape(_ node: ConfigurationNode) -> Shape {
        switch node.value {
        case .scalar(let text, let quoted): quoted ? .quoted(text) : .text(text)
        case .sequence(let items): .list(items.map(shape))
        case .mapping(let entries): .map(Dictionary(uniqueKeysWithValues: entries.map { ($0.key, shape($0.value)) }))
        case .empty: .empty
        }
    }

    private func error(_ text: String) -> ConfigurationError? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error
        }
    }

    @Test func readsBlockMappingsBlockAndFlowSequencesQuotedScalarsAndComments() throws {
        let node = try parse("""
            # settings
            ---
            targets:   # one per test target
              AppTests:
                sources:
                  - Sources/App      # a folder
                  - "Sources/Core/Engine.swift"
                imports: [Foundation, 'Combine', "A # not a comment"]
                excludes:
                - '*.generated.swift'
                - "it''s \\"odd\\"\\t"
                access: public
                all: true
                empty:
                none: []

            """)
        #expect(shape(node) == .map(["targets": .map(["AppTests": .map([
            "sources": .list([.text("Sources/App"), .quoted("Sources/Core/Engine.swift")]),
            "imports": .list([.text("Foundation"), .quoted("Combine"), .quoted("A # not a comment")]),
            "excludes": .list([.quoted("*.generated.swift"), .quoted("it''s \"odd\"\t")]),
            "access": .text("public"),
            "all": .text("true"),
            "empty": .empty,
            "none": .list([]),
        ])])]))
    }

    @Test func singleQuotesEscapeAQuoteByDoublingIt() throws {
        #expect(shape(try parse("key: 'it''s'")) == .map(["key": .quoted("it's")]))
    }

    @Test func positionsPointAtKeysAndValues() throws {
        let node = try parse("targets:\n  App:\n    output: Out.swift\n    sources:\n    - Src\n")
        guard case .mapping(let top) = node.value, case .mapping(let targets) = top[0].value.value,
              case .mapping(let app) = targets[0].value.value, case .sequence(let sources) = app[1].value.value
        else { Issue.record("unexpected shape \(node)"); return }
        #expect(targets[0].keyPosition == ConfigurationPosition(line: 2, column: 3))
        #expect(app[0].value.position == ConfigurationPosition(line: 3, column: 13))
        #expect(sources[0].position == ConfigurationPosition(line: 5, column: 7))
    }

    @Test func windowsLineEndingsAreRead() throws {
        #expect(shape(try parse("a: x\r\nb: [y]\r\n")) == .map(["a": .text("x"), "b": .list([.text("y")])]))
    }

    @Test func aFileOfCommentsIsEmpty() throws {
        #expect(shape(try parse("# nothing\n\n   # here\n")) == .empty)
    }

    @Test(arguments: [
        ("a:\n\tb: c", 2, 1, "a tab cannot indent a line; indent with spaces"),
        ("a: \"open", 1, 4, "a quoted string must end on the line it starts"),
        ("a: [x, y", 1, 9, "a '[' list must end with ']' on the same line"),
        ("a: [x, [y]]", 1, 8, "a '[' list can only hold single values, not nested lists or mappings"),
        (
            "a: {b: c}", 1, 4,
            "mockgen's configuration reader does not accept '{ }' mappings (write one 'key: value' per line)"
        ),
        ("a: &anchor x", 1, 4, "mockgen's configuration reader does not accept anchors (&)"),
        ("a: *alias", 1, 4, "mockgen's configuration reader does not accept aliases (*)"),
        ("a: !tag x", 1, 4, "mockgen's configuration reader does not accept tags (!)"),
        ("a: |\n  text", 1, 4, "mockgen's configuration reader does not accept block scalars (| and >)"),
        ("a: b\n  c: d", 2, 3, "unexpected indentation: this line lines up with no key above it"),
        ("a:\n    b: c\n  d: e", 3, 3, "unexpected indentation: this line lines up with no key above it"),
        ("a: 1\nb: 2\na: 3", 3, 1, "the key 'a' appears twice (first on line 1)"),
        ("just text", 1, 1, "expected 'key: value' or '- item', found 'just text'"),
        (
            "a:\n  - b: c", 2, 5,
            "a list item cannot be a 'key: value' mapping here; quote it if the colon is part of the text"
        ),
        ("a: \"x\" y", 1, 8, "unexpected text after the value"),
        ("a: \"\\q\"", 1, 6, "unsupported escape in a double-quoted string (use \\\\, \\\", \\n or \\t)"),
        ("a: 1\n- b", 2, 1, "expected 'key: value' here, not a list item"),
        ("a:b", 1, 1, "expected 'key: value' or '- item', found 'a:b'"),
    ])
    func refusesWhatTheSubsetLeavesOutNamingTheLineAndColumn(text: String, line: Int, column: Int, message: String) {
        let found = error(text)
        #expect(
            found
                == ConfigurationError(
                    file: "cfg.yml", position: ConfigurationPosition(line: line, column: column), key: nil,
                    message: message))
    }

    @Test func errorsPrintLikeCompilerDiagnostics() {
        let error = ConfigurationError(file: ".mockgen.yml", position: ConfigurationPosition(line: 4, column: 5),
            key: "targets.AppTests.acess", message: "unknown key")
        #expect(error.description == ".mockgen.yml:4:5: error: 'targets.AppTests.acess': unknown key")
    }
}
