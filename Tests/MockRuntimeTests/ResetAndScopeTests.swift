import Foundation
@_spi(MockgenGenerated) import MockRuntime
import Testing

@Suite("Reset and static scopes")
struct ResetAndScopeTests {
    @Test func resetForgetsStubsCallsAndExpectations() {
        let engine = EngineMock()
        given(engine).isOn.willReturn(true)
        expect(engine).turnOn().called(.twice)
        engine.turnOn()
        reset(engine)
        #expect(recordedCalls(engine).isEmpty)
        #expect(engine.isOn == false)
        verifyExpectations(engine)
    }

    @Test func resetCanForgetOnlyOnePart() {
        let engine = EngineMock()
        given(engine).isOn.willReturn(true)
        expect(engine).turnOn().called(.once)
        engine.turnOn()

        reset(engine, .calls)
        #expect(recordedCalls(engine).isEmpty)
        #expect(engine.isOn)

        reset(engine, .stubs)
        #expect(engine.isOn == false)
        verifyExpectations(engine)   // the expectation's live count survives a calls reset

        reset(engine, .expectations)
        engine.turnOn()
        verifyExpectations(engine)
        verify(engine).turnOn().called(.once)
    }

    @Test func resetOfAMockTypeForgetsItsStaticState() {
        withStaticMockScope {
            let engine = EngineMock()
            given(EngineMock.self).make().willReturn(engine)
            _ = EngineMock.make()
            reset(EngineMock.self, .calls)
            verify(EngineMock.self).make().called(.never)
            #expect(EngineMock.make() === engine)
            reset(EngineMock.self)
            verify(EngineMock.self).make().called(.never)
        }
    }

    @Test func eachStaticMockScopeHasItsOwnStaticState() {
        withStaticMockScope {
            let engine = EngineMock()
            given(EngineMock.self).make().willReturn(engine)
            _ = EngineMock.make()
            withStaticMockScope {
                verify(EngineMock.self).make().called(.never)
            }
            verify(EngineMock.self).make().called(.once)
        }
    }

    @Test func staticScopesAreInheritedByChildTasks() async {
        await withStaticMockScope {
            let engine = EngineMock()
            given(EngineMock.self).make().willReturn(engine)
            let made = await Task { EngineMock.make() }.value
            #expect(made === engine)
            verify(EngineMock.self).make().called(.once)
        }
    }

    @Test func genericMockTypesKeepStaticStatePerSpecialisation() {
        withStaticMockScope {
            let store = StoreMock<Int>()
            given(StoreMock<Int>.self).named(.value("ints")).willReturn(store)
            #expect(StoreMock<Int>.named("ints") === store)
            #expect(StoreMock<String>.named("ints") == nil)
            verify(StoreMock<Int>.self).named(.any).called(.once)
            verify(StoreMock<String>.self).named(.any).called(.once)
        }
    }

    @Test func outsideAScopeAGenericMockTypeHasOneSharedStaticState() {
        // Only this test touches StoreMock<Double>'s process-wide static state.
        #expect(MockState.shared(for: StoreMock<Double>.self) === StoreMock<Double>._staticMockState)
        #expect(MockState.shared(for: StoreMock<Double>.self) !== StoreMock<Float>._staticMockState)
        _ = StoreMock<Double>.named("x")
        verify(StoreMock<Double>.self).named(.value("x")).called(.once)
        reset(StoreMock<Double>.self)
    }
}
