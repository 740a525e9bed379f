// fuzz-corpus protocols: Formatter, Template.Renderer
let greeting = "Hello, \(name)! { not a brace } ( nor a paren"
let nested = "outer \("inner \("innermost \(1 + 2)")") done"
let raw = #"a raw string with "quotes" and \(no interpolation) and \#(interpolation)"#
let rawer = ##"contains "# inside"##
let multi = """
    protocol NotAProtocol {
        func inside() -> String
    }
    \(value) and \"""escaped\""" and \\
    """
let rawMulti = #"""
    still "not code" """ here
    protocol Fake {}
    """#
let regex = /protocol\s+(\w+)/
let extended = #/
    (?<name> \w+ ) # a comment inside a regex
/#
let character: Character = "}"
let unicode = "caf\u{E9} \u{1F600} 日本語"
let divide = total / count / 2
let 変数 = 1
let `class` = "keyword as identifier"

/* a block comment /* nested */ protocol Hidden { } still comment */

/// Formats values.
/// - Note: `protocol` in a doc comment is not a declaration.
protocol Formatter {
    func format(_ value: Double, style: FormatStyle = .number) -> String
    func format(_ date: Date) -> String
    var locale: Locale { get }
}

struct Template {
    /** A block doc comment
     *  over several lines. */
    protocol Renderer {
        func render(_ template: String, context: [String: any Sendable]) throws -> String
        func `default`() -> Self
        func given(_ value: Int) -> Int
        func verify(_ value: Int) -> Bool
        func reset()
    }

    let source = """
        {{#each items}} } ) ] \(items.count)
        """
}
