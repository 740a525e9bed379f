/// Writes the body of a mocked member: one call into `MockState` with the member's
/// recorded arguments and a producer closure typed exactly like the builders' `Stubbing`.
enum InvocationEmitter {
    static func emit(_ invocation: Invocation, explicitReturn: Bool, into w: inout SourceWriter) {
        let state = invocation.isStatic ? "_staticMockState" : "_mockState"
        var effects = ""
        if invocation.throwsClause != .none { effects += "try " }
        if invocation.isAsync { effects += "await " }
        let method = invocation.isAsync ? "invokeAsync" : "invoke"
        let closureThrows: String
        if case .typed(let e) = invocation.throwsClause { closureThrows = " throws(\(e))" } else { closureThrows = "" }

        w.line("\(explicitReturn ? "return " : "")\(effects)\(state).\(method)(")
        w.indented { w in
            w.line("\(invocation.member),")
            w.line("arguments: [\(invocation.recorded.joined(separator: ", "))]")
        }
        // A producer that receives a non-escaping closure is marked `@escaping` itself: Swift
        // forbids passing a non-escaping closure to a call of another non-escaping closure.
        // The isolation specifier of an async producer must come before `@escaping`.
        var produceType = invocation.produceType
        if invocation.passesNonEscapingClosure {
            let isolation = "nonisolated(nonsending) "
            produceType = produceType.hasPrefix(isolation)
                ? isolation + "@escaping " + produceType.dropFirst(isolation.count) : "@escaping " + produceType
        }
        w.line(") { (\(invocation.produceName): \(produceType))\(closureThrows) in")
        w.indented { w in
            w.line("\(effects)\(invocation.produceName)(\(invocation.produceArguments.joined(separator: ", ")))")
        }
        w.line("}")
    }
}
