import MockgenFrontEnd

/// Turns a resolved protocol into a `MockPlan`: mock name and kind, isolation, generic
/// parameters for associated types, planned requirements and synthesized conformances.
struct ProtocolPlanner {
    /// The facts about protocols that screening asked too.
    let analysis: ProtocolAnalysis
    /// Function-type aliases the inputs declare outside protocols (`SourceFileModel.closureTypeAliases`).
    var closureTypeAliases: Set<String> = []

    // The analysis's own values, stored: planning reads them for every member, and a computed
    // property would copy them out of the analysis at each read.
    let options: GeneratorOptions
    let index: ProtocolIndex
    let classes: ClassIndex
    let declaredTypes: DeclaredTypeTable?

    init(analysis: ProtocolAnalysis, closureTypeAliases: Set<String> = []) {
        self.analysis = analysis
        self.closureTypeAliases = closureTypeAliases
        options = analysis.options
        index = analysis.index
        classes = analysis.classes
        declaredTypes = analysis.declaredTypes
    }

    /// The plan of a protocol `Mockability.problem` found nothing wrong with, and warnings about it.
    func planMockable(_ protocolResolved: ResolvedProtocol) -> PlannedMock {
        let mock = mockedProtocol(protocolResolved)
        let generics = mockGenerics(mock)
        let members = mockedMembers(mock, generics: generics)
        let memberPlanner = memberPlanner(mock, generics: generics)
        let spy = spyForwarding(mock, generics: generics)
        var naming = DescriptorNaming()
        let planned = planItems(members, memberPlanner, spy: spy, executor: mock.executor, naming: &naming)
        var plan = mockPlan(mock, generics: generics, items: naming.markingSharedSignatures(planned), spy: spy)
        if options.compatibility == .mockolo {
            plan.mockolo = MockoloPlanner.members(of: plan, sendable: refinesSendable(mock))
        }
        return PlannedMock(plan: plan,
            diagnostics: warnings(mock, members: members, unstorable: memberPlanner.unstorable))
    }

    /// What the steps of `planMockable` share about one protocol: the protocol as its mock sees
    /// it, the mock's names and kind, and what the protocol's parents outside the inputs decide.
    struct MockedProtocol {
        /// The protocol with restated requirements bound, the library's refinement defaults
        /// dropped and the requirements a numeric backing implements left out.
        var resolved: ResolvedProtocol
        var decl: ProtocolDecl { resolved.decl }
        /// The standard number the mock forwards numeric requirements to, if any.
        var numeric: NumericBacking?
        var names: MockNames
        /// The type names the mock refers to, which names it invents must not shadow.
        var referenced: Set<String>
        /// The parents that are not protocols of the inputs (`externalParents`), and their names.
        var external: [TypeRef]
        var externalNames: Set<String>
        var classParent: ClassParent?
        /// The parents that make the mock an `NSObject` subclass.
        var nsObjectParents: [TypeRef]
        var kind: MockPlan.Kind
        var globalActor: Attribute?
        /// Set when the protocol refines `SerialExecutor` or `TaskExecutor`.
        var executor: ExecutorRequirements.Kind?
    }

    /// Whether the protocol or a parent refines `Sendable`.
    private func refinesSendable(_ mock: MockedProtocol) -> Bool {
        mock.externalNames.contains("Sendable")
    }

    /// The first step: the protocol as its mock sees it, and what its parents decide.
    func mockedProtocol(_ protocolResolved: ResolvedProtocol) -> MockedProtocol {
        let numeric = NumericBacking.backing(
            refining: Set(ProtocolAnalysis.externalParents(protocolResolved).compactMap(\.simpleName)))
        var resolved = NumericBacking.mocked(
            StandardProtocols.droppingRefinementDefaults(RestatedRequirements.binding(protocolResolved)))
        // The parents, which the members' merging below leaves as they are.
        let external = ProtocolAnalysis.externalParents(resolved)
        let externalNames = Set(external.compactMap(\.simpleName))
        resolved.members = OneWitnessOverloads.merging(
            RestatedStandardRequirements.hoisting(resolved.members, refining: externalNames))
        let referenced = analysis.referencedNames(resolved)
        var classParent: ClassParent?
        if case .parent(let parent) = SuperclassPlanner.classParent(among: external, classes: classes) {
            classParent = parent
        }
        let kind: MockPlan.Kind = externalNames.contains("Actor") || externalNames.contains("AnyActor")
            ? .actor : .finalClass
        let globalActor = kind == .actor ? nil : resolved.attributes.first(where: Self.isGlobalActor)
        var isolated = InheritedIsolation.marking(
            resolved, refining: externalNames, isolated: kind == .actor || globalActor != nil)
        isolated.members = GlobalActorInitializers.marking(isolated.members, isActor: kind == .actor)
        return MockedProtocol(
            resolved: isolated, numeric: numeric, names: analysis.mockNames(resolved.decl, referenced: referenced),
            referenced: referenced, external: external, externalNames: externalNames, classParent: classParent,
            nsObjectParents: external.filter(SuperclassPlanner.makesNSObjectSubclass), kind: kind,
            globalActor: globalActor,
            executor: ExecutorRequirements.kind(refining: externalNames))
    }

    /// The mock's generic header, and how the protocol's types become the mock's.
    struct MockGenerics {
        /// The names of every associated type, and the requirements on them.
        var associatedNames: Set<String>
        var requirements: [GenericRequirement]
        var substitution: TypeSubstitution
        /// The mock's own type, generic over `parameters`.
        var selfType: TypeRef
        var parameters: [GenericParameter]
        var whereClause: [GenericRequirement]
        /// The associated types a same-type requirement, a renaming or a default fixes.
        var typeAliases: [(name: String, type: TypeRef)]
        /// The protocol's own type aliases, restated by a generic mock.
        var restatedAliases: [(name: String, type: TypeRef)]
        /// `Name == Default` for each associated type the mock fixes to its default, in the
        /// protocol's terms: requirements that these make alike are one member.
        var defaults: [GenericRequirement] = []
    }

    /// Associated types become generic parameters, or type aliases when a default or same-type
    /// requirement fixes them, or when a requirement ties them to the mock itself.
    func mockGenerics(_ mock: MockedProtocol) -> MockGenerics {
        let resolved = mock.resolved
        var layout = analysis.associatedTypeLayout(resolved)
        if case .success(let bindings) = analysis.selfReferentialBindings(layout, of: mock.decl) {
            layout.fixed.merge(bindings) { first, _ in first }
        }
        let associated = layout.all
        let associatedNames = Set(associated.map(\.name))
        let fixedBySameType = layout.fixed
        let genericAssociated = layout.generic
        let genericNames = genericAssociated.map(\.name)
        // A member's own generic parameter may reuse an associated type's name; the mock's
        // generic parameter then gets another name (a generic parameter may not shadow an outer
        // one) and a type alias keeps the associated type's name for the other members.
        // The new name is none of the type names the mock refers to, which it would shadow.
        let memberGenerics = ProtocolAnalysis.memberGenericParameterNames(resolved.members)
        // Nor may it take the name the mock's conformance clause spells the protocol with
        // (`protocol TagKeys { associatedtype TagKeys }`): the clause sees the generic parameters,
        // and `TagKeys` would name the parameter rather than the protocol.
        let conformanceName = mock.decl.enclosingTypes.first ?? mock.decl.name
        let renamed = ProtocolAnalysis.renamedGenericParameters(
            genericNames, avoiding: memberGenerics.union([conformanceName]), referenced: mock.referenced)
        let mockGenericNames = genericNames.map { renamed[$0] ?? $0 }
        let selfType = TypeRef(kind: .named([
            TypeNameComponent(name: mock.names.simple, genericArguments: mockGenericNames.map(TypeRef.named)),
        ]))
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
            return ProtocolAnalysis.usableDefault(a).map { (a.name, substitution($0)) }
        }
        // A generic mock restates the protocol's type aliases, which its members spell through the
        // mock (`ListBuilderMock.Component`): found in the protocol, an alias of an associated type
        // can need the conformance being checked ("circular reference").
        let restatedAliases = genericParameters.isEmpty ? [] : ProtocolAnalysis.unconditionalTypeAliases(resolved.members)
            .map { (name: $0.name, type: substitution($0.type)) }
        let unrenamedAliases = typeAliases.filter { renamed[$0.name] == nil }.map { ($0.name, $0.type) }
        let genericWhere = ProtocolAnalysis.headerRequirements(
            layout.requirements + ProtocolAnalysis.constraintsOfFixed(associated, fixed: fixedBySameType),
            genericNames: Set(genericNames),
            fixed: Dictionary(unrenamedAliases, uniquingKeysWith: { first, _ in first })
        ).map { substitution($0, .header) }
        // Overloads by type could infer an associated type two ways: the mock names each of its
        // generic parameters as the associated type (`typealias Item = Item`).
        let namedByParameter = ProtocolAnalysis.hasOverloadsByType(resolved.members)
            ? genericNames.filter { renamed[$0] == nil }.map { (name: $0, type: TypeRef.named($0)) } : []
        let defaults = associated.compactMap { a -> GenericRequirement? in
            guard fixedBySameType[a.name] == nil, renamed[a.name] == nil,
                  let type = ProtocolAnalysis.usableDefault(a) else { return nil }
            return GenericRequirement(kind: .sameType, left: .named(a.name), right: type)
        }
        return MockGenerics(
            associatedNames: associatedNames, requirements: layout.requirements, substitution: substitution,
            selfType: selfType, parameters: genericParameters, whereClause: genericWhere,
            typeAliases: typeAliases + namedByParameter,
            restatedAliases: restatedAliases, defaults: defaults)
    }

    /// The requirements the mock implements: the protocol's, without those its class parent,
    /// an extension or a nearer requirement answers, with an executor's `enqueue` added.
    func mockedMembers(_ mock: MockedProtocol, generics: MockGenerics) -> [MemberItem] {
        let resolved = mock.resolved
        // Requirements the class parent declares are its own implementations, not the mock's.
        var members = mock.classParent.map { ProtocolAnalysis.removing(resolved.members, implementedBy: $0) } ?? resolved.members
        members = ProtocolAnalysis.removing(members, leftTo: ([resolved.decl] + resolved.ancestors).flatMap(\.defaultedSubscripts))
        // A parent's requirement that the same-type requirements (or the defaults the mock takes)
        // make one with a nearer one is that one.
        members = SameTypeRequirements(generics.requirements + generics.defaults, associatedTypes: generics.associatedNames)
            .removingRepeats(members)
        // A requirement an extension implements is left to it where the mock could not declare it.
        members = ExtensionWitnesses.removingClashing(members, owners: [resolved.decl] + resolved.ancestors)
        if mock.executor != nil { members = ExecutorRequirements.adding(to: members) }
        return members
    }

    /// The planner of the mock's members, with the names that mean something else in the protocol.
    func memberPlanner(_ mock: MockedProtocol, generics: MockGenerics) -> MemberPlanner {
        let resolved = mock.resolved
        // A name the protocol declares for itself (an associated type, a member's generic
        // parameter) means that, not a function-type alias some type of the inputs declares.
        // An associated type the mock fixes to a function type (its default, or a same-type
        // requirement) is such an alias in the mock: a parameter of that type is a non-escaping closure.
        let closureAliases = closureTypeAliases.subtracting(resolved.locallyDeclaredTypeNames)
            .union(resolved.members.flattened.compactMap { member -> String? in
                guard case .typeAlias(let alias) = member, case .function = alias.type.kind else { return nil }
                return alias.name
            })
            .union(generics.typeAliases.compactMap { alias -> String? in
                guard case .function = alias.type.withoutParentheses.kind else { return nil }
                return alias.name
            })
        var planner = MemberPlanner(substitution: generics.substitution, closureAliases: closureAliases)
        planner.unstorable = UnstorableValues.Suppressions(protocol: resolved,
            moduleTypeNames: declaredTypes?.names ?? [])
        let module = index.module(of: mock.decl)
        for name in ["Error", "Never"] {
            planner.moduleDeclaredStandardNames[name] = declaredTypes?.declaringModule(of: name, from: module)
        }
        return planner
    }

    /// How a spy forwards to `any P`, when spies are on: only a plain class mock (not generic,
    /// not isolated) can hold one.
    func spyForwarding(_ mock: MockedProtocol, generics: MockGenerics) -> SpyForwarding? {
        guard options.spies && mock.numeric == nil && mock.kind == .finalClass && mock.globalActor == nil
            && generics.parameters.isEmpty && generics.typeAliases.isEmpty && !mock.decl.isObjectiveC
        else { return nil }
        return SpyForwarding(
            type: TypeRef(kind: .existential(.named(mock.decl.qualifiedName))),
            isClassBound: mock.externalNames.contains("AnyObject") || mock.externalNames.contains("class"),
            parameterName: Self.forwardingParameterName(mock.resolved.members))
    }

    /// The plan itself, from what the steps before found.
    func mockPlan(
        _ mock: MockedProtocol, generics: MockGenerics, items: [PlannedItem], spy: SpyForwarding?
    ) -> MockPlan {
        let decl = mock.decl
        var plan = MockPlan(
            name: mock.names.simple, aliasName: mock.names.alias, enclosingTypes: decl.enclosingTypes,
            displayName: mock.names.display, conformance: decl.qualifiedName, kind: mock.kind,
            globalActor: mock.globalActor, typeAttributes: decl.attributes.filter { $0.name == "available" },
            genericParameters: generics.parameters, genericWhere: generics.whereClause,
            typeAliases: generics.typeAliases + generics.restatedAliases,
            selfType: generics.selfType, access: options.access == .internal ? "" : "\(options.access.rawValue) ",
            items: items,
            // A backed mock's equality, order, hashing and description are its number's.
            synthesized: mock.numeric == nil
                ? Self.synthesized(mock.externalNames, members: mock.resolved.members) : [],
            conditions: decl.conditions)
        plan.numericBacking = mock.numeric
        // A mock of an Objective-C protocol is an Objective-C class: it subclasses `NSObject`
        // (which also implements `NSObjectProtocol` for protocols adopting it), as does the mock
        // of a protocol inheriting `NSObjectProtocol` or a Foundation delegate protocol.
        if decl.isObjectiveC || !mock.nsObjectParents.isEmpty {
            plan.superclass = "NSObject"
            // `NSObject` already implements equality, hashing and the descriptions.
            plan.synthesized.removeAll { [.equatable, .hashable, .description, .debugDescription].contains($0) }
        }
        if let classParent = mock.classParent {
            plan.superclass = classParent.type.text
            plan.superInitializerParameters = classParent.initializerParameters
            plan.requiredInitializers = classParent.requiredInitializers
            plan.isUncheckedSendable = true
        }
        plan.forwardingType = spy?.type
        // A numeric mock's state is made by the runtime's arithmetic initializers, mockgen's way.
        plan.isMockableShaped = options.compatibility == .mockable && mock.numeric == nil
        plan.declaresConformance = !Mockability.isFilePrivate(decl)
        return plan
    }

    /// Warnings about the mock: members whose values it cannot keep, lifetime dependencies that
    /// need an experimental feature, and parents outside the inputs whose requirements it lacks.
    func warnings(
        _ mock: MockedProtocol, members: [MemberItem], unstorable: UnstorableValues.Suppressions
    ) -> [Diagnostic] {
        let decl = mock.decl
        var diagnostics: [Diagnostic] = []
        for owner in [decl] + mock.resolved.ancestors where !StandardProtocols.isStandard(owner) {
            owner.members.forEachMember { member in
                guard let warning = UnstorableValues.warning(for: member, in: unstorable) else { return }
                diagnostics.append(Diagnostic(
                    .warning, "'\(decl.qualifiedName)': \(warning)", path: owner.path, at: member.location))
            }
        }
        if members.containsMember(where: LifetimeAttributes.appear(in:)) {
            let feature = LifetimeAttributes.feature
            diagnostics.append(Diagnostic(
                .warning, "'\(decl.qualifiedName)': its mock states the requirements' lifetime dependencies "
                    + "(@_lifetime); the test target needs the experimental feature '\(feature)' "
                    + "(swiftSettings: [.enableExperimentalFeature(\"\(feature)\")])",
                path: decl.path, at: decl.location))
        }
        let (numeric, classParent, nsObjectParents) = (mock.numeric, mock.classParent, mock.nsObjectParents)
        // A parent spelled with a type alias of the inputs (`typealias Sendability = SendableMetatype`,
        // `= Any` under `#if`) is among them, though the index does not follow the alias.
        for type in mock.external where !Self.handledExternal.contains(type.simpleName ?? "")
            && !Self.isSuppressed(type) && !nsObjectParents.contains(type) && type != classParent?.type
            && declaredTypes?.typeAliasNames.contains(type.simpleName ?? "") != true
            && !(numeric != nil && NumericBacking.implementedStandardProtocols.contains(type.simpleName ?? ""))
        {
            diagnostics.append(
                Diagnostic(
                    .warning,
                    "'\(decl.qualifiedName)' inherits '\(type.text)', which is not among the inputs; "
                        + "the mock does not implement its requirements "
                        + "(add the folder that declares it with --context <folder>)",
                    path: decl.path, at: decl.location, kind: .parentNotAmongInputs))
        }
        return diagnostics
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

    /// What the mock adds for the standard protocols among `external` whose requirement the
    /// protocol does not restate (a static `description` leaves the instance requirement to the mock).
    static func synthesized(_ external: Set<String>, members: [MemberItem]) -> [SynthesizedMember] {
        let declared = Set(members.flattened.compactMap(StandardRequirement.init))
        return StandardRequirement.entries(refining: external).compactMap { entry in
            declared.contains(entry.requirement) ? nil : entry.synthesized
        }
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
