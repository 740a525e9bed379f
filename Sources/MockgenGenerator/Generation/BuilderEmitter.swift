import MockgenFrontEnd

/// Writes the typed builders of a mock: `Given` (for `given`/`when`), `Verify` (for
/// `verify`/`expect`) and, when the protocol has static requirements, `StaticGiven` and
/// `StaticVerify`. Each requirement has one builder member with the requirement's name and
/// labels taking a `Parameter<T>` matcher per argument, on one line when it fits.
struct BuilderEmitter {
    enum Role { case given, verify }

    let plan: MockPlan
    /// Keys (`verifyKey`) of verification builders that would be identical declarations
    /// (overloads differing only in their return type, or generic ones whose type parameters
    /// appear only in the result): these take an extra `returning: R.Type` argument that tells
    /// them apart. Computed once per mock, so emitting stays linear in the number of requirements.
    let ambiguousVerifications: Set<[UInt8]>

    init(plan: MockPlan) {
        self.plan = plan
        self.ambiguousVerifications = Self.ambiguousVerifications(in: plan)
    }

    /// Counts the verification keys of the function- and subscript-shaped invocations that share
    /// their builder name with another one (only those can collide), in one dictionary pass.
    static func ambiguousVerifications(in plan: MockPlan) -> Set<[UInt8]> {
        let functions = PlannedItem.flatten(plan.items).flatMap(\.invocations).filter { $0.builderShape != .property }
        var names: [String: Int] = [:]
        for invocation in functions { names[nameKey(invocation), default: 0] += 1 }
        var seen: [[UInt8]: Int] = [:]
        for invocation in functions where names[nameKey(invocation), default: 0] > 1 {
            seen[verifyKey(invocation), default: 0] += 1
        }
        return Set(seen.lazy.filter { $0.value > 1 }.map(\.key))
    }

    private static func nameKey(_ inv: Invocation) -> String {
        inv.isStatic ? "static " + inv.builderName : inv.builderName
    }

    /// What makes two verification builders the same declaration: name, generic parameters,
    /// labels, matcher types and `where` clause.
    static func verifyKey(_ inv: Invocation) -> [UInt8] {
        var key = SourceWriter()
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

    func emitAll(into w: inout SourceWriter) {
        emit(name: "Given", role: .given, isStatic: false, into: &w)
        emit(name: "Verify", role: .verify, isStatic: false, into: &w)
        if plan.hasStaticMembers {
            emit(name: "StaticGiven", role: .given, isStatic: true, into: &w)
            emit(name: "StaticVerify", role: .verify, isStatic: true, into: &w)
        }
    }

    func emit(name: String, role: Role, isStatic: Bool, into w: inout SourceWriter) {
        let access = plan.access
        let conformance = role == .given ? "MockRuntime.MockStubbingBuilder" : "MockRuntime.MockVerifyingBuilder"
        w.line("")
        // A builder without members is the runtime's empty one: a type alias is cheaper to
        // type-check than a struct with its conformance and memberwise initializer.
        if !isStatic && !hasMembers(role: role) {
            w.line("\(access)typealias \(name) = MockRuntime.\(role == .given ? "EmptyGiven" : "EmptyVerify")")
            return
        }
        w.block("\(access)struct \(name): \(conformance)") { w in
            w.line("\(plan.runtimeStateAccess)let _context: MockRuntime.MockBuilderContext")
            // An internal struct's memberwise initializer is the `init(_context:)` the protocol
            // requires; a public or package builder needs one of its own access level.
            if !access.isEmpty {
                w.line("\(plan.runtimeStateAccess)init(_context: MockRuntime.MockBuilderContext) { self._context = _context }")
            }
            emitItems(plan.items, role: role, isStatic: isStatic, into: &w)
        }
    }

    /// Whether the instance builder for `role` has a member (in any `#if` clause).
    private func hasMembers(role: Role) -> Bool {
        PlannedItem.flatten(plan.items).contains { r in
            !r.isStatic && r.invocations.contains { role == .verify || !$0.isVerifyOnly }
        }
    }

    private func emitItems(_ items: [PlannedItem], role: Role, isStatic: Bool, into w: inout SourceWriter) {
        for item in items {
            switch item {
            case .requirement(let r):
                guard r.isStatic == isStatic else { continue }
                for invocation in r.invocations where role == .verify || !invocation.isVerifyOnly {
                    emit(invocation, role: role, into: &w)
                }
            case .ifConfig(let clauses):
                let relevant = clauses.contains { PlannedItem.flatten($0.items).contains { $0.isStatic == isStatic && !$0.invocations.isEmpty } }
                guard relevant else { continue }
                for clause in clauses {
                    w.line(clause.header)
                    emitItems(clause.items, role: role, isStatic: isStatic, into: &w)
                }
                w.line("#endif")
            }
        }
    }

    private func emit(_ inv: Invocation, role: Role, into w: inout SourceWriter) {
        let disambiguate = role == .verify && inv.builderShape != .property && !ambiguousVerifications.isEmpty
            && ambiguousVerifications.contains(Self.verifyKey(inv))
        let header = BuilderHeader(
            invocation: inv, role: role, access: plan.access, disambiguate: disambiguate,
            generics: role == .given || disambiguate ? inv.givenGenerics : inv.verifyGenerics,
            requirements: role == .given || disambiguate ? inv.givenWhere : inv.verifyWhere)
        // `_context.stubbing(_EngineMockMembers.load, id)`: the runtime's builder entry points
        // take the matchers as a parameter pack.
        let body: (inout SourceWriter) -> Void = { w in
            w.write("_context.")
            switch (role, inv.verification) {
            case (.given, _): w.write("stubbing(")
            case (.verify, .call): w.write("verification(")
            case (.verify, .getter): w.write("getterVerification(")
            case (.verify, .setter): w.write("setterVerification(")
            }
            w.write(plan.membersNamespace)
            w.write(".")
            w.write(inv.descriptor.name)
            for parameter in inv.builderParameters {
                w.write(", ")
                w.write(parameter.name)
            }
            w.write(")")
        }
        w.attributeLines(inv.builderAttributes)
        // One line when it fits; else the body on a line of its own; else each parameter too.
        let start = w.count
        w.open()
        header.write(wrapped: false, into: &w)
        let headerEnd = w.count
        w.write(" { ")
        body(&w)
        w.close(" }")
        if w.fits(since: start) { return }

        w.truncate(to: headerEnd)
        w.close(" {")
        w.indented { w in
            w.open()
            body(&w)
            w.close()
        }
        w.line("}")
        if w.fits(since: start) { return }

        w.truncate(to: start)
        w.open()
        header.write(wrapped: true, into: &w)
        w.close(" {")
        w.indented { w in
            w.open()
            body(&w)
            w.close()
        }
        w.line("}")
    }
}

/// The declaration of one builder member up to its body:
/// `func currentSpeed(in unit: MockRuntime.Parameter<SpeedUnit> = .any) -> MockRuntime.Verification`.
private struct BuilderHeader {
    var invocation: Invocation
    var role: BuilderEmitter.Role
    var access: String
    var disambiguate: Bool
    var generics: [GenericParameter]
    var requirements: [GenericRequirement]

    /// `wrapped` puts each parameter on a line of its own.
    func write(wrapped: Bool, into w: inout SourceWriter) {
        let inv = invocation
        w.write(access)
        switch inv.builderShape {
        case .property:
            w.write("var \(inv.builderName): ")
            result(into: &w)
            return
        case .function:
            w.write("func \(inv.builderName)")
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
        result(into: &w)
        w.whereClause(requirements)
    }

    private func result(into w: inout SourceWriter) {
        switch role {
        case .given:
            w.write("MockRuntime.Stubbing<")
            w.types([invocation.produceType, invocation.returnType, invocation.errorType])
            w.write(">")
        case .verify:
            w.write("MockRuntime.")
            w.write(invocation.verification.rawValue)
        }
    }
}
