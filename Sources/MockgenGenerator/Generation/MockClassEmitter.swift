/// Writes one mock type: its declaration, state, initializer, requirement implementations,
/// synthesized conformances and builders; nested protocols get their mock in an extension
/// of the enclosing type plus a top-level type alias; `#if` clauses around the protocol wrap it.
struct MockClassEmitter {
    var plan: MockPlan

    func emit(into w: inout SourceWriter) {
        for condition in plan.conditions { w.line("#if \(ConditionText.clause(condition))") }
        if plan.enclosingTypes.isEmpty {
            emitType(into: &w)
        } else {
            w.block("extension \(plan.enclosingTypes.joined(separator: "."))") { w in emitType(into: &w) }
            if let alias = plan.aliasName {
                let names = plan.genericParameters.map { String($0.prefix { $0 != ":" }) }
                let params = plan.genericParameters.isEmpty ? "" : "<\(plan.genericParameters.joined(separator: ", "))>"
                let args = names.isEmpty ? "" : "<\(names.joined(separator: ", "))>"
                w.line("")
                w.line("\(plan.access)typealias \(alias)\(params) = \(plan.enclosingTypes.joined(separator: ".")).\(plan.name)\(args)")
            }
        }
        for _ in plan.conditions { w.line("#endif") }
    }

    private func emitType(into w: inout SourceWriter) {
        let access = plan.access
        let isolation = plan.isIsolated ? "nonisolated " : ""
        for attribute in plan.typeAttributes { w.line(attribute) }
        if let actor = plan.globalActor { w.line(actor) }
        let keyword = plan.kind == .actor ? "actor" : "final class"
        let generics = plan.genericParameters.isEmpty ? "" : "<\(plan.genericParameters.joined(separator: ", "))>"
        let conformances = [plan.conformance, "Mock"] + (plan.hasStaticMembers ? ["StaticMock"] : [])
        let whereText = plan.genericWhere.isEmpty ? "" : " where " + plan.genericWhere.joined(separator: ", ")
        let displayName = Identifiers.stringLiteral(plan.displayName)

        w.block("\(access)\(keyword) \(plan.name)\(generics): \(conformances.joined(separator: ", "))\(whereText)") { w in
            for alias in plan.typeAliases { w.line("\(access)typealias \(alias.name) = \(alias.type)") }
            if !plan.typeAliases.isEmpty { w.line("") }
            let stateAccess = plan.runtimeStateAccess
            w.line("\(stateAccess)\(isolation)let _mockState: MockState")
            if plan.hasStaticMembers {
                let staticIsolation = plan.globalActor != nil ? "nonisolated " : ""
                if plan.isGeneric {
                    w.line("\(stateAccess)\(staticIsolation)static var _staticMockState: MockState { MockState.shared(for: Self.self) }")
                } else {
                    let staticName = Identifiers.stringLiteral(plan.displayName + ".self")
                    w.line("\(stateAccess)\(staticIsolation)static let _staticMockState = MockState(mockType: \(displayName), name: \(staticName), policy: .relaxed)")
                }
            }
            w.line("")
            // An actor's synchronous initializer is already nonisolated; a global-actor class needs the word.
            // The location defaults record where the test created the mock, for failure messages.
            let initIsolation = plan.globalActor != nil ? "nonisolated " : ""
            let location = "fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column"
            w.block("\(access)\(initIsolation)init(policy: MockPolicy = .relaxed, name: String? = nil, \(location))") { w in
                w.line("_mockState = MockState(mockType: \(displayName), name: name, policy: policy, "
                    + "fileID: fileID, filePath: filePath, line: line, column: column)")
            }
            RequirementEmitter(plan: plan).emit(plan.items, into: &w)
            ConformanceEmitter.emit(plan, into: &w)
            BuilderEmitter(plan: plan).emitAll(into: &w)
        }
    }
}
