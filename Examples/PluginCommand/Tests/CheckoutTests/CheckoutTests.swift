import Foundation
import MockRuntime
import Testing
@testable import Checkout

// PaymentGatewayMock is in Mocks.generated.swift, written by `swift package generate-mocks`.
@Suite struct CheckoutTests {
    @Test func paysWithTheGateway() async throws {
        let gateway = PaymentGatewayMock()
        let payment = UUID()
        given(gateway).charge(cents: .any, card: .any).willReturn(payment)

        let result = try await Checkout(gateway: gateway).pay(cents: 450, card: "4242")

        #expect(result == payment)
        verify(gateway).charge(cents: .value(450), card: .value("4242")).called(.once)
        verify(gateway).refund(.any).called(.never)
    }

    @Test func aDeclinedCardIsNoPayment() async throws {
        let gateway = PaymentGatewayMock()
        given(gateway).charge(cents: .any, card: .any).willThrow(PaymentError.declined)

        #expect(try await Checkout(gateway: gateway).pay(cents: 450, card: "0000") == nil)
    }
}
