extension MockState {
    // The entry points of generated member bodies whose arguments can be passed on as they are,
    // one per number of arguments (`call0` to `call5`) and effect:
    //
    //     func load(id: Int, force: Bool) -> String { self._mockState.call2(_EngineMockMembers.load, id, force) }
    //
    // The runtime records the arguments and calls a `willProduce` closure with them itself: the
    // producer's type is the member's own function type, built from the arguments' types and the
    // result type the call's context asks for. Compared with `invoke(_:arguments:_:)`, the
    // generated body has no closure, no array of `Any` and no default arguments, which is what
    // makes it cheap to type-check. Failures are reported at `reportSite` (the test line that
    // created the mock, or the declaration of a type's static state).
    //
    // Each argument is an `@autoclosure`, evaluated once before anything else: an argument of
    // existential type (`any Encoder`) is then passed as that type, where a plain generic
    // parameter would open it (`A` would be the concrete type, and the producer's type would
    // not be the member's).
    //
    // Members whose arguments cannot be passed on as they are (`inout`, non-escaping closures,
    // `borrowing`/`consuming`/`isolated` parameters), that take more than five arguments or
    // that throw a typed error keep `invoke(_:arguments:_:)`.

    /// Records a call to a synchronous member that cannot throw and answers it.
    public func call0<R>(_ member: MockMember) -> R {
        switch answer(
            member, [], site: reportSite,
            producing: (() -> R).self, returning: R.self, throwing: Never.self
        ) {
        case .value(let value): return value
        case .produce(let produce): return produce()
        }
    }

    /// Records a call to a synchronous member that cannot throw and answers it.
    public func call1<A, R>(_ member: MockMember, _ a: @autoclosure () -> A) -> R {
        let a = a()
        switch answer(
            member, [a], site: reportSite,
            producing: ((A) -> R).self, returning: R.self, throwing: Never.self
        ) {
        case .value(let value): return value
        case .produce(let produce): return produce(a)
        }
    }

    /// Records a call to a synchronous member that cannot throw and answers it.
    public func call2<A, B, R>(_ member: MockMember, _ a: @autoclosure () -> A, _ b: @autoclosure () -> B) -> R {
        let a = a()
        let b = b()
        switch answer(
            member, [a, b], site: reportSite,
            producing: ((A, B) -> R).self, returning: R.self, throwing: Never.self
        ) {
        case .value(let value): return value
        case .produce(let produce): return produce(a, b)
        }
    }

    /// Records a call to a synchronous member that cannot throw and answers it.
    public func call3<A, B, C, R>(
        _ member: MockMember, _ a: @autoclosure () -> A, _ b: @autoclosure () -> B, _ c: @autoclosure () -> C
    ) -> R {
        let a = a()
        let b = b()
        let c = c()
        switch answer(
            member, [a, b, c], site: reportSite,
            producing: ((A, B, C) -> R).self, returning: R.self, throwing: Never.self
        ) {
        case .value(let value): return value
        case .produce(let produce): return produce(a, b, c)
        }
    }

    /// Records a call to a synchronous member that cannot throw and answers it.
    public func call4<A, B, C, D, R>(
        _ member: MockMember, _ a: @autoclosure () -> A, _ b: @autoclosure () -> B, _ c: @autoclosure () -> C,
        _ d: @autoclosure () -> D
    ) -> R {
        let a = a()
        let b = b()
        let c = c()
        let d = d()
        switch answer(
            member, [a, b, c, d], site: reportSite,
            producing: ((A, B, C, D) -> R).self, returning: R.self, throwing: Never.self
        ) {
        case .value(let value): return value
        case .produce(let produce): return produce(a, b, c, d)
        }
    }

    /// Records a call to a synchronous member that cannot throw and answers it.
    public func call5<A, B, C, D, E, R>(
        _ member: MockMember, _ a: @autoclosure () -> A, _ b: @autoclosure () -> B, _ c: @autoclosure () -> C,
        _ d: @autoclosure () -> D, _ e: @autoclosure () -> E
    ) -> R {
        let a = a()
        let b = b()
        let c = c()
        let d = d()
        let e = e()
        switch answer(
            member, [a, b, c, d, e], site: reportSite,
            producing: ((A, B, C, D, E) -> R).self, returning: R.self, throwing: Never.self
        ) {
        case .value(let value): return value
        case .produce(let produce): return produce(a, b, c, d, e)
        }
    }

    /// Records a call to a synchronous member that throws (`any Error`) and answers it.
    public func callThrowing0<R>(_ member: MockMember) throws -> R {
        switch try answer(
            member, [], site: reportSite,
            producing: (() throws -> R).self, returning: R.self, throwing: (any Error).self
        ) {
        case .value(let value): return value
        case .produce(let produce): return try produce()
        }
    }

    /// Records a call to a synchronous member that throws (`any Error`) and answers it.
    public func callThrowing1<A, R>(_ member: MockMember, _ a: @autoclosure () -> A) throws -> R {
        let a = a()
        switch try answer(
            member, [a], site: reportSite,
            producing: ((A) throws -> R).self, returning: R.self, throwing: (any Error).self
        ) {
        case .value(let value): return value
        case .produce(let produce): return try produce(a)
        }
    }

    /// Records a call to a synchronous member that throws (`any Error`) and answers it.
    public func callThrowing2<A, B, R>(
        _ member: MockMember, _ a: @autoclosure () -> A, _ b: @autoclosure () -> B
    ) throws -> R {
        let a = a()
        let b = b()
        switch try answer(
            member, [a, b], site: reportSite,
            producing: ((A, B) throws -> R).self, returning: R.self, throwing: (any Error).self
        ) {
        case .value(let value): return value
        case .produce(let produce): return try produce(a, b)
        }
    }

    /// Records a call to a synchronous member that throws (`any Error`) and answers it.
    public func callThrowing3<A, B, C, R>(
        _ member: MockMember, _ a: @autoclosure () -> A, _ b: @autoclosure () -> B, _ c: @autoclosure () -> C
    ) throws -> R {
        let a = a()
        let b = b()
        let c = c()
        switch try answer(
            member, [a, b, c], site: reportSite,
            producing: ((A, B, C) throws -> R).self, returning: R.self, throwing: (any Error).self
        ) {
        case .value(let value): return value
        case .produce(let produce): return try produce(a, b, c)
        }
    }

    /// Records a call to a synchronous member that throws (`any Error`) and answers it.
    public func callThrowing4<A, B, C, D, R>(
        _ member: MockMember, _ a: @autoclosure () -> A, _ b: @autoclosure () -> B, _ c: @autoclosure () -> C,
        _ d: @autoclosure () -> D
    ) throws -> R {
        let a = a()
        let b = b()
        let c = c()
        let d = d()
        switch try answer(
            member, [a, b, c, d], site: reportSite,
            producing: ((A, B, C, D) throws -> R).self, returning: R.self, throwing: (any Error).self
        ) {
        case .value(let value): return value
        case .produce(let produce): return try produce(a, b, c, d)
        }
    }

    /// Records a call to a synchronous member that throws (`any Error`) and answers it.
    public func callThrowing5<A, B, C, D, E, R>(
        _ member: MockMember, _ a: @autoclosure () -> A, _ b: @autoclosure () -> B, _ c: @autoclosure () -> C,
        _ d: @autoclosure () -> D, _ e: @autoclosure () -> E
    ) throws -> R {
        let a = a()
        let b = b()
        let c = c()
        let d = d()
        let e = e()
        switch try answer(
            member, [a, b, c, d, e], site: reportSite,
            producing: ((A, B, C, D, E) throws -> R).self, returning: R.self, throwing: (any Error).self
        ) {
        case .value(let value): return value
        case .produce(let produce): return try produce(a, b, c, d, e)
        }
    }

    /// Records a call to an `async` member that cannot throw and answers it, on the caller's isolation.
    public func callAsync0<R>(_ member: MockMember, isolation: isolated (any Actor)? = #isolation) async -> R {
        switch answer(
            member, [], site: reportSite,
            producing: (nonisolated(nonsending) () async -> R).self, returning: R.self, throwing: Never.self
        ) {
        case .value(let value): return value
        case .produce(let produce): return await produce()
        }
    }

    /// Records a call to an `async` member that cannot throw and answers it, on the caller's isolation.
    public func callAsync1<A, R>(
        _ member: MockMember, _ a: @autoclosure () -> A, isolation: isolated (any Actor)? = #isolation
    ) async -> R {
        let a = a()
        switch answer(
            member, [a], site: reportSite,
            producing: (nonisolated(nonsending) (A) async -> R).self, returning: R.self, throwing: Never.self
        ) {
        case .value(let value): return value
        case .produce(let produce): return await produce(a)
        }
    }

    /// Records a call to an `async` member that cannot throw and answers it, on the caller's isolation.
    public func callAsync2<A, B, R>(
        _ member: MockMember, _ a: @autoclosure () -> A, _ b: @autoclosure () -> B,
        isolation: isolated (any Actor)? = #isolation
    ) async -> R {
        let a = a()
        let b = b()
        switch answer(
            member, [a, b], site: reportSite,
            producing: (nonisolated(nonsending) (A, B) async -> R).self, returning: R.self, throwing: Never.self
        ) {
        case .value(let value): return value
        case .produce(let produce): return await produce(a, b)
        }
    }

    /// Records a call to an `async` member that cannot throw and answers it, on the caller's isolation.
    public func callAsync3<A, B, C, R>(
        _ member: MockMember, _ a: @autoclosure () -> A, _ b: @autoclosure () -> B, _ c: @autoclosure () -> C,
        isolation: isolated (any Actor)? = #isolation
    ) async -> R {
        let a = a()
        let b = b()
        let c = c()
        switch answer(
            member, [a, b, c], site: reportSite,
            producing: (nonisolated(nonsending) (A, B, C) async -> R).self, returning: R.self, throwing: Never.self
        ) {
        case .value(let value): return value
        case .produce(let produce): return await produce(a, b, c)
        }
    }

    /// Records a call to an `async` member that cannot throw and answers it, on the caller's isolation.
    public func callAsync4<A, B, C, D, R>(
        _ member: MockMember, _ a: @autoclosure () -> A, _ b: @autoclosure () -> B, _ c: @autoclosure () -> C,
        _ d: @autoclosure () -> D, isolation: isolated (any Actor)? = #isolation
    ) async -> R {
        let a = a()
        let b = b()
        let c = c()
        let d = d()
        switch answer(
            member, [a, b, c, d], site: reportSite,
            producing: (nonisolated(nonsending) (A, B, C, D) async -> R).self, returning: R.self, throwing: Never.self
        ) {
        case .value(let value): return value
        case .produce(let produce): return await produce(a, b, c, d)
        }
    }

    /// Records a call to an `async` member that cannot throw and answers it, on the caller's isolation.
    public func callAsync5<A, B, C, D, E, R>(
        _ member: MockMember, _ a: @autoclosure () -> A, _ b: @autoclosure () -> B, _ c: @autoclosure () -> C,
        _ d: @autoclosure () -> D, _ e: @autoclosure () -> E, isolation: isolated (any Actor)? = #isolation
    ) async -> R {
        let a = a()
        let b = b()
        let c = c()
        let d = d()
        let e = e()
        switch answer(
            member, [a, b, c, d, e], site: reportSite,
            producing: (nonisolated(nonsending) (A, B, C, D, E) async -> R).self,
            returning: R.self, throwing: Never.self
        ) {
        case .value(let value): return value
        case .produce(let produce): return await produce(a, b, c, d, e)
        }
    }

    /// Records a call to an `async` member that throws (`any Error`) and answers it, on the caller's
    /// isolation.
    public func callAsyncThrowing0<R>(
        _ member: MockMember, isolation: isolated (any Actor)? = #isolation
    ) async throws -> R {
        switch try answer(
            member, [], site: reportSite,
            producing: (nonisolated(nonsending) () async throws -> R).self,
            returning: R.self, throwing: (any Error).self
        ) {
        case .value(let value): return value
        case .produce(let produce): return try await produce()
        }
    }

    /// Records a call to an `async` member that throws (`any Error`) and answers it, on the caller's
    /// isolation.
    public func callAsyncThrowing1<A, R>(
        _ member: MockMember, _ a: @autoclosure () -> A, isolation: isolated (any Actor)? = #isolation
    ) async throws -> R {
        let a = a()
        switch try answer(
            member, [a], site: reportSite,
            producing: (nonisolated(nonsending) (A) async throws -> R).self,
            returning: R.self, throwing: (any Error).self
        ) {
        case .value(let value): return value
        case .produce(let produce): return try await produce(a)
        }
    }

    /// Records a call to an `async` member that throws (`any Error`) and answers it, on the caller's
    /// isolation.
    public func callAsyncThrowing2<A, B, R>(
        _ member: MockMember, _ a: @autoclosure () -> A, _ b: @autoclosure () -> B,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> R {
        let a = a()
        let b = b()
        switch try answer(
            member, [a, b], site: reportSite,
            producing: (nonisolated(nonsending) (A, B) async throws -> R).self,
            returning: R.self, throwing: (any Error).self
        ) {
        case .value(let value): return value
        case .produce(let produce): return try await produce(a, b)
        }
    }

    /// Records a call to an `async` member that throws (`any Error`) and answers it, on the caller's
    /// isolation.
    public func callAsyncThrowing3<A, B, C, R>(
        _ member: MockMember, _ a: @autoclosure () -> A, _ b: @autoclosure () -> B, _ c: @autoclosure () -> C,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> R {
        let a = a()
        let b = b()
        let c = c()
        switch try answer(
            member, [a, b, c], site: reportSite,
            producing: (nonisolated(nonsending) (A, B, C) async throws -> R).self,
            returning: R.self, throwing: (any Error).self
        ) {
        case .value(let value): return value
        case .produce(let produce): return try await produce(a, b, c)
        }
    }

    /// Records a call to an `async` member that throws (`any Error`) and answers it, on the caller's
    /// isolation.
    public func callAsyncThrowing4<A, B, C, D, R>(
        _ member: MockMember, _ a: @autoclosure () -> A, _ b: @autoclosure () -> B, _ c: @autoclosure () -> C,
        _ d: @autoclosure () -> D, isolation: isolated (any Actor)? = #isolation
    ) async throws -> R {
        let a = a()
        let b = b()
        let c = c()
        let d = d()
        switch try answer(
            member, [a, b, c, d], site: reportSite,
            producing: (nonisolated(nonsending) (A, B, C, D) async throws -> R).self,
            returning: R.self, throwing: (any Error).self
        ) {
        case .value(let value): return value
        case .produce(let produce): return try await produce(a, b, c, d)
        }
    }

    /// Records a call to an `async` member that throws (`any Error`) and answers it, on the caller's
    /// isolation.
    public func callAsyncThrowing5<A, B, C, D, E, R>(
        _ member: MockMember, _ a: @autoclosure () -> A, _ b: @autoclosure () -> B, _ c: @autoclosure () -> C,
        _ d: @autoclosure () -> D, _ e: @autoclosure () -> E, isolation: isolated (any Actor)? = #isolation
    ) async throws -> R {
        let a = a()
        let b = b()
        let c = c()
        let d = d()
        let e = e()
        switch try answer(
            member, [a, b, c, d, e], site: reportSite,
            producing: (nonisolated(nonsending) (A, B, C, D, E) async throws -> R).self,
            returning: R.self, throwing: (any Error).self
        ) {
        case .value(let value): return value
        case .produce(let produce): return try await produce(a, b, c, d, e)
        }
    }

    // The same for members that return nothing, whose call gives the result type no context.

    public func callVoid0(_ member: MockMember) {
        call0(member) as Void
    }
    public func callVoid1<A>(_ member: MockMember, _ a: @autoclosure () -> A) {
        call1(member, a()) as Void
    }
    public func callVoid2<A, B>(_ member: MockMember, _ a: @autoclosure () -> A, _ b: @autoclosure () -> B) {
        call2(member, a(), b()) as Void
    }
    public func callVoid3<A, B, C>(
        _ member: MockMember, _ a: @autoclosure () -> A, _ b: @autoclosure () -> B, _ c: @autoclosure () -> C
    ) {
        call3(member, a(), b(), c()) as Void
    }
    public func callVoid4<A, B, C, D>(
        _ member: MockMember, _ a: @autoclosure () -> A, _ b: @autoclosure () -> B, _ c: @autoclosure () -> C,
        _ d: @autoclosure () -> D
    ) {
        call4(member, a(), b(), c(), d()) as Void
    }
    public func callVoid5<A, B, C, D, E>(
        _ member: MockMember, _ a: @autoclosure () -> A, _ b: @autoclosure () -> B, _ c: @autoclosure () -> C,
        _ d: @autoclosure () -> D, _ e: @autoclosure () -> E
    ) {
        call5(member, a(), b(), c(), d(), e()) as Void
    }
    public func callThrowingVoid0(_ member: MockMember) throws {
        try callThrowing0(member) as Void
    }
    public func callThrowingVoid1<A>(_ member: MockMember, _ a: @autoclosure () -> A) throws {
        try callThrowing1(member, a()) as Void
    }
    public func callThrowingVoid2<A, B>(
        _ member: MockMember, _ a: @autoclosure () -> A, _ b: @autoclosure () -> B
    ) throws {
        try callThrowing2(member, a(), b()) as Void
    }
    public func callThrowingVoid3<A, B, C>(
        _ member: MockMember, _ a: @autoclosure () -> A, _ b: @autoclosure () -> B, _ c: @autoclosure () -> C
    ) throws {
        try callThrowing3(member, a(), b(), c()) as Void
    }
    public func callThrowingVoid4<A, B, C, D>(
        _ member: MockMember, _ a: @autoclosure () -> A, _ b: @autoclosure () -> B, _ c: @autoclosure () -> C,
        _ d: @autoclosure () -> D
    ) throws {
        try callThrowing4(member, a(), b(), c(), d()) as Void
    }
    public func callThrowingVoid5<A, B, C, D, E>(
        _ member: MockMember, _ a: @autoclosure () -> A, _ b: @autoclosure () -> B, _ c: @autoclosure () -> C,
        _ d: @autoclosure () -> D, _ e: @autoclosure () -> E
    ) throws {
        try callThrowing5(member, a(), b(), c(), d(), e()) as Void
    }
    public func callAsyncVoid0(_ member: MockMember, isolation: isolated (any Actor)? = #isolation) async {
        await callAsync0(member, isolation: isolation) as Void
    }
    public func callAsyncVoid1<A>(
        _ member: MockMember, _ a: @autoclosure () -> A, isolation: isolated (any Actor)? = #isolation
    ) async {
        await callAsync1(member, a(), isolation: isolation) as Void
    }
    public func callAsyncVoid2<A, B>(
        _ member: MockMember, _ a: @autoclosure () -> A, _ b: @autoclosure () -> B,
        isolation: isolated (any Actor)? = #isolation
    ) async {
        await callAsync2(member, a(), b(), isolation: isolation) as Void
    }
    public func callAsyncVoid3<A, B, C>(
        _ member: MockMember, _ a: @autoclosure () -> A, _ b: @autoclosure () -> B, _ c: @autoclosure () -> C,
        isolation: isolated (any Actor)? = #isolation
    ) async {
        await callAsync3(member, a(), b(), c(), isolation: isolation) as Void
    }
    public func callAsyncVoid4<A, B, C, D>(
        _ member: MockMember, _ a: @autoclosure () -> A, _ b: @autoclosure () -> B, _ c: @autoclosure () -> C,
        _ d: @autoclosure () -> D, isolation: isolated (any Actor)? = #isolation
    ) async {
        await callAsync4(member, a(), b(), c(), d(), isolation: isolation) as Void
    }
    public func callAsyncVoid5<A, B, C, D, E>(
        _ member: MockMember, _ a: @autoclosure () -> A, _ b: @autoclosure () -> B, _ c: @autoclosure () -> C,
        _ d: @autoclosure () -> D, _ e: @autoclosure () -> E, isolation: isolated (any Actor)? = #isolation
    ) async {
        await callAsync5(member, a(), b(), c(), d(), e(), isolation: isolation) as Void
    }
    public func callAsyncThrowingVoid0(
        _ member: MockMember, isolation: isolated (any Actor)? = #isolation
    ) async throws {
        try await callAsyncThrowing0(member, isolation: isolation) as Void
    }
    public func callAsyncThrowingVoid1<A>(
        _ member: MockMember, _ a: @autoclosure () -> A, isolation: isolated (any Actor)? = #isolation
    ) async throws {
        try await callAsyncThrowing1(member, a(), isolation: isolation) as Void
    }
    public func callAsyncThrowingVoid2<A, B>(
        _ member: MockMember, _ a: @autoclosure () -> A, _ b: @autoclosure () -> B,
        isolation: isolated (any Actor)? = #isolation
    ) async throws {
        try await callAsyncThrowing2(member, a(), b(), isolation: isolation) as Void
    }
    public func callAsyncThrowingVoid3<A, B, C>(
        _ member: MockMember, _ a: @autoclosure () -> A, _ b: @autoclosure () -> B, _ c: @autoclosure () -> C,
        isolation: isolated (any Actor)? = #isolation
    ) async throws {
        try await callAsyncThrowing3(member, a(), b(), c(), isolation: isolation) as Void
    }
    public func callAsyncThrowingVoid4<A, B, C, D>(
        _ member: MockMember, _ a: @autoclosure () -> A, _ b: @autoclosure () -> B, _ c: @autoclosure () -> C,
        _ d: @autoclosure () -> D, isolation: isolated (any Actor)? = #isolation
    ) async throws {
        try await callAsyncThrowing4(member, a(), b(), c(), d(), isolation: isolation) as Void
    }
    public func callAsyncThrowingVoid5<A, B, C, D, E>(
        _ member: MockMember, _ a: @autoclosure () -> A, _ b: @autoclosure () -> B, _ c: @autoclosure () -> C,
        _ d: @autoclosure () -> D, _ e: @autoclosure () -> E, isolation: isolated (any Actor)? = #isolation
    ) async throws {
        try await callAsyncThrowing5(member, a(), b(), c(), d(), e(), isolation: isolation) as Void
    }
}
