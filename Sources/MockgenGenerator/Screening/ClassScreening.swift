package import MockgenFrontEnd

/// Which classes get a class mock: those marked `/// @mockable` or `// sourcery: AutoMockable`,
/// or with `mockAllClasses` every class a test target can subclass; and why the others
/// cannot have one (a warning for marked classes; with `mockAllClasses` the classes that
/// cannot be subclassed at all are left out quietly, as `--all` leaves out file-private protocols).
package struct ClassScreening: Sendable {
    /// The classes that get a mock, in `ClassIndex` order.
    private(set) var subjects: [ClassSubject] = []
    package private(set) var diagnostics: [Diagnostic] = []
    /// How many classes pruning by use (`GenerationFacts.usedNames`) left out of `subjects`.
    private(set) var prunedClasses = 0

    /// Screens the classes of `index`, the inputs' class index, that are `roots`; `protocols`
    /// tells which protocols the classes adopt make them `Decodable`.
    package init(_ index: ClassIndex, protocols: ProtocolIndex, roots: ClassMockingRoots, options: GeneratorOptions) {
        let selected = index.classes.filter(roots.contains)
        if roots.prunesByUse {
            prunedClasses = index.classes.filter(roots.isSelected).count - selected.count
        }
        for decl in selected {
            switch Self.screen(decl, index: index, protocols: protocols, options: options) {
            case .success(let subject): subjects.append(subject)
            case .failure(let problem):
                if decl.hasSelectionMarker || problem.isReportedWithAllClasses {
                    diagnostics.append(Diagnostic(.warning, problem.message(decl), path: decl.path, at: decl.location))
                }
            }
        }
    }

    /// How the test target sees the module declaring `decl`: through a plain `import` when
    /// that module is given with `--import` or `decl` comes from a module interface, and not
    /// `--testable-import`; otherwise with
    /// `@testable import` (or from the same module).
    static func visibility(of decl: ClassDecl, options: GeneratorOptions) -> ModuleVisibility {
        guard let module = options.module(ofPath: decl.path) else { return .testable }
        // A module interface is a binary module's: its clients import it plainly.
        let plain = options.imports.contains(module) || options.inputs.interfaceModules[decl.path] != nil
        return plain && !options.testableImports.contains(module) ? .imported : .testable
    }

    enum Problem: Error {
        case notSubclassable(NotOverridableReason)
        case generic
        case sendable
        case noInitializer
        /// The module interface of this class (named) lists only some of its designated initializers.
        case missingDesignatedInitializers(String)
        case cycle(Diagnostic)

        /// With `mockAllClasses`, a class the test target cannot subclass is left out quietly,
        /// unless only its enclosing type keeps it out of reach, which its own access does not show.
        var isReportedWithAllClasses: Bool {
            if case .notSubclassable(let reason) = self, case .enclosingType = reason { return true }
            if case .notSubclassable = self { return false }
            return true
        }

        func message(_ decl: ClassDecl) -> String {
            let name = decl.qualifiedName
            switch self {
            case .notSubclassable(let reason):
                return "class '\(name)' cannot be mocked: a test target cannot subclass it (\(reason))"
            case .generic:
                return "class '\(name)' is not mocked: the generic arguments of its superclass do not match the "
                    + "generic parameters of the class of that name; mock a protocol it adopts instead"
            case .sendable:
                return "class '\(name)' is not mocked: it conforms to Sendable, so its mock would have to be Sendable "
                    + "too, and a subclass cannot prove its state safe; mark it @unchecked Sendable (with a lock) or "
                    + "mock a protocol instead"
            case .noInitializer:
                return "class '\(name)' is not mocked: none of its designated initializers is visible to the "
                    + "test target"
            case .missingDesignatedInitializers(let owner):
                let whose = owner == name ? "its module interface" : "the module interface of its superclass '\(owner)'"
                return "class '\(name)' is not mocked: \(whose) leaves designated initializers out "
                    + "(@_hasMissingDesignatedInitializers) and lists none a subclass can call, so a subclass "
                    + "outside its module cannot be initialized"
            case .cycle(let diagnostic): return diagnostic.message
            }
        }
    }

    static func screen(
        _ decl: ClassDecl, index: ClassIndex, protocols: ProtocolIndex, options: GeneratorOptions
    ) -> Result<ClassSubject, Problem> {
        let visibility = visibility(of: decl, options: options)
        if case .notOverridable(let reason) = index.subclassing(decl, visibility: visibility) {
            return .failure(.notSubclassable(reason))
        }
        let (chain, cycle) = index.superclassChain(of: decl)
        if let cycle = cycle.first { return .failure(.cycle(cycle)) }
        guard let specialization = SuperclassSpecialization(decl, chain: chain) else { return .failure(.generic) }
        let inheritance = ([decl] + chain).flatMap(\.inheritance)
        let unchecked = inheritance.contains { $0.hasAttribute("unchecked") && $0.simpleName == "Sendable" }
        if !unchecked && inheritance.contains(where: { $0.simpleName == "Sendable" }) { return .failure(.sendable) }
        let initializers = index.designatedInitializers(of: decl, visibility: visibility)
        if initializers.isEmpty, let owner = ([decl] + chain).first(where: \.hasMissingDesignatedInitializers) {
            return .failure(.missingDesignatedInitializers(owner.qualifiedName))
        }
        if !initializers.isEmpty && !initializers.contains(where: { $0.overridability == .overridable }) {
            return .failure(.noInitializer)
        }
        // Without declared initializers the chain's root has the implicit `init()`, which is
        // internal: another module cannot call it (unless an external superclass provides one).
        if initializers.isEmpty && visibility == .imported, case .none = index.superclass(of: chain.last ?? decl) {
            return .failure(.noInitializer)
        }
        // Members inherited from a generic superclass are overridden with the arguments the class gives it.
        let specialized = { (inherited: InheritedClassMember) -> InheritedClassMember in
            guard !specialization.isEmpty else { return inherited }
            var inherited = inherited
            inherited.member.member = specialization.specialize(inherited.member.member,
                declaredIn: inherited.declaringClass)
            return inherited
        }
        return .success(ClassSubject(
            decl: decl, chain: chain, visibility: visibility,
            members: index.overridableMembers(of: decl, visibility: visibility).map(specialized),
            designatedInitializers: initializers.map(specialized), isUncheckedSendable: unchecked,
            synthesizesDecodingInitializer: SynthesizedDecodingInitializer.isSynthesized(
                for: decl, chain: chain, classes: index, protocols: protocols)))
    }
}
