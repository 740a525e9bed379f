import MockgenFrontEnd

/// Writes one mock: its member descriptors, then the type with its state, initializer,
/// requirement implementations, synthesized conformances and builders; nested protocols get
/// their mock in an extension of the enclosing type plus a top-level type alias; `#if`
/// clauses around the protocol wrap it all.
///
/// Every name the generated code introduces itself is qualified (`MockRuntime.MockState`,
/// `Swift.String`), so a module declaring types of the same names cannot change its meaning.
struct MockClassEmitter {
    var plan: MockPlan

    func emit(into w: inout SourceWriter) {
        for condition in plan.conditions { w.line("#if \(ConditionText.clause(condition))") }
        DescriptorEmitter.emit(plan, into: &w)
        if plan.enclosingTypes.isEmpty {
            emitType(into: &w)
        } else {
            w.block("extension \(plan.enclosingTypes.joined(separator: "."))") { w in emitType(into: &w) }
            if let alias = plan.aliasName {
                w.line("")
                w.open("\(plan.access)typealias \(alias)")
                w.genericParameters(plan.genericParameters)
                w.write(" = \(plan.enclosingTypes.joined(separator: ".")).")
                w.type(plan.selfType)
                // The mock's `where` clause too (`Item.Element == Int`): an alias's generic
                // parameters must satisfy the requirements of the type it names.
                if plan.isGeneric { w.whereClause(plan.genericWhere) }
                w.close()
            }
        }
        for _ in plan.conditions { w.line("#endif") }
    }

    private func emitType(into w: inout SourceWriter) {
        w.attributeLines(plan.typeAttributes)
        if let actor = plan.globalActor { w.attributeLines([actor]) }
        if let classMock = plan.classMock, !classMock.notOverridden.isEmpty {
            w.line("// Not mocked (left to \(plan.conformance)):")
            for entry in classMock.notOverridden { w.line("// - \(entry)") }
        }

        let builders = BuilderEmitter(plan: plan)
        let buildersBeside = BuilderPlacement.isBesideMock(plan, spelling: &w.spelling)
        if plan.inheritsMockBase {
            emitMockBaseSubclassHeader(builderTypes: builders.instanceBuilderTypes(besideMock: buildersBeside),
                into: &w)
            let bodyStart = w.count
            w.indented { w in emitBody(builders: builders, buildersBeside: buildersBeside, into: &w) }
            w.closeBlock(bodyStart: bodyStart)
        } else {
            w.block(header: { w in
                let wroteParent = emitDeclarationStart(into: &w)
                w.write("\(wroteParent ? ", " : "")\(plan.runtimeConformance)")
                if plan.hasStaticMembers { w.write(", MockRuntime.StaticMock") }
                if plan.isUncheckedSendable { w.write(", @unchecked Swift.Sendable") }
                w.whereClause(plan.genericWhere)
            }) { w in emitBody(builders: builders, buildersBeside: buildersBeside, into: &w) }
        }
        if buildersBeside { builders.emitBuildersBesideMock(into: &w) }
    }

    /// `final class EngineMock: Engine` (after the mock's superclass, when it has one: `write`
    /// writes `MockRuntime.MockBase<…>`), or `actor EngineMock: Engine`; false when it wrote no
    /// parent at all (a mock of a protocol it cannot see, with no superclass).
    @discardableResult
    private func emitDeclarationStart(
        superclass writeMockBase: ((inout SourceWriter) -> Void)? = nil, into w: inout SourceWriter
    ) -> Bool {
        w.write("\(plan.access)\(plan.kind == .actor ? "actor" : "final class") \(plan.name)")
        w.genericParameters(plan.genericParameters)
        var parents = 0
        func next(_ w: inout SourceWriter) {
            w.write(parents == 0 ? ": " : ", ")
            parents += 1
        }
        if let writeMockBase {
            next(&w)
            writeMockBase(&w)
        }
        if let superclass = plan.superclass {
            next(&w)
            w.write(superclass)
        }
        if plan.classMock != nil || plan.declaresConformance {
            next(&w)
            w.type(plan.classMock?.superclass ?? .named(plan.conformance))
        }
        return parents > 0
    }

    /// The header of a subclass of `MockRuntime.MockBase<Given, Verify>`, with the superclass's
    /// generic arguments on a line of their own, or on one line each when that is too wide; of
    /// `MockRuntime.EmptyMockBase` when the mock has no builder, on one line.
    private func emitMockBaseSubclassHeader(
        builderTypes: (given: String, verify: String)?, into w: inout SourceWriter
    ) {
        func header(_ w: inout SourceWriter, superclass writeMockBase: @escaping (inout SourceWriter) -> Void) {
            w.open()
            emitDeclarationStart(superclass: writeMockBase, into: &w)
            if plan.hasStaticMembers { w.write(", MockRuntime.StaticMock") }
            w.write(", @unchecked Swift.Sendable")
            w.whereClause(plan.genericWhere)
            w.close(" {")
        }
        func wrapped(_ w: inout SourceWriter, arguments: [String]) {
            header(&w) { w in
                w.close(plan.isMockableShaped ? "MockRuntime.MockableMockBase<" : "MockRuntime.MockBase<")
                w.indented { w in for line in arguments { w.line(line) } }
                w.open(">")
            }
        }
        guard let builderTypes else {
            header(&w) { w in w.write("MockRuntime.EmptyMockBase") }
            return
        }
        // Never on one line: `final class `, `MockRuntime.MockBase<`, `, @unchecked Swift.Sendable {`
        // and two builder types (`_XMockBuilder<MockRuntime.StubbingMode>` at the shortest) are
        // wider than `SourceWriter.preferredWidth` together.
        let (given, verify) = builderTypes
        w.firstFitting(
            { w in wrapped(&w, arguments: ["\(given), \(verify)"]) },
            { w in wrapped(&w, arguments: ["\(given),", verify]) })
    }

    /// The mock's members: the associated types' aliases, its state (inherited by a `MockBase`
    /// subclass), its initializers, the requirements, the synthesized conformances and the builders.
    private func emitBody(builders: BuilderEmitter, buildersBeside: Bool, into w: inout SourceWriter) {
        let access = plan.access
        let isolation = plan.isIsolated ? "nonisolated " : ""
        let displayName = Identifiers.stringLiteral(plan.displayName)
        for alias in plan.typeAliases {
            w.open("\(access)typealias \(alias.name) = ")
            w.type(alias.type)
            w.close()
        }
        if plan.inheritsMockBase {
            if plan.hasStaticMembers {
                w.line("")
                emitStaticState(displayName: displayName, into: &w)
            }
        } else {
            if !plan.typeAliases.isEmpty { w.line("") }
            let stateAccess = plan.runtimeStateAccess
            w.line("\(stateAccess)\(isolation)let _mockState: MockRuntime.MockState")
            if let numeric = plan.numericBacking {
                w.open("\(stateAccess)\(isolation)let _backingValue: ")
                w.type(numeric.backingType)
                w.close()
            }
            if plan.hasStaticMembers { emitStaticState(displayName: displayName, into: &w) }
            w.line("")
            if let classMock = plan.classMock {
                ClassInitializerEmitter(plan: plan, displayName: displayName).emit(classMock.initializers, into: &w)
            } else if let numeric = plan.numericBacking {
                // `init(policy:name:)` and the arithmetic's initializers are the runtime's; they call this one.
                w.open("\(plan.runtimeStateAccess)\(isolation)init(_mockState: MockRuntime.MockState, _backingValue: ")
                w.type(numeric.backingType)
                w.close(") {")
                w.indented { w in
                    w.line("self._mockState = _mockState")
                    w.line("self._backingValue = _backingValue")
                }
                w.line("}")
            } else if plan.usesStandardInitializer && !plan.isMockableShaped {
                // An actor mock (a class mock inherits `MockBase` instead): `init(policy:name:)`
                // is the runtime's (`StandardMock`) and calls this one; an actor's synchronous
                // initializer is nonisolated already, and an actor has no global actor.
                w.line("\(plan.runtimeStateAccess)init(_mockState: MockRuntime.MockState) { self._mockState = "
                    + "_mockState }")
            } else {
                emitInitializer(displayName: displayName, into: &w)
                emitRequiredInitializers(displayName: displayName, into: &w)
                if plan.isMockableShaped { emitMockableReset(into: &w) }
                if let forwardingType = plan.forwardingType {
                    emitSpyInitializer(forwardingType, displayName: displayName, into: &w)
                }
            }
        }
        if let mockolo = plan.mockolo { MockoloMembersEmitter(plan: plan, members: mockolo).emitInitializer(into: &w) }
        RequirementEmitter(plan: plan).emit(plan.items, into: &w)
        ConformanceEmitter.emit(plan, into: &w)
        builders.emitAll(besideMock: buildersBeside, into: &w)
    }

    /// The state of the mock's static members: one per mock type, or one per specialization
    /// of a generic mock (which cannot have static stored properties).
    private func emitStaticState(displayName: String, into w: inout SourceWriter) {
        let stateAccess = plan.runtimeStateAccess
        let staticIsolation = plan.globalActor != nil ? "nonisolated " : ""
        if plan.isGeneric {
            let declaration = "\(stateAccess)\(staticIsolation)static var _staticMockState: MockRuntime.MockState"
            w.firstFitting(
                { w in w.line("\(declaration) { MockRuntime.MockState.shared(for: Self.self) }") },
                { w in
                    w.block(declaration) { w in w.line("MockRuntime.MockState.shared(for: Self.self)") }
                })
        } else {
            let declaration = "\(stateAccess)\(staticIsolation)static let _staticMockState = MockRuntime.MockState("
            let arguments = "mockType: \(displayName), name: \(Identifiers.stringLiteral(plan.displayName + ".self")), "
                + "policy: .relaxed"
            w.firstFitting(
                { w in w.line(declaration + arguments + ")") },
                { w in
                    w.line(declaration)
                    w.indented { w in w.line(arguments) }
                    w.line(")")
                })
        }
    }

    /// `init(forwardingTo:)`: a spy whose unstubbed calls go to `real`, with the creation
    /// location's defaults as `init(policy:name:)` has them. The real object is `sending`: the
    /// mock owns it afterwards, so a test cannot race it through an alias.
    private func emitSpyInitializer(_ forwardingType: TypeRef, displayName: String, into w: inout SourceWriter) {
        w.line("")
        w.line("\(plan.access)init(")
        w.indented { w in
            w.open("forwardingTo real: sending ")
            w.type(forwardingType)
            w.close(",")
            emitPolicyAndLocationParameters(into: &w)
        }
        w.block(")") { w in
            emitMockStateCreation(displayName: displayName, into: &w)
            w.line("self._mockState.forwardUnstubbedCalls(to: real)")
        }
    }

    /// Mockable's `reset(_:)` for a mock that is no `MockableMockBase` subclass: `reset()`,
    /// `reset(.given)`, `reset([.given, .verify])`.
    private func emitMockableReset(into w: inout SourceWriter) {
        let prefix = "\(plan.access)\(plan.isIsolated || plan.kind == .actor ? "nonisolated " : "")func reset"
        w.line("")
        w.line("\(prefix)(_ scopes: Swift.Set<MockRuntime.MockerScope> = .all) { _mockState.reset(scopes: scopes) }")
        w.line("\(prefix)(_ scope: MockRuntime.MockerScope) { _mockState.reset(scopes: [scope]) }")
    }

    /// The last parameters of a mock's initializer: its policy and name, and the creation
    /// location's defaults.
    private func emitPolicyAndLocationParameters(into w: inout SourceWriter) {
        w.line(plan.isMockableShaped
            ? "policy: MockRuntime.MockerPolicy? = nil, name: Swift.String? = nil,"
            : "policy: MockRuntime.MockPolicy = .relaxed, name: Swift.String? = nil,")
        w.line("fileID: Swift.StaticString = #fileID, filePath: Swift.StaticString = #filePath,")
        w.line("line: Swift.UInt = #line, column: Swift.UInt = #column")
    }

    /// `_mockState = MockState(…)` from those parameters.
    private func emitMockStateCreation(displayName: String, into w: inout SourceWriter) {
        w.line("_mockState = MockRuntime.MockState(")
        w.indented { w in
            w.line(plan.isMockableShaped
                ? "mockType: \(displayName), name: name, conventions: .mockable(policy: policy),"
                : "mockType: \(displayName), name: name, policy: policy,")
            w.line("fileID: fileID, filePath: filePath, line: line, column: column")
        }
        w.line(")")
    }

    /// The mock's own initializer. An actor's synchronous initializer is already nonisolated;
    /// a global-actor class needs the word.
    /// `init(policy:name:)` plus the creation location's defaults, which record the test line
    /// that created the mock for the failure messages that have no `verify` line of their own.
    private func emitInitializer(displayName: String, into w: inout SourceWriter) {
        // An actor's synchronous initializer is already nonisolated; a global-actor class needs the word.
        let isolation = plan.globalActor != nil ? "nonisolated " : ""
        w.line("\(plan.access)\(isolation)init(")
        let superArguments = Self.superInitializerArguments(plan.superInitializerParameters)
        w.indented { w in
            for (parameter, argument) in zip(plan.superInitializerParameters, superArguments) {
                w.open("\(parameter.label.map(Identifiers.label) ?? "_") \(argument.name): ")
                w.type(parameter.type)
                w.close(",")
            }
            emitPolicyAndLocationParameters(into: &w)
        }
        w.block(")") { w in
            emitMockStateCreation(displayName: displayName, into: &w)
            if !plan.superInitializerParameters.isEmpty {
                let arguments = superArguments.map { ($0.label.map { "\($0): " } ?? "") + $0.name }
                w.line("super.init(\(arguments.joined(separator: ", ")))")
            }
        }
    }

    /// The class parent's initializer arguments: each parameter's label at the call, and the
    /// name the mock's initializer gives it (`superclass0`…, never one of the mock's own).
    private static func superInitializerArguments(_ parameters: [ParameterDecl]) -> [(label: String?, name: String)] {
        parameters.enumerated().map { index, parameter in
            let label = parameter.label.map(Identifiers.bare).flatMap { $0 == "_" ? nil : Identifiers.label($0) }
            return (label, "superclass\(index)")
        }
    }

    /// Each `required` initializer of the class parent: the mock's state with a relaxed policy
    /// (as `init()` gives), then the same initializer of the superclass.
    private func emitRequiredInitializers(displayName: String, into w: inout SourceWriter) {
        for parameters in plan.requiredInitializers {
            let arguments = Self.superInitializerArguments(parameters)
            w.line("")
            w.open("\(plan.access)required init(")
            for (index, (parameter, argument)) in zip(parameters, arguments).enumerated() {
                if index > 0 { w.write(", ") }
                w.write("\(parameter.label.map(Identifiers.label) ?? "_") \(argument.name): ")
                w.type(parameter.type)
            }
            w.close(") {")
            w.indented { w in
                w.line("_mockState = MockRuntime.MockState(")
                w.indented { w in
                    w.line("mockType: \(displayName), name: nil, policy: .relaxed,")
                    w.line("fileID: #fileID, filePath: #filePath, line: #line, column: #column")
                }
                w.line(")")
                let passed = arguments.map { ($0.label.map { "\($0): " } ?? "") + $0.name }
                w.line("super.init(\(passed.joined(separator: ", ")))")
            }
            w.line("}")
        }
    }
}
