import MockgenFrontEnd

/// Values a mock cannot keep: noncopyable (`~Copyable`) and non-escapable (`~Escapable`,
/// `Span`, `RawSpan`…) ones. The mock still implements the members that take or return them:
///
/// - such an argument is recorded as a `MockRuntime.UnstoredArgument` placeholder and not
///   passed to `willProduce` closures;
/// - a noncopyable result is made by a `willProduce` stub only (`MockState.producer`).
///
/// - a non-escapable result cannot be made by any closure: the member records the call, runs
///   its `perform` actions and reports that it cannot answer (`MockState.unmakeableResult`).
///
/// The generator warns at each such member (`warning(for:)`). Only the standard library's
/// types are known to be non-escapable or noncopyable: a name the inputs or the protocol
/// declare (an associated type `Span`, a module's own `protocol Span`) is an ordinary type,
/// unless it is written `Swift.Span`.
enum UnstorableValues {
    enum Kind: Sendable {
        case noncopyable, nonEscapable

        var adjective: String { self == .noncopyable ? "noncopyable" : "non-escapable" }
    }

    /// The type names that suppress `Copyable` or `Escapable` where a member is declared (its
    /// generic parameters, its protocol's associated types), and the names that shadow the
    /// standard library's types there.
    struct Suppressions: Sendable {
        var noncopyable: Set<String> = []
        var nonEscapable: Set<String> = []
        /// Names declared by the protocol (associated types, type aliases) or the member
        /// (generic parameters): a bare reference to one is not the standard type.
        var shadowed: Set<String> = []
        /// Names declared by the inputs, which shadow the standard types too: kept apart from
        /// `shadowed` so that the inputs' (large) set is shared by every protocol, never copied.
        var moduleTypeNames: Set<String> = []

        /// Whether a bare `name` means a type the inputs, the protocol or the member declare.
        func isShadowed(_ name: String) -> Bool {
            shadowed.contains(name) || moduleTypeNames.contains(name)
        }

        /// A member's, within its protocol's `context`.
        init(
            _ generics: [GenericParameter] = [], _ whereClause: [GenericRequirement] = [],
            in context: Suppressions? = nil
        ) {
            if let context { self = context }
            shadowed.formUnion(generics.map { Identifiers.bare($0.name) })
            add(generics, whereClause)
        }

        /// A protocol's: its associated types (`associatedtype Element: ~Copyable`, `where
        /// Element: ~Copyable`) and the names it and the inputs (`moduleTypeNames`) declare.
        init(protocol resolved: ResolvedProtocol, moduleTypeNames: Set<String>) {
            shadowed = resolved.locallyDeclaredTypeNames
            self.moduleTypeNames = moduleTypeNames
            var whereClause = resolved.whereClause
            var generics: [GenericParameter] = []
            resolved.members.forEachMember { member in
                guard case .associatedType(let a) = member else { return }
                whereClause += a.whereClause
                for constraint in a.inheritance {
                    generics.append(GenericParameter(name: Identifiers.bare(a.name), constraint: constraint))
                }
            }
            add(generics, whereClause)
        }

        private mutating func add(_ generics: [GenericParameter], _ whereClause: [GenericRequirement]) {
            for g in generics {
                guard let constraint = g.constraint else { continue }
                if constraint.contains(where: { Self.suppresses($0, "Escapable") }) { nonEscapable.insert(g.name) }
                if constraint.contains(where: { Self.suppresses($0, "Copyable") }) { noncopyable.insert(g.name) }
            }
            for r in whereClause where r.kind == .conformance {
                guard let name = r.left.singleName else { continue }
                if r.right.contains(where: { Self.suppresses($0, "Escapable") }) { nonEscapable.insert(name) }
                if r.right.contains(where: { Self.suppresses($0, "Copyable") }) { noncopyable.insert(name) }
            }
        }

        /// `~Copyable` or `~Swift.Copyable` for `protocolName` `Copyable`.
        private static func suppresses(_ type: TypeRef, _ protocolName: String) -> Bool {
            guard case .unknown(let text) = type.kind else { return false }
            return text == "~\(protocolName)" || text == "~Swift.\(protocolName)"
        }
    }

    /// What keeps a value of `type` out of a mock's storage, or nil for an ordinary value.
    /// Non-escapable wins over noncopyable. A function type is an ordinary value whatever it
    /// takes or returns.
    static func kind(of type: TypeRef, _ suppressions: Suppressions) -> Kind? {
        switch type.kind {
        case .named(let components):
            guard let last = components.last else { return nil }
            let isPlainName = components.count == 1 || (components.count == 2 && components[0].name == "Swift")
            if isPlainName && last.name == "Optional", let wrapped = last.genericArguments.first {
                return kind(of: wrapped, suppressions)
            }
            guard isPlainName else { return nil }
            // Whether the name is shadowed is asked only of the standard names, which are rare.
            let standardNonEscapable = nonEscapableTypes.contains(last.name)
            let standardNoncopyable = !standardNonEscapable && noncopyableTypes.contains(last.name)
            let isStandard = (standardNonEscapable || standardNoncopyable)
                && (components.count == 2 || !suppressions.isShadowed(Identifiers.bare(last.name)))
            let isBare = components.count == 1
            if (isStandard && standardNonEscapable)
                || (isBare && !suppressions.nonEscapable.isEmpty && suppressions.nonEscapable.contains(last.name)) {
                return .nonEscapable
            }
            if (isStandard && standardNoncopyable)
                || (isBare && !suppressions.noncopyable.isEmpty && suppressions.noncopyable.contains(last.name)) {
                return .noncopyable
            }
            return nil
        case .optional(let wrapped), .implicitlyUnwrappedOptional(let wrapped):
            return kind(of: wrapped, suppressions)
        case .tuple(let elements):
            let kinds = elements.compactMap { kind(of: $0.type, suppressions) }
            return kinds.contains(.nonEscapable) ? .nonEscapable : kinds.first
        default:
            return nil
        }
    }

    /// The warning for a member that takes or returns such values, or nil. `context`: the
    /// protocol's (`Suppressions.init(protocol:moduleTypeNames:)`).
    static func warning(for member: Member, in context: Suppressions = .init()) -> String? {
        let parameters: [ParameterDecl], result: TypeRef?, suppressions: Suppressions
        switch member {
        case .property(let p):
            (parameters, result) = ([], p.type)
            suppressions = context
        case .subscript(let s):
            (parameters, result) = (s.parameters, s.returnType)
            suppressions = Suppressions(s.genericParameters, s.whereClause, in: context)
        case .function(let f):
            (parameters, result) = (f.parameters, f.returnType)
            suppressions = Suppressions(f.genericParameters, f.whereClause, in: context)
        case .initializer(let i):
            (parameters, result) = (i.parameters, nil)
            suppressions = Suppressions(i.genericParameters, i.whereClause, in: context)
        case .associatedType, .typeAlias:
            return nil
        }
        var parts: [String] = []
        let unstored = parameters.compactMap { p in kind(of: p.type, suppressions).map { (p, $0) } }
        if !unstored.isEmpty {
            let described = unstored.map { p, kind in
                "'\(Identifiers.bare(p.name)): \(p.type.bare.text)' (\(kind.adjective))"
            }
            parts.append("is recorded without \(described.joined(separator: ", ")), which its stubs do not receive")
        }
        switch result.flatMap({ kind(of: $0, suppressions) }) {
        case .noncopyable? where !member.isFunctionOrInitializer:
            break  // `Mockability` skips such a property or subscript.
        case .noncopyable?:
            parts.append("returns a noncopyable '\(result?.text ?? "")', which only a willProduce stub can make")
        case .nonEscapable?:
            parts.append(
                "returns a non-escapable '\(result?.text ?? "")', which a mock cannot make: a call records itself, "
                    + "runs its perform actions and fails")
        case nil:
            break
        }
        return parts.isEmpty ? nil : "'\(member.describedName)' " + parts.joined(separator: ", and ")
    }
}

private extension Member {
    var isFunctionOrInitializer: Bool {
        switch self {
        case .function, .initializer: true
        default: false
        }
    }
}
