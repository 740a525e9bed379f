/// One member of a Mockable-shaped mock with its argument matchers: what the members of its
/// builder return. Each clause returns the builder again, so clauses chain as in Mockable:
///
///     given(service)
///         .fetch(for: .any).willReturn(product)
///         .checkout(with: .any).willThrow(error)
///     verify(service)
///         .fetch(for: .any).called(.atLeastOnce)
///         .checkout(with: .value(product)).called(.once)
///
/// With ``StubbingMode`` (from `given` and `when`) it offers `willReturn`, `willThrow`,
/// `willProduce`, `willHandle` and `perform`; with ``VerifyingMode`` (from `verify`), `called`
/// and `calledEventually(_:before:)`. `Parent` is the builder, `Produce` the member's own
/// function type, `R` its result and `E` its error type (`Never` when it cannot throw).
public struct MockableCall<Mode, Parent, Produce, R, E: Error> {
    let call: MemberCall<Mode, Produce, R, E>
    let parent: Parent

    init(_ call: MemberCall<Mode, Produce, R, E>, parent: Parent) {
        self.call = call
        self.parent = parent
    }
}

extension MockableCall where Mode == StubbingMode {
    /// Returns `value` from matching calls. Several stubs of one call answer in the order they
    /// were registered, and the last one keeps answering.
    @discardableResult
    public func willReturn(_ value: R) -> Parent {
        call.register(.values([value]))
        return parent
    }

    /// Throws `error` from matching calls.
    @discardableResult
    public func willThrow(_ error: E) -> Parent {
        call.register(.error(error))
        return parent
    }

    /// Computes the answer of matching calls from their arguments.
    @discardableResult
    public func willProduce(_ producer: Produce) -> Parent {
        call.register(.produce(producer))
        return parent
    }

    /// Returns the success value of `result`, or throws its failure.
    @discardableResult
    public func willHandle(_ result: Result<R, E>) -> Parent {
        switch result {
        case .success(let value): call.register(.values([value]))
        case .failure(let error): call.register(.error(error))
        }
        return parent
    }

    /// Runs `action` on every matching call, before it is answered; every matching action runs,
    /// in the order they were registered.
    @discardableResult
    public func perform(_ action: @escaping () -> Void) -> Parent {
        call.register(.action(action))
        return parent
    }
}

extension MockableCall where Mode == StubbingMode, R == Void {
    /// Returns normally from matching calls of a member that returns nothing.
    @discardableResult
    public func willReturn() -> Parent {
        call.register(.values([()]))
        return parent
    }
}

extension MockableCall where Mode == VerifyingMode {
    /// Reports a failure unless the matching calls recorded so far satisfy `count`: `called(.once)`,
    /// `called(2)`, `called(.from(1, to: 5))`, `called(.moreOrEqual(to: 2))`.
    @discardableResult
    public func called(_ count: CallCount) -> Parent {
        call.core.check(count)
        return parent
    }

    /// Waits until the matching calls satisfy `count`, for at most `timeout` (one second unless
    /// given), and reports a failure if they don't. Returns as soon as they do; never polls.
    @discardableResult
    public func calledEventually(_ count: CallCount, before timeout: TimeoutDuration = .seconds(1)) async -> Parent {
        try? await call.core.verifyEventually(count, within: timeout.duration)
        return parent
    }
}

/// A settable property of a Mockable-shaped mock, as its builder offers it: `given(mock).name`
/// stubs its getter; `when(mock).name()` and `verify(mock).name()` (optionally with
/// `newValue:`) reach its getter and setter, as in Mockable:
///
///     given(service).url.willReturn(url)
///     when(service).url().performOnGet { … }
///     when(service).url(newValue: .value(nil)).performOnSet { … }
///     verify(service).url().getCalled(.once).url(newValue: .any).setCalled(2)
public struct MockableProperty<Mode, Parent, V> {
    let context: MockBuilderContext
    let getter: MockMember
    let setter: MockMember
    let parent: Parent

    /// The property's getter and setter, the setter's calls matched by `newValue`.
    public func callAsFunction(newValue: Parameter<V> = .any) -> MockablePropertyAccess<Mode, Parent, V> {
        MockablePropertyAccess(
            get: MemberCall(context, getter, []), set: MemberCall(context, setter, [newValue]), parent: parent)
    }
}

extension MockableProperty where Mode == StubbingMode {
    /// Returns `value` from reads of the property; several answer in the order registered.
    @discardableResult
    public func willReturn(_ value: V) -> Parent {
        MockableCall(MemberCall<StubbingMode, () -> V, V, Never>(context, getter, []), parent: parent)
            .willReturn(value)
    }

    /// Computes the value of reads of the property.
    @discardableResult
    public func willProduce(_ producer: @escaping () -> V) -> Parent {
        MockableCall(MemberCall<StubbingMode, () -> V, V, Never>(context, getter, []), parent: parent)
            .willProduce(producer)
    }
}

/// The getter and setter of a settable property of a Mockable-shaped mock: what
/// `when(mock).name()` and `verify(mock).name(newValue:)` return.
public struct MockablePropertyAccess<Mode, Parent, V> {
    let get: MemberCall<Mode, () -> V, V, Never>
    let set: MemberCall<Mode, (V) -> Void, Void, Never>
    let parent: Parent
}

extension MockablePropertyAccess where Mode == StubbingMode {
    /// Runs `action` on every read of the property.
    @discardableResult
    public func performOnGet(_ action: @escaping () -> Void) -> Parent {
        get.register(.action(action))
        return parent
    }

    /// Runs `action` on every write of the property that `newValue` matches.
    @discardableResult
    public func performOnSet(_ action: @escaping () -> Void) -> Parent {
        set.register(.action(action))
        return parent
    }
}

extension MockablePropertyAccess where Mode == VerifyingMode {
    /// Reports a failure unless the reads recorded so far satisfy `count`.
    @discardableResult
    public func getCalled(_ count: CallCount) -> Parent {
        get.core.check(count)
        return parent
    }

    /// Reports a failure unless the writes `newValue` matches recorded so far satisfy `count`.
    @discardableResult
    public func setCalled(_ count: CallCount) -> Parent {
        set.core.check(count)
        return parent
    }

    /// Waits until the reads satisfy `count`, for at most `timeout`; reports a failure if they don't.
    @discardableResult
    public func getCalledEventually(_ count: CallCount, before timeout: TimeoutDuration = .seconds(1)) async -> Parent {
        try? await get.core.verifyEventually(count, within: timeout.duration)
        return parent
    }

    /// Waits until the matching writes satisfy `count`, for at most `timeout`; reports a failure
    /// if they don't.
    @discardableResult
    public func setCalledEventually(_ count: CallCount, before timeout: TimeoutDuration = .seconds(1)) async -> Parent {
        try? await set.core.verifyEventually(count, within: timeout.duration)
        return parent
    }
}

extension MockBuilderContext {
    /// What a member of a Mockable-shaped builder returns: the member's ``MockableCall``, in the
    /// builder's mode, whose clauses return `parent` (the builder itself) for chaining.
    ///
    ///     func fetch(for id: MockRuntime.Parameter<UUID>)
    ///         -> MockRuntime.MockableCall<_Mode, Self, (UUID) async throws -> Product, Product, any Swift.Error> {
    ///         self._context.mockable(_Members.fetch, self, id)
    ///     }
    public func mockable<Mode, Parent, each T, Produce, R, E>(
        _ member: MockMember, _ parent: Parent, _ matchers: repeat Parameter<each T>
    ) -> MockableCall<Mode, Parent, Produce, R, E> {
        MockableCall(call(member, repeat each matchers), parent: parent)
    }

    /// What a settable property of a Mockable-shaped builder returns: its getter and setter.
    ///
    ///     var url: MockRuntime.MockableProperty<_Mode, Self, URL?> {
    ///         self._context.mockableProperty(_Members.url, _Members.url_set, self)
    ///     }
    public func mockableProperty<Mode, Parent, V>(
        _ getter: MockMember, _ setter: MockMember, _ parent: Parent
    ) -> MockableProperty<Mode, Parent, V> {
        MockableProperty(context: self, getter: getter, setter: setter, parent: parent)
    }
}
