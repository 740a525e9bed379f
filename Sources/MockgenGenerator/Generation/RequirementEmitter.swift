/// Writes the mock's implementation of each protocol requirement, mirroring `#if` blocks.
struct RequirementEmitter {
    var plan: MockPlan

    func emit(_ items: [PlannedItem], into w: inout SourceWriter) {
        for item in items {
            switch item {
            case .requirement(let requirement):
                w.line("")
                emit(requirement, into: &w)
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
        for attribute in r.attributes { w.line(attribute) }
        let access = plan.access
        switch r.shape {
        case .function:
            w.block("\(access)\(r.declaration)") { w in
                for line in r.prelude { w.line(line) }
                InvocationEmitter.emit(r.invocations[0], explicitReturn: !r.prelude.isEmpty, into: &w)
            }
        case .accessors(let getterEffects):
            w.block("\(access)\(r.declaration)") { w in
                if r.invocations.count == 1 && getterEffects.isEmpty {
                    InvocationEmitter.emit(r.invocations[0], explicitReturn: false, into: &w)
                    return
                }
                w.block("get\(getterEffects)") { w in InvocationEmitter.emit(r.invocations[0], explicitReturn: false, into: &w) }
                if r.invocations.count > 1 {
                    w.block("set") { w in InvocationEmitter.emit(r.invocations[1], explicitReturn: false, into: &w) }
                }
            }
        case .initializer:
            let convenience = plan.kind == .finalClass ? "convenience " : ""
            w.block("\(access)\(convenience)\(r.declaration)") { w in
                w.line("self.init(policy: .relaxed, name: nil)")
                for line in r.prelude { w.line(line) }
                InvocationEmitter.emit(r.invocations[0], explicitReturn: false, into: &w)
            }
        }
    }
}
