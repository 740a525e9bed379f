import MockgenFrontEnd

/// Which `MockState.call…` entry point a member body can use instead of `invoke` with a
/// producer closure: `call2`, `callThrowingVoid1`, `callAsync0`...
///
/// The runtime builds the producer's type from the arguments' types and the result type, so
/// the entry point fits only when the producer takes exactly the values the body has, of the
/// types the member declares: no `inout`, no non-escaping closure, no ownership or `isolated`
/// specifier, no variadic or `@autoclosure` parameter, no `some` parameter recorded as `any`,
/// a result type that is the declared one (not opaque), at most five arguments and no typed
/// `throws`. Everything else keeps `invoke`.
enum DirectCall {
    /// The most arguments the runtime's `call` entry points take.
    static let maximumArguments = 5

    /// - Parameters:
    ///   - passed: the types of the values the body passes, as declared (parameters, then a
    ///     setter's `newValue`); nil when a parameter is variadic.
    ///   - result: the declared result (the property's type for a getter); nil when none.
    static func entryPoint(for invocation: Invocation, passed: [TypeRef]?, result: TypeRef?) -> String? {
        // A class mock's `real:` or a spy's `forwarded:` closure, and a noncopyable result made
        // by a `willProduce` stub, need `invoke` or `producer`.
        guard invocation.realCall == nil, case .invoked = invocation.delivery else { return nil }
        guard let passed, passed.count <= maximumArguments, !invocation.passesNonEscapingClosure,
              invocation.recorded.count == passed.count, invocation.produceArguments.count == passed.count,
              case .function(let produced, _, _) = invocation.produceType.kind, produced.count == passed.count
        else { return nil }
        if let error = invocation.thrownError, !error.isAnyError { return nil }
        for index in passed.indices {
            guard case .value(let name) = invocation.produceArguments[index], produced[index].type.specifiers.isEmpty,
                  !produced[index].isVariadic, same(produced[index].type, passed[index])
            else { return nil }
            switch invocation.recorded[index] {
            case .value(let recorded), .optional(let recorded), .existentialMetatype(let recorded):
                guard recorded == name else { return nil }
            case .nonEscapingClosure, .unstored: return nil
            }
        }
        // `Void` too: a getter of type `Void` whose body is `call0(…)` would leave its result
        // type to be inferred from a `Void` context, which the compiler does not do.
        let returnsNothing = same(invocation.returnType, .emptyTuple) || invocation.returnType.isStandard("Void")
        if !returnsNothing {
            guard let result, same(invocation.returnType, result) else { return nil }
        }
        var name = "call"
        if invocation.isAsync { name += "Async" }
        if invocation.thrownError != nil { name += "Throwing" }
        if returnsNothing { name += "Void" }
        return name + String(passed.count)
    }

    /// Whether the two types are written alike: equal types have equal texts (`TypeRef`'s
    /// equality compares their structures, which render alike), so only unequal ones are
    /// rendered and compared.
    private static func same(_ a: TypeRef, _ b: TypeRef) -> Bool {
        a == b || a.text == b.text
    }
}
