import MockgenFrontEnd

/// Turns a resolved protocol into a `MockPlan`: mock name and kind, isolation, generic
/// parameters for associated types, planned requirements and synthesized conformances.
struct ProtocolPlanner {
    var options: GeneratorOptions
    var index: ProtocolIndex
    /// The classes of the inputs, for protocols whose parent is a class.
    var classes: ClassIndex
    /// Function-type aliases the inputs declare outside protocols (`SourceFileModel.closureTypeAliases`).
    var closureTypeAliases: Set<String> = []
    /// Qualified names of protocols mocked from more than one module: their mocks' names start
    /// with the module's (`CoreServiceMock`, `ServerServiceMock` for two protocols `Service`).
    var moduleNamedMocks: Set<String> = []
    /// The types the inputs declare, by module.
    var declaredTypes: DeclaredTypeTable?

    /// Standard protocols whose requirements a class or actor mock satisfies without extra members
    /// (or that the planner synthesizes).
    static let handledExternal: Set<String> = [
        "AnyObject", "class", "Sendable", "Actor", "AnyActor", "Equatable", "Hashable", "Identifiable",
        "CustomStringConvertible", "CustomDebugStringConvertible", "Comparable", "Error", "LocalizedError",
        "AutoMockable", "Copyable", "Escapable", "SendableMetatype", "NSObjectProtocol", "SerialExecutor", "TaskExecutor",
        "CustomReflectable", "CustomPlaygroundDisplayConvertible",
    ]

    func plan(_ resolved: ResolvedProtocol) -> (MockPlan?, [Diagnostic]) {
        let moduleTypeNames = declaredTypes?.names ?? []
        if let problem = Mockability.problem(resolved, moduleTypeNames: moduleTypeNames, sameTypes: { sameTypeRequirements(resolved) })
            ?? classParentProblem(resolved)
            ?? selfReferenceProblem(resolved) {
            return (nil, [problem.diagnostic])
        }
        let (plan, diagnostics) = planMockable(resolved)
        return (plan, diagnostics)
    }

    /// The inherited types that are not protocols of the inputs, `where Self: …` ones included.
    static func externalParents(_ resolved: ResolvedProtocol) -> [TypeRef] {
        resolved.externalInheritance + resolved.whereClause
            .filter { $0.kind == .conformance && $0.left.singleName == "Self" }.map(\.right)
    }

    /// Why the protocol's class parent leaves no mock possible (two unrelated classes, a final
    /// class, no callable designated initializer, or initializer requirements that could not
    /// pass the arguments the class's initializer needs), or nil.
    func classParentProblem(_ resolved: ResolvedProtocol) -> Mockability.Problem? {
        let decl = resolved.decl
        let reason: String
        switch SuperclassPlanner.classParent(among: Self.externalParents(resolved), classes: classes) {
        case .none:
            return nil
        case .unusable(let why):
            reason = why
        case .parent(let parent):
            // An initializer requirement is a convenience initializer of the mock, which can only
            // call the mock's own initializer: it has no values for the class's arguments.
            let requiresInitializer = Self.removing(resolved.members, implementedBy: parent).containsMember {
                if case .initializer = $0 { true } else { false }
            }
            guard requiresInitializer && !parent.initializerParameters.isEmpty else { return nil }
            reason = "its initializer requirements cannot give the arguments that the initializer of its class parent '\(parent.type.text)' needs"
        }
        return Mockability.Problem(message: "cannot mock '\(decl.qualifiedName)': \(reason); skipped", path: decl.path, location: decl.location)
    }

    /// The plan of a protocol `Mockability.problem` found nothing wrong with, and warnings about it.
    func planMockable(_ protocolResolved: ResolvedProtocol) -> (MockPlan, [Diagnostic]) {
        let numeric = NumericBacking.backing(refining: Set(Self.externalParents(protocolResolved).compactMap(\.simpleName)))
        let resolved = NumericBacking.mocked(StandardProtocols.droppingRefinementDefaults(RestatedRequirements.binding(protocolResolved)))
        let decl = resolved.decl
        var diagnostics: [Diagnostic] = []

        let referenced = referencedNames(resolved)
        let (simpleName, aliasName, _) = mockNames(decl, referenced: referenced)
        let external = Self.externalParents(resolved)
        var classParent: ClassParent?
        if case .parent(let parent) = SuperclassPlanner.classParent(among: external, classes: classes) { classParent = parent }
        let externalNames = Set(external.compactMap(\.simpleName))
        let kind: MockPlan.Kind = externalNames.contains("Actor") || externalNames.contains("AnyActor") ? .actor : .finalClass
        let globalActor = kind == .actor ? nil : resolved.attributes.first(where: Self.isGlobalActor)

        // Associated types: generic parameters, or type aliases when a default or same-type
        // requirement fixes them, or when a requirement ties them to the mock itself.
        var layout = associatedTypeLayout(resolved)
        if case .success(let bindings) = selfReferentialBindings(layout, of: decl) {
            layout.fixed.merge(bindings) { first, _ in first }
        }
        let associated = layout.all
        let associatedNames = Set(associated.map(\.name))
        let requirements = layout.requirements
        let fixedBySameType = layout.fixed
        let genericAssociated = layout.generic
        let genericNames = genericAssociated.map(\.name)
        // A member's own generic parameter may reuse an associated type's name; the mock's
        // generic parameter then gets another name (a generic parameter may not shadow an outer
        // one) and a type alias keeps the associated type's name for the other members.
        // The new name is none of the type names the mock refers to, which it would shadow.
        let memberGenerics = Self.memberGenericParameterNames(resolved.members)
        let renamed = Self.renamedGenericParameters(genericNames, avoiding: memberGenerics, referenced: referenced)
        let mockGenericNames = genericNames.map { renamed[$0] ?? $0 }
        let selfType = TypeRef(kind: .named([TypeNameComponent(name: simpleName, genericArguments: mockGenericNames.map(TypeRef.named))]))
        let substitution = TypeSubstitution(
            selfType: selfType, associatedTypes: associatedNames, renamedAssociatedTypes: renamed,
            shadowedAliases: memberGenerics.intersection(associatedNames).subtracting(genericNames))

        let genericParameters = genericAssociated.map { a in
            let constraints = a.inheritance.map { substitution($0, .header) }
            return GenericParameter(
                name: renamed[a.name] ?? a.name,
                constraint: constraints.count > 1 ? TypeRef(kind: .composition(constraints)) : constraints.first)
        }
        let typeAliases = associated.compactMap { a -> (name: String, type: TypeRef)? in
            if let fixed = fixedBySameType[a.name] { return (a.name, substitution(fixed)) }
            if let other = renamed[a.name] { return (a.name, .named(other)) }
            return Self.usableDefault(a).map { (a.name, substitution($0)) }
        }
        // A generic mock restates the protocol's type aliases, which its members spell through the
        // mock (`ListBuilderMock.Component`): found in the protocol, an alias of an associated type
        // can need the conformance being checked ("circular reference").
        let restatedAliases = genericParameters.isEmpty ? [] : Self.unconditionalTypeAliases(resolved.members)
            .map { (name: $0.name, type: substitution($0.type)) }
        // An associated type fixed to another (`SessionID == IDValue`) passes its constraints on:
        // the mock's generic parameter must satisfy both (`IDValue: LosslessStringConvertible`).
        let constraintsOfFixed = associated.flatMap { a -> [GenericRequirement] in
            guard let fixed = fixedBySameType[a.name] else { return [] }
            let own = Set(associated.first { $0.name == fixed.singleName }?.inheritance.map(\.text) ?? [])
            return a.inheritance.filter { !own.contains($0.text) }.map { GenericRequirement(kind: .conformance, left: fixed, right: $0) }
        }
        let genericWhere = Self.headerRequirements(
            requirements + constraintsOfFixed, genericNames: Set(genericNames),
            fixed: Dictionary(typeAliases.filter { renamed[$0.name] == nil }.map { ($0.name, $0.type) }, uniquingKeysWith: { first, _ in first })
        ).map { substitution($0, .header) }

        // A name the protocol declares for itself (an associated type, a member's generic
        // parameter) means that, not a function-type alias some type of the inputs declares.
        let closureAliases = closureTypeAliases.subtracting(resolved.locallyDeclaredTypeNames)
            .union(resolved.members.flattened.compactMap { member -> String? in
                guard case .typeAlias(let alias) = member, case .function = alias.type.kind else { return nil }
                return alias.name
            })
        var planner = MemberPlanner(substitution: substitution, closureAliases: closureAliases)
        let unstorable = UnstorableValues.Suppressions(protocol: resolved, moduleTypeNames: declaredTypes?.names ?? [])
        planner.unstorable = unstorable
        let module = index.module(of: decl)
        for name in ["Error", "Never"] {
            planner.moduleDeclaredStandardNames[name] = declaredTypes?.declaringModule(of: name, from: module)
        }
        // Requirements the class parent declares are its own implementations, not the mock's.
        var members = classParent.map { Self.removing(resolved.members, implementedBy: $0) } ?? resolved.members
        members = Self.removing(members, leftTo: ([resolved.decl] + resolved.ancestors).flatMap(\.defaultedSubscripts))
        // A parent's requirement that the same-type requirements make one with a nearer one is that one.
        members = SameTypeRequirements(requirements, associatedTypes: associatedNames).removingRepeats(members)
        // A requirement an extension implements is left to it where the mock could not declare it.
        members = ExtensionWitnesses.removingClashing(members, owners: [resolved.decl] + resolved.ancestors)
        let executor = ExecutorRequirements.kind(refining: externalNames)
        if executor != nil { members = ExecutorRequirements.adding(to: members) }
        // A spy forwards to `any P`: only a plain class mock (not generic, not isolated) can hold one.
        let forwardingType = options.spies && numeric == nil && kind == .finalClass && globalActor == nil && genericParameters.isEmpty
            && typeAliases.isEmpty && !decl.isObjectiveC
            ? TypeRef(kind: .existential(.named(decl.qualifiedName))) : nil
        let spy = forwardingType.map { type in
            SpyForwarding(
                type: type, isClassBound: externalNames.contains("AnyObject") || externalNames.contains("class"),
                parameterName: Self.forwardingParameterName(resolved.members))
        }
        var naming = DescriptorNaming()
        let planned = planItems(members, planner, spy: spy, executor: executor, naming: &naming)
        let items = naming.markingSharedSignatures(planned)
        var plan = MockPlan(
            name: simpleName, aliasName: aliasName, enclosingTypes: decl.enclosingTypes,
            displayName: aliasName ?? simpleName, conformance: decl.qualifiedName, kind: kind,
            globalActor: globalActor, typeAttributes: decl.attributes.filter { $0.name == "available" },
            genericParameters: genericParameters, genericWhere: genericWhere, typeAliases: typeAliases + restatedAliases,
            selfType: selfType, access: options.access == .internal ? "" : "\(options.access.rawValue) ",
            items: items,
            // A backed mock's equality, order, hashing and description are its number's.
            synthesized: numeric == nil ? Self.synthesized(externalNames, members: resolved.members) : [],
            conditions: decl.conditions)
        plan.numericBacking = numeric
        // A mock of an Objective-C protocol is an Objective-C class: it subclasses `NSObject`
        // (which also implements `NSObjectProtocol` for protocols adopting it), as does the mock
        // of a protocol inheriting `NSObjectProtocol` or a Foundation delegate protocol.
        let nsObjectParents = external.filter(SuperclassPlanner.makesNSObjectSubclass)
        if decl.isObjectiveC || !nsObjectParents.isEmpty {
            plan.superclass = "NSObject"
            // `NSObject` already implements equality, hashing and the descriptions.
            plan.synthesized.removeAll { [.equatable, .hashable, .description, .debugDescription].contains($0) }
        }
        if let classParent {
            plan.superclass = classParent.type.text
            plan.superInitializerParameters = classParent.initializerParameters
            plan.requiredInitializers = classParent.requiredInitializers
            plan.isUncheckedSendable = true
        }
        plan.forwardingType = forwardingType

        for owner in [decl] + resolved.ancestors where !StandardProtocols.isStandard(owner) {
            owner.members.forEachMember { member in
                guard let warning = UnstorableValues.warning(for: member, in: unstorable) else { return }
                diagnostics.append(Diagnostic(.warning, "'\(decl.qualifiedName)': \(warning)", path: owner.path, at: member.location))
            }
        }
        if members.containsMember(where: LifetimeAttributes.appear(in:)) {
            diagnostics.append(Diagnostic(
                .warning, "'\(decl.qualifiedName)': its mock states the requirements' lifetime dependencies (@_lifetime); the test target needs the experimental feature '\(LifetimeAttributes.feature)' (swiftSettings: [.enableExperimentalFeature(\"\(LifetimeAttributes.feature)\")])",
                path: decl.path, at: decl.location))
        }
        // A parent spelled with a type alias of the inputs (`typealias Sendability = SendableMetatype`,
        // `= Any` under `#if`) is among them, though the index does not follow the alias.
        for type in external where !Self.handledExternal.contains(type.simpleName ?? "") && !Self.isSuppressed(type)
            && !nsObjectParents.contains(type) && type != classParent?.type
            && declaredTypes?.typeAliasNames.contains(type.simpleName ?? "") != true
            && !(numeric != nil && NumericBacking.implementedStandardProtocols.contains(type.simpleName ?? "")) {
            diagnostics.append(Diagnostic(
                .warning, "'\(decl.qualifiedName)' inherits '\(type.text)', which is not among the inputs; the mock does not implement its requirements (add the folder that declares it with --context <folder>)",
                path: decl.path, at: decl.location, kind: .parentNotAmongInputs))
        }
        return (plan, diagnostics)
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
        var generic: [AssociatedTypeDecl] { all.filter { ProtocolPlanner.usableDefault($0) == nil && fixed[$0.name] == nil } }
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
        guard !SelfReferentialRequirements.tied(layout.requirements, generic: Set(generic.map(\.name))).isEmpty else { return .success([:]) }
        return SelfReferentialRequirements.bindings(associated: generic, requirements: layout.requirements) {
            companionMock($0, from: decl)
        }
    }

    /// Why `resolved` cannot be mocked because of a requirement tying an associated type to the
    /// conforming type that no binding satisfies, or nil.
    func selfReferenceProblem(_ resolved: ResolvedProtocol) -> Mockability.Problem? {
        let layout = associatedTypeLayout(NumericBacking.mocked(resolved))
        guard case .failure(let unbindable) = selfReferentialBindings(layout, of: resolved.decl) else { return nil }
        return SelfReferentialRequirements.problem(resolved.decl, unbindable)
    }

    /// The mock this run generates for the input protocol `type` names (in `context`), when an
    /// associated type may be bound to it: the protocol is selected, mockable, declared outside the context
    /// files under the same `#if` conditions (or none), and its own mock needs no such binding,
    /// or needs only one that binds back to the mock of `context` (`mutualTie`).
    func companionMock(_ type: TypeRef, from context: ProtocolDecl) -> SelfReferentialRequirements.CompanionMock? {
        guard let decl = index.lookup(type, from: context), decl.conditions.isEmpty || decl.conditions == context.conditions,
              !StandardProtocols.isStandard(decl),
              !options.inputs.contextPaths.contains(decl.path) else { return nil }
        let (resolved, _) = index.resolve(decl)
        guard Selection.isSelected(resolved, mockAll: options.mockAll),
              Mockability.problem(resolved, moduleTypeNames: declaredTypes?.names ?? [], sameTypes: { sameTypeRequirements(resolved) }) == nil,
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
            index.lookup(type, from: decl).map { $0.qualifiedName == context.qualifiedName && $0.path == context.path } ?? false
        }
        guard pointsBack else { return false }
        let (contextResolved, _) = index.resolve(context)
        return associatedTypeLayout(NumericBacking.mocked(contextResolved)).generic.count == 1
    }

    /// The name of `decl`'s mock class, and the name other code uses for it: the same, or for a
    /// protocol nested in a type, a top-level type alias (`ServerDelegateMock` for `Server.Delegate`).
    /// A name the mock refers to (`referenced`: a type of the inputs called `LoggerMock` that a
    /// requirement of `Logger` names) is left to that type: the mock is `LoggerMock2`.
    func mockNames(_ decl: ProtocolDecl, referenced: Set<String>) -> (simple: String, alias: String?, display: String) {
        let modulePrefix = moduleNamedMocks.contains(decl.qualifiedName) ? index.module(of: decl) ?? "" : ""
        let base = "\(modulePrefix)\(Identifiers.bare(decl.name))Mock"
        let aliasBase = decl.enclosingTypes.joined()
        var simpleName = base
        var suffix = 2
        while referenced.contains(simpleName) || (!aliasBase.isEmpty && referenced.contains(aliasBase + simpleName)) {
            simpleName = "\(base)\(suffix)"
            suffix += 1
        }
        let aliasName = aliasBase.isEmpty ? nil : aliasBase + simpleName
        return (simpleName, aliasName, aliasName ?? simpleName)
    }

    /// The planned requirements of `items`, their descriptors named in declaration order.
    private func planItems(
        _ items: [MemberItem], _ planner: MemberPlanner, spy: SpyForwarding?, executor: ExecutorRequirements.Kind?,
        naming: inout DescriptorNaming
    ) -> [PlannedItem] {
        var planned: [PlannedItem] = []
        planned.reserveCapacity(items.count)
        for item in items {
            switch item {
            case .member(let m):
                guard var requirement = planner.plan(m) else { continue }
                if let spy { spy.forward(&requirement, member: m) }
                if let executor, ExecutorRequirements.isEnqueue(m) { requirement.runsJob = executor }
                naming.name(&requirement)
                planned.append(.requirement(requirement))
            case .ifConfig(let block):
                var clauses: [PlannedClause] = []
                clauses.reserveCapacity(block.clauses.count)
                for c in block.clauses {
                    clauses.append(PlannedClause(
                        keyword: c.keyword.rawValue, condition: c.condition,
                        items: planItems(c.items, planner, spy: spy, executor: executor, naming: &naming)))
                }
                planned.append(.ifConfig(clauses))
            }
        }
        return planned
    }

    /// `items` without the subscripts whose mock member would name the mock as a generic argument
    /// (`-> AliasedField<Self, Field>`) and that an extension of the protocol implements
    /// (`defaulted`): the compiler rejects such a member ("self-referential generic requirements")
    /// when the generic type's constraints require the conformance being declared.
    static func removing(_ items: [MemberItem], leftTo defaulted: [SubscriptDecl]) -> [MemberItem] {
        guard !defaulted.isEmpty else { return items }
        func key(_ s: SubscriptDecl) -> String {
            "\(s.genericParameters.count)(\(s.parameters.map { ($0.label ?? "_") + ":" }.joined()))\(s.returnType.simpleName ?? s.returnType.text)"
        }
        let implemented = Set(defaulted.map(key))
        func namesSelfAsArgument(_ type: TypeRef) -> Bool {
            type.contains { t in
                guard case .named(let components) = t.kind else { return false }
                return components.contains { $0.genericArguments.contains { $0.singleName == "Self" } }
            }
        }
        return removing(items) { member in
            guard case .subscript(let requirement) = member else { return false }
            let namesSelf = namesSelfAsArgument(requirement.returnType) || requirement.parameters.contains { namesSelfAsArgument($0.type) }
            return namesSelf && implemented.contains(key(requirement))
        }
    }

    /// `items` without the requirements `parent` declares itself (in every `#if` clause too).
    static func removing(_ items: [MemberItem], implementedBy parent: ClassParent) -> [MemberItem] {
        removing(items) { parent.implementedMembers.contains(MemberSignature($0)) }
    }

    /// `items` without the members `isRemoved` picks, in every `#if` clause too.
    static func removing(_ items: [MemberItem], where isRemoved: (Member) -> Bool) -> [MemberItem] {
        items.compactMap { item in
            switch item {
            case .member(let member):
                return isRemoved(member) ? nil : item
            case .ifConfig(var block):
                for index in block.clauses.indices {
                    block.clauses[index].items = removing(block.clauses[index].items, where: isRemoved)
                }
                return .ifConfig(block)
            }
        }
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
                if !isGeneric(requirement.left), isGeneric(requirement.right), let resolved = fixedType(requirement.left) {
                    requirement = GenericRequirement(kind: .sameType, left: requirement.right.droppingSelfRoot, right: resolved)
                }
                if requirement.left.text == requirement.right.droppingSelfRoot.text { continue }
            }
            guard isGeneric(requirement.left) else { continue }
            if !result.contains(where: { $0.kind == requirement.kind && $0.left.text == requirement.left.text && $0.right.text == requirement.right.text }) {
                result.append(requirement)
            }
        }
        return result
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
        let all = AssociatedTypeMerging.merged([resolved.decl] + resolved.ancestors, protocolRequirements: resolved.whereClause)
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
        if external.contains("CustomReflectable") && !declares(property: "customMirror") { result.append(.customMirror) }
        if external.contains("CustomPlaygroundDisplayConvertible") && !declares(property: "playgroundDescription") {
            result.append(.playgroundDescription)
        }
        return result
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

    /// The type names a mock of `resolved` refers to (`ReferencedNames`), with the module that
    /// qualifies the inputs' types in generated code.
    func referencedNames(_ resolved: ResolvedProtocol) -> Set<String> {
        var names = ReferencedNames.of([resolved.decl] + resolved.ancestors)
        for owner in [resolved.decl] + resolved.ancestors {
            if let module = index.module(of: owner) { names.insert(module) }
        }
        return names
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
