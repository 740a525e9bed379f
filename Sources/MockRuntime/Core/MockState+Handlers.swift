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
                storage.handlers[member] = HandlerRecord(produceType: ObjectIdentifier(Produce.self), handler: handler)
            } else {
                storage.handlers[member] = nil
            }
        }
    }

    /// The closure `setHandler(_:for:)` set for `member`, if it has type `Produce`.
    public func handler<Produce>(of member: MockMember, as type: Produce.Type = Produce.self) -> Produce? {
        resolved.storage.withLock { $0.handlers[member]?.handler } as? Produce
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
    let produceType: ObjectIdentifier
    let handler: Any
}
