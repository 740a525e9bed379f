// fuzz-corpus protocols: CameraControlling, LocationProviding, AnalyticsTracking, FeatureFlags, KeyValueStore
import CoreGraphics

/// Controls the camera.
/// @mockable
public protocol CameraControlling: AnyObject {
    var isRunning: Bool { get }
    var zoomFactor: CGFloat { get set }
    var availableDevices: [String] { get }
    var preview: (any PreviewLayer)? { get }
    func start() async throws
    func stop()
    func capturePhoto(settings: [String: Any], completion: @escaping (Result<Data, any Error>) -> Void)
    func setFocus(at point: CGPoint, mode: FocusMode) throws -> Bool
    func setExposure(_ value: Float, duration: Double?, animated: Bool)
    func observeStatus() -> AsyncStream<CameraStatus>
    func supports(_ feature: CameraFeature) -> Bool
    func configure(_ block: (inout CameraConfiguration) -> Void)
}

/// @mockable
protocol LocationProviding: Sendable {
    var lastKnown: (latitude: Double, longitude: Double)? { get async }
    func requestAuthorization() async -> Bool
    func updates(distanceFilter: Double) -> AsyncThrowingStream<Location, any Error>
}

/// @mockable
protocol AnalyticsTracking {
    func track(_ event: String, properties: [String: String])
    func track(_ event: String)
    func track(screen: String, durationMilliseconds: Int)
    func flush() async
    func identify(userID: String?, traits: [String: any Sendable & Hashable])
}

/// @mockable
protocol FeatureFlags {
    subscript(_ flag: String) -> Bool { get }
    subscript<T: Decodable>(_ flag: String, as type: T.Type) -> T? { get }
    func refresh() async throws -> Int
}

/// @mockable
protocol KeyValueStore: AnyObject {
    func set(_ value: Int, forKey key: String)
    func set(_ value: String, forKey key: String)
    func set(_ value: Data?, forKey key: String)
    func integer(forKey key: String) -> Int
    func string(forKey key: String) -> String?
    func removeObject(forKey key: String)
    func dictionaryRepresentation() -> [String: Any]
}

struct CameraConfiguration {
    var resolution = (width: 1920, height: 1080)
    var frameRate = 30
    var hdr = false
}

extension CameraConfiguration: CustomStringConvertible {
    var description: String { "\(resolution.width)x\(resolution.height)@\(frameRate)\(hdr ? " HDR" : "")" }
}
