import MockgenFrontEnd

/// How a mocked member reaches a real implementation: the extra closure a class mock passes
/// as `real:` (calling `super`) and a spy passes as `forwarded:` (calling the real object it
/// forwards to). The runtime runs it for `willCallRealImplementation()` stubs and, while the
/// mock forwards unstubbed calls, for calls no stub answers.
struct RealCall: Sendable {
    enum Receiver: Sendable {
        /// `real: { super.member(args) }`.
        case superclass
        /// `forwarded: { (real: any P) in real.member(args) }`: the parameter's name and type.
        case forwarded(parameter: String, type: TypeRef)
    }

    /// What the closure does with its receiver.
    enum Access: Sendable {
        case function(name: String, arguments: [RealArgument])
        case getProperty(name: String)
        case setProperty(name: String)
        case getSubscript(arguments: [RealArgument])
        case setSubscript(arguments: [RealArgument])
    }

    var receiver: Receiver
    var access: Access
}

/// One argument passed on to the real implementation: `label: value` (`&value` for `inout`).
struct RealArgument: Sendable {
    /// Nil when the call site writes no label.
    var label: String?
    var value: ProducedArgument
}

extension RealCall {
    /// The call of the real member `requirement` declares, made by the invocation at `index`
    /// (the getter is the first of a property's or subscript's invocations, the setter the
    /// second); nil for initializers and members whose arguments cannot be passed on
    /// (variadic parameters cannot be spread again), and for `rethrows` members: the mock's
    /// invocation never throws, and a closure calling the real member would have to.
    static func make(for requirement: PlannedRequirement, invocationIndex index: Int, receiver: Receiver) -> RealCall? {
        let declaration = requirement.declaration
        guard !declaration.parameters.contains(where: \.isVariadic), declaration.effects.throwing != .rethrows else {
            return nil
        }
        let produced = requirement.invocations[index].produceArguments
        switch declaration.introducer {
        case .function(let name, let isOperator):
            guard !isOperator else { return nil }
            let arguments = zip(declaration.parameters, produced).map { parameter, value in
                // A pack whose producer gets the array of its values is passed on as the pack.
                RealArgument(label: parameter.label == "_" ? nil : (parameter.label ?? parameter.name),
                    value: parameter.isPack ? .pack(parameter.name) : value)
            }
            return RealCall(receiver: receiver, access: .function(name: name, arguments: arguments))
        case .property(let name):
            return RealCall(receiver: receiver, access: index == 0
                ? .getProperty(name: name) : .setProperty(name: name))
        case .subscript:
            let arguments = zip(declaration.parameters, produced).map { parameter, value in
                RealArgument(label: parameter.label == "_" ? nil : parameter.label, value: value)
            }
            return RealCall(receiver: receiver, access: index == 0
                ? .getSubscript(arguments: arguments) : .setSubscript(arguments: arguments))
        case .initializer:
            return nil
        }
    }
}
