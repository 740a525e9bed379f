/// The members of extension bodies, read only on request (see `ExtensionDecl`): a separate
/// pass over the body that keeps the signatures it can read and drops, without diagnostics,
/// everything else (nested types, stored properties, anything malformed).
extension Parser {
    /// At the token after an extension's `{`: reads the members up to the closing `}` (not
    /// consumed). Nested braces are skipped by bracket matching, so this never recurses
    /// beyond `parseMember`'s own bounded descent.
    mutating func readExtensionMembers() -> [Member] {
        let diagnosticsBefore = diagnostics.count
        let droppedBefore = droppedDiagnostics
        defer {
            // Whatever could not be read is left out quietly: extension bodies hold any code.
            diagnostics.removeLast(diagnostics.count - diagnosticsBefore)
            droppedDiagnostics = droppedBefore
        }
        var members: [Member] = []
        while !atEnd && current.kind != .rightBrace {
            let before = index
            switch current.kind {
            case .leftBrace, .leftParen, .leftBracket:
                skipBalanced()
            case .at, .identifier:
                guard startsExtensionMember() else {
                    advance()
                    continue
                }
                let errorsBefore = diagnostics.count
                if let member = parseMember(), diagnostics.count == errorsBefore, member.hasSignature {
                    members.append(member)
                }
            default:
                advance()
            }
            if index == before { advance() }
        }
        return members
    }

    /// An attribute, a modifier or a member introducer at the start of a line.
    private func startsExtensionMember() -> Bool {
        if current.kind == .at { return true }
        switch current.keyword {
        case .func, .var, .subscript, .`init`: return true
        default: return isDeclarationModifier(current.keyword) && !isTypeIntroducerHere()
        }
    }
}

extension Member {
    /// True for the members an extension can implement a requirement with.
    var hasSignature: Bool {
        switch self {
        case .function, .property, .subscript, .initializer: true
        case .associatedType, .typeAlias: false
        }
    }
}
