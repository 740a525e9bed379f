import MockgenFrontEnd

/// The type names a mock refers to: a name the generator invents for the mock's scope (a
/// renamed generic parameter, a type alias) must be none of them, or it would shadow the type
/// the protocol means (`SubjectType`'s `associatedtype Observer: ObserverType`, renamed to
/// `ObserverType` beside `func subscribe<Observer: ObserverType>`, would make the constraint
/// name the mock's own parameter).
///
/// Only the first component of a spelled type is looked up in the mock's scope
/// (`Outer.Inner` finds `Outer` there), so the first components are the names to avoid.
enum ReferencedNames {
    /// Qualifiers the generated code writes itself (`Swift.Never`, `MockRuntime.Parameter`) and
    /// the names it declares in every mock's scope.
    static let generated: Set<String> = [
        "Swift", "MockRuntime", "Self", "Given", "Verify", "StaticGiven", "StaticVerify", "_Builder", "_StaticBuilder",
        "_Mode",
    ]

    /// The first components of every type `protocols` spell (members, associated types, type
    /// aliases, inheritance lists, `where` clauses), the protocols' own names and the outermost
    /// type enclosing each, and `generated`.
    static func of(_ protocols: [ProtocolDecl]) -> Set<String> {
        var names = generated
        for owner in protocols {
            names.insert(owner.enclosingTypes.first ?? owner.name)
            names.insert(owner.name)
            for type in owner.inheritance { type.addRootNames(to: &names) }
            add(owner.whereClause, to: &names)
            owner.members.forEachMember { add($0, to: &names) }
        }
        return names
    }

    /// Adds the first components of the types `member` spells.
    static func add(_ member: Member, to names: inout Set<String>) {
        switch member {
        case .function(let f):
            add(f.genericParameters, f.parameters, f.whereClause, to: &names)
            f.returnType?.addRootNames(to: &names)
            add(f.effects, to: &names)
        case .property(let p):
            p.type.addRootNames(to: &names)
            for accessor in p.accessors { add(accessor.effects, to: &names) }
        case .subscript(let s):
            add(s.genericParameters, s.parameters, s.whereClause, to: &names)
            s.returnType.addRootNames(to: &names)
            for accessor in s.accessors { add(accessor.effects, to: &names) }
        case .initializer(let i):
            add(i.genericParameters, i.parameters, i.whereClause, to: &names)
            add(i.effects, to: &names)
        case .associatedType(let a):
            for type in a.inheritance { type.addRootNames(to: &names) }
            a.defaultType?.addRootNames(to: &names)
            add(a.whereClause, to: &names)
        case .typeAlias(let t):
            for g in t.genericParameters { g.constraint?.addRootNames(to: &names) }
            t.type.addRootNames(to: &names)
        }
    }

    private static func add(
        _ generics: [GenericParameter], _ parameters: [ParameterDecl], _ whereClause: [GenericRequirement],
        to names: inout Set<String>
    ) {
        for g in generics { g.constraint?.addRootNames(to: &names) }
        for p in parameters { p.type.addRootNames(to: &names) }
        add(whereClause, to: &names)
    }

    private static func add(_ requirements: [GenericRequirement], to names: inout Set<String>) {
        for r in requirements {
            r.left.addRootNames(to: &names)
            r.right.addRootNames(to: &names)
        }
    }

    private static func add(_ effects: Effects, to names: inout Set<String>) {
        if case .typed(let error) = effects.throwing { error.addRootNames(to: &names) }
    }
}
