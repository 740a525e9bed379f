/// `some P` inside a parameter's type is an implicit generic parameter: in a generic argument,
/// an optional, an array, a dictionary and a tuple.
protocol Message: Sendable {
    var id: Int { get }
}

struct Request<Body: Message>: Sendable {
    var body: Body
}

struct Response: Equatable, Sendable {
    var status: Int
}

/// @mockable
protocol MessageClient {
    func send(_ request: Request<some Message>) async throws -> Response
    func sendAll(_ messages: [some Message], fallback: (some Message)?) -> Int
    func route(_ pair: (some Message, Int), table: [String: some Message]) -> Bool
    func plain(_ message: some Message) -> Int
    func compose(_ value: (some (Message & Equatable))?) -> Int
}
