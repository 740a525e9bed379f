import MockgenFrontEnd

extension FrontEnd {
    /// `parse` of the UTF-8 bytes of `source`: test inputs are written as strings.
    static func parse(_ source: String, path: String = "", options: ParseOptions = ParseOptions()) -> SourceFileModel {
        parse(Array(source.utf8), path: path, options: options)
    }
}

/// Parses `source` and returns its only protocol (or the first one).
func parseProtocol(_ source: String, file: String = "Test.swift") -> ProtocolDecl? {
    FrontEnd.parse(source, path: file).protocols.first
}

/// The protocol's members, flattening `#if` blocks away.
func members(of decl: ProtocolDecl?) -> [Member] {
    guard let decl else { return [] }
    return decl.members.compactMap { if case .member(let m) = $0 { m } else { nil } }
}

func functions(_ decl: ProtocolDecl?) -> [FunctionDecl] {
    members(of: decl).compactMap { if case .function(let f) = $0 { f } else { nil } }
}

func properties(_ decl: ProtocolDecl?) -> [PropertyDecl] {
    members(of: decl).compactMap { if case .property(let p) = $0 { p } else { nil } }
}

/// Parses `type` as the type of a single-parameter requirement and returns it.
func parseTypeRef(_ type: String) -> TypeRef? {
    functions(parseProtocol("protocol P { func f(x: \(type)) }")).first?.parameters.first?.type
}

/// The token kinds and texts of `source` (end of file excluded).
func lex(_ source: String) -> [(TokenKind, String)] {
    let bytes = Array(source.utf8)
    return Lexer.tokenize(bytes).tokens.dropLast().map {
        ($0.kind, String(decoding: bytes[$0.start..<$0.end], as: UTF8.self))
    }
}
