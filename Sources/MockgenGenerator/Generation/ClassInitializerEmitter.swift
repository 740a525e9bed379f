import MockgenFrontEnd

/// Writes a class mock's initializers: each designated initializer of the class twice,
/// overridden as is (so the class's convenience initializers are inherited and `required`
/// ones are satisfied) and with `policy:` and `name:` appended. `_mockState` is set before
/// `super.init`, because the superclass's initializer may call overridden members.
///
///     override init(owner: Swift.String) {
///         _mockState = MockRuntime.MockState(mockType: "AccountMock", name: nil, policy: .relaxed)
///         super.init(owner: owner)
///     }
///     init(owner: Swift.String, policy: MockRuntime.MockPolicy = .relaxed, name: Swift.String? = nil) { … }
struct ClassInitializerEmitter {
    var plan: MockPlan
    var displayName: String

    func emit(_ initializers: [PlannedClassInitializer], into w: inout SourceWriter) {
        for initializer in initializers {
            emit(initializer, withMockParameters: false, into: &w)
            w.line("")
            emit(initializer, withMockParameters: true, into: &w)
        }
    }

    private func emit(_ initializer: PlannedClassInitializer, withMockParameters: Bool, into w: inout SourceWriter) {
        let declaration = initializer.declaration
        w.block(header: { w in
            w.write(plan.access)
            if !withMockParameters { w.write(initializer.isRequired ? "required " : "override ") }
            for modifier in declaration.modifiers { w.write("\(modifier) ") }
            if case .initializer(let failability) = declaration.introducer { w.initializerKeyword(failability) } else { w.write("init") }
            w.genericParameters(declaration.genericParameters)
            w.write("(")
            w.parameterList(declaration.parameters)
            if withMockParameters {
                if !declaration.parameters.isEmpty { w.write(", ") }
                w.write("\(initializer.policyLabel): MockRuntime.MockPolicy = .relaxed, \(initializer.nameLabel): Swift.String? = nil")
            }
            w.write(")")
            w.effects(declaration.effects)
            w.whereClause(declaration.whereClause)
        }) { w in
            let (name, policy) = withMockParameters ? (initializer.nameLabel, initializer.policyLabel) : ("nil", ".relaxed")
            w.line("_mockState = MockRuntime.MockState(mockType: \(displayName), name: \(name), policy: \(policy))")
            w.open()
            if declaration.effects.throwing != .none { w.write("try ") }
            if declaration.effects.isAsync { w.write("await ") }
            w.write("super.init(")
            RealCallEmitter.writeArguments(initializer.superArguments, into: &w)
            w.close(")")
        }
    }
}
