extension MockBuilderContext {
    // What generated builder members return, from the member's descriptor and one matcher per
    // argument:
    //
    //     func load(id: MockRuntime.Parameter<Int> = .any) -> MockRuntime.Verification {
    //         self._context.verification(_EngineMockMembers.load, id)
    //     }
    //
    // The matchers are a parameter pack, so the call site converts nothing to an existential;
    // `stubbing`'s generic arguments come from the builder member's declared result.

    /// What a generated builder member returns, in the builder's mode: a `Stubbing` for
    /// `given`/`when`, a verification for `verify`/`expect`. The generic arguments come from
    /// the member's declared result.
    public func call<Mode, each T, Produce, R, E>(
        _ member: MockMember, _ matchers: repeat Parameter<each T>
    ) -> MemberCall<Mode, Produce, R, E> {
        MemberCall(self, member, erased(repeat each matchers))
    }

    /// The `Stubbing` of a `given`/`when` builder member.
    public func stubbing<each T, Produce, R, E>(
        _ member: MockMember, _ matchers: repeat Parameter<each T>
    ) -> Stubbing<Produce, R, E> {
        Stubbing(self, member, erased(repeat each matchers))
    }

    /// The stub for every result type of a `given`/`when` builder member whose generic result
    /// the stub does not name (`willThrow`, `perform`).
    public func genericResultStubbing<each T, E>(
        _ member: MockMember, _ matchers: repeat Parameter<each T>
    ) -> GenericResultStubbing<E> {
        GenericResultStubbing(MemberCall(self, member, erased(repeat each matchers)))
    }

    /// The `Verification` of a `verify`/`expect` builder member of a method or initializer.
    public func verification<each T>(_ member: MockMember, _ matchers: repeat Parameter<each T>) -> Verification {
        Verification(self, member, erased(repeat each matchers))
    }

    /// The `GetterVerification` of a property's or subscript's getter.
    public func getterVerification<each T>(
        _ member: MockMember, _ matchers: repeat Parameter<each T>
    ) -> GetterVerification {
        GetterVerification(self, member, erased(repeat each matchers))
    }

    /// The `SetterVerification` of a property's or subscript's setter.
    public func setterVerification<each T>(
        _ member: MockMember, _ matchers: repeat Parameter<each T>
    ) -> SetterVerification {
        SetterVerification(self, member, erased(repeat each matchers))
    }

    private func erased<each T>(_ matchers: repeat Parameter<each T>) -> [any ArgumentMatching] {
        var erased: [any ArgumentMatching] = []
        for matcher in repeat each matchers { erased.append(matcher) }
        return erased
    }
}
