/// Writes the typed builders of a mock: `Given` (for `given`/`when`), `Verify` (for
/// `verify`/`expect`) and, when the protocol has static requirements, `StaticGiven` and
/// `StaticVerify`. Each requirement has one builder member with the requirement's name and
/// labels taking a `Parameter<T>` matcher per argument.
struct BuilderEmitter {
    enum Role { case given, verify }

    let plan: MockPlan
    /// Keys (`verifyKey`) of verification builders that would be identical declarations
    /// (overloads differing only in their return type, or generic ones whose type parameters
    /// appear only in the result): these take an extra `returning: R.Type` argument that tells
    /// them apart. Computed once per mock, so emitting stays linear in the number of requirements.
    let ambiguousVerifications: Set<String>

    init(plan: MockPlan) {
        self.plan = plan
        self.ambiguousVerifications = Self.ambiguousVerifications(in: plan)
    }

    /// Counts the verification keys of every function-shaped invocation in one dictionary pass.
    static func ambiguousVerifications(in plan: MockPlan) -> Set<String> {
        var seen: [String: Int] = [:]
        for requirement in PlannedItem.flatten(plan.items) {
            for invocation in requirement.invocations where invocation.builderShape == .function {
                seen[verifyKey(invocation), default: 0] += 1
            }
        }
        return Set(seen.lazy.filter { $0.value > 1 }.map(\.key))
    }

    static func verifyKey(_ inv: Invocation) -> String {
        var key = inv.isStatic ? "static|" : "instance|"
        key += inv.builderName
        key += "<"
        key += inv.verifyGenerics.joined(separator: ",")
        key += ">("
        for (index, parameter) in inv.builderParameters.enumerated() {
            if index > 0 { key += "," }
            key += parameter.label
            key += ":"
            key += parameter.valueType
        }
        key += ")"
        return key
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
        let conformance = role == .given ? "MockStubbingBuilder" : "MockVerifyingBuilder"
        w.line("")
        w.block("\(access)struct \(name): \(conformance)") { w in
            w.line("\(plan.runtimeStateAccess)let _context: MockBuilderContext")
            w.line("\(plan.runtimeStateAccess)init(_context: MockBuilderContext) { self._context = _context }")
            emitItems(plan.items, role: role, isStatic: isStatic, into: &w)
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
                w.line("")
                for clause in clauses {
                    w.line(clause.header)
                    emitItems(clause.items, role: role, isStatic: isStatic, into: &w)
                }
                w.line("#endif")
            }
        }
    }

    private func emit(_ inv: Invocation, role: Role, into w: inout SourceWriter) {
        let result = role == .given ? "Stubbing<\(inv.produceType), \(inv.returnType), \(inv.errorType)>" : inv.verification
        let disambiguate = role == .verify && inv.builderShape == .function && ambiguousVerifications.contains(Self.verifyKey(inv))
        let generics = role == .given || disambiguate ? inv.givenGenerics : inv.verifyGenerics
        let requirements = role == .given || disambiguate ? inv.givenWhere : inv.verifyWhere
        let genericText = generics.isEmpty ? "" : "<\(generics.joined(separator: ", "))>"
        let whereText = requirements.isEmpty ? "" : " where " + requirements.joined(separator: ", ")
        var parameterTexts = inv.builderParameters.map { parameterText($0, shape: inv.builderShape) }
        if disambiguate { parameterTexts.append("returning _: \(inv.returnType).Type") }
        let parameters = parameterTexts.joined(separator: ", ")
        let header: String
        switch inv.builderShape {
        case .property: header = "var \(inv.builderName): \(result)"
        case .function: header = "func \(inv.builderName)\(genericText)(\(parameters)) -> \(result)\(whereText)"
        case .subscriptMember: header = "subscript\(genericText)(\(parameters)) -> \(result)\(whereText)"
        }
        w.line("")
        for attribute in inv.builderAttributes { w.line(attribute) }
        w.block("\(plan.access)\(header)") { w in
            w.line(".init(_context, \(inv.member), [\(inv.builderParameters.map(\.name).joined(separator: ", "))])")
        }
    }

    private func parameterText(_ p: BuilderParameter, shape: Invocation.BuilderShape) -> String {
        let names = shape != .subscriptMember && Identifiers.bare(p.label) == Identifiers.bare(p.name) ? p.name : "\(p.label) \(p.name)"
        return "\(names): Parameter<\(p.valueType)>" + (p.hasDefault ? " = .any" : "")
    }
}
