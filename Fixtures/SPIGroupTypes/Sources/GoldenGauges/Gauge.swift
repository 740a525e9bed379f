/// A protocol whose requirements name a type of the module's SPI group: the mocks import the
/// module with that group.
protocol Gauge {
    func read() throws -> GaugeAbi.Reading
    func calibrate(to reading: GaugeAbi.Reading)
}
