import MockgenFrontEnd

/// A class selected for a class mock, with what the class index found about it.
struct ClassSubject: Sendable {
    var decl: ClassDecl
    /// Its superclasses among the inputs, nearest first.
    var chain: [ClassDecl]
    var visibility: ModuleVisibility
    /// Every method, property and subscript of the class and its superclasses in the inputs.
    var members: [InheritedClassMember]
    var designatedInitializers: [InheritedClassMember]
    /// The class is `@unchecked Sendable` (itself or through a superclass in the inputs).
    var isUncheckedSendable: Bool
    /// The class is `Decodable` without declaring `init(from:)`: the compiler's `required`
    /// initializer is overridden too (`SynthesizedDecodingInitializer`).
    var synthesizesDecodingInitializer = false

    /// The declarations of `members` and `designatedInitializers`.
    var memberDeclarations: [Member] { (members + designatedInitializers).map(\.member.member) }
}

/// Turns a subclassable class into a `MockPlan` for `final class <Name>Mock: <Name>`: every
/// overridable member is overridden with `real:` calling `super`; the others are listed; the
/// designated initializers are overridden and offered again with `policy:` and `name:`.
/// Members are planned by the protocol mocks' `MemberPlanner`, so bodies, descriptors and
/// builders are the same.
struct ClassPlanner {
    var options: GeneratorOptions

    /// Names the mock declares itself, which a mocked member must not take.
    static let reservedNames: Set<String> = ["_mockState", "_staticMockState", "_context", "Given", "Verify",
        "StaticGiven", "StaticVerify", "_Builder", "_StaticBuilder"]

    func plan(_ subject: ClassSubject) -> PlannedMock {
        let decl = subject.decl
        var diagnostics: [Diagnostic] = []
        let simpleName = options.mockNames.name(for: decl.name)
        let aliasName = decl.enclosingTypes.isEmpty ? nil : decl.enclosingTypes.joined() + simpleName
        // `Outer.Inner<Element>`, each component its own, so the renderer can put the module in front.
        let genericNames = decl.genericParameters.map(\.name)
        let path = decl.enclosingTypes + [decl.name]
        let classType = TypeRef(kind: .named(path.indices.map { index in
            TypeNameComponent(name: path[index], genericArguments: index == path.count - 1
                ? genericNames.map(TypeRef.named) : [])
        }))
        let planner = MemberPlanner(substitution: TypeSubstitution(selfType: classType, associatedTypes: []))

        var notOverridden: [String] = []
        var planned: [(conditions: [IfConfigCondition], item: PlannedItem)] = []
        for inherited in subject.members {
            let member = inherited.member
            let name = member.member.describedName
            guard case .overridable = inherited.overridability else {
                if case .notOverridable(let reason) = inherited.overridability {
                    notOverridden.append("\(name): \(reason)")
                }
                continue
            }
            if let problem = Self.unmockable(member) {
                notOverridden.append("\(name): \(problem)")
                diagnostics.append(Diagnostic(
                    .warning, "'\(inherited.declaringClass).\(name)' is not mocked in '\(simpleName)': \(problem)",
                    path: Self.path(of: inherited, subject), at: Self.location(of: member.member)))
                continue
            }
            guard var requirement = planner.plan(Self.overridingForm(member, visibility: subject.visibility)) else {
                continue
            }
            requirement.declaration.modifiers = ["override"] + (member.isClassMember ? ["class"] : [])
                + requirement.declaration.modifiers.filter { $0 != "static" }
            for index in requirement.invocations.indices {
                requirement.invocations[index].realCall = RealCall.make(for: requirement, invocationIndex: index,
                    receiver: .superclass)
            }
            planned.append((member.conditions, .requirement(requirement)))
        }

        // A generic class's mock is generic over the same parameters: `QueueMock<Element>: Queue<Element>`.
        var plan = MockPlan(
            name: simpleName, aliasName: aliasName, enclosingTypes: decl.enclosingTypes,
            displayName: aliasName ?? simpleName, conformance: classType.text, kind: .finalClass,
            globalActor: decl.attributes.first(where: ProtocolPlanner.isGlobalActor),
            typeAttributes: decl.attributes.filter { $0.name == "available" },
            genericParameters: decl.genericParameters, genericWhere: decl.whereClause, typeAliases: [],
            selfType: TypeRef(
                kind: .named([TypeNameComponent(name: simpleName, genericArguments: genericNames.map(TypeRef.named))])),
            access: options.access == .internal ? "" : "\(options.access.rawValue) ",
            items: DescriptorNaming.named(Self.grouped(planned)), synthesized: [], conditions: decl.conditions)
        plan.classMock = ClassMockPlan(
            superclass: classType, initializers: initializers(subject, planner), notOverridden: notOverridden,
            isSendable: subject.isUncheckedSendable)
        return PlannedMock(plan: plan, diagnostics: diagnostics)
    }

    /// The designated initializers the mock overrides (the implicit `init()` when the chain
    /// declares none), then the synthesized `init(from:)` of a `Decodable` class.
    private func initializers(_ subject: ClassSubject, _ planner: MemberPlanner) -> [PlannedClassInitializer] {
        let declared: [InitializerDecl] = subject.designatedInitializers.compactMap { inherited in
            guard inherited.overridability == .overridable, case .initializer(let initializer) = inherited.member.member
            else {
                return nil
            }
            return initializer
        }
        let decoding = subject.synthesizesDecodingInitializer ? [SynthesizedDecodingInitializer.declaration] : []
        guard !subject.designatedInitializers.isEmpty else {
            let implicit = PlannedClassInitializer(
                declaration: PlannedDeclaration(introducer: .initializer(.none), modifiers: []),
                isRequired: false, superArguments: [], policyLabel: "policy", nameLabel: "name")
            return [implicit] + decoding.map { plannedInitializer($0, planner) }
        }
        return (declared + decoding).map { plannedInitializer($0, planner) }
    }

    /// `initializer` as the mock declares it, with the arguments it passes on to `super.init`.
    private func plannedInitializer(
        _ initializer: InitializerDecl, _ planner: MemberPlanner
    ) -> PlannedClassInitializer {
        let requirement = planner.planInitializer(initializer)
        let names = Set(
            requirement.declaration.parameters.flatMap { [$0.label, $0.name].compactMap { $0.map(Identifiers.bare) } })
        // An initializer with a `policy` or `name` label or parameter of its own gets `mockPolicy:` and `mockName:`.
        let collides = names.contains("policy") || names.contains("name")
        let produced = requirement.invocations[0].produceArguments
        let arguments = zip(requirement.declaration.parameters, produced).map { parameter, value in
            RealArgument(label: parameter.label == "_" ? nil : (parameter.label ?? parameter.name), value: value)
        }
        return PlannedClassInitializer(
            declaration: requirement.declaration, isRequired: initializer.modifiers.contains("required"),
            superArguments: arguments,
            policyLabel: collides ? "mockPolicy" : "policy", nameLabel: collides ? "mockName" : "name")
    }

    /// A member declared inside `#if` blocks of the class body is overridden inside the same
    /// conditions; members that follow one another under the same conditions share one `#if`.
    static func grouped(_ members: [(conditions: [IfConfigCondition], item: PlannedItem)]) -> [PlannedItem] {
        var items: [PlannedItem] = []
        var start = 0
        while start < members.count {
            let conditions = members[start].conditions
            var end = start + 1
            while end < members.count && members[end].conditions == conditions { end += 1 }
            let run = members[start..<end].map(\.item)
            items += conditions.isEmpty ? run : [wrap(run, in: conditions)]
            start = end
        }
        return items
    }

    /// `items` inside one `#if` per condition, the first condition outermost.
    private static func wrap(_ items: [PlannedItem], in conditions: [IfConfigCondition]) -> PlannedItem {
        conditions.reversed().reduce(items) { inner, condition in
            [.ifConfig([PlannedClause(keyword: "#if", condition: ConditionText.clause(condition), items: inner)])]
        }[0]
    }

    /// The member as the mock declares it: a property gets `get` (with the real getter's
    /// effects) and `set` when the class lets a subclass in the test target set it.
    static func overridingForm(_ member: ClassMember, visibility: ModuleVisibility) -> Member {
        guard case .property(var property) = member.member else { return member.member }
        let getter = property.getter ?? AccessorDecl(kind: .get)
        property.accessors = [getter]
        if member.isSettable && setterIsVisible(member, visibility: visibility) {
            property.accessors.append(AccessorDecl(kind: .set))
        }
        return .property(property)
    }

    /// Whether a subclass can call the setter: `private(set)` and `fileprivate(set)` never,
    /// `internal(set)` and `package(set)` only with `@testable import`.
    static func setterIsVisible(_ member: ClassMember, visibility: ModuleVisibility) -> Bool {
        switch member.setterAccess ?? member.access ?? .internal {
        case .private, .fileprivate: false
        case .internal, .package: visibility == .testable
        case .public, .open: true
        }
    }

    /// Why an overridable member cannot be mocked, or nil.
    static func unmockable(_ member: ClassMember) -> String? {
        let name: String
        let types: [TypeRef]
        switch member.member {
        case .function(let f):
            if f.parameters.contains(where: \.isVariadic) {
                return "its variadic arguments cannot be passed on to the real implementation"
            }
            if f.isOperator { return "operators are not mocked" }
            name = f.name
            types = f.parameters.map(\.type) + [f.returnType].compactMap { $0 }
        case .property(let p):
            name = p.name
            types = [p.type]
        case .subscript(let s):
            if s.parameters.contains(where: \.isVariadic) {
                return "its variadic arguments cannot be passed on to the real implementation"
            }
            name = "subscript"
            types = s.parameters.map(\.type) + [s.returnType]
        case .initializer, .associatedType, .typeAlias:
            return nil
        }
        if reservedNames.contains(Identifiers.bare(name)) { return "the name is reserved for the mock's own state" }
        if types.contains(where: { $0.contains { $0.rootName == "Self" } }) {
            return "its signature mentions Self, which an override cannot spell"
        }
        return nil
    }

    static func location(of member: Member) -> SourceLocation {
        switch member {
        case .function(let f): f.location
        case .property(let p): p.location
        case .subscript(let s): s.location
        case .initializer(let i): i.location
        case .associatedType(let a): a.location
        case .typeAlias(let t): t.location
        }
    }

    private static func path(of inherited: InheritedClassMember, _ subject: ClassSubject) -> String {
        ([subject.decl] + subject.chain).first { $0.qualifiedName == inherited.declaringClass }?.path
            ?? subject.decl.path
    }
}
