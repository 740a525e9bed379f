import Foundation
import MockRuntime
import Testing

@Suite("Settable properties keep their value")
struct PropertyValueTests {
    @Test func aValueSetOnAPropertyIsReadBack() {
        let engine = EngineMock()
        engine.speed = 5
        #expect(engine.speed == 5)
        engine.speed = 7
        #expect(engine.speed == 7)
    }

    @Test func anOptionalPropertyReadsBackNilAfterNilIsSet() {
        let engine = EngineMock()
        #expect(engine.owner == nil)
        engine.owner = "ada"
        #expect(engine.owner == "ada")
        engine.owner = nil
        #expect(engine.owner == nil)
    }

    @Test func aGetterStubWinsOverTheValueSet() {
        let engine = EngineMock()
        given(engine).speed.willReturn(88)
        engine.speed = 5
        #expect(engine.speed == 88)
    }

    @Test func aGetterStubThatAppliesOnlyInAStateLetsTheValueSetShowOtherwise() {
        let context = MockContext()
        let engine = context.join(EngineMock())
        let power = context.states("power", startsAs: "off")
        given(engine).speed.when(power.is("off")).willReturn(0)
        engine.speed = 30
        #expect(engine.speed == 0)
        power.become("on")
        #expect(engine.speed == 30)
    }

    @Test func setsAndGetsAreStillRecordedAndVerifiable() {
        let engine = EngineMock()
        engine.speed = 5
        _ = engine.speed
        verify(engine).speed(newValue: .value(5)).setCalled(.once)
        verify(engine).speed.getCalled(.once)
        #expect(recordedCalls(engine).map(\.callDescription) == ["set speed = 5.0", "get speed"])
    }

    @Test func aSetterStubStillRunsAndTheValueIsKept() {
        let engine = EngineMock()
        var written: [Float] = []
        given(engine).speed(newValue: .any).willProduce { written.append($0) }
        engine.speed = 3
        #expect(written == [3])
        #expect(engine.speed == 3)
    }

    @Test func eachMockKeepsItsOwnValues() {
        let left = EngineMock()
        let right = EngineMock()
        left.speed = 1
        #expect(right.speed == 0)
        #expect(left.speed == 1)
    }

    @Test func resetForgetsTheValuesOnlyWhenAskedTo() {
        let engine = EngineMock()
        engine.speed = 5
        reset(engine, [.calls, .stubs, .expectations])
        #expect(engine.speed == 5)
        reset(engine, .propertyValues)
        #expect(engine.speed == 0)
        engine.speed = 6
        reset(engine)
        #expect(engine.speed == 0)
    }

    @Test func subscriptsDoNotKeepValues() {
        let engine = EngineMock()
        engine[1] = "one"
        #expect(engine[1] == "")
    }

    @Test func aStrictMockReportsAnUnallowedSetAndGetButStillReadsBackTheValue() {
        let strict = EngineMock(policy: .strict, name: "s")
        let reported = collectReports {
            strict.speed = 5
            #expect(strict.speed == 5)
        }
        #expect(reported.count == 2)
        #expect(reported.first?.hasPrefix("EngineMock \"s\" (strict): unexpected call set speed = 5.0.") == true)
        #expect(reported.last?.hasPrefix("EngineMock \"s\" (strict): unexpected call get speed.") == true)
    }

    @Test func aStrictMockThatAllowsThePropertyReadsBackTheValueWithoutReports() {
        let strict = EngineMock(policy: .strict)
        allowing(strict) {
            $0.speed
            $0.speed(newValue: .any)
        }
        strict.speed = 5
        #expect(strict.speed == 5)
    }

    @MainActor
    @Test func mainActorMockPropertiesKeepTheirValue() {
        let dashboard = DashboardMock()
        dashboard.title = "Speed"
        #expect(dashboard.title == "Speed")
    }

    @Test func valuesSetFromManyTasksLeaveOneOfThem() async {
        let engine = EngineMock()
        await withTaskGroup(of: Void.self) { group in
            for value in 1...8 {
                group.addTask { for _ in 0..<200 { engine.speed = Float(value) } }
            }
        }
        #expect((1...8).map(Float.init).contains(engine.speed))
        verify(engine).speed(newValue: .any).setCalled(.exactly(1_600))
    }
}
