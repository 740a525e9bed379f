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

/// A protocol with an associated type, whose mock is a generic `MockBase` subclass.
protocol Box {
    associatedtype Content
    func open() -> Content
}

fileprivate enum _BoxMockMembers {
    static let open = MockRuntime.MockMember("open()")
}

final class BoxMock<Content>: MockRuntime.MockBase<
    _BoxMockBuilder<Content, MockRuntime.StubbingMode>, _BoxMockBuilder<Content, MockRuntime.VerifyingMode>
>, Box, @unchecked Swift.Sendable {
    func open() -> Content { _mockState.call0(_BoxMockMembers.open) }
}

struct _BoxMockBuilder<Content, _Mode>: MockRuntime.MockStubbingBuilder, MockRuntime.MockVerifyingBuilder {
    let _context: MockRuntime.MockBuilderContext
    func open() -> MockRuntime.MemberCall<_Mode, () -> Content, Content, Swift.Never> { _context.call(_BoxMockMembers.open) }
}
