import MockgenFrontEnd

/// Writes the extra closure of an invocation that can reach a real implementation:
///
///     real: { super.deposit(amount) }
///     real: { () throws(Closed) -> Swift.Int in try super.withdraw(amount) }
///     forwarded: { (real: any Greeter) in real.greet(name) }
///
/// A typed `throws` is written out, since a closure infers only `any Error`.
enum RealCallEmitter {
    static func write(_ call: RealCall, of invocation: Invocation, into w: inout SourceWriter) {
        let receiver: String
        switch call.receiver {
        case .superclass:
            w.write("real: { ")
            receiver = "super"
            if let error = typedError(invocation) {
                w.write("() throws(")
                w.type(error)
                w.write(") -> ")
                w.type(invocation.returnType)
                w.write(" in ")
            }
        case .forwarded(let parameter, let type):
            w.write("forwarded: { (\(parameter): ")
            w.type(type)
            w.write(")")
            if let error = typedError(invocation) {
                w.write(" throws(")
                w.type(error)
                w.write(") -> ")
                w.type(invocation.returnType)
            }
            w.write(" in ")
            receiver = parameter
        }
        if invocation.thrownError != nil { w.write("try ") }
        if invocation.isAsync { w.write("await ") }
        switch call.access {
        case .function(let name, let arguments):
            w.write("\(receiver).\(name)(")
            writeArguments(arguments, into: &w)
            w.write(")")
        case .getProperty(let name):
            w.write("\(receiver).\(name)")
        case .setProperty(let name):
            w.write("\(receiver).\(name) = newValue")
        case .getSubscript(let arguments):
            w.write("\(receiver)[")
            writeArguments(arguments, into: &w)
            w.write("]")
        case .setSubscript(let arguments):
            w.write("\(receiver)[")
            writeArguments(arguments, into: &w)
            w.write("] = newValue")
        }
        w.write(" }")
    }

    private static func typedError(_ invocation: Invocation) -> TypeRef? {
        guard let error = invocation.thrownError, !error.isAnyError else { return nil }
        return error
    }

    /// `amount, to: account, &value`.
    static func writeArguments(_ arguments: some Collection<RealArgument>, into w: inout SourceWriter) {
        for (index, argument) in arguments.enumerated() {
            if index > 0 { w.write(", ") }
            if let label = argument.label { w.write("\(label): ") }
            switch argument.value {
            case .value(let name): w.write(name)
            case .inout(let name): w.write("&\(name)")
            case .autoclosure(let name, let marker): w.write("\(marker)\(name)()")
            case .pack(let name): w.write("repeat each \(name)")
            }
        }
    }
}
