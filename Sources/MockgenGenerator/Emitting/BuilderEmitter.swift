import MockgenFrontEnd

/// Writes the typed builder of a mock: one struct `_Builder<_Mode>` serving `given`/`when`
/// (`typealias Given = _Builder<MockRuntime.StubbingMode>`) and `verify`/`expect`
/// (`typealias Verify = _Builder<MockRuntime.VerifyingMode>`), and `_StaticBuilder<Mode>`
/// when the protocol has static requirements. Each requirement has one builder member with
/// the requirement's name and labels taking a `Parameter<T>` matcher per argument and
/// returning `MockRuntime.MemberCall<_Mode, Produce, R, E>`, on one line when it fits; so each
/// member's signature is type-checked once for both modes. The mode parameter is `_Mode`, not
/// `Mode`, so that it cannot hide a type of the user's named `Mode` in the signatures (and
/// `_Mode2` when a member's own generic parameter is named `_Mode`, which it would shadow).
///
/// A member that verification cannot share gets a second member for verifying mode only
/// (`where _Mode == MockRuntime.VerifyingMode`, returning a `Verification`): initializers (only
/// verified), members whose generic parameters appear only in the result (verification drops
/// them) and overloads that differ only in their return type (verification takes
/// `returning: R.Type`). A member whose generic parameters appear only in the result also gets a
/// member for stubbing mode only (`where _Mode == MockRuntime.StubbingMode`, returning a
/// `GenericResultStubbing`), so `given(client).send(.any).willThrow(error)` needs no result type.
struct BuilderEmitter {
    /// What a builder member serves: both modes (`MemberCall<_Mode, …>`), verifying mode only,
    /// or stubbing mode only for every result type of a generic result (`GenericResultStubbing`).
    enum Role { case shared, verifyOnly, everyResultStubbing }

    /// What a shared member returns: mockgen's `MemberCall`, or for a Mockable-shaped mock's
    /// instance members `MockableCall` (clauses that chain), and for a settable property one
    /// `MockableProperty` serving its getter and its setter (`setter` names the setter's descriptor).
    enum Result: Equatable {
        case memberCall
        case mockableCall
        case mockableProperty(setter: String)
    }

    let plan: MockPlan
    /// Keys (`verifyKey`) of verification builders that would be identical declarations
    /// (overloads differing only in their return type, or generic ones whose type parameters
    /// appear only in the result): these take an extra `returning: R.Type` argument that tells
    /// them apart. Computed once per mock, so emitting stays linear in the number of requirements.
    let ambiguousVerifications: Set<[UInt8]>
    /// The overloads whose matchers and result look the same as an earlier one's (they differ in
    /// what the builder erases: a closure's effects, `async`, `inout`), by descriptor name: the
    /// second is 2, and so on. Their builder members take `overload: .second` (`SecondOverload`).
    let overloadOrdinals: [String: Int]

    /// The highest ordinal the runtime has a tag for (`EighthOverload`); later overloads get no
    /// builder member.
    static let lastOverloadTag = 8

    /// The builder's mode parameter: `_Mode`, or `_Mode2`, `_Mode3`, … when a member's (or the
    /// mock's) generic parameter has that name, which the builder's would otherwise shadow.
    let mode: String

    init(plan: MockPlan) {
        self.plan = plan
        let keys = Self.sharedNameKeys(in: plan)
        self.overloadOrdinals = keys.isEmpty ? [:] : Self.overloadOrdinals(in: plan, keys: keys)
        self.ambiguousVerifications = keys.isEmpty ? [] : Self.ambiguousVerifications(
            in: plan, keys: keys, ordinals: overloadOrdinals)
        self.mode = Self.modeParameter(in: plan)
    }

    static func modeParameter(in plan: MockPlan) -> String {
        var taken = Set(plan.genericParameters.map(\.name))
        plan.forEachInvocation { invocation in
            for generic in invocation.givenGenerics + invocation.verifyGenerics { taken.insert(generic.name) }
        }
        var name = "_Mode", suffix = 1
        while taken.contains(name) {
            suffix += 1
            name = "_Mode\(suffix)"
        }
        return name
    }

    /// The names of function- and subscript-shaped invocations that share their builder name
    /// with another one (only those can collide), in one dictionary pass. Most mocks have no
    /// shared name: they return at once.
    private static func sharedNameKeys(in plan: MockPlan) -> Set<NameKey> {
        var names: [NameKey: Int] = [:]
        var hasSharedName = false
        plan.forEachInvocation { invocation in
            guard invocation.builderShape != .property else { return }
            let key = NameKey(isStatic: invocation.isStatic, name: invocation.builderName)
            let count = names[key, default: 0] + 1
            names[key] = count
            if count > 1 { hasSharedName = true }
        }
        guard hasSharedName else { return [] }
        return Set(names.lazy.filter { $0.value > 1 }.map(\.key))
    }

    /// Numbers, in declaration order, the invocations whose verification key and result type are
    /// those of an earlier one: no `returning:` could tell them apart.
    private static func overloadOrdinals(in plan: MockPlan, keys: Set<NameKey>) -> [String: Int] {
        var seen: [[UInt8]: Int] = [:]
        var ordinals: [String: Int] = [:]
        plan.forEachInvocation { invocation in
            guard invocation.builderShape != .property,
                  keys.contains(NameKey(isStatic: invocation.isStatic, name: invocation.builderName))
            else { return }
            var result = SourceWriter()
            result.type(invocation.returnType)
            let key = verifyKey(invocation) + Array(" -> ".utf8) + result.bytes
            let count = seen[key, default: 0] + 1
            seen[key] = count
            if count > 1 { ordinals[invocation.descriptor.name] = count }
        }
        return ordinals
    }

    /// The verification keys that more than one invocation has (an overload's tag counted as
    /// part of its key): these take an extra `returning: R.Type` argument.
    private static func ambiguousVerifications(
        in plan: MockPlan, keys: Set<NameKey>, ordinals: [String: Int]
    ) -> Set<[UInt8]> {
        var seen: [[UInt8]: Int] = [:]
        plan.forEachInvocation { invocation in
            guard invocation.builderShape != .property,
                  keys.contains(NameKey(isStatic: invocation.isStatic, name: invocation.builderName))
            else { return }
            seen[verifyKey(invocation, ordinal: ordinals[invocation.descriptor.name]), default: 0] += 1
        }
        return Set(seen.lazy.filter { $0.value > 1 }.map(\.key))
    }

    /// A builder member's name, static ones apart.
    private struct NameKey: Hashable {
        var isStatic: Bool
        var name: String
    }

    /// What makes two verification builders the same declaration: name, generic parameters,
    /// labels, matcher types and `where` clause.
    static func verifyKey(_ inv: Invocation, ordinal: Int? = nil) -> [UInt8] {
        var key = SourceWriter()
        if let ordinal { key.write("#\(ordinal) ") }
        key.write(inv.isStatic ? "static " : "")
        key.write(inv.builderName)
        key.genericParameters(inv.verifyGenerics)
        key.write("(")
        for parameter in inv.builderParameters {
            key.write(parameter.label)
            key.write(":")
            key.type(parameter.valueType)
            key.write(",")
        }
        key.write(")")
        key.whereClause(inv.verifyWhere)
        return key.bytes
    }

    /// The builders' names: `_Builder` and `_StaticBuilder` inside the mock, `_EngineMockBuilder`
    /// and `_EngineMockStaticBuilder` beside it (`BuilderPlacement`).
    func names(besideMock: Bool) -> (instance: String, static: String) {
        besideMock
            ? ("_\(plan.displayName)Builder", "_\(plan.displayName)StaticBuilder") : ("_Builder", "_StaticBuilder")
    }

    /// The mock's `Given` and `Verify`: its builder in stubbing and in verifying mode, or the
    /// runtime's empty builders when it has no instance member (a type alias is cheaper to
    /// type-check than a struct with its conformances and memberwise initializer). Nil for the
    /// empty builders of a `MockBase` subclass, which inherits from `MockRuntime.EmptyMockBase`.
    /// Inside a `MockBase` subclass, whose superclass clause cannot see the mock's own members, they are
    /// qualified with the mock's type (`StoreMock<Item>._Builder`).
    func instanceBuilderTypes(besideMock: Bool) -> (given: String, verify: String)? {
        guard hasMembers(isStatic: false) else {
            return plan.inheritsMockBase ? nil : ("MockRuntime.EmptyGiven", "MockRuntime.EmptyVerify")
        }
        let names = names(besideMock: besideMock)
        let arguments = mockGenericArguments(besideMock: besideMock)
        var builder = names.instance
        if plan.inheritsMockBase && !besideMock {
            let mockArguments = plan.genericParameters.isEmpty
                ? "" : "<\(plan.genericParameters.map(\.name).joined(separator: ", "))>"
            builder = "\(plan.name)\(mockArguments).\(names.instance)"
        }
        return ("\(builder)<\(arguments)MockRuntime.StubbingMode>", "\(builder)<\(arguments)MockRuntime.VerifyingMode>")
    }

    /// `A, B, ` for the builders beside a generic mock `<A, B>`, which take its generic
    /// parameters before their mode; nothing inside the mock, where those are in scope.
    private func mockGenericArguments(besideMock: Bool) -> String {
        besideMock ? plan.genericParameters.map { $0.name + ", " }.joined() : ""
    }

    /// The mock's `Given`/`Verify` type aliases (a `MockBase` subclass has them as its
    /// superclass's generic arguments instead), its `StaticGiven`/`StaticVerify` type aliases,
    /// and its builder structs unless they are declared beside the mock (`emitBuildersBesideMock`).
    func emitAll(besideMock: Bool, into w: inout SourceWriter) {
        let access = plan.access
        let names = names(besideMock: besideMock)
        if !plan.inheritsMockBase, let types = instanceBuilderTypes(besideMock: besideMock) {
            w.line("")
            w.line("\(access)typealias Given = \(types.given)")
            w.line("\(access)typealias Verify = \(types.verify)")
        }
        if hasMembers(isStatic: false) && !besideMock { emit(name: names.instance, isStatic: false, into: &w) }
        if plan.hasStaticMembers {
            let arguments = mockGenericArguments(besideMock: besideMock)
            w.line("")
            w.line("\(access)typealias StaticGiven = \(names.static)<\(arguments)MockRuntime.StubbingMode>")
            w.line("\(access)typealias StaticVerify = \(names.static)<\(arguments)MockRuntime.VerifyingMode>")
            if !besideMock { emit(name: names.static, isStatic: true, into: &w) }
        }
    }

    /// The builder structs declared beside the mock, after it.
    func emitBuildersBesideMock(into w: inout SourceWriter) {
        let names = names(besideMock: true)
        let mockGenerics = plan.genericParameters
        if hasMembers(isStatic: false) {
            emit(name: names.instance, mockGenerics: mockGenerics, isStatic: false, into: &w)
        }
        if plan.hasStaticMembers { emit(name: names.static, mockGenerics: mockGenerics, isStatic: true, into: &w) }
    }

    /// `mockGenerics`: the generic parameters (and `where` clause) of a generic mock, for a
    /// builder declared beside it.
    private func emit(name: String, mockGenerics: [GenericParameter] = [], isStatic: Bool, into w: inout SourceWriter) {
        let access = plan.access
        w.line("")
        w.block(header: { w in
            w.write("\(access)struct \(name)")
            w.genericParameters(mockGenerics + [GenericParameter(name: mode)])
            w.write(": MockRuntime.MockStubbingBuilder, MockRuntime.MockVerifyingBuilder")
            if !mockGenerics.isEmpty { w.whereClause(plan.genericWhere) }
        }) { w in
            w.line("\(plan.runtimeStateAccess)let _context: MockRuntime.MockBuilderContext")
            // An internal struct's memberwise initializer is the `init(_context:)` the protocols
            // require; a public or package builder needs one of its own access level.
            if !access.isEmpty {
                w.line("\(plan.runtimeStateAccess)init(_context: MockRuntime.MockBuilderContext) "
                    + "{ self._context = _context }")
            }
            emitItems(plan.items, isStatic: isStatic, into: &w)
        }
    }

    /// Whether the builder of instance (or static) members has a member (in any `#if` clause).
    private func hasMembers(isStatic: Bool) -> Bool {
        plan.requirements.contains { $0.isStatic == isStatic && !$0.invocations.isEmpty }
    }

    private func emitItems(_ items: [PlannedItem], isStatic: Bool, into w: inout SourceWriter) {
        for item in items {
            switch item {
            case .requirement(let r):
                guard r.isStatic == isStatic else { continue }
                let mockable = plan.isMockableShaped && !isStatic
                // A Mockable-shaped settable property: one `MockableProperty` for getter and setter.
                let setter = mockable ? r.invocations.first {
                    $0.verification == .setter && $0.builderShape == .function
                } : nil
                for invocation in r.invocations {
                    if let setter, invocation.descriptor.name == setter.descriptor.name { continue }
                    let disambiguate = needsDisambiguation(invocation)
                    if !invocation.isVerifyOnly {
                        let result: Result = switch invocation.builderShape {
                        case _ where !mockable, .subscriptMember: .memberCall
                        case .property where setter != nil: .mockableProperty(setter: setter!.descriptor.name)
                        case .property, .function: .mockableCall
                        }
                        emit(invocation, role: .shared, result: result, disambiguate: false, into: &w)
                        // Mockable infers a generic result from `willReturn` only: a clause that
                        // gives no value (`perform`, `called`) uses the member with it as `Any`.
                        if result == .mockableCall && !disambiguate && Self.verificationDropsGenerics(invocation) {
                            emit(Self.erasingResultGenerics(invocation), role: .shared, result: result,
                                disambiguate: false, into: &w)
                            continue
                        }
                    }
                    if invocation.isVerifyOnly || disambiguate || Self.verificationDropsGenerics(invocation) {
                        emit(invocation, role: .verifyOnly, disambiguate: disambiguate, into: &w)
                    }
                    if !mockable && !invocation.isVerifyOnly && !disambiguate && Self.stubsEveryResult(invocation) {
                        emit(invocation, role: .everyResultStubbing, disambiguate: false, into: &w)
                    }
                }
            case .ifConfig(let clauses):
                let relevant = clauses.contains {
                    PlannedItem.flatten($0.items).contains { $0.isStatic == isStatic && !$0.invocations.isEmpty }
                }
                guard relevant else { continue }
                for clause in clauses {
                    w.line(clause.header)
                    emitItems(clause.items, isStatic: isStatic, into: &w)
                }
                w.line("#endif")
            }
        }
    }

    /// `inv` without the generic parameters only its result mentions, which become `Any`
    /// (`retrieve<V>() -> V` as `retrieve() -> Any`).
    private static func erasingResultGenerics(_ inv: Invocation) -> Invocation {
        let kept = Set(inv.verifyGenerics.map(\.name))
        var erased: [String: TypeRef] = [:]
        for generic in inv.givenGenerics where !kept.contains(generic.name) { erased[generic.name] = .named("Any") }
        var result = inv
        result.givenGenerics = inv.verifyGenerics
        result.givenWhere = inv.verifyWhere
        result.produceType = inv.produceType.replacingNames(erased)
        result.returnType = inv.returnType.replacingNames(erased)
        return result
    }

    /// Whether verifying `inv` would need a generic parameter (or requirement) that only its
    /// result mentions: the shared member could not infer it from the matchers.
    private static func verificationDropsGenerics(_ inv: Invocation) -> Bool {
        inv.verifyGenerics.count != inv.givenGenerics.count || inv.verifyWhere.count != inv.givenWhere.count
    }

    /// Whether `inv` gets a stubbing member for every result type: a function whose generic
    /// parameters appear only in the result (so a stub that gives no value cannot infer them),
    /// whose thrown error does not mention them.
    private static func stubsEveryResult(_ inv: Invocation) -> Bool {
        guard inv.builderShape == .function, verificationDropsGenerics(inv) else { return false }
        let kept = Set(inv.verifyGenerics.map(\.name))
        let dropped = Set(inv.givenGenerics.map(\.name).filter { !kept.contains($0) })
        var erased: [String: TypeRef] = [:]
        for name in dropped { erased[name] = .named("Any") }
        return inv.errorType.replacingNames(erased) == inv.errorType
    }

    /// Whether `inv`'s verification needs `returning: R.Type` to be told from an overload.
    private func needsDisambiguation(_ inv: Invocation) -> Bool {
        inv.builderShape != .property && !ambiguousVerifications.isEmpty
            && ambiguousVerifications.contains(Self.verifyKey(inv, ordinal: overloadOrdinals[inv.descriptor.name]))
    }

    private func emit(
        _ inv: Invocation, role: Role, result: Result = .memberCall, disambiguate: Bool, into w: inout SourceWriter
    ) {
        let ordinal = overloadOrdinals.isEmpty ? nil : overloadOrdinals[inv.descriptor.name]
        if let ordinal, ordinal > Self.lastOverloadTag { return }
        // A disambiguated verification keeps the generic parameters its matchers or its
        // `returning:` type use (one used only by a non-escaping closure's matcher is not).
        let (generics, requirements) = role == .verifyOnly && disambiguate
            ? MemberPlanner.genericsUsed(
                by: inv.builderParameters.map(\.valueType) + [inv.returnType], generics: inv.givenGenerics,
                whereClause: inv.givenWhere)
            : role == .shared || disambiguate ? (inv.givenGenerics, inv.givenWhere) : (inv.verifyGenerics, inv.verifyWhere)
        let header = BuilderHeader(
            role: role, result: result, mode: mode, access: plan.access, disambiguate: disambiguate,
            overload: ordinal, generics: generics, requirements: requirements)
        w.attributeLines(inv.builderAttributes)
        // One line when it fits; else the body on a line of its own; else each parameter too.
        let start = w.count
        w.open()
        header.write(inv, wrapped: false, into: &w)
        let headerEnd = w.count
        w.write(" { ")
        writeBody(inv, role: role, result: result, into: &w)
        w.close(" }")
        if w.fits(since: start) { return }

        w.truncate(to: headerEnd)
        w.close(" {")
        w.indented { w in
            w.open()
            writeBody(inv, role: role, result: result, into: &w)
            w.close()
        }
        w.line("}")
        if w.fits(since: start) { return }

        w.truncate(to: start)
        w.open()
        header.write(inv, wrapped: true, into: &w)
        w.close(" {")
        w.indented { w in
            w.open()
            writeBody(inv, role: role, result: result, into: &w)
            w.close()
        }
        w.line("}")
    }

    /// `self._context.call(_EngineMockMembers.load, id)`: the runtime's builder entry points
    /// take the matchers as a parameter pack; through `self`, the compiler finds `_context`
    /// among the builder's members without searching the scopes around the member first.
    private func writeBody(_ inv: Invocation, role: Role, result: Result, into w: inout SourceWriter) {
        w.write("self._context.")
        switch (role, inv.verification) {
        case (.shared, _) where result == .mockableCall: w.write("mockable(")
        case (.shared, _):
            if case .mockableProperty(let setter) = result {
                w.write("mockableProperty(\(plan.membersNamespace).\(inv.descriptor.name), ")
                w.write("\(plan.membersNamespace).\(setter), self)")
                return
            }
            w.write("call(")
        case (.everyResultStubbing, _): w.write("genericResultStubbing(")
        case (.verifyOnly, .call): w.write("verification(")
        case (.verifyOnly, .getter): w.write("getterVerification(")
        case (.verifyOnly, .setter): w.write("setterVerification(")
        }
        w.write(plan.membersNamespace)
        w.write(".")
        w.write(inv.descriptor.name)
        if result == .mockableCall { w.write(", self") }
        for parameter in inv.builderParameters {
            w.write(", ")
            w.write(parameter.name)
        }
        w.write(")")
    }
}

/// The declaration of one builder member up to its body:
/// `func currentSpeed(in unit: MockRuntime.Parameter<SpeedUnit> = .any) -> MockRuntime.MemberCall<_Mode, …>`.
private struct BuilderHeader {
    var role: BuilderEmitter.Role
    var result: BuilderEmitter.Result
    /// The builder's mode parameter (`BuilderEmitter.mode`).
    var mode: String
    var access: String
    var disambiguate: Bool
    /// The overload's ordinal among those whose matchers look the same (`overload: .second`).
    var overload: Int?
    var generics: [GenericParameter]
    var requirements: [GenericRequirement]

    /// The header of `inv`'s member; `wrapped` puts each parameter on a line of its own.
    func write(_ inv: Invocation, wrapped: Bool, into w: inout SourceWriter) {
        w.write(access)
        switch inv.builderShape {
        case .property:
            w.write("var ")
            w.write(inv.builderName)
            w.write(": ")
            result(inv, into: &w)
            return
        case .function:
            w.write("func ")
            w.write(inv.builderName)
        case .subscriptMember:
            w.write("subscript")
        }
        w.genericParameters(generics)
        w.write("(")
        var count = 0
        func next(_ w: inout SourceWriter) {
            if wrapped {
                w.close(count == 0 ? "" : ",")
                w.indented { w in w.open() }
            } else if count > 0 {
                w.write(", ")
            }
            count += 1
        }
        for p in inv.builderParameters {
            next(&w)
            if inv.builderShape == .subscriptMember || Identifiers.bare(p.label) != Identifiers.bare(p.name) {
                w.write(p.label)
                w.write(" ")
            }
            w.write(p.name)
            w.write(": MockRuntime.Parameter<")
            w.type(p.valueType)
            w.write(p.hasDefault ? "> = .any" : ">")
        }
        if let overload, let tag = OverloadTag(ordinal: overload) {
            next(&w)
            w.write("overload _: MockRuntime.\(tag.typeName)")
        }
        if disambiguate {
            next(&w)
            w.write("returning _: ")
            w.type(TypeRef(kind: .metatype(inv.returnType, isProtocol: false)))
        }
        if wrapped && count > 0 {
            w.close()
            w.open()
        }
        w.write(") -> ")
        result(inv, into: &w)
        w.whereClause(requirements)
        switch role {
        case .shared: break
        case .verifyOnly:
            w.write(requirements.isEmpty ? " where " : ", ")
            w.write("\(mode) == MockRuntime.VerifyingMode")
        case .everyResultStubbing:
            w.write(requirements.isEmpty ? " where " : ", ")
            w.write("\(mode) == MockRuntime.StubbingMode")
        }
    }

    private func result(_ inv: Invocation, into w: inout SourceWriter) {
        switch (role, result) {
        case (.shared, .mockableProperty):
            w.write("MockRuntime.MockableProperty<\(mode), Self, ")
            w.type(inv.returnType)
            w.write(">")
        case (.shared, .mockableCall), (.shared, .memberCall):
            // A Mockable-shaped member's clauses return the builder (`Self`) for chaining.
            w.write(result == .mockableCall ? "MockRuntime.MockableCall<\(mode), Self, " : "MockRuntime.MemberCall<\(mode), ")
            w.type(inv.produceType)
            w.write(", ")
            w.type(inv.returnType)
            w.write(", ")
            w.type(inv.errorType)
            w.write(">")
        case (.verifyOnly, _):
            w.write("MockRuntime.")
            w.write(inv.verification.rawValue)
        case (.everyResultStubbing, _):
            w.write("MockRuntime.GenericResultStubbing<")
            w.type(inv.errorType)
            w.write(">")
        }
    }
}

/// The runtime's tag of an overload's ordinal: `SecondOverload` (`.second`) for 2.
struct OverloadTag {
    private static let ordinals = ["Second", "Third", "Fourth", "Fifth", "Sixth", "Seventh", "Eighth"]
    let typeName: String

    init?(ordinal: Int) {
        guard ordinal >= 2, ordinal - 2 < Self.ordinals.count else { return nil }
        typeName = Self.ordinals[ordinal - 2] + "Overload"
    }
}
