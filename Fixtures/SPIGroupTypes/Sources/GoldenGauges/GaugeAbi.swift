/// Declared in an SPI group: only a file that imports the module with
/// `@_spi(GaugeInternals)` sees it, `@testable` or not.
@_spi(GaugeInternals) public enum GaugeAbi {
    public struct Reading: Equatable, Sendable {
        public var value: Int
        public init(value: Int) { self.value = value }
    }
}
