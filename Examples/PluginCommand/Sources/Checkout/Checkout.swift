import Foundation

/// Takes payment for an order, once.
struct Checkout: Sendable {
    let gateway: any PaymentGateway

    /// The payment's identifier, or nil when the card was declined.
    func pay(cents: Int, card: String) async throws -> UUID? {
        do {
            return try await gateway.charge(cents: cents, card: card)
        } catch PaymentError.declined {
            return nil
        }
    }
}
