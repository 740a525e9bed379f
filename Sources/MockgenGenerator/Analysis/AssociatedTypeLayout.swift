import MockgenFrontEnd

/// How a protocol's associated types become a mock's generic parameters or type aliases: the
/// requirements on them, the types that fix them, and the names a mock gives them.
extension ProtocolAnalysis {
    /// An associated type fixed to another (`SessionID == IDValue`) passes its constraints on:
    /// the mock's generic parameter must satisfy both (`IDValue: LosslessStringConvertible`).
    static func constraintsOfFixed(
        _ associated: [AssociatedTypeDecl], fixed fixedBySameType: [String: TypeRef]
    ) -> [GenericRequirement] {
        associated.flatMap { a -> [GenericRequirement] in
            guard let fixed = fixedBySameType[a.name] else { return [] }
            let own = Set(associated.first { $0.name == fixed.singleName }?.inheritance.map(\.text) ?? [])
            return a.inheritance.filter { !own.contains($0.text) }.map {
                GenericRequirement(kind: .conformance, left: fixed, right: $0)
            }
        }
    }

    /// A protocol's associated types and the requirements on them.
    struct AssociatedTypeLayout {
        /// Every associated type, primary ones first.
        var all: [AssociatedTypeDecl]
        /// The requirements on associated types (`where` clauses and primary-type bindings).
        var requirements: [GenericRequirement]
        /// The types that same-type requirements fix associated types to (in the protocol's terms).
        var fixed: [String: TypeRef]
        /// The associated types neither a default nor `fixed` settles: a mock's generic parameters.
        var generic: [AssociatedTypeDecl] {
            all.filter { ProtocolAnalysis.usableDefault($0) == nil && fixed[$0.name] == nil }
        }
    }

    func associatedTypeLayout(_ resolved: ResolvedProtocol) -> AssociatedTypeLayout {
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
        return AssociatedTypeLayout(all: associated, requirements: requirements, fixed: fixedBySameType)
    }

    /// The same-type requirements on `resolved`'s associated types, for comparing requirements.
    func sameTypeRequirements(_ resolved: ResolvedProtocol) -> SameTypeRequirements {
        let layout = associatedTypeLayout(resolved)
        return SameTypeRequirements(layout.requirements, associatedTypes: Set(layout.all.map(\.name)))
    }

    /// The bindings of the associated types that requirements tie to the mock itself
    /// (`SelfReferentialRequirements`), or the requirement that nothing can bind.
    func selfReferentialBindings(
        _ layout: AssociatedTypeLayout, of decl: ProtocolDecl
    ) -> Result<[String: TypeRef], SelfReferentialRequirements.Unbindable> {
        let generic = layout.generic
        guard !SelfReferentialRequirements.tied(layout.requirements, generic: Set(generic.map(\.name))).isEmpty else {
            return .success([:])
        }
        return SelfReferentialRequirements.bindings(associated: generic, requirements: layout.requirements) {
            companionMock($0, from: decl)
        }
    }

    /// The mock this run generates for the input protocol `type` names (in `context`), when an
    /// associated type may be bound to it: the protocol is selected, mockable, declared outside the context
    /// files under the same `#if` conditions (or none), and its own mock needs no such binding,
    /// or needs only one that binds back to the mock of `context` (`mutualTie`).
    func companionMock(_ type: TypeRef, from context: ProtocolDecl) -> SelfReferentialRequirements.CompanionMock? {
        guard let decl = index.lookup(type, from: context),
              decl.conditions.isEmpty || decl.conditions == context.conditions,
              !StandardProtocols.isStandard(decl),
              !options.inputs.contextPaths.contains(decl.path) else { return nil }
        let (resolved, _) = index.resolve(decl)
        guard Selection.isSelected(resolved, options: options),
              Mockability.problem(resolved, moduleTypeNames: declaredTypes?.names ?? [],
                  sameTypes: { sameTypeRequirements(resolved) }) == nil,
              classParentProblem(resolved) == nil else { return nil }
        let layout = associatedTypeLayout(NumericBacking.mocked(resolved))
        let generic = layout.generic.map(\.name)
        var companion = SelfReferentialRequirements.CompanionMock(
            name: mockNames(decl, referenced: referencedNames(resolved)).display, genericParameters: generic,
            protocolName: decl.qualifiedName, refines: Set(resolved.ancestors.map(\.qualifiedName)))
        guard SelfReferentialRequirements.tied(layout.requirements, generic: Set(generic)).isEmpty else {
            guard mutualTie(layout, of: decl, to: context) else { return nil }
            companion.genericParameters = []
            companion.boundBack = generic
            return companion
        }
        return companion
    }

    /// True when `decl` (laid out in `layout`) and `context` each have exactly one associated
    /// type a mock would be generic over, and `decl`'s is tied to `Self` and conforms to
    /// `context`: the two mocks bind those associated types to each other and are not generic.
    func mutualTie(_ layout: AssociatedTypeLayout, of decl: ProtocolDecl, to context: ProtocolDecl) -> Bool {
        guard layout.generic.count == 1, let associated = layout.generic.first else { return false }
        let conformances = associated.inheritance + layout.requirements
            .filter { $0.kind == .conformance && $0.leftWithoutSelf.singleName == associated.name }.map(\.right)
        let pointsBack = conformances.contains { type in
            index.lookup(type, from: decl).map { $0.qualifiedName == context.qualifiedName && $0.path == context.path }
                ?? false
        }
        guard pointsBack else { return false }
        let (contextResolved, _) = index.resolve(context)
        return associatedTypeLayout(NumericBacking.mocked(contextResolved)).generic.count == 1
    }

    /// The requirements of the mock's generic header: those on a generic parameter, with
    /// associated types the mock fixes (by a same-type requirement or a default) replaced by
    /// their types. Constraints from several parents meet here: `AsyncIterator.Element ==
    /// Element` with `Element == String` from the protocol's own `where` clause becomes
    /// `AsyncIterator.Element == String`, and `Failure == AsyncIterator.Failure` with `Failure`
    /// fixed the other way round becomes a requirement on `AsyncIterator`. Requirements that
    /// name no generic parameter, or that state `T == T`, are dropped.
    static func headerRequirements(
        _ requirements: [GenericRequirement], genericNames: Set<String>, fixed: [String: TypeRef]
    ) -> [GenericRequirement] {
        func isGeneric(_ type: TypeRef) -> Bool { genericNames.contains(type.droppingSelfRoot.rootName ?? "") }
        func fixedType(_ type: TypeRef) -> TypeRef? { type.droppingSelfRoot.singleName.flatMap { fixed[$0] } }
        var result: [GenericRequirement] = []
        for r in requirements {
            var requirement = r
            requirement.left = r.leftWithoutSelf
            if r.kind == .sameType {
                if let resolved = fixedType(r.right) { requirement.right = resolved }
                if !isGeneric(requirement.left), isGeneric(requirement.right),
                   let resolved = fixedType(requirement.left) {
                    requirement = GenericRequirement(kind: .sameType, left: requirement.right.droppingSelfRoot,
                        right: resolved)
                }
                if requirement.left.text == requirement.right.droppingSelfRoot.text { continue }
            }
            guard isGeneric(requirement.left) else { continue }
            let isRepeat = result.contains {
                $0.kind == requirement.kind && $0.left.text == requirement.left.text
                    && $0.right.text == requirement.right.text
            }
            if !isRepeat {
                result.append(requirement)
            }
        }
        return result
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
        let all = AssociatedTypeMerging.merged([resolved.decl] + resolved.ancestors,
            protocolRequirements: resolved.whereClause)
        let primary = resolved.decl.primaryAssociatedTypes
        return all.filter { primary.contains($0.name) }.sorted {
            primary.firstIndex(of: $0.name)! < primary.firstIndex(of: $1.name)!
        }
            + all.filter { !primary.contains($0.name) }
    }

    /// Generic parameter names that functions, subscripts and initializers declare themselves.
    static func memberGenericParameterNames(_ items: [MemberItem]) -> Set<String> {
        var names = Set<String>()
        items.forEachMember { member in
            switch member {
            case .function(let f): for g in f.genericParameters { names.insert(g.name) }
            case .subscript(let s): for g in s.genericParameters { names.insert(g.name) }
            case .initializer(let i): for g in i.genericParameters { names.insert(g.name) }
            default: break
            }
        }
        return names
    }

    /// True when two requirements of one name and labels differ in a parameter's type or in their
    /// result (`func value() -> Substring` beside `func value() -> Item`, `stub(_: @autoclosure ()
    /// -> Int)` beside `stub(_: Value)`): matching each to the mock's witnesses can infer an
    /// associated type two ways ("ambiguous inference of associated type"), or let one witness
    /// match both, unless the mock names its associated types itself.
    /// An initializer labeled like the mock's own (`init(_mockState:)`) is an overload of it.
    static func hasOverloadsByType(_ items: [MemberItem]) -> Bool {
        var firstByKey: [String: Member] = [:]
        return items.containsMember { member in
            let isStatic: Bool
            switch member {
            case .initializer(let i):
                return i.parameters.count == 1 && i.parameters[0].label == "_mockState"
            case .function(let f): isStatic = f.isStatic
            case .subscript(let s): isStatic = s.isStatic
            default: return false
            }
            let key = (isStatic ? "static " : "") + member.describedName
            if let earlier = firstByKey[key] { return MemberSignature(earlier) != MemberSignature(member) }
            firstByKey[key] = member
            return false
        }
    }

    /// A new name (`RowDecoderType`, `RowDecoderType2`…) for each generic parameter in `taken`,
    /// none of `names`, `taken` or `referenced` (the type names the mock refers to).
    static func renamedGenericParameters(
        _ names: [String], avoiding taken: Set<String>, referenced: Set<String> = []
    ) -> [String: String] {
        var used = taken.union(names).union(referenced)
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
        items.forEachMember { member in
            guard case .typeAlias(let alias) = member, alias.genericParameters.isEmpty else { return }
            aliases[alias.name] = alias.type
        }
        return aliases
    }

    /// Non-generic type aliases declared outside `#if` by the protocol and its ancestors, each
    /// name once (a name two of them define differently is left out).
    static func unconditionalTypeAliases(_ items: [MemberItem]) -> [TypeAliasDecl] {
        var aliases: [TypeAliasDecl] = []
        var conflicting: Set<String> = []
        for case .member(.typeAlias(let alias)) in items where alias.genericParameters.isEmpty {
            if let earlier = aliases.first(where: { $0.name == alias.name }) {
                if earlier.type != alias.type { conflicting.insert(alias.name) }
            } else {
                aliases.append(alias)
            }
        }
        return aliases.filter { !conflicting.contains($0.name) }
    }

    /// `Context: P` where `Context` is a protocol type alias of `Responder.Context` becomes
    /// `Responder.Context: P`, so the requirement constrains the mock's generic parameter.
    static func expandingAliasRoot(
        _ requirement: GenericRequirement, _ aliases: [String: TypeRef]
    ) -> GenericRequirement {
        guard case .named(let components) = requirement.leftWithoutSelf.kind, let root = components.first,
              root.genericArguments.isEmpty, let aliased = aliases[root.name],
              case .named(let aliasComponents) = aliased.droppingSelfRoot.kind else { return requirement }
        var expanded = requirement
        expanded.left = TypeRef(kind: .named(aliasComponents + components.dropFirst()))
        return expanded
    }
}
