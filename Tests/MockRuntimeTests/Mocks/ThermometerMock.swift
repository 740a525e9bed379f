@_spi(MockgenGenerated) import MockRuntime

/// A protocol whose mock is a `MockBase` subclass, written as the generator emits it.
protocol Thermometer {
    var unit: String { get }
    func read(at probe: Int) throws -> Double
}

/// A protocol with no requirement, whose mock inherits from `EmptyMockBase`.
protocol Probe {}

fileprivate enum _ThermometerMockMembers {
    static let unit = MockRuntime.MockMember("unit", kind: .getter)
    static let read = MockRuntime.MockMember("read(at:)")
}

final class ThermometerMock: MockRuntime.MockBase<
    _ThermometerMockBuilder<MockRuntime.StubbingMode>, _ThermometerMockBuilder<MockRuntime.VerifyingMode>
>, Thermometer, @unchecked Swift.Sendable {
    var unit: String { _mockState.call0(_ThermometerMockMembers.unit) }

    func read(at probe: Int) throws -> Double { try _mockState.callThrowing1(_ThermometerMockMembers.read, probe) }
}

struct _ThermometerMockBuilder<_Mode>: MockRuntime.MockStubbingBuilder, MockRuntime.MockVerifyingBuilder {
    let _context: MockRuntime.MockBuilderContext
    var unit: MockRuntime.MemberCall<_Mode, () -> String, String, Swift.Never> { _context.call(_ThermometerMockMembers.unit) }
    func read(
        at probe: MockRuntime.Parameter<Int> = .any
    ) -> MockRuntime.MemberCall<_Mode, (Int) throws -> Double, Double, any Swift.Error> {
        _context.call(_ThermometerMockMembers.read, probe)
    }
}

final class ProbeMock: MockRuntime.EmptyMockBase, Probe, @unchecked Swift.Sendable {}
