import MockgenFrontEnd

/// Writes the body of a mocked member: one call into `MockState` with the member's
/// descriptor and its arguments. Where a `call` entry point fits (see `DirectCall`), the
/// arguments are passed as they are:
///
///     self._mockState.call2(_EngineMockMembers.setSpeed, speed, unit)
///
/// Otherwise the recorded arguments and a producer closure typed exactly like the builders'
/// `Stubbing`, on one line when it fits (else the producer on a line of its own, else its
/// parameter and its call on one line each):
///
///     self._mockState.invoke(_EngineMockMembers.isOn, arguments: []) { (produce: () -> Bool) in produce() }
enum InvocationEmitter {
    /// The layouts are tried in order, reusing what the previous one wrote where they agree.
    /// `entryPoint`: the `call` entry point, when one fits.
    static func emit(
        _ invocation: Invocation, in plan: MockPlan, explicitReturn: Bool, entryPoint: String?,
        into w: inout SourceWriter
    ) {
        if case .producedOnly = invocation.delivery {
            emitProducedOnly(invocation, in: plan, into: &w)
        } else if case .unmakeable(let resultType) = invocation.delivery {
            emitUnmakeable(invocation, resultType: resultType, in: plan, into: &w)
        } else if let entryPoint {
            emitDirect(invocation, entryPoint, in: plan, explicitReturn: explicitReturn, into: &w)
        } else if explicitReturn, let local = invocation.resultLocal {
            emitInvoked(invocation, in: plan, binding: local, into: &w)
            w.line("return \(local)")
        } else {
            emitInvoked(invocation, in: plan, explicitReturn: explicitReturn, into: &w)
        }
    }

    /// `self._mockState.` (`self._staticMockState.` for a static member): through `self`, the
    /// compiler finds the state among the mock's members at once instead of searching every
    /// scope around the member first (about 0.14 M fewer instructions per member).
    private static func writeState(of invocation: Invocation, into w: inout SourceWriter) {
        w.write(invocation.isStatic ? "self._staticMockState." : "self._mockState.")
    }

    /// A noncopyable result, made by the `willProduce` closure the runtime hands out:
    ///
    ///     let produce: () -> Return = self._mockState.producer(_StoreMockMembers.take, arguments: [])
    ///     return produce()
    private static func emitProducedOnly(_ invocation: Invocation, in plan: MockPlan, into w: inout SourceWriter) {
        w.open("let \(invocation.produceName): ")
        w.type(invocation.produceType)
        w.write(" = ")
        if invocation.thrownError != nil { w.write("try ") }
        writeState(of: invocation, into: &w)
        w.write("producer(\(plan.membersNamespace).\(invocation.descriptor.name), arguments: [")
        writeRecorded(invocation, into: &w)
        w.write("]")
        if let error = invocation.thrownError {
            w.write(", throwing: (")
            w.type(error)
            w.write(").self")
        }
        w.close(")")
        w.open("return ")
        writeProducerCall(invocation, into: &w)
        w.close()
    }

    /// A non-escapable result, which nothing can make: the call is recorded and fails. Never
    /// `return`ed: the call returns `Never`, which is no value of the member's result type. On
    /// one line when it fits, else its arguments on two more:
    ///
    ///     self._mockState.unmakeableResult(
    ///         _BufferMockMembers.bytes, arguments: [], resultType: "RawSpan",
    ///         producing: (() -> Swift.Never).self
    ///     )
    private static func emitUnmakeable(
        _ invocation: Invocation, resultType: TypeRef, in plan: MockPlan, into w: inout SourceWriter
    ) {
        let start = w.count
        w.open()
        writeUnmakeable(invocation, resultType: resultType, in: plan, into: &w)
        w.close()
        if w.fits(since: start) { return }
        w.truncate(to: start)
        w.open()
        writeUnmakeableHead(invocation, into: &w)
        w.close()
        w.indented { w in
            w.open()
            writeUnmakeableCall(invocation, resultType: resultType, in: plan, into: &w)
            w.write(",")
            w.close()
            w.open()
            writeUnmakeableTypes(invocation, into: &w)
            w.close()
        }
        w.line(")")
    }

    /// The call of `emitUnmakeable` on the current line.
    private static func writeUnmakeable(
        _ invocation: Invocation, resultType: TypeRef, in plan: MockPlan, into w: inout SourceWriter
    ) {
        writeUnmakeableHead(invocation, into: &w)
        writeUnmakeableCall(invocation, resultType: resultType, in: plan, into: &w)
        w.write(", ")
        writeUnmakeableTypes(invocation, into: &w)
        w.write(")")
    }

    /// `try self._mockState.unmakeableResult(`
    private static func writeUnmakeableHead(_ invocation: Invocation, into w: inout SourceWriter) {
        if invocation.thrownError != nil { w.write("try ") }
        writeState(of: invocation, into: &w)
        w.write("unmakeableResult(")
    }

    /// `_BufferMockMembers.bytes, arguments: [], resultType: "RawSpan"`
    private static func writeUnmakeableCall(
        _ invocation: Invocation, resultType: TypeRef, in plan: MockPlan, into w: inout SourceWriter
    ) {
        w.write("\(plan.membersNamespace).\(invocation.descriptor.name), arguments: [")
        writeRecorded(invocation, into: &w)
        w.write("], resultType: \"")
        let literalStart = w.count
        w.write(resultType.text)
        w.escapeForStringLiteral(from: literalStart)
        w.write("\"")
    }

    /// `producing: (() throws -> Swift.Never).self, throwing: (any Swift.Error).self`
    private static func writeUnmakeableTypes(_ invocation: Invocation, into w: inout SourceWriter) {
        w.write("producing: (")
        w.type(invocation.produceType)
        w.write(").self")
        if let error = invocation.thrownError {
            w.write(", throwing: (")
            w.type(error)
            w.write(").self")
        }
    }

    /// The call and its producer; its value returned (`explicitReturn`), or bound to `binding`.
    private static func emitInvoked(
        _ invocation: Invocation, in plan: MockPlan, explicitReturn: Bool = false, binding: String? = nil,
        into w: inout SourceWriter
    ) {
        let start = w.count
        w.open()
        if let binding { w.write("let \(binding) = ") }
        writeCall(invocation, in: plan, explicitReturn: explicitReturn, into: &w)
        let callEnd = w.count
        w.write(" ")
        writeProducerHead(invocation, into: &w)
        w.write(" ")
        writeProducerCall(invocation, into: &w)
        w.close(" }")
        if w.fits(since: start) { return }

        // The producer on a line of its own...
        w.truncate(to: callEnd)
        w.close()
        let producerStart = w.count
        w.indented { w in
            w.open()
            writeProducerHead(invocation, into: &w)
            w.write(" ")
            writeProducerCall(invocation, into: &w)
            w.close()
        }
        w.line("}")
        if w.fits(since: start) { return }

        // ...else its parameter and its call on one line each.
        w.truncate(to: producerStart)
        w.indented { w in
            w.open()
            writeProducerHead(invocation, into: &w)
            w.close()
            w.open()
            writeProducerCall(invocation, into: &w)
            w.close()
        }
        w.line("}")
    }

    /// `self._mockState.call1(_EngineMockMembers.load, id)` on one line when it fits, else its
    /// arguments on the next.
    private static func emitDirect(
        _ invocation: Invocation, _ entryPoint: String, in plan: MockPlan, explicitReturn: Bool,
        into w: inout SourceWriter
    ) {
        let start = w.count
        w.open()
        writeDirect(invocation, entryPoint, in: plan, explicitReturn: explicitReturn, separator: ", ", into: &w)
        w.close()
        if w.fits(since: start) { return }
        w.truncate(to: start)
        w.open()
        writeDirect(invocation, entryPoint, in: plan, explicitReturn: explicitReturn, separator: nil, into: &w)
        w.close()
        w.indented { w in
            w.open()
            writeDirectArguments(invocation, in: plan, into: &w)
            w.close()
        }
        w.line(")")
    }

    /// The call up to its arguments; with a `separator`, the arguments and `)` too.
    private static func writeDirect(
        _ invocation: Invocation, _ entryPoint: String, in plan: MockPlan, explicitReturn: Bool, separator: String?,
        into w: inout SourceWriter
    ) {
        if explicitReturn { w.write("return ") }
        writeEffects(invocation, into: &w)
        writeState(of: invocation, into: &w)
        w.write(entryPoint)
        w.write("(")
        guard separator != nil else { return }
        writeDirectArguments(invocation, in: plan, into: &w)
        w.write(")")
    }

    /// `_EngineMockMembers.load, id, force`.
    private static func writeDirectArguments(_ invocation: Invocation, in plan: MockPlan, into w: inout SourceWriter) {
        w.write(plan.membersNamespace)
        w.write(".")
        w.write(invocation.descriptor.name)
        for argument in invocation.produceArguments {
            guard case .value(let name) = argument else { continue }
            w.write(", ")
            w.write(name)
        }
    }

    /// The whole call on the current line.
    static func writeInline(
        _ invocation: Invocation, in plan: MockPlan, explicitReturn: Bool, entryPoint: String?,
        into w: inout SourceWriter
    ) {
        if case .unmakeable(let resultType) = invocation.delivery {
            writeUnmakeable(invocation, resultType: resultType, in: plan, into: &w)
            return
        }
        if let entryPoint {
            writeDirect(invocation, entryPoint, in: plan, explicitReturn: explicitReturn, separator: ", ", into: &w)
            return
        }
        writeCall(invocation, in: plan, explicitReturn: explicitReturn, into: &w)
        w.write(" ")
        writeProducerHead(invocation, into: &w)
        w.write(" ")
        writeProducerCall(invocation, into: &w)
        w.write(" }")
    }

    /// `return try await self._mockState.invokeAsync(_EngineMockMembers.fetch, arguments: [id]) {`
    private static func writeCall(
        _ invocation: Invocation, in plan: MockPlan, explicitReturn: Bool, into w: inout SourceWriter
    ) {
        if explicitReturn { w.write("return ") }
        writeEffects(invocation, into: &w)
        writeState(of: invocation, into: &w)
        w.write(invocation.isAsync ? "invokeAsync(" : "invoke(")
        w.write(plan.membersNamespace)
        w.write(".")
        w.write(invocation.descriptor.name)
        w.write(", arguments: [")
        writeRecorded(invocation, into: &w)
        w.write("]")
        if let realCall = invocation.realCall {
            w.write(", ")
            RealCallEmitter.write(realCall, of: invocation, into: &w)
        }
        w.write(") {")
    }

    /// The recorded arguments, separated by commas.
    private static func writeRecorded(_ invocation: Invocation, into w: inout SourceWriter) {
        for (index, argument) in invocation.recorded.enumerated() {
            if index > 0 { w.write(", ") }
            switch argument {
            case .value(let name): w.write(name)
            case .optional(let name): w.write("\(name) as Any")
            case .existentialMetatype(let name): w.write("\(name) as Any.Type")
            case .nonEscapingClosure: w.write("MockRuntime.NonEscapingClosure()")
            case .unstored(let typeName): w.write("MockRuntime.UnstoredArgument(\"\(typeName)\")")
            }
        }
    }

    /// `(produce: (Int) async throws -> Data) in`. A producer that receives a non-escaping
    /// closure is `@escaping` itself: Swift forbids passing a non-escaping closure to a call of
    /// another non-escaping closure.
    private static func writeProducerHead(_ invocation: Invocation, into w: inout SourceWriter) {
        var produceType = invocation.produceType
        if invocation.passesNonEscapingClosure { produceType.attributes.insert(Attribute(name: "escaping"), at: 0) }
        w.write("(\(invocation.produceName): ")
        w.type(produceType)
        w.write(")")
        if let error = invocation.thrownError, !error.isAnyError {
            w.write(" throws(")
            w.type(error)
            w.write(")")
        }
        w.write(" in")
    }

    /// `try await produce(id)`.
    private static func writeProducerCall(_ invocation: Invocation, into w: inout SourceWriter) {
        writeEffects(invocation, into: &w)
        w.write(invocation.produceName)
        w.write("(")
        for (index, argument) in invocation.produceArguments.enumerated() {
            if index > 0 { w.write(", ") }
            switch argument {
            case .value(let name): w.write(name)
            case .inout(let name): w.write("&\(name)")
            case .autoclosure(let name, let marker): w.write("{ \(marker)\(name)() }")
            case .pack(let name): w.write("(repeat each \(name))")
            }
        }
        w.write(")")
    }

    private static func writeEffects(_ invocation: Invocation, into w: inout SourceWriter) {
        if invocation.thrownError != nil { w.write("try ") }
        if invocation.isAsync { w.write("await ") }
    }
}
