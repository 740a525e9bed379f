extension MockState {
    // What mocks written for another generator's tests read and set directly (mockgen's
    // `--compatibility mockolo` writes `fooCallCount`, `fooArgValues` and `fooHandler` on these):
    // the same recorded calls and stubs that `verify`, captors and `given` see.

    /// How many calls to `member` were recorded: what `verify(mock).member(...)` counts with
    /// `.any` matchers. `reset(mock, .calls)` sets it back to zero.
    ///
    ///     var fetchCallCount: Int { self._mockState.callCount(of: _ServiceMockMembers.fetch) }
    public func callCount(of member: MockMember) -> Int {
        resolved.storage.withLock { storage in
            storage.calls.reduce(0) { $1.member == member ? $0 + 1 : $0 }
        }
    }

    /// The arguments of every recorded call to `member`, oldest first, as an argument captor
    /// sees them (variadics as arrays, `inout` as the value before the call).
    public func recordedArguments(of member: MockMember) -> [[Any]] {
        resolved.storage.withLock { storage in
            storage.calls.compactMap { $0.member == member ? $0.arguments : nil }
        }
    }

    /// The arguments of every recorded call to `member`, oldest first, each read by position:
    /// what generated argument-value members (`fooArgValues`) map over. The same values as
    /// `recordedArguments(of:)`; `RecordedArguments` has one subscript, which costs the compiler
    /// less than choosing among `Array`'s.
    public func argumentRecords(of member: MockMember) -> [RecordedArguments] {
        recordedArguments(of: member).map(RecordedArguments.init)
    }

    /// A recorded argument whose type is an optional that no name can spell (`(some P)?`), as
    /// `Any?`: `nil` when the argument was `nil`, else the wrapped value.
    public static func optionalArgument(_ argument: Any) -> Any? {
        let mirror = Mirror(reflecting: argument)
        guard mirror.displayStyle == .optional else { return argument }
        return mirror.children.first.map(\.value)
    }

    /// A recorded argument as `type`, for types a cast to which the compiler knows always
    /// succeeds (`AnyObject`, `any Sendable`) and would warn about when written `as!`.
    public static func argument<Value>(_ argument: Any, as type: Value.Type) -> Value {
        argument as! Value
    }

    /// Sets the closure that answers every call to `member` that no `given` stub answers, or
    /// removes it (`nil`). `Produce` is the member's own function type, what `willProduce`
    /// takes; a handler of another type answers nothing.
    ///
    /// A handler is a catch-all stub: a matching `given`/`when` stub wins over it whenever it
    /// was registered, and it wins over the last value set on a property and over default
    /// values. It counts as a stub for the strict policy; `reset(mock, .stubs)` removes it.
    public func setHandler<Produce>(_ handler: Produce?, for member: MockMember) {
        resolved.storage.withLock { storage in
            if let handler {
                storage.handlers[member] = HandlerRecord(
                    id: storage.makeID(), produceType: ObjectIdentifier(Produce.self), handler: handler)
            } else {
                storage.handlers[member] = nil
            }
        }
    }

    /// Sets a handler whose type is not the member's own function type (`@Sendable`, or an
    /// `@autoclosure` parameter as the protocol declares it): `convert` turns it into the
    /// member's function type, `Produce`, which answers calls as `setHandler(_:for:)` describes;
    /// `handler(of:as:)` reads the handler back as it was set.
    ///
    ///     set {
    ///         self._mockState.setHandler(newValue, for: _StoreMockMembers.load) {
    ///             (handler: @escaping @Sendable (Int) -> String) -> (Int) -> String in { handler($0) }
    ///         }
    ///     }
    public func setHandler<Handler, Produce>(
        _ handler: Handler?, for member: MockMember, _ convert: (Handler) -> Produce
    ) {
        guard let handler else { return setHandler(Produce?.none, for: member) }
        let produce = convert(handler)
        resolved.storage.withLock { storage in
            storage.handlers[member] = HandlerRecord(
                id: storage.makeID(), produceType: ObjectIdentifier(Produce.self), handler: produce, setValue: handler)
        }
    }

    /// Lets the handler of a generic member answer this call: when the handler set for `member`
    /// has type `Handler` (its generic types written as `Any`), `adapt` turns it into the member's
    /// function type for this call's generic arguments, `Produce`, which then answers like a
    /// handler of that type. A generated generic member calls it before recording its call:
    ///
    ///     self._mockState.adaptHandler(of: _StoreMockMembers.load) {
    ///         (handler: @escaping (Any) -> Any) -> (T) -> T in { handler($0) as! T }
    ///     }
    public func adaptHandler<Handler, Produce>(of member: MockMember, _ adapt: (Handler) -> Produce) {
        let state = resolved
        let produceID = ObjectIdentifier(Produce.self)
        let record = state.storage.withLock { $0.handlers[member] }
        guard let record, record.produceType != produceID, record.adapted[produceID] == nil,
              let handler = record.handler as? Handler
        else { return }
        let adapted = adapt(handler)
        state.storage.withLock { storage in
            // Unless the handler was replaced meanwhile.
            guard storage.handlers[member]?.id == record.id else { return }
            storage.handlers[member]?.adapted[produceID] = adapted
        }
    }

    /// The closure `setHandler(_:for:)` set for `member`, as it was set, if it has type `Handler`.
    public func handler<Handler>(of member: MockMember, as type: Handler.Type = Handler.self) -> Handler? {
        resolved.storage.withLock { $0.handlers[member]?.setValue } as? Handler
    }

    /// Sets the value a property's getter returns when no stub answers it, without recording a
    /// call: what a property's setter remembers, for a property with or without a setter.
    /// `getter` is the property's getter member.
    public func setPropertyValue<Value>(_ value: Value, for getter: MockMember) {
        resolved.storage.withLock { $0.propertyValues[getter.getter] = value }
    }
}

/// A closure set with `MockState.setHandler(_:for:)`, and the function type it was set as.
struct HandlerRecord {
    let id: Int
    let produceType: ObjectIdentifier
    let handler: Any
    /// The closure as the test set it: `handler` itself, or what became `handler` by a conversion.
    let setValue: Any
    /// The handler of a generic member turned into the member's function type for given generic
    /// arguments (`MockState.adaptHandler(of:_:)`), by that type.
    var adapted: [ObjectIdentifier: Any] = [:]

    init(id: Int, produceType: ObjectIdentifier, handler: Any, setValue: Any? = nil) {
        self.id = id
        self.produceType = produceType
        self.handler = handler
        self.setValue = setValue ?? handler
    }

    /// The closure answering a call whose producer has type `produceType`, if any.
    func handler(for produceType: ObjectIdentifier) -> Any? {
        produceType == self.produceType ? handler : adapted[produceType]
    }
}

/// The arguments of one recorded call, by position (`MockState.argumentRecords(of:)`).
public struct RecordedArguments {
    private let values: [Any]

    init(_ values: [Any]) { self.values = values }

    /// The argument at `index`, as recorded (variadics as arrays, `inout` as the value before the call).
    public subscript(_ index: Int) -> Any { values[index] }
}
