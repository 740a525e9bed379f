/// All protocols of all input files, so that a protocol can inherit one declared in another file.
///
/// Lookup is by name: a reference `Outer.P` or `P` finds the protocol whose qualified name
/// matches; a bare `P` also finds a nested protocol when only one protocol has that simple name.
/// Files belong to modules (`moduleOf`, by default `ModuleLayout`): a reference qualified with a
/// module, `Core.P`, finds `P` of that module, and when several modules declare the same name,
/// an unqualified reference means the one of the referring protocol's own module.
/// Inheritance cycles are reported as diagnostics and cut, never followed forever.
package struct ProtocolIndex: Sendable {
    /// Every protocol, in deterministic order: by qualified name, then path, then position.
    package let protocols: [ProtocolDecl]
    private let names: NameTable<ProtocolDecl>
    /// The module of each file that has one, by path.
    private let moduleByPath: [String: String]

    /// - Parameter moduleOf: the module a file's path belongs to (nil: none known).
    package init(files: [SourceFileModel], moduleOf: (String) -> String? = { ModuleLayout.module(ofPath: $0) }) {
        // Each qualified name is built once, not once per comparison.
        let all = files.flatMap(\.protocols)
            .map { (qualifiedName: $0.qualifiedName, decl: $0) }
            .sorted {
                ($0.qualifiedName, $0.decl.path, $0.decl.location.offset) < ($1.qualifiedName, $1.decl.path, $1.decl.location.offset)
            }
            .map(\.decl)
        protocols = all
        var moduleByPath: [String: String] = [:]
        for file in files { moduleByPath[file.path] = moduleOf(file.path) }
        self.moduleByPath = moduleByPath
        names = NameTable(all, qualifiedName: \.qualifiedName, name: \.name) { moduleByPath[$0.path] }
    }

    /// The module `decl`'s file belongs to, when known.
    package func module(of decl: ProtocolDecl) -> String? { moduleByPath[decl.path] }

    /// The protocol a type reference in `context`'s inheritance list names, if it is one of the inputs.
    /// Generic arguments (`Base<Int>`, constraining primary associated types) are ignored for lookup.
    package func lookup(_ type: TypeRef, from context: ProtocolDecl? = nil) -> ProtocolDecl? {
        names.lookup(type, enclosingTypes: context?.enclosingTypes ?? [], inModule: context.flatMap(module(of:)))
    }

    /// The protocol with its inherited requirements merged. Cycles produce a diagnostic in `diagnostics`.
    ///
    /// Ancestors are listed breadth-first (nearest first), each once however many paths lead
    /// to it. Both walks use explicit work lists, so no inheritance chain can overflow the stack.
    package func resolve(_ decl: ProtocolDecl) -> (ResolvedProtocol, [Diagnostic]) {
        var ancestors: [ProtocolDecl] = []
        var external: [TypeRef] = []
        var externalSeen = Set<String>()
        var seen: Set<DeclKey> = [key(decl)]
        var queue = [decl]
        var next = 0
        // A cycle needs a protocol reached twice; when none is, there is no cycle to look for.
        var reachedTwice = false
        while next < queue.count {
            let p = queue[next]
            next += 1
            for parent in ProtocolIndex.parents(of: p) {
                if let found = lookup(parent, from: p) {
                    if seen.insert(key(found)).inserted {
                        ancestors.append(found)
                        queue.append(found)
                    } else {
                        reachedTwice = true
                    }
                } else if externalSeen.insert(parent.text).inserted {
                    external.append(parent)
                }
            }
        }
        let diagnostics = reachedTwice ? cycles(from: decl) : []

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

    /// Inheritance cycles reachable from `decl`, found by a depth-first walk with an explicit stack;
    /// each is reported once, at the protocol that closes it.
    private func cycles(from decl: ProtocolDecl) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var stack: [(decl: ProtocolDecl, parents: [TypeRef], next: Int)] = [(decl, ProtocolIndex.parents(of: decl), 0)]
        var onPath: Set<DeclKey> = [key(decl)]
        var done: Set<DeclKey> = [key(decl)]
        while let top = stack.last {
            guard top.next < top.parents.count else {
                onPath.remove(key(top.decl))
                stack.removeLast()
                continue
            }
            stack[stack.count - 1].next += 1
            guard let found = lookup(top.parents[top.next], from: top.decl) else { continue }
            let k = key(found)
            if onPath.contains(k) {
                let start = stack.firstIndex { key($0.decl) == k } ?? 0
                let chain = stack[start...].map(\.decl.qualifiedName) + [found.qualifiedName]
                diagnostics.append(Diagnostic(
                    .error, "protocol '\(found.qualifiedName)' inherits from itself (\(chain.joined(separator: " -> ")))",
                    path: top.decl.path, at: top.decl.location))
            } else if done.insert(k).inserted {
                stack.append((found, ProtocolIndex.parents(of: found), 0))
                onPath.insert(k)
            }
        }
        return diagnostics
    }

    /// What a protocol inherits: its inheritance list and `where Self: …` requirements, with
    /// compositions (`A & B`) split into their parts.
    static func parents(of p: ProtocolDecl) -> [TypeRef] {
        func split(_ t: TypeRef) -> [TypeRef] {
            if case .composition(let parts) = t.kind { return parts.flatMap(split) }
            return [t]
        }
        let selfRequirements = p.whereClause.filter { requirement in
            guard requirement.kind == .conformance, case .named(let c) = requirement.left.kind else { return false }
            return c.count == 1 && c[0].name == "Self"
        }.map(\.right)
        return (p.inheritance + selfRequirements).flatMap(split)
    }

    private func key(_ p: ProtocolDecl) -> DeclKey {
        DeclKey(path: p.path, offset: p.location.offset, name: p.name, enclosingTypes: p.enclosingTypes)
    }

    /// One declaration's identity within a run: where it is and what it is called (cheaper to
    /// hash than text joined from these, and built without allocating).
    private struct DeclKey: Hashable {
        let path: String
        let offset: Int
        let name: String
        let enclosingTypes: [String]
    }
}

/// A key that is equal for two requirements that one implementation satisfies.
package enum MemberSignature {
    package static func key(_ member: Member) -> String {
        func params(_ ps: [ParameterDecl]) -> String {
            ps.map { "\($0.label ?? "_"):\($0.type.text)\($0.isVariadic ? "..." : "")" }.joined(separator: ",")
        }
        func generics(_ gs: [GenericParameter]) -> String {
            gs.map { "\($0.name):\($0.constraint?.text ?? "")" }.joined(separator: ",")
        }
        // Overloads may differ only in their `where` clause: each needs its own implementation.
        // The same clause written another way (`A == B` or `B == A`, in another order) is one.
        func constraints(_ requirements: [GenericRequirement]) -> String {
            guard !requirements.isEmpty else { return "" }
            return " where " + requirements.map { r in
                guard r.kind == .sameType else { return r.text }
                return [r.left.text, r.right.text].sorted().joined(separator: " == ")
            }.sorted().joined(separator: ",")
        }
        switch member {
        case .function(let f):
            return "func \(f.isStatic ? "static " : "")\(f.name)<\(generics(f.genericParameters))>(\(params(f.parameters)))->\(f.returnType?.text ?? "()")"
                + constraints(f.whereClause)
        case .property(let p):
            return "var \(p.isStatic ? "static " : "")\(p.name)"
        case .subscript(let s):
            return "subscript \(s.isStatic ? "static " : "")<\(generics(s.genericParameters))>(\(params(s.parameters)))->\(s.returnType.text)"
                + constraints(s.whereClause)
        case .initializer(let i):
            return "init<\(generics(i.genericParameters))>(\(params(i.parameters)))" + constraints(i.whereClause)
        case .associatedType(let a):
            return "associatedtype \(a.name)"
        case .typeAlias(let t):
            return "typealias \(t.name)"
        }
    }
}
