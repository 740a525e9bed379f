/// A mock that stands for a standard number, `_backingValue`: what ``IntegerBackedMock`` and
/// ``FloatingPointBackedMock`` share. Their extensions compute with the number; the protocol's
/// own requirements are recorded and stubbed like those of any mock.
public protocol NumberBackedMock: StandardMock, MockDefaultValue {
    /// The standard number whose arithmetic the mock has.
    associatedtype BackingValue: Numeric & Sendable
    /// The number the mock stands for.
    @_spi(MockgenGenerated) var _backingValue: BackingValue { get }
    /// Creates the mock around its state and its number; only the runtime calls this.
    @_spi(MockgenGenerated) init(_mockState: MockState, _backingValue: BackingValue)
}

extension NumberBackedMock {
    /// A relaxed, unnamed mock standing for `value`: what the arithmetic operators return.
    @_spi(MockgenGenerated) public init(_backingValue value: BackingValue) {
        self.init(_mockState: MockState(mockType: "\(Self.self)", name: nil, policy: .relaxed), _backingValue: value)
    }

    /// A mock made with `init(policy:name:)` stands for zero.
    @_spi(MockgenGenerated) public init(_mockState: MockState) {
        self.init(_mockState: _mockState, _backingValue: .zero)
    }

    /// A mock standing for zero, which relaxed mocks return for unstubbed members of this type.
    public static var mockDefaultValue: Self { Self(_backingValue: .zero) }
}
