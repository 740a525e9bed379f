import MockgenFrontEnd

/// Questions the generator asks of the front end's type model, answered from its structure.
extension TypeRef {
    /// A plain named type from its components' names (`["MockRuntime", "Parameter"]`), with
    /// generic arguments on the last component.
    static func qualified(_ names: [String], arguments: [TypeRef] = []) -> TypeRef {
        var components = names.map { TypeNameComponent(name: $0) }
        components[components.count - 1].genericArguments = arguments
        return TypeRef(kind: .named(components))
    }

    /// `()`, the empty tuple: how generated code spells "no value" without naming `Void`.
    static let emptyTuple = TypeRef(kind: .tuple([]))

    /// The last component's name of a named type (`Decodable` for `Swift.Decodable`).
    var simpleName: String? {
        guard case .named(let components) = kind else { return nil }
        return components.last?.name
    }

    /// True for a named type spelled `name` or `Swift.name` (without generic arguments).
    func isStandard(_ name: String) -> Bool {
        guard case .named(let components) = kind, components.allSatisfy({ $0.genericArguments.isEmpty }) else {
            return false
        }
        switch components.count {
        case 1: return components[0].name == name
        case 2: return components[0].name == "Swift" && components[1].name == name
        default: return false
        }
    }

    /// True for `Error`, `any Error` and their `Swift.`-qualified spellings.
    var isAnyError: Bool {
        if case .existential(let base) = kind { return base.isStandard("Error") }
        return isStandard("Error")
    }

    /// The first names of the named types this type mentions (`T` for `[T.Element]`), the
    /// names a generic parameter can be referred to by.
    var rootNames: Set<String> {
        var names = Set<String>()
        addRootNames(to: &names)
        return names
    }

    /// Adds `rootNames` to `names` (no set of its own).
    func addRootNames(to names: inout Set<String>) {
        _ = contains { t in
            if case .named(let components) = t.kind, let first = components.first { names.insert(first.name) }
            return false
        }
    }

    /// True for a tuple of two or more elements (not a type in parentheses).
    var isTuple: Bool {
        if case .tuple(let elements) = withoutParentheses.kind { return elements.count != 1 || elements[0].label != nil }
        return false
    }

    /// The metatype of an existential: `(any P).Type`, `P.Protocol` (not `any P.Type`, the
    /// existential of metatypes).
    var isExistentialMetatype: Bool {
        guard case .metatype(let instance, let isProtocol) = kind else { return false }
        if isProtocol { return true }
        guard case .existential(let constraint) = instance.withoutParentheses.kind else { return false }
        return !constraint.contains { if case .unknown = $0.kind { true } else { false } }
    }

    /// A tuple taken `borrowing`: it cannot be copied, and the compiler (Swift 6.3) fails on every
    /// class that implements a requirement taking one.
    var isBorrowedTuple: Bool { specifiers.contains("borrowing") && isTuple }

    /// The type inside any parentheses written around it (`(some (P & Q))` is `some P & Q`'s).
    var withoutParentheses: TypeRef {
        guard case .tuple(let elements) = kind, elements.count == 1, elements[0].label == nil,
              !elements[0].isVariadic
        else { return self }
        return elements[0].type.withoutParentheses
    }

    /// True for a function type written without `@escaping` (and not `@autoclosure`), also in
    /// parentheses (`((Int) -> Void)`): a non-escaping closure parameter.
    var isNonEscapingClosure: Bool {
        guard !hasAttribute("escaping") && !hasAttribute("autoclosure") else { return false }
        switch kind {
        case .function: return true
        case .tuple(let elements):
            guard elements.count == 1, elements[0].label == nil, !elements[0].isVariadic else { return false }
            return elements[0].type.isNonEscapingClosure
        default: return false
        }
    }

    /// Attributes that belong to a type (the rest, such as result builders, belong to the parameter).
    static let typeAttributeNames: Set<String> = [
        "escaping", "Sendable", "concurrent", "autoclosure", "convention", "noescape", "isolated", "differentiable",
        "noDerivative", "unchecked", "retroactive", "preconcurrency", "thin", "thick", "_local",
    ]

    /// The type without parameter attributes the front end keeps with it (`@ViewBuilder`,
    /// `@_inheritActorContext`...), and those attributes, which must be written before the label.
    var splittingParameterAttributes: (type: TypeRef, parameterAttributes: [Attribute]) {
        let isType: (Attribute) -> Bool = { Self.typeAttributeNames.contains($0.name) || $0.name.hasSuffix("Actor") }
        let parameterAttributes = attributes.filter { !isType($0) }
        guard !parameterAttributes.isEmpty else { return (self, []) }
        return (TypeRef(kind: kind, attributes: attributes.filter(isType), specifiers: specifiers), parameterAttributes)
    }

    /// True for `T?` and `T!`, which must be written `x as Any` when recorded as `Any`.
    var isOptional: Bool {
        switch kind {
        case .optional, .implicitlyUnwrappedOptional: true
        default: false
        }
    }

    /// The result type of an `@autoclosure () -> T` parameter.
    var autoclosureResult: TypeRef? {
        guard hasAttribute("autoclosure"), case .function(_, _, let result) = kind else { return nil }
        return result
    }

    /// The type without attributes and specifiers.
    var bare: TypeRef { TypeRef(kind: kind) }
}

extension GenericRequirement {
    /// The left side without a leading `Self.` (`Item.Element` for `Self.Item.Element`).
    var leftWithoutSelf: TypeRef { left.droppingSelfRoot }
}

extension TypeRef {
    /// `Item.Element` for `Self.Item.Element`; other types unchanged.
    var droppingSelfRoot: TypeRef {
        guard case .named(let components) = kind, components.count > 1, components[0].name == "Self",
              components[0].genericArguments.isEmpty else { return self }
        return TypeRef(kind: .named(Array(components.dropFirst())), attributes: attributes, specifiers: specifiers)
    }

    /// The first component's name of a named type.
    var rootName: String? {
        guard case .named(let components) = kind else { return nil }
        return components.first?.name
    }

    /// The name of a one-component named type without generic arguments (`Item`).
    var singleName: String? {
        guard case .named(let components) = kind, components.count == 1, components[0].genericArguments.isEmpty else {
            return nil
        }
        return components[0].name
    }
}

extension [MemberItem] {
    /// Every member, including those inside `#if` clauses, in source order.
    var flattened: [Member] {
        var members: [Member] = []
        members.reserveCapacity(count)
        appendFlattened(to: &members)
        return members
    }

    /// Calls `body` with every member, including those inside `#if` clauses, in source order,
    /// without collecting them into an array first.
    func forEachMember(_ body: (Member) -> Void) {
        for index in indices {
            switch self[index] {
            case .member(let m): body(m)
            case .ifConfig(let block):
                for clause in block.clauses { clause.items.forEachMember(body) }
            }
        }
    }

    /// The first non-nil `transform` of a member, in the order of `forEachMember`.
    func firstMember<T>(_ transform: (Member) -> T?) -> T? {
        for index in indices {
            switch self[index] {
            case .member(let m):
                if let found = transform(m) { return found }
            case .ifConfig(let block):
                for clause in block.clauses {
                    if let found = clause.items.firstMember(transform) { return found }
                }
            }
        }
        return nil
    }

    /// Whether some member, including those inside `#if` clauses, satisfies `predicate`
    /// (`firstMember`: no array of the members is made).
    func containsMember(where predicate: (Member) -> Bool) -> Bool {
        firstMember { predicate($0) ? true : nil } ?? false
    }

    /// Appends the members in source order to one array (no array per member or per clause).
    private func appendFlattened(to members: inout [Member]) {
        for item in self {
            switch item {
            case .member(let m): members.append(m)
            case .ifConfig(let block):
                for clause in block.clauses { clause.items.appendFlattened(to: &members) }
            }
        }
    }
}
