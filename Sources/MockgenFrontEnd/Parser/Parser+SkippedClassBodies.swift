/// Class bodies read for members later, by themselves.
///
/// A class whose members are not wanted when its file is read has its body walked only for
/// nested declarations. The parser records where that body starts and the state it was read
/// in (`SkippedClassBody`); when the members turn out to be needed (a superclass of a mocked
/// class, the class parent of a protocol), `Parser.readMembers` lexes and parses just that
/// body again, from its `{` to its `}`, with the members wanted: the rest of the file is not
/// read again.
struct SkippedClassBody: Sendable {
    /// The class's index in the file's `classes`.
    let slot: Int
    let name: String
    /// The `class` keyword, where an unclosed body is reported.
    let introducer: Token
    /// The `{` that opens the body.
    let brace: Token
    /// Byte offset just past the body's `}` (or the end of the file).
    let end: Int
    /// The scope the body's declarations are read in.
    let scope: DeclarationScope
    /// The comments before the class, for its doc comment.
    let comments: [TriviaComment]
    /// The parser's nesting state at the `{`.
    let depth: Int
    let openIfConfigs: Int
    let versionCheckedClauses: Int
}

/// What reading a skipped class body for its members gives.
struct ClassBodyMembers {
    var members: [ClassMember]
    var docComment: String?
    var leadingComments: [String]
    /// The body's lexical and syntax diagnostics, which replace those of the first walk.
    var diagnostics: [Diagnostic]
}

extension Parser {
    /// Reads the members of the class whose body is `body`, from the file's `bytes`, with the
    /// members of the classes named in `requested` wanted (the class's own qualified name among them).
    static func readMembers(
        of body: SkippedClassBody, in bytes: UnsafeBufferPointer<UInt8>, path: String, requested: Set<String>,
        skipsFunctionBodies: Bool
    ) -> ClassBodyMembers {
        var lexer = LexerState(bytes, path: path, bodyAt: body.brace)
        lexer.skipsFunctionBodies = skipsFunctionBodies
        lexer.run()
        var parser = Parser(bytes: bytes, tokens: lexer.takeTokens(), path: path, membersRequested: requested)
        parser.depth = body.depth
        parser.openIfConfigs = body.openIfConfigs
        parser.versionCheckedClauses = body.versionCheckedClauses
        var inner = body.scope
        inner.classMemberConditionBase = inner.conditions.count
        parser.parseTypeBraces(name: body.name, introducer: body.introducer, inner: inner)
        return ClassBodyMembers(
            members: parser.classMembers, docComment: parser.docComment(body.comments),
            leadingComments: body.comments.map(parser.commentText), diagnostics: lexer.diagnostics + parser.diagnostics)
    }
}
