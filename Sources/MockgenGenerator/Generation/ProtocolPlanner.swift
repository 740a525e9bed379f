import MockgenFrontEnd

/// Turns a resolved protocol into a `MockPlan`: mock name and kind, isolation, generic
/// parameters for associated types, planned requirements and synthesized conformances.
struct ProtocolPlanner {
    var options: GeneratorOptions
    var index: ProtocolIndex

    /// Standard protocols whose requirements a class or actor mock satisfies without extra members
    /// (or that the planner synthesizes).
    static let handledExternal: Set<String> = [
        "AnyObject", "class", "Sendable", "Actor", "AnyActor", "Equatable", "Hashable", "Identifiable",
        "CustomStringConvertible", "CustomDebugStringConvertible", "Comparable", "Error", "LocalizedError",
        "AutoMockable", "Copyable", "Escapable", "SendableMetatype", "NSObjectProtocol",
    ]

    func plan(_ resolved: ResolvedProtocol) -> (MockPlan?, [Diagnostic]) {
        if let problem = Mockability.problem(resolved) { return (nil, [problem.diagnostic]) }
        let (plan, diagnostics) = planMockable(resolved)
        return (plan, diagnostics)
    }

    /// The plan of a protocol `Mockability.problem` found nothing wrong with, and warnings about it.
    func planMockable(_ resolved: ResolvedProtocol) -> (MockPlan, [Diagnostic]) {
        let decl = resolved.decl
        var diagnostics: [Diagnostic] = []

        let simpleName = "\(decl.name)Mock"
        let aliasName = decl.enclosingTypes.isEmpty ? nil : decl.enclosingTypes.joined() + simpleName
        let external = resolved.externalInheritance + resolved.whereClause
            .filter { $0.kind == .conformance && $0.left.singleName == "Self" }.map(\.right)
        let externalNames = Set(external.compactMap(\.simpleName))
        let kind: MockPlan.Kind = externalNames.contains("Actor") || externalNames.contains("AnyActor") ? .actor : .finalClass
        let globalActor = kind == .actor ? nil : resolved.attributes.first(where: Self.isGlobalActor)

        // Associated types: generic parameters, or type aliases when a default or same-type requirement fixes them.
        let associated = Self.associatedTypes(resolved)
        let associatedNames = Set(associated.map(\.name))
        let aliases = Self.protocolTypeAliases(resolved.members)
        let requirements = (resolved.whereClause + associated.flatMap(\.whereClause) + primaryBindings(resolved))
            .filter { $0.left.singleName != "Self" }
            .map { Self.expandingAliasRoot($0, aliases) }
        let fixedBySameType: [String: TypeRef] = Dictionary(
            requirements.compactMap { r -> (String, TypeRef)? in
                guard r.kind == .sameType, let left = r.leftWithoutSelf.singleName, associatedNames.contains(left),
                      !associatedNames.contains(r.right.singleName ?? "") else { return nil }
                return (left, r.right)
            }, uniquingKeysWith: { first, _ in first })
        let genericAssociated = associated.filter { Self.usableDefault($0) == nil && fixedBySameType[$0.name] == nil }
        let genericNames = genericAssociated.map(\.name)
        // A member's own generic parameter may reuse an associated type's name; the mock's
        // generic parameter then gets another name (a generic parameter may not shadow an outer
        // one) and a type alias keeps the associated type's name for the other members.
        let renamed = Self.renamedGenericParameters(genericNames, avoiding: Self.memberGenericParameterNames(resolved.members))
        let mockGenericNames = genericNames.map { renamed[$0] ?? $0 }
        let selfType = TypeRef(kind: .named([TypeNameComponent(name: simpleName, genericArguments: mockGenericNames.map(TypeRef.named))]))
        let substitution = TypeSubstitution(selfType: selfType, associatedTypes: associatedNames, renamedAssociatedTypes: renamed)

        let genericParameters = genericAssociated.map { a in
            let constraints = a.inheritance.map { substitution($0, .header) }
            return GenericParameter(
                name: renamed[a.name] ?? a.name,
                constraint: constraints.count > 1 ? TypeRef(kind: .composition(constraints)) : constraints.first)
        }
        let genericWhere = requirements.filter { r in
            let left = r.leftWithoutSelf
            guard !(r.kind == .sameType && fixedBySameType[left.singleName ?? ""] != nil) else { return false }
            return genericNames.contains(left.rootName ?? "")
        }.map { substitution($0, .header) }
        let typeAliases = associated.compactMap { a -> (name: String, type: TypeRef)? in
            if let fixed = fixedBySameType[a.name] { return (a.name, substitution(fixed)) }
            if let other = renamed[a.name] { return (a.name, .named(other)) }
            return Self.usableDefault(a).map { (a.name, substitution($0)) }
        }

        let closureAliases = Set(resolved.members.flattened.compactMap { member -> String? in
            guard case .typeAlias(let alias) = member, case .function = alias.type.kind else { return nil }
            return alias.name
        })
        let planner = MemberPlanner(substitution: substitution, closureAliases: closureAliases)
        // A spy forwards to `any P`: only a plain class mock (not generic, not isolated) can hold one.
        let forwardingType = options.spies && kind == .finalClass && globalActor == nil && genericParameters.isEmpty
            && typeAliases.isEmpty && !decl.isObjectiveC
            ? TypeRef(kind: .existential(.named(decl.qualifiedName))) : nil
        let spy = forwardingType.map { type in
            SpyForwarding(
                type: type, isClassBound: externalNames.contains("AnyObject") || externalNames.contains("class"),
                parameterName: Self.forwardingParameterName(resolved.members))
        }
        let items = planItems(resolved.members, planner, spy: spy)
        var plan = MockPlan(
            name: simpleName, aliasName: aliasName, enclosingTypes: decl.enclosingTypes,
            displayName: aliasName ?? simpleName, conformance: decl.qualifiedName, kind: kind,
            globalActor: globalActor, typeAttributes: decl.attributes.filter { $0.name == "available" },
            genericParameters: genericParameters, genericWhere: genericWhere, typeAliases: typeAliases,
            selfType: selfType, access: options.access == .internal ? "" : "\(options.access.rawValue) ",
            items: DescriptorNaming.named(items), synthesized: Self.synthesized(externalNames, members: resolved.members),
            conditions: decl.conditions)
        // A mock of an Objective-C protocol is an Objective-C class: it subclasses `NSObject`
        // (which also implements `NSObjectProtocol` for protocols adopting it).
        if decl.isObjectiveC { plan.superclass = "NSObject" }
        plan.forwardingType = forwardingType

        for type in external where !Self.handledExternal.contains(type.simpleName ?? "") && !Self.isSuppressed(type) {
            diagnostics.append(Diagnostic(
                .warning, "'\(decl.qualifiedName)' inherits '\(type.text)', which is not among the inputs; the mock does not implement its requirements (add the folder that declares it with --context <folder>)",
                path: decl.path, at: decl.location))
        }
        return (plan, diagnostics)
    }

    private func planItems(_ items: [MemberItem], _ planner: MemberPlanner, spy: SpyForwarding?) -> [PlannedItem] {
        items.compactMap { item -> PlannedItem? in
            switch item {
            case .member(let m):
                guard var requirement = planner.plan(m) else { return nil }
                if let spy { spy.forward(&requirement, member: m) }
                return .requirement(requirement)
            case .ifConfig(let block):
                return .ifConfig(block.clauses.map { c in
                    PlannedClause(keyword: c.keyword.rawValue, condition: c.condition, items: planItems(c.items, planner, spy: spy))
                })
            }
        }
    }

    /// `real`, unless a requirement has a parameter of that name.
    static func forwardingParameterName(_ items: [MemberItem]) -> String {
        let names = Set(items.flattened.flatMap { member -> [String] in
            switch member {
            case .function(let f): f.parameters.map { Identifiers.bare($0.name) }
            case .subscript(let s): s.parameters.map { Identifiers.bare($0.name) }
            default: []
            }
        })
        var name = "real"
        while names.contains(name) { name = "_" + name }
        return name
    }

    /// `Queue<Int>` in an inheritance list binds `Queue`'s primary associated type: `Element == Int`.
    func primaryBindings(_ resolved: ResolvedProtocol) -> [GenericRequirement] {
        ([resolved.decl] + resolved.ancestors).flatMap { p in
            p.inheritance.flatMap { parent -> [GenericRequirement] in
                guard case .named(let components) = parent.kind, let arguments = components.last?.genericArguments,
                      !arguments.isEmpty, let found = index.lookup(parent, from: p) else { return [] }
                return zip(found.primaryAssociatedTypes, arguments).map { name, argument in
                    GenericRequirement(kind: .sameType, left: .named(name), right: argument)
                }
            }
        }
    }

    /// The default of an associated type, unless it is `Never`: members taking a `Never` could
    /// never be called, so the mock stays generic over it instead.
    static func usableDefault(_ a: AssociatedTypeDecl) -> TypeRef? {
        guard let d = a.defaultType, !d.isStandard("Never") else { return nil }
        return d
    }

    static func associatedTypes(_ resolved: ResolvedProtocol) -> [AssociatedTypeDecl] {
        var all: [AssociatedTypeDecl] = []
        func collect(_ items: [MemberItem]) {
            for item in items {
                switch item {
                case .member(.associatedType(let a)) where !all.contains(where: { $0.name == a.name }): all.append(a)
                case .ifConfig(let block): block.clauses.forEach { collect($0.items) }
                default: break
                }
            }
        }
        collect(resolved.members)
        let primary = resolved.decl.primaryAssociatedTypes
        return all.filter { primary.contains($0.name) }.sorted { primary.firstIndex(of: $0.name)! < primary.firstIndex(of: $1.name)! }
            + all.filter { !primary.contains($0.name) }
    }

    static func synthesized(_ external: Set<String>, members: [MemberItem]) -> [SynthesizedMember] {
        let requirements = members.flattened
        func declares(function name: String, static isStatic: Bool) -> Bool {
            requirements.contains { if case .function(let f) = $0 { f.name == name && f.isStatic == isStatic } else { false } }
        }
        func declares(property name: String) -> Bool {
            requirements.contains { if case .property(let p) = $0 { Identifiers.bare(p.name) == name } else { false } }
        }
        var result: [SynthesizedMember] = []
        if (external.contains("Equatable") || external.contains("Hashable") || external.contains("Comparable")) && !declares(function: "==", static: true) {
            result.append(.equatable)
        }
        if external.contains("Hashable") && !declares(function: "hash", static: false) { result.append(.hashable) }
        if external.contains("Comparable") && !declares(function: "<", static: true) { result.append(.comparable) }
        if external.contains("Identifiable") && !declares(property: "id") { result.append(.identifiable) }
        if external.contains("CustomStringConvertible") && !declares(property: "description") { result.append(.description) }
        if external.contains("CustomDebugStringConvertible") && !declares(property: "debugDescription") { result.append(.debugDescription) }
        return result
    }

    /// Generic parameter names that functions, subscripts and initializers declare themselves.
    static func memberGenericParameterNames(_ items: [MemberItem]) -> Set<String> {
        Set(items.flattened.flatMap { member -> [String] in
            switch member {
            case .function(let f): f.genericParameters.map(\.name)
            case .subscript(let s): s.genericParameters.map(\.name)
            case .initializer(let i): i.genericParameters.map(\.name)
            default: []
            }
        })
    }

    /// A new name (`RowDecoderType`, `RowDecoderType2`…) for each generic parameter in `taken`.
    static func renamedGenericParameters(_ names: [String], avoiding taken: Set<String>) -> [String: String] {
        var used = taken.union(names)
        var renamed: [String: String] = [:]
        for name in names where taken.contains(name) {
            var candidate = "\(name)Type"
            var suffix = 2
            while used.contains(candidate) {
                candidate = "\(name)Type\(suffix)"
                suffix += 1
            }
            used.insert(candidate)
            renamed[name] = candidate
        }
        return renamed
    }

    /// Non-generic type aliases the protocol declares (`typealias Context = Responder.Context`).
    static func protocolTypeAliases(_ items: [MemberItem]) -> [String: TypeRef] {
        var aliases: [String: TypeRef] = [:]
        for case .typeAlias(let alias) in items.flattened where alias.genericParameters.isEmpty {
            aliases[alias.name] = alias.type
        }
        return aliases
    }

    /// `Context: P` where `Context` is a protocol type alias of `Responder.Context` becomes
    /// `Responder.Context: P`, so the requirement constrains the mock's generic parameter.
    static func expandingAliasRoot(_ requirement: GenericRequirement, _ aliases: [String: TypeRef]) -> GenericRequirement {
        guard case .named(let components) = requirement.leftWithoutSelf.kind, let root = components.first,
              root.genericArguments.isEmpty, let aliased = aliases[root.name],
              case .named(let aliasComponents) = aliased.droppingSelfRoot.kind else { return requirement }
        var expanded = requirement
        expanded.left = TypeRef(kind: .named(aliasComponents + components.dropFirst()))
        return expanded
    }

    /// `~Copyable`, `~Escapable`: a suppressed conformance, not a parent.
    static func isSuppressed(_ type: TypeRef) -> Bool {
        if case .unknown(let text) = type.kind { return text.utf8.first == UInt8(ascii: "~") }
        return false
    }

    /// `@MainActor` or a custom global actor (an attribute named `...Actor`).
    static func isGlobalActor(_ attribute: Attribute) -> Bool {
        attribute.arguments == nil && attribute.name != "globalActor" && attribute.name.hasSuffix("Actor")
    }
}
