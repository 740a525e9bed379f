/// All protocols of all input files, so that a protocol can inherit one declared in another file.
///
/// Lookup is by name: a reference `Outer.P` or `P` finds the protocol whose qualified name
/// matches; a bare `P` also finds a nested protocol when only one protocol has that simple name.
/// Inheritance cycles are reported as diagnostics and cut, never followed forever.
public struct ProtocolIndex: Sendable {
    /// Every protocol, in deterministic order: by qualified name, then path, then position.
    public let protocols: [ProtocolDecl]
    private let byQualifiedName: [String: [ProtocolDecl]]
    private let bySimpleName: [String: [ProtocolDecl]]

    public init(files: [SourceFileModel]) {
        let all = files.flatMap(\.protocols).sorted {
            ($0.qualifiedName, $0.path, $0.location.offset) < ($1.qualifiedName, $1.path, $1.location.offset)
        }
        protocols = all
        byQualifiedName = Dictionary(grouping: all, by: \.qualifiedName)
        bySimpleName = Dictionary(grouping: all, by: \.name)
    }

    /// The protocol a type reference in `context`'s inheritance list names, if it is one of the inputs.
    public func lookup(_ type: TypeRef, from context: ProtocolDecl? = nil) -> ProtocolDecl? {
        guard case .named(let components) = type.kind, components.allSatisfy({ $0.genericArguments.isEmpty }) else { return nil }
        let name = components.map(\.name).joined(separator: ".")
        if let context {
            // Search outwards from the context's enclosing types, as Swift's name lookup does.
            var scope = context.enclosingTypes
            while !scope.isEmpty {
                if let hit = byQualifiedName[(scope + [name]).joined(separator: ".")]?.first { return hit }
                scope.removeLast()
            }
        }
        if let hit = byQualifiedName[name]?.first { return hit }
        if components.count == 1, let candidates = bySimpleName[name], candidates.count == 1 { return candidates[0] }
        return nil
    }

    /// The protocol with its inherited requirements merged. Cycles produce a diagnostic in `diagnostics`.
    public func resolve(_ decl: ProtocolDecl) -> (ResolvedProtocol, [Diagnostic]) {
        var ancestors: [ProtocolDecl] = []
        var external: [TypeRef] = []
        var externalSeen = Set<String>()
        var diagnostics: [Diagnostic] = []
        var visited: Set<String> = [key(decl)]

        func visit(_ p: ProtocolDecl, path: [String]) {
            for parent in p.inheritance {
                if let found = lookup(parent, from: p) {
                    if path.contains(key(found)) {
                        let chain = path.map { String($0.prefix { $0 != "|" }) } + [found.qualifiedName]
                        diagnostics.append(Diagnostic(
                            .error, "protocol '\(found.qualifiedName)' inherits from itself (\(chain.joined(separator: " -> ")))",
                            path: p.path, at: p.location))
                        continue
                    }
                    if visited.insert(key(found)).inserted {
                        ancestors.append(found)
                        visit(found, path: path + [key(found)])
                    }
                } else if externalSeen.insert(parent.text).inserted {
                    external.append(parent)
                }
            }
        }
        visit(decl, path: [key(decl)])

        var members: [MemberItem] = []
        var seenSignatures = Set<String>()
        for p in [decl] + ancestors {
            for item in p.members {
                if case .member(let m) = item {
                    guard seenSignatures.insert(MemberSignature.key(m)).inserted else { continue }
                }
                members.append(item)
            }
        }
        let resolved = ResolvedProtocol(
            decl: decl, ancestors: ancestors, members: members, externalInheritance: external,
            whereClause: ([decl] + ancestors).flatMap(\.whereClause))
        return (resolved, diagnostics)
    }

    private func key(_ p: ProtocolDecl) -> String { "\(p.qualifiedName)|\(p.path)|\(p.location.offset)" }
}

/// A key that is equal for two requirements that one implementation satisfies.
public enum MemberSignature {
    public static func key(_ member: Member) -> String {
        func params(_ ps: [ParameterDecl]) -> String {
            ps.map { "\($0.label ?? "_"):\($0.type.text)\($0.isVariadic ? "..." : "")" }.joined(separator: ",")
        }
        func generics(_ gs: [GenericParameter]) -> String {
            gs.map { "\($0.name):\($0.constraint?.text ?? "")" }.joined(separator: ",")
        }
        switch member {
        case .function(let f):
            return "func \(f.isStatic ? "static " : "")\(f.name)<\(generics(f.genericParameters))>(\(params(f.parameters)))->\(f.returnType?.text ?? "()")"
        case .property(let p):
            return "var \(p.isStatic ? "static " : "")\(p.name)"
        case .subscript(let s):
            return "subscript \(s.isStatic ? "static " : "")<\(generics(s.genericParameters))>(\(params(s.parameters)))->\(s.returnType.text)"
        case .initializer(let i):
            return "init<\(generics(i.genericParameters))>(\(params(i.parameters)))"
        case .associatedType(let a):
            return "associatedtype \(a.name)"
        case .typeAlias(let t):
            return "typealias \(t.name)"
        }
    }
}
