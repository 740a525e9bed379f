// fuzz-corpus protocols: HTTPClient, RequestSigning, Cache, Transport.Delegate
import Foundation
@preconcurrency import Dispatch
@testable import Networking
import struct Foundation.URL

/// A client that sends requests.
/// @mockable
public protocol HTTPClient: AnyObject, Sendable {
    associatedtype Response: Decodable & Sendable = Data
    var baseURL: URL { get }
    var timeout: TimeInterval { get set }
    var session: URLSession? { get async throws }
    func send(_ request: URLRequest, retries: Int) async throws -> (Data, URLResponse)
    func send<T: Decodable>(_ type: T.Type, from url: URL) async throws(NetworkError) -> T where T: Sendable
    func download(from url: URL, progress: @escaping @Sendable (Double) -> Void) -> Task<URL, any Error>
    @discardableResult
    func cancelAll(reason: String?, _ file: StaticString, line: UInt) -> Int
    static func make(configuration: URLSessionConfiguration) -> Self
    subscript(header name: String) -> String? { get set }
    init?(baseURL: URL)
}

// sourcery: AutoMockable
protocol RequestSigning {
    mutating func sign(_ request: inout URLRequest, with key: some StringProtocol) rethrows
    func log(_ items: Any..., separator: String)
    nonisolated func verify(_ signature: [UInt8]) -> Bool
}

protocol Cache<Key, Value>: AutoMockable {
    associatedtype Key: Hashable
    associatedtype Value
    func value(forKey key: Key) -> Value?
    func insert(_ value: Value, forKey key: Key)
    func removeAll(where shouldRemove: (Key, Value) throws -> Bool) rethrows
}

enum Transport {
    @MainActor protocol Delegate: AnyObject {
        func transport(_ transport: Transport, didReceive bytes: [UInt8])
        func transportDidClose(_ transport: Transport, error: (any Error)?)
    }

    case tcp(host: String, port: Int)
    case unix(path: String)

    var description: String {
        switch self {
        case .tcp(let host, let port): return "tcp://\(host):\(port)"
        case .unix(let path): return "unix://\(path)"
        }
    }
}

final class URLSessionClient {
    private let session: URLSession
    private var retries = [String: Int]()

    init(session: URLSession = .shared) {
        self.session = session
    }

    func send(_ request: URLRequest) async throws -> Data {
        let (data, response) = try await session.data(for: request)
        guard let http = response as? HTTPURLResponse, (200..<300).contains(http.statusCode) else {
            throw NetworkError.status((response as? HTTPURLResponse)?.statusCode ?? -1)
        }
        return data.isEmpty ? Data("{}".utf8) : data
    }
}

enum NetworkError: Error { case status(Int), offline }
