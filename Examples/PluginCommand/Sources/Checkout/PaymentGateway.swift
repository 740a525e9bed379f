import Foundation

/// Charges a card.
/// @mockable
protocol PaymentGateway: Sendable {
    func charge(cents: Int, card: String) async throws -> UUID
    func refund(_ payment: UUID) async throws
}

enum PaymentError: Error, Equatable {
    case declined
}
