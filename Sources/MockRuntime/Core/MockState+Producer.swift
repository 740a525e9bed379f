extension MockState {
    /// Records a call to a member whose result a mock cannot hold — a noncopyable value, such
    /// as a `Return: ~Copyable` generic result — and returns the `willProduce` closure that
    /// makes the result; the generated member calls it with the call's arguments.
    ///
    /// A `willThrow` stub throws. Without a `willProduce` stub the call is reported, then
    /// throws `MockError.unstubbed` when the member can throw it, and otherwise stops the
    /// process: there is no default value of a noncopyable type to return.
    public func producer<Produce, E: Error>(
        _ member: MockMember,
        arguments: [Any],
        throwing: E.Type = Never.self,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) throws(E) -> Produce {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let state = resolved
        let plan = state.plan(member, arguments, produceType: Produce.self, returnType: Produce.self, site: site)
        plan.action?()
        switch plan.outcome {
        case .produce(let produce): return produce as! Produce
        case .error(let error): if let typed = error as? E { throw typed }
        default: break
        }
        let callText = CallFormatter.describe(member, arguments.map(ValueFormatter.describe))
        if !plan.reported {
            let canThrow = MockError.unstubbed(callText) is E
            FailureReport.unproducedResult(state, member, arguments, willThrow: canThrow, at: site)
        }
        if let typed = MockError.unstubbed(callText) as? E { throw typed }
        fatalError("\(state.displayName): no willProduce stub for \(callText), whose result a mock cannot hold. "
            + "Add a stub: \(CallFormatter.builderExpression(member, receiver: state.hintReceiver))"
            + ".willProduce { … }")
    }
}

extension MockState {
    /// Records a call to a member whose result is non-escapable (`Span<Element>`, `RawSpan`), a
    /// value no mock can make: runs the call's `perform` actions and throws the error of a
    /// `willThrow` stub. Otherwise it reports that the call has no answer, then throws
    /// `MockError.unstubbed` when the member can throw it, and stops the process when it cannot.
    ///
    /// `Produce` is the member's stubbing closure type (its arguments, returning `Never`), which
    /// finds the call's stubs; `resultType` is the result as the protocol spells it.
    @_spi(MockgenGenerated) public func unmakeableResult<Produce, E: Error>(
        _ member: MockMember,
        arguments: [Any],
        resultType: String,
        producing: Produce.Type,
        throwing: E.Type = Never.self,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) throws(E) -> Never {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let state = resolved
        let plan = state.plan(member, arguments, produceType: Produce.self, returnType: Never.self, site: site)
        plan.action?()
        if case .error(let error) = plan.outcome, let typed = error as? E { throw typed }
        let canThrow = MockError.unstubbed("") is E
        FailureReport.unmakeableResult(state, member, arguments, resultType: resultType, willThrow: canThrow, at: site)
        let callText = CallFormatter.describe(member, arguments.map(ValueFormatter.describe))
        if let typed = MockError.unstubbed(callText) as? E { throw typed }
        fatalError(
            FailureReport.unmakeableResultMessage(state, member, arguments, resultType: resultType, willThrow: false)
        )
    }
}

/// What an argument the mock cannot keep is recorded as: a noncopyable (`~Copyable`) or
/// non-escapable (`RawSpan`, `Span`) value must not outlive the call. Its builder parameter is
/// `Parameter<UnstoredArgument>`, which tests match with `.any`, and `willProduce` closures do
/// not receive it:
///
///     verify(output).output(from: .any).called(.once)
public struct UnstoredArgument: Sendable, Hashable, CustomStringConvertible {
    /// The argument's type as the protocol spells it (`RawSpan`).
    public let typeName: String

    /// Creates the placeholder; generated code passes it instead of the value.
    @_spi(MockgenGenerated) public init(_ typeName: String) { self.typeName = typeName }

    public var description: String { "<\(typeName), not stored>" }
}
