struct AsyncThrowsFailure: Error, Equatable {}

/// @mockable
protocol Uploader {
    func upload(_ bytes: [UInt8]) async -> Int
    func validate(_ bytes: [UInt8]) throws
    func send(_ bytes: [UInt8], retries: Int) async throws -> Bool
    func cancelAll() async
}
