import Foundation

struct Order: Sendable, Equatable {
    var drink: String
    var shots: Int
}

enum OrderError: Error {
    case soldOut
}

// sourcery: AutoMockable
protocol OrderService: Sendable {
    func place(_ order: Order) async throws -> UUID
    func cancel(orderID: UUID) async
    func history(limit: Int, completion: @escaping @Sendable ([Order]) -> Void)
}
