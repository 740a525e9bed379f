import Foundation

enum SpeedUnit: Sendable, Equatable {
    case kilometersPerHour, milesPerHour
}

struct EngineRequest: Sendable, Equatable {
    var path: String
}

enum DecodeError: Error, Equatable {
    case corrupt
}

/// The engine of a car.
/// @mockable
protocol Engine {
    var isOn: Bool { get }
    var speed: Float { get set }
    func turnOn()
    func currentSpeed(in unit: SpeedUnit) -> Float
    func setSpeed(to value: Float) throws
    func load(_ request: EngineRequest, completion: @escaping (Result<Data, any Error>) -> Void)
    func fetch(id: Int) async throws -> Data
    func update(_ value: inout Int)
    func decode<T: Decodable>(_ type: T.Type, from data: Data) throws(DecodeError) -> T
    subscript(index: Int) -> String { get set }
    static func make() -> Self
}
