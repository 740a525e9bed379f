extension MockState {
    /// Answers a call no stub answered, for a mock that follows Mockable's conventions: a property
    /// write always succeeds; otherwise `policy` may relax the call (see `MockerPolicy`). A call
    /// it does not relax is reported, as Mockable stops the test there; the test then goes on when
    /// the call can still return `MockDefaultValue`'s value or throw `MockError.unstubbed`, and
    /// the process stops only when it can do neither.
    func mockableFallback<R, E: Error>(
        _ member: MockMember, _ arguments: [Any], policy: MockerPolicy, alreadyReported: Bool, site: CallSite,
        throwing: E.Type
    ) throws(E) -> R {
        if member.kind == .setter || member.kind == .subscriptSetter, let done = (() as Any) as? R { return done }
        if let value = policy.relaxedValue(of: R.self, throwing: E.self != Never.self) { return value }
        let callText = CallFormatter.describe(member, arguments.map(ValueFormatter.describe))
        let stub = CallFormatter.builderExpression(member, receiver: hintReceiver)
        let message = "\(displayName): no return value of type \(R.self) was given for \(callText). "
            + "Give one with \(stub).willReturn(…), or create the mock with a MockerPolicy that relaxes it "
            + "(policy: \(Self.relaxation(for: R.self)))." + (creationLine.map { " " + $0 } ?? "")
        if !alreadyReported { FailureReport.report(message, at: site) }
        if let value = defaultMockValue(of: R.self) { return value }
        if let typed = MockError.unstubbed(callText) as? E { throw typed }
        fatalError(message)
    }

    /// The relaxation that would answer a call returning `R`, for messages.
    private static func relaxation<R>(for type: R.Type) -> String {
        if R.self == Void.self { return ".relaxedVoid" }
        if R.self is any ExpressibleByNilLiteral.Type { return ".relaxedOptional" }
        return ".relaxedMocked, with \(R.self) adopting Mocked"
    }
}
