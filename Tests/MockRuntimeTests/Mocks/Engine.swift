import Foundation
import MockRuntime

// The types the runtime tests' mocks take their arguments and results from, and `Engine`,
// whose requirements cover every member kind the generator emits: methods, properties,
// subscripts, static members, generics, typed throws, inout, async, variadics, closures,
// optionals and objects.

enum SpeedUnit: Equatable {
    case kilometersPerHour, milesPerHour
}

enum SpeedError: Error, Equatable {
    case tooFast
}

struct DecodeError: Error, Equatable {
    let reason: String
}

struct Request: Equatable {
    let path: String
}

/// A type with no default value: an unstubbed call returning it cannot fall back.
struct Config: Equatable {
    let level: Int
}

/// A user type that adopts the runtime's default-value protocol.
struct Gear: Equatable, MockDefaultValue {
    let number: Int
    static var mockDefaultValue: Gear { Gear(number: 1) }
}

/// A reference type, for `.identical(to:)`.
final class Listener: Sendable {}

/// @mockable
protocol Engine {
    var isOn: Bool { get }
    var speed: Float { get set }
    var owner: String? { get set }
    func turnOn()
    func turnOff()
    func currentSpeed(in unit: SpeedUnit) -> Float
    func setSpeed(to value: Float) throws
    func load(_ request: Request, completion: @escaping (Result<Data, any Error>) -> Void)
    func fetch(id: Int) async throws -> Data
    func update(_ value: inout Int)
    func decode<T: Decodable>(_ type: T.Type, from data: Data) throws(DecodeError) -> T
    func store<V>(_ value: V)
    func log(_ messages: String...)
    func rename(to name: String?)
    func attach(_ listener: Listener)
    func transaction(_ body: () -> Void)
    func loadConfig() throws -> Config
    func currentConfig() -> Config
    func currentGear() -> Gear
    subscript(index: Int) -> String { get set }
    static func make() -> Self
    static func makeThrowing() throws -> Self
}
