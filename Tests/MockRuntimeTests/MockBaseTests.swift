import MockRuntime
import Testing

@Suite("Mocks that inherit their state from MockBase")
struct MockBaseTests {
    @Test func aSubclassIsStubbedAndVerifiedThroughItsBuilders() throws {
        let thermometer = ThermometerMock()
        given(thermometer).unit.willReturn("°C")
        given(thermometer).read(at: .value(2)).willReturn(21.5)

        #expect(thermometer.unit == "°C")
        #expect(try thermometer.read(at: 2) == 21.5)
        verify(thermometer).read(at: .value(2)).called(.once)
        verify(thermometer).read(at: .value(3)).called(.never)
    }

    @Test func messagesNameTheSubclassAndTheLineThatCreatedIt() {
        let line = #line + 1
        let strict = ThermometerMock(policy: .strict, name: "kitchen")
        expectReported(["ThermometerMock \"kitchen\" (strict): unexpected call get unit."], atLine: line) {
            _ = strict.unit
        }
    }

    @Test func eachInstanceKeepsItsOwnState() {
        let first = ThermometerMock()
        let second = ThermometerMock()
        given(first).unit.willReturn("K")
        _ = first.unit

        #expect(second.unit == "")
        verify(first).unit.called(.once)
        verify(second).unit.called(.once)
    }

    @Test func anEmptyMockHasNoInteractionsToVerify() {
        let probe = ProbeMock(name: "probe")
        verifyNoInteractions(probe)
        verifyNoMoreInteractions(probe)
    }

    @Test func aGenericMockIsNamedWithoutItsGenericArguments() {
        let line = #line + 1
        let box = BoxMock<Int>(policy: .strict)
        expectReported(["BoxMock (strict): unexpected call open()."], atLine: line) {
            _ = box.open()
        }
        given(box).open().willReturn(7)
        #expect(box.open() == 7)
    }
}
