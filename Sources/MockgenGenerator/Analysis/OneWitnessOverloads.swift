import MockgenFrontEnd

/// Overloads that one function witnesses: two requirements alike but for `consuming` on a
/// parameter (either function witnesses both), `sending` on some parameters, `@Sendable` on
/// closure parameters (`withLock(_ body: @Sendable () -> T)` beside `withLock(_ body: () -> T)`),
/// `Sendable` constraints on their generic parameters (`map<T: Sendable>(_: T)` beside
/// `map<T>(_: T)`, also under other generic parameter names; `Sendable` is a marker protocol,
/// which does not tell overloads apart as `Equatable` would), or `@Sendable` on a function result
/// (`-> @Sendable () -> Void` beside `-> () -> Void`). The function without the `sending`, the
/// `@Sendable` parameters and the `Sendable` constraints, and with the `@Sendable` result,
/// witnesses both, and a type declaring both has two witnesses for the other requirement, which
/// the compiler rejects ("multiple matching functions"). The mock declares only that one.
///
/// A property with a setter also witnesses the same property without one: restated with a setter
/// in a `#if` clause, the parent's get-only property moves into the block's other clauses.
///
/// Two requirements alike but for `borrowing` on a parameter (the convention a parameter has
/// anyway) also have one witness, but the Swift 6.3 compiler stops with an assertion in SIL
/// generation on every type that conforms (`emitProtocolWitness`): such a protocol is skipped
/// with a warning (`borrowingClash`).
enum OneWitnessOverloads {
    /// `items` with each requirement that another one witnesses left out: of the same scope (the
    /// protocol's body, or one clause of a `#if`), the witnessing one is kept in the first one's
    /// place; a requirement of a clause that one of an enclosing scope witnesses is left out; and
    /// one of an enclosing scope that a requirement of a clause witnesses moves into the block's
    /// other clauses (an `#else` is added when there is none), as it exists only where that
    /// clause does not.
    static func merging(_ items: [MemberItem]) -> [MemberItem] { merging(items, outer: []) }

    private static func merging(_ items: [MemberItem], outer: [Shape]) -> [MemberItem] {
        var kept: [MemberItem] = []
        // The shapes of the kept requirements by name and labels, with their places in `kept`.
        var shapes: [String: [(index: Int, shape: Shape)]] = [:]
        for item in items {
            guard case .member(let member) = item, let shape = Shape(member) else {
                kept.append(item)
                continue
            }
            if outer.contains(where: { $0.isAlike(shape) && $0.witnesses(shape) }) { continue }
            let alike = shapes[shape.key, default: []]
            if let position = alike.firstIndex(where: {
                $0.shape.isAlike(shape) && ($0.shape.witnesses(shape) || shape.witnesses($0.shape))
            }) {
                if !alike[position].shape.witnesses(shape) {
                    kept[alike[position].index] = item
                    shapes[shape.key]?[position].shape = shape
                }
                continue
            }
            if case .function(let function) = member, let position = alike.firstIndex(where: { earlier in
                guard case .member(.function(let other)) = kept[earlier.index] else { return false }
                return generalizes(other, function) || generalizes(function, other)
            }) {
                if case .member(.function(let other)) = kept[alike[position].index], generalizes(function, other) {
                    kept[alike[position].index] = item
                    shapes[shape.key]?[position].shape = shape
                }
                continue
            }
            shapes[shape.key, default: []].append((kept.count, shape))
            kept.append(item)
        }
        guard kept.contains(where: { if case .ifConfig = $0 { true } else { false } }) else { return kept }

        var moved = Set<Int>()
        for (position, item) in kept.enumerated() {
            guard case .ifConfig(var block) = item else { continue }
            for (index, shape) in shapes.values.joined() where !moved.contains(index) {
                let witnessedIn = block.clauses.map { clause in
                    clause.items.contains { clauseItem in
                        guard case .member(let member) = clauseItem, let other = Shape(member) else { return false }
                        return other.isAlike(shape) && other.witnesses(shape) && !shape.witnesses(other)
                    }
                }
                guard witnessedIn.contains(true) else { continue }
                moved.insert(index)
                for clause in block.clauses.indices where !witnessedIn[clause] {
                    block.clauses[clause].items.append(kept[index])
                }
                if block.clauses.last?.keyword != .else {
                    block.clauses.append(IfConfigBlock.Clause(keyword: .else, condition: nil, items: [kept[index]]))
                }
            }
            kept[position] = .ifConfig(block)
        }
        let enclosing = outer + shapes.values.joined().filter { !moved.contains($0.index) }.map(\.shape)
        return kept.enumerated().compactMap { index, item in
            if moved.contains(index) { return nil }
            guard case .ifConfig(var block) = item else { return item }
            for clause in block.clauses.indices {
                block.clauses[clause].items = merging(block.clauses[clause].items, outer: enclosing)
            }
            return .ifConfig(block)
        }
    }

    /// True when `general` witnesses `specific` as well as its own requirement, written with a
    /// generic parameter where `specific` has an escaping `@autoclosure` or a more specific result.
    private static func generalizes(_ general: FunctionDecl, _ specific: FunctionDecl) -> Bool {
        AutoclosureWitness.generalizes(general, specific) || GenericResultWitness.generalizes(general, specific)
    }

    /// The second of the first two requirements among `items` (the protocol's and its parents')
    /// alike but for `borrowing` on a parameter, with the reason; nil when there are none.
    static func borrowingClash(in items: [MemberItem]) -> (reason: String, member: Member)? {
        var shapes: [String: [Shape]] = [:]
        return items.firstMember { member -> (reason: String, member: Member)? in
            guard let shape = Shape(member) else { return nil }
            if shapes[shape.key]?.contains(where: { $0.canonical == shape.canonical && $0.borrowed != shape.borrowed }) == true {
                return ("'\(shape.key)' is required twice, alike but for 'borrowing' on a parameter: the compiler "
                    + "(Swift 6.3) stops with an assertion on every type that conforms", member)
            }
            shapes[shape.key, default: []].append(shape)
            return nil
        }
    }

    /// The shape `merging` compares `member` by, for other analyses of overloads.
    static func shape(of member: Member) -> Shape? { Shape(member) }

    /// A function, initializer or property as the parts that decide which witnesses it:
    /// `canonical` without `sending`, `@Sendable` and `Sendable` constraints, its generic
    /// parameters renamed in the order the signature mentions them; and those left out.
    struct Shape: Equatable {
        /// The name and labels (`compute(_:)`): only requirements alike in these can be alike in the rest.
        var key: String
        var canonical: Canonical
        /// The generic parameters (and other types of `where` requirements) constrained `Sendable`, renamed.
        var sendableConstraints: Set<TypeRef>
        /// The positions of the parameters declared `sending`, and of the `@Sendable` closures.
        var sending: Set<Int>
        var sendableClosures: Set<Int>
        /// The positions of the parameters declared `borrowing`.
        var borrowed: Set<Int>
        /// True when the result is a `@Sendable` function, which also converts to the plain one.
        var sendableResult: Bool
        /// A property with a setter, which also witnesses the same property without one.
        var settable = false
        /// A synchronous requirement declared `nonisolated`, which also witnesses the same one
        /// without it (for an asynchronous one the modifier stays part of `canonical`).
        var isNonisolated = false

        struct Canonical: Equatable {
            var introducer: String
            var isStatic: Bool
            var genericCount: Int
            /// The other constraints on the generic parameters and the `where` requirements, renamed.
            var constraints: [TypeRef]
            var parameters: [ParameterDecl]
            var result: TypeRef?
            var effects: Effects
            var attributes: [Attribute]
            var modifiers: Modifiers
        }

        /// `sending` and `borrowing` (recorded apart), and `consuming`, which one witness may have
        /// whatever the requirement's is.
        static let ignoredSpecifiers: Set<String> = ["sending", "borrowing", "consuming", "__owned", "__shared"]
        static let borrowingSpecifiers: Set<String> = ["borrowing", "__shared"]

        init?(_ member: Member) {
            let introducer: String
            let generics: [GenericParameter]
            let parameters: [ParameterDecl]
            let whereClause: [GenericRequirement]
            var result: TypeRef?
            let effects: Effects
            let attributes: [Attribute]
            let modifiers: Modifiers
            switch member {
            case .function(let f):
                (introducer, generics, parameters) = ("func", f.genericParameters, f.parameters)
                whereClause = f.whereClause
                (result, effects, attributes, modifiers) = (f.returnType, f.effects, f.attributes, f.modifiers)
            case .initializer(let i):
                (introducer, generics, parameters) = ("init\(i.failability)", i.genericParameters, i.parameters)
                whereClause = i.whereClause
                (effects, attributes, modifiers) = (i.effects, i.attributes, i.modifiers)
            case .property(let p):
                (introducer, generics, parameters, whereClause) = ("var", [], [], [])
                (result, effects, attributes, modifiers) = (p.type, p.getter?.effects ?? .none, p.attributes, p.modifiers)
                settable = p.hasSetter
            default:
                return nil
            }
            key = member.describedName
            // Renamed in the order the signature first mentions them, which does not depend on
            // the order they are declared in (`<A, B>(A, B)` and `<B, A>(A, B)` witness each other).
            var order: [String] = []
            let declared = Set(generics.map(\.name))
            for type in parameters.map(\.type) + [result].compactMap({ $0 }) {
                _ = type.contains { part in
                    if case .named(let components) = part.kind, let first = components.first?.name,
                       declared.contains(first), !order.contains(first) {
                        order.append(first)
                    }
                    return false
                }
            }
            order += generics.map(\.name).filter { !order.contains($0) }
            let positions = Dictionary(order.enumerated().map { ($1, "τ_\($0)") }, uniquingKeysWith: { a, _ in a })
            func renamed(_ type: TypeRef) -> TypeRef {
                type.replacingParts { part in
                    guard case .named(var components) = part.kind, let first = components.first,
                          let position = positions[first.name] else { return nil }
                    components[0].name = position
                    components = components.map { component in
                        var component = component
                        component.genericArguments = component.genericArguments.map(renamed)
                        return component
                    }
                    return TypeRef(kind: .named(components), attributes: part.attributes, specifiers: part.specifiers)
                }
            }
            var plain = parameters
            var sending = Set<Int>()
            var sendableClosures = Set<Int>()
            var borrowed = Set<Int>()
            for index in plain.indices {
                if plain[index].type.hasAttribute("Sendable") {
                    sendableClosures.insert(index)
                    plain[index].type.attributes.removeAll { $0.name == "Sendable" }
                }
                plain[index].name = ""
                plain[index].type = renamed(plain[index].type)
                if plain[index].type.specifiers.contains("sending") {
                    sending.insert(index)
                }
                if plain[index].type.specifiers.contains(where: Self.borrowingSpecifiers.contains) {
                    borrowed.insert(index)
                }
                plain[index].type.specifiers.removeAll { Self.ignoredSpecifiers.contains($0) }
            }
            result = result.map(renamed)
            sendableResult = result?.hasAttribute("Sendable") == true
            result?.attributes.removeAll { $0.name == "Sendable" }
            // `T: Sendable` (also inside `Hashable & Sendable`) is left out, every other constraint kept.
            var constraints: [TypeRef] = []
            var sendableConstraints = Set<TypeRef>()
            func constrain(_ subject: TypeRef, _ constraint: TypeRef) {
                let parts: [TypeRef]
                if case .composition(let all) = constraint.kind { parts = all } else { parts = [constraint] }
                for part in parts {
                    if part.isStandard("Sendable") {
                        sendableConstraints.insert(subject)
                    } else {
                        constraints.append(TypeRef(kind: .composition([subject, renamed(part)])))
                    }
                }
            }
            for generic in generics {
                generic.constraint.map { constrain(.named(positions[generic.name] ?? generic.name), $0) }
            }
            for requirement in whereClause {
                if requirement.kind == .sameType {
                    constraints.append(TypeRef(kind: .composition([renamed(requirement.left), renamed(requirement.right)]),
                        specifiers: ["=="]))
                } else {
                    constrain(renamed(requirement.left), requirement.right)
                }
            }
            constraints.sort { $0.text < $1.text }
            self.sendableConstraints = sendableConstraints
            self.sending = sending
            self.sendableClosures = sendableClosures
            self.borrowed = borrowed
            canonical = Canonical(
                introducer: introducer, isStatic: member.isStaticRequirement, genericCount: generics.count,
                constraints: constraints,
                parameters: plain, result: result, effects: effects, attributes: attributes,
                modifiers: effects.isAsync ? modifiers : modifiers.filter { $0 != "nonisolated" })
            isNonisolated = !effects.isAsync && modifiers.contains("nonisolated")
        }

        /// True when one function could witness both: alike but for what `witnesses` compares.
        func isAlike(_ other: Shape) -> Bool {
            key == other.key && canonical == other.canonical && borrowed == other.borrowed
        }

        /// True when a function of this shape witnesses a requirement of `other`'s (of the same
        /// `canonical`): it asks for no `sending`, no `@Sendable` and no `Sendable` constraint that
        /// `other` does not, and returns a `@Sendable` function where `other` does.
        func witnesses(_ other: Shape) -> Bool {
            (settable || !other.settable) && (isNonisolated || !other.isNonisolated)
                && (sendableResult || !other.sendableResult)
                && sending.isSubset(of: other.sending) && sendableClosures.isSubset(of: other.sendableClosures)
                && sendableConstraints.isSubset(of: other.sendableConstraints)
        }
    }
}

private extension Member {
    var isStaticRequirement: Bool {
        switch self {
        case .function(let f): f.isStatic
        case .property(let p): p.isStatic
        default: false
        }
    }
}
