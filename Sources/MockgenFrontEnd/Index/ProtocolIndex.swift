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
                ($0.qualifiedName, $0.decl.path, $0.decl.location.offset) < (
                    $1.qualifiedName, $1.decl.path, $1.decl.location.offset
                )
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
        var seenSignatures: [MemberSignature: Int] = [:]
        for p in [decl] + ancestors {
            for item in p.members {
                if case .member(let m) = item {
                    let signature = MemberSignature(m)
                    if let index = seenSignatures[signature] {
                        // One implementation serves both: the effects both allow, and `any`
                        // where either spelling writes it.
                        if case .member(let kept) = members[index] {
                            let merged = kept.sharingEffects(with: m) ?? kept
                            members[index] = .member(merged.spellingExistentials(like: m))
                        }
                        continue
                    }
                    seenSignatures[signature] = members.count
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
                diagnostics.append(
                    Diagnostic(
                        .error,
                        "protocol '\(found.qualifiedName)' inherits from itself (\(chain.joined(separator: " -> ")))",
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

/// What makes two members the same requirement, as a value: kind, `static`, name, generic
/// parameters with their constraints, argument labels with their types, result and `where`
/// clause. Two members with equal signatures are one member of a mock (a protocol restating its
/// parent's requirement, a class overriding its superclass's method). Types compare by
/// structure (`TypeRef`'s equality), without rendering them, and `any P` is the bare `P` it
/// spells out (`init(from decoder: Decoder)` restates `Decodable`'s `init(from: any Decoder)`).
package enum MemberSignature: Hashable, Sendable {
    case function(
        isStatic: Bool, name: String, generics: [Generic], parameters: [Parameter], result: TypeRef,
        constraints: Constraints)
    case property(isStatic: Bool, name: String)
    case `subscript`(
        isStatic: Bool, generics: [Generic], parameters: [Parameter], result: TypeRef, constraints: Constraints)
    case initializer(generics: [Generic], parameters: [Parameter], constraints: Constraints)
    case associatedType(name: String)
    case typeAlias(name: String)

    /// A generic parameter: its name and constraint (`T: Hashable`).
    package struct Generic: Hashable, Sendable {
        var name: String
        var constraint: TypeRef?
    }

    /// A parameter: its argument label, type and whether it is variadic (not its name or default).
    package struct Parameter: Hashable, Sendable {
        var label: String?
        var type: TypeRef
        var isVariadic: Bool
    }

    /// One requirement of a `where` clause; `A == B` and `B == A` are the same.
    package enum Constraint: Hashable, Sendable {
        case conformance(TypeRef, TypeRef)
        case sameType(Set<TypeRef>)
    }

    /// A `where` clause in any order: how many times each requirement is written. Overloads may
    /// differ only in their `where` clause, and each then needs its own implementation.
    package typealias Constraints = [Constraint: Int]

    package init(_ member: Member) {
        switch member {
        case .function(let f):
            self = .function(
                isStatic: f.isStatic, name: f.name, generics: Self.generics(f.genericParameters),
                parameters: Self.parameters(f.parameters),
                result: f.returnType?.droppingExistentialAny ?? Self.void, constraints: Self.constraints(f.whereClause))
        case .property(let p):
            self = .property(isStatic: p.isStatic, name: p.name)
        case .subscript(let s):
            self = .subscript(
                isStatic: s.isStatic, generics: Self.generics(s.genericParameters),
                parameters: Self.parameters(s.parameters),
                result: s.returnType.droppingExistentialAny, constraints: Self.constraints(s.whereClause))
        case .initializer(let i):
            self = .initializer(
                generics: Self.generics(i.genericParameters), parameters: Self.parameters(i.parameters),
                constraints: Self.constraints(i.whereClause))
        case .associatedType(let a):
            self = .associatedType(name: a.name)
        case .typeAlias(let t):
            self = .typeAlias(name: t.name)
        }
    }

    /// The kind, name and number of parameters only: equal signatures have equal hashes, and
    /// overloads that share all three are told apart by `==`. Hashing every type of the
    /// signature cost more than the comparisons it saves.
    package func hash(into hasher: inout Hasher) {
        switch self {
        case .function(let isStatic, let name, _, let parameters, _, _):
            hasher.combine(isStatic ? 1 : 0)
            hasher.combine(name)
            hasher.combine(parameters.count)
        case .property(let isStatic, let name):
            hasher.combine(isStatic ? 3 : 2)
            hasher.combine(name)
        case .subscript(let isStatic, _, let parameters, _, _):
            hasher.combine(isStatic ? 5 : 4)
            hasher.combine(parameters.count)
        case .initializer(_, let parameters, _):
            hasher.combine(6)
            hasher.combine(parameters.count)
        case .associatedType(let name):
            hasher.combine(7)
            hasher.combine(name)
        case .typeAlias(let name):
            hasher.combine(8)
            hasher.combine(name)
        }
    }

    /// A function without a result returns `()`.
    private static let void = TypeRef(kind: .tuple([]))

    private static func generics(_ parameters: [GenericParameter]) -> [Generic] {
        parameters.map { Generic(name: $0.name, constraint: $0.constraint) }
    }

    private static func parameters(_ parameters: [ParameterDecl]) -> [Parameter] {
        parameters.map { Parameter(label: $0.label, type: $0.type.droppingExistentialAny, isVariadic: $0.isVariadic) }
    }

    private static func constraints(_ requirements: [GenericRequirement]) -> Constraints {
        var counts: Constraints = [:]
        for requirement in requirements {
            let constraint: Constraint = requirement.kind == .sameType
                ? .sameType([requirement.left, requirement.right]) : .conformance(requirement.left, requirement.right)
            counts[constraint, default: 0] += 1
        }
        return counts
    }
}

extension Member {
    /// This function or initializer as one member that witnesses it and `other`, the same
    /// requirement restated with other effects, failability or isolation: the effects both
    /// allow, not failable unless both are, and the attributes both have (a function with a
    /// global actor only one has is `nonisolated`). Nil when they are alike.
    fileprivate func sharingEffects(with other: Member) -> Member? {
        switch (self, other) {
        case (.function(var kept), .function(let restated))
        where kept.effects != restated.effects || kept.attributes != restated.attributes:
            kept.effects = kept.effects.shared(with: restated.effects)
            (kept.attributes, kept.modifiers) = Self.sharedIsolation(
                kept.attributes, restated.attributes, modifiers: kept.modifiers)
            return .function(kept)
        case (.initializer(var kept), .initializer(let restated))
        where kept.effects != restated.effects || kept.failability != restated.failability
            || kept.attributes != restated.attributes:
            kept.effects = kept.effects.shared(with: restated.effects)
            if restated.failability == .none { kept.failability = .none }
            (kept.attributes, kept.modifiers) = Self.sharedIsolation(
                kept.attributes, restated.attributes, modifiers: kept.modifiers)
            return .initializer(kept)
        default:
            return nil
        }
    }

    /// This member with the parameter and result types of `other`, the same requirement
    /// restated, where `other` writes `any` and this one the bare existential
    /// (`init(from decoder: Decoder)` beside `Decodable`'s `init(from decoder: any Decoder)`): the
    /// mock then compiles without warnings where `ExistentialAny` is on.
    fileprivate func spellingExistentials(like other: Member) -> Member {
        func pick(_ mine: TypeRef, _ theirs: TypeRef) -> TypeRef {
            mine != theirs && theirs.mentionsExistentialAny && !mine.mentionsExistentialAny ? theirs : mine
        }
        func pick(_ mine: [ParameterDecl], _ theirs: [ParameterDecl]) -> [ParameterDecl] {
            guard mine.count == theirs.count else { return mine }
            return zip(mine, theirs).map { pair in
                var parameter = pair.0
                parameter.type = pick(pair.0.type, pair.1.type)
                return parameter
            }
        }
        switch (self, other) {
        case (.function(var kept), .function(let restated)):
            kept.parameters = pick(kept.parameters, restated.parameters)
            if let mine = kept.returnType, let theirs = restated.returnType { kept.returnType = pick(mine, theirs) }
            return .function(kept)
        case (.initializer(var kept), .initializer(let restated)):
            kept.parameters = pick(kept.parameters, restated.parameters)
            return .initializer(kept)
        case (.subscript(var kept), .subscript(let restated)):
            kept.parameters = pick(kept.parameters, restated.parameters)
            kept.returnType = pick(kept.returnType, restated.returnType)
            return .subscript(kept)
        default:
            return self
        }
    }

    /// The attributes both declarations have, and `modifiers` with `nonisolated` when a global
    /// actor only one has was dropped (`@MainActor func f() async` beside `func f()`): only a
    /// `nonisolated` member witnesses both.
    private static func sharedIsolation(
        _ kept: [Attribute], _ restated: [Attribute], modifiers: Modifiers
    ) -> ([Attribute], Modifiers) {
        let shared = kept.filter { restated.contains($0) }
        let isolatedOnce = (kept + restated).contains { !shared.contains($0) && $0.name.first?.isUppercase == true }
        guard isolatedOnce, !modifiers.contains("nonisolated") else { return (shared, modifiers) }
        return (shared, modifiers + ["nonisolated"])
    }
}
