import MockgenFrontEnd

/// The members a protocol mock also has with `--compatibility mockolo`, so that tests written
/// against Mockolo's mocks run on it: `fooCallCount`, `fooArgValues`, `fooHandler`,
/// `nameSetCallCount`, a settable value for every property and `init(name: … = default)`.
///
/// Every one reads or writes the mock's `MockState`: a count is the number of calls recorded
/// for the member (what `verify` counts), the argument values are the recorded arguments, a
/// handler is a catch-all stub (`MockState.setHandler(_:for:)`), a property's value is the
/// value its getter returns when no stub answers. Model values only; `MockoloMembersEmitter`
/// writes them.
struct MockoloMembers: Sendable {
    /// The members written after each requirement, keyed by the descriptor name of the
    /// requirement's first invocation (unique in the mock).
    var byRequirement: [String: [MockoloMember]]
    /// Descriptor names of the getters of properties without a setter, whose implementation
    /// gets one that sets the value the getter returns (Mockolo's mocks store every property).
    var storedGetters: Set<String>
    /// `init(name: … = default, …)` taking every instance property; nil without any.
    var initializer: MockoloInitializer?
    /// Generic functions whose handler names their generic types as `Any`, by descriptor name:
    /// the body turns the handler into the member's function type before recording the call.
    var handlerAdapters: [String: MockoloHandlerAdapter] = [:]
}

/// How a generic function's handler, its generic types written `Any` (`(Any, String) -> Any`),
/// becomes the member's producer for the call's generic arguments (`(T, String) -> T`).
struct MockoloHandlerAdapter: Sendable {
    enum ResultCast: Sendable {
        /// The result names no generic parameter.
        case none
        /// `as! R`.
        case forced(TypeRef)
        /// `as? Wrapped`, for an optional result `Wrapped?`.
        case conditional(TypeRef)
    }

    var handlerType: TypeRef
    var produceType: TypeRef
    var argumentCount: Int
    var isAsync: Bool
    var throwsError: Bool
    var resultCast: ResultCast
}

/// One member Mockolo's mocks have for a requirement.
struct MockoloMember: Sendable {
    enum Kind: Sendable {
        /// `fooCallCount: Int`: the calls recorded for the descriptor.
        case callCount
        /// `fooArgValues: [T]` or `[(a: A, b: B)]`: the recorded arguments at `indices`, one
        /// element type each (a generic one as `Any`).
        case argValues(elements: [ArgValueElement])
        /// `fooHandler: (Handler)?`: the member's function type, what `willProduce` takes, or
        /// Mockolo's spelling of it (`@Sendable`, `@autoclosure` parameters) and how that
        /// becomes the member's function type.
        case handler(type: TypeRef, conversion: MockoloHandlerAdapter?)
    }

    /// One element of an argument-values tuple: the recorded argument at `index`, read as `type`.
    struct ArgValueElement: Sendable {
        var label: String
        var index: Int
        var type: TypeRef
        /// The type is `Any` (a generic argument): no cast.
        var isErased: Bool
    }

    var name: String
    var kind: Kind
    /// The descriptor (`static let` of the members namespace) whose calls or stubs it reads.
    var descriptor: String
    var isStatic: Bool
}

/// Mockolo's `init(a: A = default, b: B)`: one parameter per instance property, in declaration order.
struct MockoloInitializer: Sendable {
    struct Parameter: Sendable {
        var name: String
        var type: TypeRef
        /// Swift text of the default (`0`, `""`, `nil`, `[]`); nil when the type has none Mockolo knows.
        var defaultValue: String?
        /// How the value is kept: as the getter's value, or as the handler of an effectful getter.
        var target: Target
    }

    enum Target: Sendable {
        case propertyValue(getterDescriptor: String)
        case handler(name: String)
    }

    var parameters: [Parameter]
    /// Whether the initializer takes the creation location (`fileID:filePath:line:column:`); not
    /// when a property has one of those names.
    var takesLocation: Bool
}

/// Plans `MockoloMembers` from a protocol mock's plan.
enum MockoloPlanner {
    /// `sendable`: the protocol refines `Sendable`, so Mockolo's handlers are `@Sendable`.
    static func members(of plan: MockPlan, sendable: Bool) -> MockoloMembers? {
        guard plan.classMock == nil, plan.numericBacking == nil, plan.superInitializerParameters.isEmpty else {
            return nil
        }
        let requirements = plan.requirements
        // Mockolo names properties first, then functions and subscripts, each in declaration order.
        var entries: [MockoloNaming.Entry] = []
        for (index, r) in requirements.enumerated() {
            guard let entry = MockoloNaming.entry(for: r, index: index) else { continue }
            entries.append(entry)
        }
        let ordered = entries.filter(\.isProperty) + entries.filter { !$0.isProperty }
        let names = MockoloNaming.uniqueNames(ordered)
        let declaredNames = Set(entries.map(\.baseName))

        var byRequirement: [String: [MockoloMember]] = [:]
        var handlerAdapters: [String: MockoloHandlerAdapter] = [:]
        var storedGetters = Set<String>()
        var parameters: [MockoloInitializer.Parameter] = []
        for (index, r) in requirements.enumerated() {
            guard let name = names[index], let first = r.invocations.first else { continue }
            var members: [MockoloMember] = []
            func add(_ suffix: String, _ kind: MockoloMember.Kind, _ invocation: Invocation) {
                let memberName = name + suffix
                guard !declaredNames.contains(memberName) else { return }
                members.append(MockoloMember(
                    name: memberName, kind: kind, descriptor: invocation.descriptor.name, isStatic: r.isStatic))
            }
            switch (r.shape, r.declaration.introducer) {
            case (.function, .function):
                add("CallCount", .callCount, first)
                if let elements = argValueElements(r, first) { add("ArgValues", .argValues(elements: elements), first) }
                if let handler = handler(r, first, sendable: sendable) {
                    add("Handler", handler, first)
                } else if let adapter = handlerAdapter(r, first) {
                    add("Handler", .handler(type: adapter.handlerType, conversion: nil), first)
                    if members.last?.name == name + "Handler" { handlerAdapters[first.descriptor.name] = adapter }
                }
            case (.accessors, .subscript):
                add("CallCount", .callCount, first)
                if let handler = handler(r, first, sendable: sendable) { add("Handler", handler, first) }
                if r.invocations.count > 1 {
                    let setter = r.invocations[1]
                    add("SetCallCount", .callCount, setter)
                    if let handler = handler(r, setter, sendable: sendable) { add("SetHandler", handler, setter) }
                }
            case (.accessors(let getterEffects), .property(let propertyName)):
                let type = r.declaration.resultType ?? .emptyTuple
                let target: MockoloInitializer.Target
                if getterEffects != .none {
                    // Effectful: no setter can be added; the value comes from a handler.
                    guard let handler = handler(r, first, sendable: sendable) else { continue }
                    add("Handler", handler, first)
                    target = .handler(name: name + "Handler")
                } else {
                    if r.invocations.count > 1 {
                        add("SetCallCount", .callCount, r.invocations[1])
                    } else {
                        storedGetters.insert(first.descriptor.name)
                    }
                    target = .propertyValue(getterDescriptor: first.descriptor.name)
                }
                if !r.isStatic {
                    parameters.append(MockoloInitializer.Parameter(
                        name: propertyName, type: type, defaultValue: MockoloDefaults.value(for: type), target: target))
                }
            default:
                continue
            }
            if !members.isEmpty { byRequirement[first.descriptor.name] = members }
        }
        // A protocol initializer taking exactly these labels would clash; none is written then.
        let labels = parameters.map(\.name)
        let clashes = requirements.contains { r in
            guard case .initializer = r.shape else { return false }
            return r.declaration.parameters.map { $0.label ?? $0.name } == labels
        }
        let locationNames: Set<String> = ["fileID", "filePath", "line", "column"]
        let initializer = parameters.isEmpty || clashes ? nil : MockoloInitializer(
            parameters: parameters, takesLocation: !parameters.contains { locationNames.contains($0.name) })
        return MockoloMembers(byRequirement: byRequirement, storedGetters: storedGetters, initializer: initializer,
            handlerAdapters: handlerAdapters)
    }

    /// The handler of a generic function, as Mockolo types it: each parameter and the result that
    /// name a generic parameter are `Any` (`Any?` when optional). Nil when an argument cannot be
    /// passed as `Any` (`inout`, a non-escaping closure, a borrowed value).
    private static func handlerAdapter(_ r: PlannedRequirement, _ invocation: Invocation) -> MockoloHandlerAdapter? {
        guard invocation.delivery.isInvoked, !invocation.passesNonEscapingClosure,
              case .function(let parameters, let effects, let result) = invocation.produceType.kind,
              invocation.passesArgumentsAsValues,
              parameters.allSatisfy({ $0.type.specifiers.isEmpty && !$0.type.isNonEscapingClosure })
        else { return nil }
        let generics = Set(r.declaration.genericParameters.map(\.name))
        func mentions(_ type: TypeRef) -> Bool { !type.rootNames.isDisjoint(with: generics) }
        func erased(_ type: TypeRef) -> TypeRef {
            guard mentions(type) else { return type }
            return type.isOptional ? TypeRef(kind: .optional(.named("Any"))) : .named("Any")
        }
        if case .typed(let error) = effects.throwing, mentions(error) { return nil }
        let resultCast: MockoloHandlerAdapter.ResultCast
        if !mentions(result) {
            resultCast = .none
        } else if case .optional(let wrapped) = result.kind {
            resultCast = .conditional(wrapped)
        } else {
            resultCast = .forced(result)
        }
        var handlerParameters = parameters.map { TupleTypeElement(type: erased($0.type.bare)) }
        restoreAutoclosures(of: r, in: &handlerParameters)
        let handlerType = TypeRef(
            kind: .function(parameters: handlerParameters, effects: effects, result: erased(result)),
            specifiers: invocation.produceType.specifiers)
        return MockoloHandlerAdapter(
            handlerType: handlerType, produceType: invocation.produceType, argumentCount: parameters.count,
            isAsync: effects.isAsync, throwsError: effects.throwing != .none, resultCast: resultCast)
    }

    /// The handler: the invocation's producer type, when it names none of the member's generic
    /// parameters (a stored property cannot); nil for those. Mockolo spells two kinds of
    /// handler otherwise, which become the producer through a conversion: `@Sendable` in a
    /// protocol refining `Sendable` (and not `nonisolated(nonsending)`), and an `@autoclosure`
    /// parameter as the declaration writes it.
    private static func handler(
        _ r: PlannedRequirement, _ invocation: Invocation, sendable: Bool
    ) -> MockoloMember.Kind? {
        guard invocation.delivery.isInvoked else { return nil }
        let produce = invocation.produceType
        let generics = Set(r.declaration.genericParameters.map(\.name))
        if !generics.isEmpty && !produce.rootNames.isDisjoint(with: generics) { return nil }
        guard case .function(var parameters, let effects, let result) = produce.kind,
              invocation.passesArgumentsAsValues
        else { return .handler(type: produce, conversion: nil) }
        var changed = restoreAutoclosures(of: r, in: &parameters)
        var attributes = produce.attributes
        if sendable && !produce.hasAttribute("Sendable") {
            attributes.append(Attribute(name: "Sendable"))
            changed = true
        }
        guard changed else { return .handler(type: produce, conversion: nil) }
        let type = TypeRef(kind: .function(parameters: parameters, effects: effects, result: result),
            attributes: attributes)
        return .handler(type: type, conversion: MockoloHandlerAdapter(
            handlerType: type, produceType: produce, argumentCount: parameters.count,
            isAsync: effects.isAsync, throwsError: effects.throwing != .none, resultCast: .none))
    }

    /// Gives the handler's parameters for `@autoclosure` parameters of `r` the declared type
    /// (`@autoclosure () -> Int`, with `some P` as `any P`), as Mockolo's handlers take them,
    /// unless it names a generic parameter; the producer takes the evaluated value. True when
    /// one was restored.
    @discardableResult
    private static func restoreAutoclosures(of r: PlannedRequirement, in parameters: inout [TupleTypeElement]) -> Bool {
        let declared = r.declaration.parameters
        guard declared.count == parameters.count else { return false }
        let generics = Set(r.declaration.genericParameters.map(\.name))
        var restored = false
        for (index, parameter) in declared.enumerated()
        where parameter.type.hasAttribute("autoclosure") && parameter.type.rootNames.isDisjoint(with: generics) {
            parameters[index].type = MockoloMembers.nameable(parameter.type)
            restored = true
        }
        return restored
    }

    /// The recorded arguments Mockolo keeps: every parameter but closures, labelled with the
    /// parameters' names; a type naming the member's generic parameters is `Any` (`Any?`).
    private static func argValueElements(
        _ r: PlannedRequirement, _ invocation: Invocation
    ) -> [MockoloMember.ArgValueElement]? {
        let parameters = r.declaration.parameters
        guard parameters.count == invocation.recorded.count else { return nil }
        let generics = Set(r.declaration.genericParameters.map(\.name))
        var elements: [MockoloMember.ArgValueElement] = []
        for (index, (parameter, recorded)) in zip(parameters, invocation.recorded).enumerated() {
            switch recorded {
            case .nonEscapingClosure, .unstored: continue
            case .value, .optional, .existentialMetatype: break
            }
            let type = parameter.type
            if type.hasAttribute("escaping") || type.hasAttribute("autoclosure") { continue }
            if case .function = type.kind { continue }
            // The declaration's own spellings (`Int!`, `some P`) cannot name an array's element.
            var bare = MockoloMembers.nameable(type.bare)
            if parameter.isVariadic { bare = TypeRef(kind: .array(bare)) }
            let mentionsGeneric = !generics.isEmpty && !bare.rootNames.isDisjoint(with: generics)
            if mentionsGeneric {
                bare = bare.isOptional ? TypeRef(kind: .optional(.named("Any"))) : .named("Any")
            }
            elements.append(MockoloMember.ArgValueElement(
                label: parameter.name, index: index, type: bare, isErased: mentionsGeneric && !bare.isOptional))
        }
        return elements.isEmpty ? nil : elements
    }
}

extension MockoloMembers {
    /// `type` as a stored value's type can name it: `T!` as `T?`, `some P` as `any P`.
    static func nameable(_ type: TypeRef) -> TypeRef {
        type.replacingParts { part in
            switch part.kind {
            case .implicitlyUnwrappedOptional(let t):
                TypeRef(kind: .optional(nameable(t)), attributes: part.attributes, specifiers: part.specifiers)
            case .opaque(let t): TypeRef(kind: .existential(t), attributes: part.attributes, specifiers: part.specifiers)
            default: nil
            }
        }
    }
}

extension Invocation {
    /// Whether the producer takes every argument as a value (no copy, no `inout`), so that a
    /// handler of another function type can be called with the producer's arguments.
    var passesArgumentsAsValues: Bool {
        produceArguments.allSatisfy { if case .value = $0 { true } else { false } }
    }
}

extension Invocation.ResultDelivery {
    var isInvoked: Bool {
        if case .invoked = self { return true }
        return false
    }
}

/// The default values Mockolo's initializers give a property's parameter, for the types whose
/// default mockgen's runtime gives too.
enum MockoloDefaults {
    static func value(for type: TypeRef) -> String? {
        switch type.kind {
        case .optional, .implicitlyUnwrappedOptional: return "nil"
        case .array: return "[]"
        case .dictionary: return "[:]"
        case .named(let components):
            let names = components.map(\.name)
            let name = names.count == 2 && names[0] == "Swift" ? names[1] : (names.count == 1 ? names[0] : "")
            if components.last?.genericArguments.isEmpty == false {
                switch name {
                case "Array", "Set": return "[]"
                case "Dictionary": return "[:]"
                case "Optional": return "nil"
                default: return nil
                }
            }
            switch name {
            case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64": return "0"
            case "Float", "Double", "CGFloat", "TimeInterval": return "0.0"
            case "Bool": return "false"
            case "String": return "\"\""
            default: return nil
            }
        default: return nil
        }
    }
}

/// Mockolo's names for the members of overloads: the first requirement of a name keeps it, the
/// others add, one at a time, the capitalized labels (those the name does not end with), the
/// generic parameters with their constraints, the `where` clause, the parameter types, the
/// result type and `static`, until the name is unique; beyond those, a number.
enum MockoloNaming {
    struct Entry {
        var index: Int
        var baseName: String
        var isProperty: Bool
        var components: [String]

        /// The name with the first `level` components (then numbers) added.
        func name(level: Int) -> String {
            var name = baseName
            guard level > 0 else { return name }
            for l in 1...level {
                let beyond = l - components.count
                name += beyond > 0 ? String(beyond) : components[l - 1]
            }
            return name
        }
    }

    static func entry(for r: PlannedRequirement, index: Int) -> Entry? {
        let d = r.declaration
        switch d.introducer {
        case .property(let name):
            return Entry(index: index, baseName: name.filter { $0 != "`" }, isProperty: true,
                components: [])
        case .function(let name, let isOperator):
            guard !isOperator else { return nil }
            let base = name.filter { $0 != "`" }
            return Entry(index: index, baseName: base, isProperty: false,
                components: components(d, baseName: base, isStatic: r.isStatic))
        case .subscript:
            return Entry(index: index, baseName: "subscript", isProperty: false,
                components: components(d, baseName: "subscript", isStatic: r.isStatic))
        case .initializer:
            return nil
        }
    }

    private static func components(_ d: PlannedDeclaration, baseName: String, isStatic: Bool) -> [String] {
        var parts: [String] = []
        let lowered = baseName.lowercased()
        for p in d.parameters {
            let label = p.label.flatMap { $0 == "_" ? nil : $0 } ?? p.name
            let value = label.filter { $0 != "`" }
            if value.count < 2 || !lowered.hasSuffix(value.lowercased()) { parts.append(capitalized(value)) }
        }
        for g in d.genericParameters {
            parts.append(capitalized(g.name) + (g.constraint.map(displayName) ?? ""))
        }
        if !d.whereClause.isEmpty {
            parts.append(d.whereClause.map { displayName($0.left) + displayName($0.right) }.joined())
        }
        parts.append(contentsOf: d.parameters.map { displayName($0.type) })
        if let result = d.resultType {
            parts.append(String(displayName(result).prefix(32)))
        }
        if isStatic { parts.append("static") }
        return parts.filter { !$0.isEmpty }
    }

    /// A type as Mockolo spells it in names: `Int`, `OptionalString`, `ArrayInt`, `StringIndex`.
    static func displayName(_ type: TypeRef) -> String {
        switch type.kind {
        case .named(let components):
            return components.map { c in capitalized(c.name) + c.genericArguments.map(displayName).joined() }.joined()
        case .optional(let t), .implicitlyUnwrappedOptional(let t): return "Optional" + displayName(t)
        case .array(let t): return "Array" + displayName(t)
        case .dictionary(let k, let v): return "Dictionary" + displayName(k) + displayName(v)
        case .tuple(let elements):
            return elements.map { (($0.label.map(capitalized)) ?? "") + displayName($0.type) }.joined()
        case .function(let parameters, _, let result):
            return parameters.map { displayName($0.type) }.joined() + displayName(result)
        case .metatype(let t, let isProtocol): return displayName(t) + (isProtocol ? "Protocol" : "Type")
        case .opaque(let t), .existential(let t), .packExpansion(let t), .packElement(let t): return displayName(t)
        case .composition(let parts): return parts.map(displayName).joined()
        case .unknown(let text): return String(text.filter { $0.isLetter || $0.isNumber || $0 == "_" })
        }
    }

    static func capitalized(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst()
    }

    /// The name of each entry (by requirement index): in order, the first entry of a name keeps
    /// it; the rest, and every entry whose name is taken, go one level further.
    static func uniqueNames(_ entries: [Entry]) -> [Int: String] {
        var taken = Set<String>()
        var names: [Int: String] = [:]
        assign(entries, level: 0, taken: &taken, names: &names)
        return names
    }

    private static func assign(_ entries: [Entry], level: Int, taken: inout Set<String>, names: inout [Int: String]) {
        guard !entries.isEmpty, level < 64 else { return }
        var order: [String] = []
        var groups: [String: [Entry]] = [:]
        for entry in entries {
            let key = entry.name(level: level)
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(entry)
        }
        for key in order {
            let group = groups[key]!
            if taken.contains(key) {
                assign(group, level: level + 1, taken: &taken, names: &names)
            } else {
                taken.insert(key)
                names[group[0].index] = key
                assign(Array(group.dropFirst()), level: level + 1, taken: &taken, names: &names)
            }
        }
    }
}
