import MockgenFrontEnd

/// Finds what makes a protocol impossible to mock; such a protocol is skipped with a warning
/// at the offending declaration, and the rest of the file is generated as usual.
enum Mockability {
    struct Problem: Sendable {
        var message: String
        var path: String
        var location: SourceLocation

        /// The warning reported for the skipped protocol.
        var diagnostic: Diagnostic { Diagnostic(.warning, message, path: path, at: location, kind: .mockSkipped) }
    }

    /// Member names the generated mock uses itself.
    static let reservedNames: Set<String> = ["_mockState", "_staticMockState", "_context", "Given", "Verify",
        "StaticGiven", "StaticVerify", "_Builder", "_StaticBuilder", "_backingValue"]

    /// Standard-library protocols whose requirements a mock cannot satisfy, with why. Those it
    /// can satisfy are declared in `StandardProtocols`; the numeric ones are `NumericBacking`'s.
    static let unsatisfiableExternal: [String: String] = {
        let algebra = "whose requirements (value-semantic algebra that builds new values of Self) a mock class cannot "
            + "implement"
        var reasons: [String: String] = [:]
        for name in ["OptionSet", "SetAlgebra"] { reasons[name] = algebra }
        reasons["RangeReplaceableCollection"] = "whose requirement 'init()' would have to make an empty collection of "
            + "the mock's own type"
        reasons["StringProtocol"] = "whose requirements (UTF-8, UTF-16 and scalar views, C-string conversions) only "
            + "the standard library's strings can implement"
        reasons["StringInterpolationProtocol"] = "which only the compiler's string literal machinery drives"
        let adHoc = "whose ad-hoc requirements ('remoteCall', 'recordArgument', 'decodeNextArgument', 'onReturn') "
            + "the compiler demands without the protocol declaring them"
        for name in ["DistributedActorSystem", "DistributedTargetInvocationEncoder",
                     "DistributedTargetInvocationDecoder", "DistributedTargetInvocationResultHandler"] {
            reasons[name] = adHoc
        }
        reasons["Executor"] = "an executor protocol that is neither serial nor a task executor, "
            + "so a mock has no executor to run the jobs it is given on (refining 'SerialExecutor' or "
            + "'TaskExecutor' is mocked)"
        return reasons
    }()

    /// True for a `private`/`fileprivate` protocol, which code in another file cannot conform to.
    static func isFilePrivate(_ decl: ProtocolDecl) -> Bool {
        decl.access == .private || decl.access == .fileprivate
    }

    /// True for a protocol no type anywhere can conform to (`@available(*, unavailable)`), as a
    /// module interface declares the parts of its API missing on the platform it was built for.
    static func isUnavailable(_ decl: ProtocolDecl) -> Bool {
        decl.attributes.contains { attribute in
            guard attribute.name == "available", let arguments = attribute.arguments else { return false }
            let words = arguments.split(separator: ",").map { $0.filter { !$0.isWhitespace } }
            return words.first == "*" && words.contains("unavailable")
        }
    }

    /// What `--all` leaves out quietly, since no mock can conform to it: file-private and unavailable protocols.
    static func isOutOfReach(_ decl: ProtocolDecl) -> Bool { isFilePrivate(decl) || isUnavailable(decl) }

    /// The toolchain's modules whose protocols the checks here know by name. When the inputs are
    /// their interfaces, those protocols are among the inputs instead of external parents, and
    /// are known by name all the same (`toolchainLineage`).
    static let toolchainModules: Set<String> = ["Swift", "_Concurrency", "Distributed"]

    /// - Parameters:
    ///   - moduleTypeNames: the type names the inputs declare, which shadow the
    ///     standard library's (`UnstorableValues.Suppressions`).
    ///   - toolchainLineage: the names of the protocol and its ancestors among the inputs that
    ///     the interface of one of the `toolchainModules` declares.
    ///   - sameTypes: the same-type requirements on the protocol's associated types, asked for
    ///     only when two requirements differ (`ProtocolPlanner.sameTypeRequirements`).
    ///   - mocksFilePrivate: a file-private protocol gets a mock that does not declare the
    ///     conformance (`--compatibility mockable`: Mockable's tests declare such protocols).
    static func problem(
        _ resolved: ResolvedProtocol, moduleTypeNames: Set<String> = [], toolchainLineage: [String] = [],
        mocksFilePrivate: Bool = false, sameTypes: () -> SameTypeRequirements
    ) -> Problem? {
        let decl = resolved.decl
        let name = decl.qualifiedName
        if isFilePrivate(decl) && !mocksFilePrivate {
            return Problem(
                message: "cannot mock '\(name)': it is \(decl.access?.rawValue ?? "private") to its file; skipped",
                path: decl.path, location: decl.location)
        }
        if isUnavailable(decl) {
            return Problem(message: "cannot mock '\(name)': it is unavailable (@available(*, unavailable)); skipped",
                path: decl.path, location: decl.location)
        }
        let known = resolved.externalInheritance.map { (text: $0.text, simpleName: $0.simpleName ?? "") }
            + toolchainLineage.map { (text: $0, simpleName: $0) }
        let unsatisfiable = known.lazy.compactMap { parent in
            unsatisfiableExternal[parent.simpleName].map { (parent, $0) }
        }
        if let (known, why) = unsatisfiable.first {
            let relation = known.text == decl.name ? "is" : "inherits"
            return Problem(
                message: "cannot mock '\(name)': it \(relation) '\(known.text)', \(why); skipped",
                path: decl.path, location: decl.location)
        }
        if let numeric = NumericBacking.problem(
            refining: Set(ProtocolAnalysis.externalParents(resolved).compactMap(\.simpleName))) {
            return Problem(message: "cannot mock '\(name)': \(numeric); skipped", path: decl.path,
                location: decl.location)
        }
        if decl.attributes.contains(where: { $0.name == "objc" }) {
            return Problem(message: "cannot mock '\(name)': @objc protocols need Objective-C runtime support; skipped",
                path: decl.path, location: decl.location)
        }
        if known.contains(where: { $0.simpleName == "DistributedActor" }) {
            return Problem(message: "cannot mock '\(name)': distributed actor protocols are not supported; skipped",
                path: decl.path, location: decl.location)
        }
        // An actor cannot be isolated to a global actor: no type conforms to such a protocol.
        if known.contains(where: { $0.simpleName == "Actor" }),
           let globalActor = resolved.attributes.first(where: ProtocolPlanner.isGlobalActor) {
            return Problem(
                message: "cannot mock '\(name)': it inherits 'Actor' and is isolated to '@\(globalActor.name)', "
                    + "so no type can conform to it; skipped",
                path: decl.path, location: decl.location)
        }
        if let clash = standardRequirementClash(resolved, parents: Set(known.map(\.simpleName))) {
            return Problem(
                message: "cannot mock '\(name)': \(clash.reason), so no class can conform to it; skipped",
                path: clash.path, location: clash.location)
        }
        if let clash = OneWitnessOverloads.borrowingClash(in: resolved.members) {
            let owner = ([decl] + resolved.ancestors).first { $0.members.containsMember { $0 == clash.member } }
            return Problem(
                message: "cannot mock '\(name)': \(clash.reason), so no type can conform to it; skipped",
                path: owner?.path ?? decl.path, location: clash.member.location)
        }
        if let contradiction = contradiction(resolved, sameTypes: sameTypes) {
            return Problem(
                message: "cannot mock '\(name)': \(contradiction.reason), so no class can conform to it; skipped",
                           path: contradiction.path, location: contradiction.location)
        }
        let unstorable = UnstorableValues.Suppressions(protocol: resolved, moduleTypeNames: moduleTypeNames)
        for owner in [decl] + resolved.ancestors {
            let found = owner.members.firstMember { member in
                reason(member, objectiveC: owner.isObjectiveC, in: unstorable).map {
                    (reason: $0, location: member.location)
                }
            }
            if let found {
                return Problem(message: "cannot mock '\(name)': \(found.reason); skipped", path: owner.path,
                    location: found.location)
            }
        }
        return nil
    }

    /// A standard parent's property (`CustomStringConvertible`'s `description: String`) that
    /// the protocol or a parent from the inputs requires with another type, or as a method
    /// without parameters: a class cannot declare both.
    static func standardRequirementClash(
        _ resolved: ResolvedProtocol, parents: Set<String>
    ) -> (reason: String, path: String, location: SourceLocation)? {
        let required = [
            (parent: "CustomStringConvertible", name: "description"),
            (parent: "CustomDebugStringConvertible", name: "debugDescription"),
        ].filter { parents.contains($0.parent) }
        guard !required.isEmpty else { return nil }
        for owner in [resolved.decl] + resolved.ancestors {
            let found = owner.members.firstMember { member -> (String, SourceLocation)? in
                switch member {
                case .property(let p) where !p.isStatic:
                    guard let standard = required.first(where: { $0.name == Identifiers.bare(p.name) }),
                          !["String", "Swift.String"].contains(p.type.text)
                    else { return nil }
                    return ("'\(standard.name)' is required as 'String' by '\(standard.parent)' and as '\(p.type.text)'",
                        p.location)
                case .function(let f) where !f.isStatic && f.parameters.isEmpty:
                    guard let standard = required.first(where: { $0.name == Identifiers.bare(f.name) }) else { return nil }
                    return ("'\(standard.name)' is required as a property by '\(standard.parent)' and as the method "
                        + "'\(standard.name)()', which one class cannot declare together", f.location)
                default:
                    return nil
                }
            }
            if let (reason, location) = found { return (reason, owner.path, location) }
        }
        return nil
    }

    /// Requirements no single type can satisfy together: a property that the protocol and its
    /// parents require with two different types (a class cannot declare two properties of one
    /// name), reported at the second declaration; or a property and a method without parameters
    /// of one name that no extension implements (`ExtensionWitnesses`), reported at the method.
    /// A parent's property that the protocol restates with the type of the parent's associated
    /// type is no contradiction (`RestatedRequirements`),
    /// nor is one that an extension of one of the protocols implements with the parent's type
    /// (`ProtocolDecl.defaultedProperties`): the mock implements the nearer one, the extension
    /// the other. Nor are two types that the same-type requirements make one
    /// (`SignalProducer<Value, Error>` and `SignalProducer<Value, Never>` where `Error == Never`).
    static func contradiction(
        _ resolved: ResolvedProtocol, sameTypes: () -> SameTypeRequirements
    ) -> (reason: String, path: String, location: SourceLocation)? {
        let restated = Set(RestatedRequirements.bindings(resolved).map(\.inherited))
        let owners = [resolved.decl] + resolved.ancestors
        func key(_ p: PropertyDecl) -> String { (p.isStatic ? "static " : "") + Identifiers.bare(p.name) }
        // Made only when two types of one property differ.
        var defaulted: Set<String>?
        var requirements: SameTypeRequirements?
        func isSame(_ a: TypeRef, _ b: TypeRef) -> Bool {
            if requirements == nil { requirements = sameTypes() }
            return requirements?.same(a, b) ?? false
        }
        func isDefaulted(_ keyAndType: String) -> Bool {
            if defaulted == nil {
                defaulted = Set(owners.flatMap(\.defaultedProperties).map { key($0) + ": " + $0.type.text })
            }
            return defaulted?.contains(keyAndType) ?? false
        }
        var firstType: [String: TypeRef] = [:]
        for owner in owners {
            let found = owner.members.firstMember { member -> (reason: String, location: SourceLocation)? in
                guard case .property(let p) = member, !restated.contains(p) else { return nil }
                let key = key(p)
                guard let earlier = firstType[key] else {
                    firstType[key] = p.type
                    return nil
                }
                if earlier.text != p.type.text && !isDefaulted(key + ": " + p.type.text) && !isSame(earlier, p.type) {
                    let reason = "property '\(Identifiers.bare(p.name))' is required as both '\(earlier.text)' "
                        + "and '\(p.type.text)'"
                    return (reason, p.location)
                }
                return nil
            }
            if let found { return (found.reason, owner.path, found.location) }
        }
        if let clash = ExtensionWitnesses.unresolvedClash(resolved.members, owners: owners) {
            let owner = owners.first { $0.members.containsMember { $0 == clash.method } } ?? resolved.decl
            return (clash.reason, owner.path, clash.method.location)
        }
        return nil
    }

    /// Why one requirement cannot be mocked, or nil. `objectiveC`: the protocol comes from an
    /// Objective-C header, where `optional` requirements are `@objc optional` and can be implemented.
    /// `context`: the protocol's suppressed and shadowed type names (`UnstorableValues.Suppressions`).
    ///
    /// A function or a read-only property or subscript with a non-escapable result is mocked:
    /// calling it records the call and fails (`MockState.unmakeableResult`). A settable one would
    /// have to keep the value it is given.
    static func reason(
        _ member: Member, objectiveC: Bool = false, in context: UnstorableValues.Suppressions = .init()
    ) -> String? {
        if let tuple = borrowedTuple(member) {
            return "a requirement takes the tuple '\(tuple.bareText)' as 'borrowing', and the compiler (Swift 6.3) fails on "
                + "every class that implements it ('copy of noncopyable typed value'), so no class can conform to it"
        }
        switch member {
        case .function(let f):
            if f.modifiers.contains("optional") && !objectiveC { return "optional requirement '\(f.name)' needs @objc" }
            if reservedNames.contains(Identifiers.bare(f.name)) {
                return "member '\(f.name)' uses a name reserved for the mock's own state"
            }
        case .property(let p):
            if p.modifiers.contains("optional") && !objectiveC { return "optional requirement '\(p.name)' needs @objc" }
            if reservedNames.contains(Identifiers.bare(p.name)) {
                return "member '\(p.name)' uses a name reserved for the mock's own state"
            }
            if let kind = UnstorableValues.kind(of: p.type, context), kind == .noncopyable || p.hasSetter {
                return "property '\(p.name)' has a \(kind.adjective) type, which a mock cannot store or make"
            }
        case .subscript(let s):
            if s.hasSetter && usesPacks(s.genericParameters, s.parameters.map(\.type) + [s.returnType]) {
                return "a settable subscript uses parameter packs, and the compiler (Swift 6.3) stops with an assertion "
                    + "on every type that implements it, so no class can conform to it"
            }
            if let kind = UnstorableValues.kind(of: s.returnType,
                .init(s.genericParameters, s.whereClause, in: context)),
               kind == .noncopyable || s.hasSetter {
                return "a subscript has a \(kind.adjective) result, which a mock cannot store or make"
            }
        case .initializer(let i):
            if i.parameters.map(\.label) == ["policy", "name"] {
                return "its initializer 'init(policy:name:)' clashes with the mock's own initializer"
            }
        case .associatedType, .typeAlias:
            break
        }
        return nil
    }

    /// The type of a parameter that is a tuple taken `borrowing`, if the member has one.
    static func borrowedTuple(_ member: Member) -> TypeRef? {
        let parameters: [ParameterDecl]
        switch member {
        case .function(let f): parameters = f.parameters
        case .subscript(let s): parameters = s.parameters
        case .initializer(let i): parameters = i.parameters
        default: return nil
        }
        return parameters.first { $0.type.isBorrowedTuple }?.type
    }

    /// True when a generic parameter is a pack (`each T`) or a type is a pack expansion or element.
    static func usesPacks(_ generics: [GenericParameter], _ types: [TypeRef]) -> Bool {
        generics.contains(where: \.isPack) || types.contains { type in
            type.contains { t in
                switch t.kind {
                case .packExpansion, .packElement: true
                default: false
                }
            }
        }
    }
}
