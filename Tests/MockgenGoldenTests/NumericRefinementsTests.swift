import MockRuntime
import Testing

/// Mocks of protocols refining the standard integer and floating-point protocols
/// (Fixtures/NumericRefinements): arithmetic is the backing number's, the protocols' own
/// requirements are stubbed and verified.
@Suite struct NumericRefinementsTests {
    @Test func unsignedArithmeticUsesTheBackingNumber() {
        let a: RawUnsignedIntegerMock = 40
        let b = a + 2
        #expect(b == 42)
        #expect(b * 2 == 84)
        #expect(b / 5 == 8 && b % 5 == 2)
        #expect(RawUnsignedIntegerMock.max == RawUnsignedIntegerMock(UInt64.max))
        #expect(a &- 41 == RawUnsignedIntegerMock.max)
        #expect(b.magnitude == b)
        #expect((b << 1) == 84 && (b >> 1) == 21 && (b & 0b1010) == 0b1010)
        #expect(b.description == "42")
        #expect(RawUnsignedIntegerMock(exactly: -1) == nil)
    }

    @Test func signedArithmeticUsesTheBackingNumber() {
        var x: RawSignedIntegerMock = -5
        x += 7
        #expect(x == 2)
        #expect(-x == -2)
        #expect(x.magnitude == 2)
        #expect(x.signum() == 1)
        #expect(Int(x) == 2)
        #expect(RawSignedIntegerMock.min < x)
        #expect([x, 9, -3].sorted() == [-3, 2, 9])
        #expect(Set([x, 2, 3]).count == 2)
    }

    @Test func thePairIsTiedThroughItsOwnInitializers() {
        let signed: RawSignedIntegerMock = -1
        let unsigned = RawUnsignedIntegerMock(bitPattern: signed)
        verify(unsigned).initializer(bitPattern: .value(-1)).called(.once)
        // The backing number of a mock made by a requirement's initializer is zero.
        #expect(unsigned == 0)
        let back = RawSignedIntegerMock(bitPattern: unsigned)
        verify(back).initializer(bitPattern: .value(0)).called(.once)
        #expect(RawUnsignedIntegerMock.Signed.self == RawSignedIntegerMock.self)
        #expect(RawSignedIntegerMock.Unsigned.self == RawUnsignedIntegerMock.self)
    }

    @Test func ownRequirementsAreStubbedAndVerified() {
        let counter: PacketCounterMock = 250
        given(counter).wrapped(at: .value(256)).willReturn(4)
        given(counter).label.willReturn("packets")
        #expect(counter.wrapped(at: 256) == 4)
        #expect(counter.label == "packets")
        verify(counter).wrapped(at: .any).called(.once)
        // A restated standard requirement stays the number's: `+` is not recorded.
        #expect(counter + 6 == 256)
    }

    @Test func genericIntegerCodeRunsOnTheMock() {
        func total<T: FixedWidthInteger>(_ values: [T]) -> T { values.reduce(0, &+) }
        let values: [PacketCounterMock] = [1, 2, 3]
        #expect(total(values) == 6)
        #expect(PacketCounterMock.bitWidth == 64)
        #expect((PacketCounterMock(5)...7).map { Int($0) } == [5, 6, 7])
    }

    @Test func floatingPointArithmeticUsesTheBackingNumber() {
        let x: SignalSampleMock = 1.5
        let y = x * 2
        #expect(y == 3)
        #expect(y.squareRoot() < y)
        #expect((y / 0).isInfinite)
        #expect(y.rounded(.down) == 3 && SignalSampleMock(2.7).rounded() == 3)
        #expect(SignalSampleMock.pi == SignalSampleMock(Double.pi))
        #expect(SignalSampleMock.nan.isNaN)
        #expect(SignalSampleMock("0.25") == 0.25)
    }

    @Test func staticRequirementsReturningSelfAreStubbed() {
        withStaticMockScope {
            let amplitude: SignalSampleMock = 10
            given(SignalSampleMock.self).decibels(of: .value(10)).willReturn(20)
            #expect(SignalSampleMock.decibels(of: amplitude) == 20)
            verify(SignalSampleMock.self).decibels(of: .any).called(.once)
            // Unstubbed, a relaxed mock's member returning Self returns a mock of zero.
            #expect(SignalSampleMock.exp(amplitude) == 0)
        }
    }

    @Test func aRestatedDivisionOfAFieldIsTheNumbers() {
        withStaticMockScope {
            let half: AngleMock = 1 / 2
            #expect(half == 0.5)
            given(AngleMock.self).sin(.any).willReturn(1)
            #expect(AngleMock.sin(.pi / 2) == 1)
            verify(AngleMock.self).sin(.value(AngleMock(Double.pi / 2))).called(.once)
        }
    }
}

/// The storage of an atomic integer's shape: bound to the mock of the most refined storage protocol.
@Suite struct NumericRefinementsStorageTests {
    @Test func theStorageIsTheRefinedProtocolsMockOfTheInteger() {
        #expect(CountedIntegerMock.Storage.self == IntegerCounterStorageMock<CountedIntegerMock>.self)
        #expect(CountedValueMock.Storage.self == CounterStorageMock<CountedValueMock>.self)
        withStaticMockScope {
            let storage = IntegerCounterStorageMock<CountedIntegerMock>()
            given(IntegerCounterStorageMock<CountedIntegerMock>.self).add(.value(2), to: .any).willReturn(5)
            #expect(IntegerCounterStorageMock.add(2, to: storage) == 5)
            #expect(IntegerCounterStorageMock<CountedIntegerMock>.load(from: storage) == 0)
        }
    }
}
