import MockgenFrontEnd

/// Writes a class mock's initializers: each designated initializer of the class twice,
/// overridden as is (so the class's convenience initializers are inherited and `required`
/// ones are satisfied) and with `policy:`, `name:` and the creation location's defaults
/// appended. `_mockState` is set before `super.init`, because the superclass's initializer may
/// call overridden members.
///
///     override init(owner: Swift.String) {
///         _mockState = MockRuntime.MockState(mockType: "AccountMock", name: nil, policy: .relaxed)
///         super.init(owner: owner)
///     }
///     init(
///         owner: Swift.String,
///         policy: MockRuntime.MockPolicy = .relaxed, name: Swift.String? = nil,
///         fileID: Swift.StaticString = #fileID, filePath: Swift.StaticString = #filePath,
///         line: Swift.UInt = #line, column: Swift.UInt = #column
///     ) { … }
struct ClassInitializerEmitter {
    var plan: MockPlan
    var displayName: String

    /// The creation location's parameters, which the mock's own initializer form appends unless
    /// the class's initializer already uses one of the names.
    static let locationNames: Set<String> = ["fileID", "filePath", "line", "column"]

    func emit(_ initializers: [PlannedClassInitializer], into w: inout SourceWriter) {
        for initializer in initializers {
            emitOverride(initializer, into: &w)
            w.line("")
            emitWithMockParameters(initializer, into: &w)
        }
    }

    private func emitOverride(_ initializer: PlannedClassInitializer, into w: inout SourceWriter) {
        w.block(header: { w in
            writeIntroducer(initializer, modifier: initializer.isRequired ? "required " : "override ", into: &w)
            w.write("(")
            w.parameterList(initializer.declaration.parameters)
            w.write(")")
            writeEffectsAndWhere(initializer.declaration, into: &w)
        }) { w in
            w.line("_mockState = MockRuntime.MockState(mockType: \(displayName), name: nil, policy: .relaxed)")
            writeSuperCall(initializer, into: &w)
        }
    }

    /// The initializer with `policy:` and `name:`, and the creation location's defaults, which
    /// record the test line that created the mock for the failure messages that have no
    /// `verify` line of their own.
    private func emitWithMockParameters(_ initializer: PlannedClassInitializer, into w: inout SourceWriter) {
        let declaration = initializer.declaration
        let names = Set(declaration.parameters.flatMap { [$0.label, $0.name].compactMap { $0.map(Identifiers.bare) } })
        let withLocation = names.isDisjoint(with: Self.locationNames)
        w.open()
        writeIntroducer(initializer, modifier: "", into: &w)
        w.close("(")
        w.indented { w in
            if !declaration.parameters.isEmpty {
                w.open()
                w.parameterList(declaration.parameters)
                w.close(",")
            }
            let mockParameters = "\(initializer.policyLabel): MockRuntime.MockPolicy = .relaxed, "
                + "\(initializer.nameLabel): Swift.String? = nil"
            guard withLocation else { return w.line(mockParameters) }
            w.line(mockParameters + ",")
            w.line("fileID: Swift.StaticString = #fileID, filePath: Swift.StaticString = #filePath,")
            w.line("line: Swift.UInt = #line, column: Swift.UInt = #column")
        }
        w.block(header: { w in
            w.write(")")
            writeEffectsAndWhere(declaration, into: &w)
        }) { w in
            let state = "mockType: \(displayName), name: \(initializer.nameLabel), policy: \(initializer.policyLabel)"
            if withLocation {
                w.line("_mockState = MockRuntime.MockState(")
                w.indented { w in
                    w.line(state + ",")
                    w.line("fileID: fileID, filePath: filePath, line: line, column: column")
                }
                w.line(")")
            } else {
                w.line("_mockState = MockRuntime.MockState(\(state))")
            }
            writeSuperCall(initializer, into: &w)
        }
    }

    /// `required init?<T>`: access, `modifier`, the declaration's modifiers, keyword and generic parameters.
    private func writeIntroducer(_ initializer: PlannedClassInitializer, modifier: String, into w: inout SourceWriter) {
        let declaration = initializer.declaration
        w.write(plan.access)
        w.write(modifier)
        for modifier in declaration.modifiers { w.write("\(modifier) ") }
        if case .initializer(let failability) = declaration.introducer { w.initializerKeyword(failability) } else {
            w.write("init")
        }
        w.genericParameters(declaration.genericParameters)
    }

    private func writeEffectsAndWhere(_ declaration: PlannedDeclaration, into w: inout SourceWriter) {
        w.effects(declaration.effects)
        w.whereClause(declaration.whereClause)
    }

    private func writeSuperCall(_ initializer: PlannedClassInitializer, into w: inout SourceWriter) {
        w.open()
        if initializer.declaration.effects.throwing != .none { w.write("try ") }
        if initializer.declaration.effects.isAsync { w.write("await ") }
        w.write("super.init(")
        RealCallEmitter.writeArguments(initializer.superArguments, into: &w)
        w.close(")")
    }
}
