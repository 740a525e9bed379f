import MockgenFrontEnd

/// Writes the mock's implementation of each protocol requirement, mirroring `#if` blocks.
struct RequirementEmitter {
    var plan: MockPlan

    func emit(_ items: [PlannedItem], into w: inout SourceWriter) {
        for item in items {
            switch item {
            case .requirement(let requirement):
                w.line("")
                emit(requirement, into: &w)
                if let mockolo = plan.mockolo {
                    MockoloMembersEmitter(plan: plan, members: mockolo).emitMembers(after: requirement, into: &w)
                }
            case .ifConfig(let clauses):
                w.line("")
                for clause in clauses {
                    w.line(clause.header)
                    emit(clause.items, into: &w)
                }
                w.line("#endif")
            }
        }
    }

    func emit(_ r: PlannedRequirement, into w: inout SourceWriter) {
        w.attributeLines(r.attributes)
        switch r.shape {
        case .function:
            if let kind = r.runsJob, let job = r.declaration.parameters.first {
                w.block(header: { w in declaration(r.declaration, into: &w) }) { w in
                    InvocationEmitter.emit(r.invocations[0], in: plan, explicitReturn: false, entryPoint: nil, into: &w)
                    switch kind {
                    case .serial: w.line("\(job.name).runSynchronously(on: asUnownedSerialExecutor())")
                    case .task: w.line("\(job.name).runSynchronously(on: asUnownedTaskExecutor())")
                    }
                }
                return
            }
            let entry = entryPoint(r, r.invocations[0])
            if let mockolo = plan.mockolo, let adapter = mockolo.handlerAdapters[r.invocations[0].descriptor.name] {
                w.block(header: { w in declaration(r.declaration, into: &w) }) { w in
                    MockoloMembersEmitter(plan: plan, members: mockolo).emitAdapter(adapter, of: r, into: &w)
                    evaluatedArguments(r, into: &w)
                    InvocationEmitter.emit(r.invocations[0], in: plan, explicitReturn: true, entryPoint: entry, into: &w)
                }
                return
            }
            oneLineOrBlock(r, entryPoint: entry, into: &w) { w in
                evaluatedArguments(r, into: &w)
                InvocationEmitter.emit(
                    r.invocations[0], in: plan, explicitReturn: r.returnsExplicitly || !r.evaluatedArguments.isEmpty,
                    entryPoint: entry, into: &w)
            }
        case .accessors(let getterEffects):
            // A subscript's `@autoclosure` arguments are evaluated once in each accessor.
            if !r.evaluatedArguments.isEmpty {
                w.block(header: { w in declaration(r.declaration, into: &w) }) { w in
                    w.block(header: { w in
                        w.write("get")
                        w.effects(getterEffects)
                    }) { w in
                        evaluatedArguments(r, into: &w)
                        InvocationEmitter.emit(r.invocations[0], in: plan, explicitReturn: true, entryPoint: nil,
                            into: &w)
                    }
                    if r.invocations.count > 1 {
                        w.block("set") { w in
                            evaluatedArguments(r, into: &w)
                            InvocationEmitter.emit(r.invocations[1], in: plan, explicitReturn: false, entryPoint: nil,
                                into: &w)
                        }
                    }
                }
                return
            }
            if let mockolo = plan.mockolo, mockolo.storedGetters.contains(r.invocations[0].descriptor.name) {
                emitStoredProperty(r, into: &w)
                return
            }
            if r.invocations.count == 1 && getterEffects == .none {
                let entry = entryPoint(r, r.invocations[0])
                oneLineOrBlock(r, entryPoint: entry, into: &w) { w in
                    InvocationEmitter.emit(r.invocations[0], in: plan, explicitReturn: r.returnsExplicitly,
                        entryPoint: entry, into: &w)
                }
                return
            }
            w.block(header: { w in declaration(r.declaration, into: &w) }) { w in
                accessor(
                    r.invocations[0], effects: getterEffects, entryPoint: entryPoint(r, r.invocations[0]),
                    explicitReturn: r.returnsExplicitly, into: &w)
                if r.invocations.count > 1 {
                    accessor(r.invocations[1], effects: nil,
                        entryPoint: entryPoint(r, r.invocations[1], isSetter: true), into: &w)
                }
            }
        case .initializer:
            w.block(header: { w in
                w.write(plan.access)
                if plan.kind == .finalClass { w.write("convenience ") }
                declaration(r.declaration, into: &w)
            }) { w in
                w.line("self.init(policy: .relaxed, name: nil)")
                evaluatedArguments(r, into: &w)
                InvocationEmitter.emit(
                    r.invocations[0], in: plan, explicitReturn: false, entryPoint: entryPoint(r, r.invocations[0]),
                    into: &w)
            }
        }
    }

    /// A property without a setter given one that sets the value its getter returns when no stub
    /// answers (`--compatibility mockolo`: Mockolo's mocks store every property, and its tests set them).
    private func emitStoredProperty(_ r: PlannedRequirement, into w: inout SourceWriter) {
        let getter = r.invocations[0]
        w.block(header: { w in declaration(r.declaration, into: &w) }) { w in
            accessor(getter, effects: Effects.none, entryPoint: entryPoint(r, getter), explicitReturn: r.returnsExplicitly,
                into: &w)
            let state = r.isStatic ? "self._staticMockState" : "self._mockState"
            w.line("set { \(state).setPropertyValue(newValue, for: \(plan.membersNamespace).\(getter.descriptor.name)) }")
        }
    }

    /// A member whose body is a `call` entry point on one line when it fits
    /// (`func turnOn() { self._mockState.callVoid0(_EngineMockMembers.turnOn) }`); else, or without
    /// an entry point, the declaration and `body` as a block.
    private func oneLineOrBlock(
        _ r: PlannedRequirement, entryPoint: String?, into w: inout SourceWriter, body: (inout SourceWriter) -> Void
    ) {
        if let entryPoint, r.evaluatedArguments.isEmpty {
            let start = w.count
            w.open()
            declaration(r.declaration, into: &w)
            w.write(" { ")
            InvocationEmitter.writeInline(
                r.invocations[0], in: plan, explicitReturn: r.returnsExplicitly, entryPoint: entryPoint, into: &w)
            w.close(" }")
            if w.fits(since: start) { return }
            w.truncate(to: start)
        }
        w.block(header: { w in declaration(r.declaration, into: &w) }, body)
    }

    /// The `MockState.call` entry point the invocation's body can use, if any: the values it
    /// passes are the declared parameters (and a setter's `newValue`).
    private func entryPoint(_ r: PlannedRequirement, _ invocation: Invocation, isSetter: Bool = false) -> String? {
        let parameters = r.declaration.parameters
        guard !parameters.contains(where: \.isVariadic) else { return nil }
        var passed = parameters.map(\.type)
        if isSetter, let value = r.declaration.resultType { passed.append(value) }
        return DirectCall.entryPoint(for: invocation, passed: passed, result: isSetter ? nil : r.declaration.resultType)
    }

    /// `get async throws { ... }` (effects given) or `set { ... }` (nil), on one line when it fits.
    private func accessor(
        _ invocation: Invocation, effects: Effects?, entryPoint: String?, explicitReturn: Bool = false,
        into w: inout SourceWriter
    ) {
        let head: (inout SourceWriter) -> Void = { w in
            if let effects {
                w.write("get")
                w.effects(effects)
            } else {
                w.write("set")
            }
        }
        w.firstFitting(
            { w in
                w.open()
                head(&w)
                w.write(" { ")
                InvocationEmitter.writeInline(invocation, in: plan, explicitReturn: explicitReturn,
                    entryPoint: entryPoint, into: &w)
                w.close(" }")
            },
            { w in
                w.block(header: head) { w in
                    InvocationEmitter.emit(invocation, in: plan, explicitReturn: explicitReturn, entryPoint: entryPoint,
                        into: &w)
                }
            })
    }

    private func evaluatedArguments(_ r: PlannedRequirement, into w: inout SourceWriter) {
        for argument in r.evaluatedArguments {
            w.open("let \(argument.name): ")
            w.type(argument.type)
            switch argument.taking {
            case .call:
                let marker = (argument.effects.isThrowing ? "try " : "") + (argument.effects.isAsync ? "await " : "")
                w.close(" = \(marker)\(argument.parameter)()")
            case .copy: w.close(" = copy \(argument.parameter)")
            case .asIs: w.close(" = \(argument.parameter)")
            case .pack: w.close(" = MockRuntime.packedArguments(repeat each \(argument.parameter))")
            }
        }
    }

    /// The declaration up to its body, with access level (initializers write their own).
    private func declaration(_ d: PlannedDeclaration, into w: inout SourceWriter) {
        if case .initializer = d.introducer {} else { w.write(plan.access) }
        for modifier in d.modifiers {
            // An actor's synchronous initializer is nonisolated already, and may not say so.
            if modifier == "nonisolated", plan.kind == .actor, case .initializer = d.introducer, !d.effects.isAsync {
                continue
            }
            w.write(modifier)
            w.write(" ")
        }
        switch d.introducer {
        case .function(let name, let isOperator):
            w.write("func ")
            w.write(name)
            if isOperator { w.write(" ") }
        case .property(let name):
            w.write("var ")
            w.write(name)
            w.write(": ")
            w.type(d.resultType ?? .emptyTuple)
            return
        case .subscript:
            w.write("subscript")
        case .initializer(let failability):
            w.initializerKeyword(failability)
        }
        w.genericParameters(d.genericParameters)
        w.write("(")
        w.parameterList(d.parameters)
        w.write(")")
        w.effects(d.effects)
        if let result = d.resultType {
            w.write(" -> ")
            w.type(result)
        }
        w.whereClause(d.whereClause)
    }
}

extension SourceWriter {
    /// `init`, `init?` or `init!`.
    mutating func initializerKeyword(_ failability: InitializerDecl.Failability) {
        write("init")
        switch failability {
        case .none: break
        case .optional: write("?")
        case .implicitlyUnwrapped: write("!")
        }
    }

    /// `_ amount: Int, from source: @escaping () -> Data`, as a declaration writes its parameters.
    mutating func parameterList(_ parameters: [DeclaredParameter]) {
        for (index, p) in parameters.enumerated() {
            if index > 0 { write(", ") }
            for attribute in p.attributes {
                self.attribute(attribute)
                write(" ")
            }
            if let label = p.label {
                write(label)
                write(" ")
            }
            write(p.name)
            write(": ")
            type(p.type)
            if p.isVariadic { write("...") }
        }
    }
}
