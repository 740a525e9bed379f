import MockgenFrontEnd

/// A class a protocol inherits (`protocol Screen: BaseView`), which its mock subclasses.
struct ClassParent: Sendable {
    /// The class as the protocol writes it.
    var type: TypeRef
    /// The parameters of the designated initializer the mock's initializer calls; empty for `init()`.
    var initializerParameters: [ParameterDecl]
    /// The parameters of each `required` initializer of the class and its superclasses, which
    /// the mock must implement itself (with a relaxed policy, as `init()` has).
    var requiredInitializers: [[ParameterDecl]] = []
    /// The `MemberSignature`s of the members the class and its superclasses in the inputs declare:
    /// requirements the class already implements, which the mock leaves to it.
    var implementedMembers: Set<MemberSignature>
}

/// Decides which class a mock inherits from, and how its initializer reaches the superclass:
/// - an Objective-C protocol, or one inheriting `NSObjectProtocol` or a Foundation delegate
///   protocol: `NSObject`, which implements `NSObjectProtocol` and whose `init()` is called
///   implicitly (Foundation's delegate protocols have no requirement without a default
///   implementation, on Linux through protocol extensions, on Apple platforms as `optional`);
/// - a class-bound protocol whose parent is a class (`protocol Screen: BaseView`): that class,
///   initialized through one of its designated initializers.
enum SuperclassPlanner {
    /// What a protocol's class parent means for its mock.
    enum ClassParentOutcome: Sendable {
        /// No parent is a class of the inputs.
        case none
        case parent(ClassParent)
        /// Why no mock can be written (the warning's reason).
        case unusable(String)
    }

    /// The class among `parents` (the protocol's and its ancestors' inherited types that are
    /// not protocols of the inputs), decided with the classes of the inputs.
    static func classParent(among parents: [TypeRef], classes: ClassIndex) -> ClassParentOutcome {
        var found: [(type: TypeRef, decl: ClassDecl)] = []
        for type in parents {
            guard let decl = classes.lookup(type),
                  !found.contains(where: { $0.decl.qualifiedName == decl.qualifiedName }) else {
                continue
            }
            found.append((type, decl))
        }
        // A class and one of its own superclasses do not contradict each other: keep the subclass.
        let all = found
        found.removeAll { candidate in
            all.contains { other in
                other.decl.qualifiedName != candidate.decl.qualifiedName
                    && classes.superclasses(of: other.decl).contains {
                        $0.qualifiedName == candidate.decl.qualifiedName
                    }
            }
        }
        guard let (type, decl) = found.first else { return .none }
        if found.count > 1 {
            let names = found.map { "'\($0.decl.qualifiedName)'" }.joined(separator: " and ")
            return .unusable("it requires subclasses of both \(names), which no class can be")
        }
        if case .notOverridable(let reason) = classes.subclassing(decl, visibility: .testable) {
            return .unusable("its class parent '\(decl.qualifiedName)' cannot be subclassed (\(reason))")
        }
        let chain = [decl] + classes.superclasses(of: decl)
        let members = chain.flatMap { $0.members ?? [] }
        /// The parameters of an initializer a mock can call and declare, or nil.
        func callable(_ member: ClassMember) -> [ParameterDecl]? {
            guard case .initializer(let i) = member.member, i.failability == .none, i.effects == .none,
                  i.genericParameters.isEmpty, !i.parameters.contains(where: \.isVariadic) else { return nil }
            return i.parameters
        }
        var required: [[ParameterDecl]] = []
        var requiredSignatures = Set<MemberSignature>()
        for member in members where member.isRequiredInitializer
            && requiredSignatures.insert(MemberSignature(member.member)).inserted {
            guard let parameters = callable(member) else {
                return .unusable(
                    "its class parent '\(decl.qualifiedName)' has a required initializer that is failable, throwing, "
                        + "async, generic or variadic, which a mock does not implement")
            }
            required.append(parameters)
        }
        let designated = classes.designatedInitializers(of: decl, visibility: .testable)
        var parameters: [ParameterDecl] = []
        if !designated.isEmpty {
            let usable = designated.compactMap { candidate -> [ParameterDecl]? in
                candidate.overridability.isOverridable ? callable(candidate.member) : nil
            }
            guard let simplest = usable.min(by: { $0.count < $1.count }) else {
                return .unusable(
                    "none of the designated initializers of its class parent '\(decl.qualifiedName)' can be called "
                        + "from a mock (each is inaccessible, failable, throwing, async, generic or variadic)")
            }
            parameters = simplest
        }
        let nonInitializers = members.filter { if case .initializer = $0.member { false } else { true } }
        let implemented = Set(nonInitializers.map { MemberSignature($0.member) })
        return .parent(ClassParent(
            type: type, initializerParameters: parameters, requiredInitializers: required,
            implementedMembers: implemented))
    }
}

extension ClassIndex {
    /// The superclasses of `decl` that the inputs declare, nearest first (`superclassChain(of:)`
    /// without its diagnostics).
    func superclasses(of decl: ClassDecl) -> [ClassDecl] {
        let (chain, _) = superclassChain(of: decl)
        return chain
    }
}
