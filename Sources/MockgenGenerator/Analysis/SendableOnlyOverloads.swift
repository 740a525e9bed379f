import MockgenFrontEnd

/// Two requirements that differ only in `@Sendable` on closure parameters
/// (`withLock(_ body: () throws -> T)` beside `withLock(_ body: @Sendable () throws -> T)`):
/// a function taking the plain closure also witnesses the `@Sendable` requirement, so every
/// type declaring both has two witnesses for it, which the compiler rejects as ambiguous. No
/// type can conform to such a protocol.
enum SendableOnlyOverloads {
    /// The second requirement of the first such pair among `members` (the protocol's and its
    /// parents'), with the reason; nil when there is none.
    static func clash(in members: [MemberItem]) -> (reason: String, member: FunctionDecl)? {
        var byName: [String: [FunctionDecl]] = [:]
        var found: (reason: String, member: FunctionDecl)?
        members.forEachMember { member in
            guard found == nil, case .function(let f) = member else { return }
            let key = key(f)
            if let earlier = byName[key]?.first(where: { differOnlyInSendable($0, f) }) {
                found = ("'\(f.name)' is required with closure parameters that differ only in '@Sendable' "
                    + "(\(signature(earlier)) and \(signature(f))), and a function taking the plain closure "
                    + "also witnesses the '@Sendable' requirement", f)
            }
            byName[key, default: []].append(f)
        }
        return found
    }

    private static func key(_ f: FunctionDecl) -> String {
        (f.isStatic ? "static " : "") + f.name + "(" + f.parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }

    private static func signature(_ f: FunctionDecl) -> String {
        "'(" + f.parameters.map(\.type.text).joined(separator: ", ") + ")'"
    }

    /// The same requirement once every `@Sendable` is removed, and not the same with them.
    private static func differOnlyInSendable(_ a: FunctionDecl, _ b: FunctionDecl) -> Bool {
        guard a.parameters.count == b.parameters.count, a.effects == b.effects,
              a.genericParameters == b.genericParameters, a.whereClause == b.whereClause,
              (a.returnType ?? .emptyTuple) == (b.returnType ?? .emptyTuple)
        else { return false }
        var differs = false
        for (p, q) in zip(a.parameters, b.parameters) {
            guard p.isVariadic == q.isVariadic else { return false }
            if p.type == q.type { continue }
            guard withoutSendable(p.type) == withoutSendable(q.type) else { return false }
            differs = true
        }
        return differs
    }

    private static func withoutSendable(_ type: TypeRef) -> TypeRef {
        type.replacingParts { part in
            guard part.hasAttribute("Sendable") else { return nil }
            var plain = part
            plain.attributes.removeAll { $0.name == "Sendable" }
            return withoutSendable(plain)
        }
    }
}
