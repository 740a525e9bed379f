import Foundation

struct HTTPRequest: Equatable, Sendable {
    var method: String
    var url: URL
}

struct HTTPResponse: Equatable, Sendable {
    var status: Int
    var body: Data
}

enum NetworkError: Error, Equatable {
    case offline
    case status(Int)
}

/// A networking client with completion handlers and async/await, in the spirit of URLSession.
/// @mockable
protocol HTTPClient: Sendable {
    var baseURL: URL { get }
    func send(_ request: HTTPRequest, completion: @escaping @Sendable (Result<HTTPResponse, NetworkError>) -> Void)
    func send(_ request: HTTPRequest) async throws -> HTTPResponse
    func download(from url: URL, progress: (@Sendable (Double) -> Void)?) async throws(NetworkError) -> Data
    func cancelAll()
}
