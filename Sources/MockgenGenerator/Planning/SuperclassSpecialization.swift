import MockgenFrontEnd

/// The generic arguments a class gives the generic parameters of its superclasses in the inputs
/// (`class IntBox: Box<Int>` gives `Box`'s `T` the type `Int`), so that a class mock overrides
/// the members it inherits from a generic class with the types the class sees:
/// `override func put(_ item: Int)` for `Box`'s `func put(_ item: T)`.
///
/// Each link of the chain is read from the first entry of the inheritance list, in the terms of
/// the class one level down, so a longer chain (`IntBox: Box<Int>`, `Box<T>: Store<[T]>`) is
/// composed down to the mocked class (`Store`'s parameter is `[Int]`).
struct SuperclassSpecialization: Sendable {
    /// By declaring class (qualified name): its generic parameters' types in the mocked class's terms.
    private var arguments: [String: [String: TypeRef]] = [:]

    /// Nil when a superclass's generic arguments do not match its parameters (another class of
    /// the same name, or parameters the inheritance entry leaves to inference).
    init?(_ decl: ClassDecl, chain: [ClassDecl]) {
        var child = decl
        var childArguments: [String: TypeRef] = [:]
        for parent in chain {
            guard !parent.genericParameters.isEmpty else {
                childArguments = [:]
                child = parent
                continue
            }
            guard let entry = child.inheritance.first, case .named(let components) = entry.kind,
                  let given = components.last?.genericArguments, given.count == parent.genericParameters.count
            else { return nil }
            let inChildTerms = childArguments
            childArguments = Dictionary(
                zip(parent.genericParameters.map(\.name), given.map { $0.replacingNames(inChildTerms) }),
                uniquingKeysWith: { first, _ in first })
            arguments[parent.qualifiedName] = childArguments
            child = parent
        }
    }

    /// True when no superclass is generic: members are overridden as declared.
    var isEmpty: Bool { arguments.isEmpty }

    /// `member`, declared by the class named `declaringClass`, with that class's generic
    /// parameters replaced (those the member declares again for itself stay its own).
    func specialize(_ member: Member, declaredIn declaringClass: String) -> Member {
        guard var names = arguments[declaringClass], !names.isEmpty else { return member }
        let own = [member].locallyDeclaredTypeNames
        for name in own { names[name] = nil }
        return member.replacingNames(names)
    }
}
