import Dispatch

/// A second `Models.swift` in another folder: its generated file must not collide with Billing's.
/// @mockable
protocol Shipment: Identified {
    func weight(in unit: String) -> Double
}

/// @mockable
protocol Carrier: AnyObject, Sendable {
    func ship(_ shipment: any Shipment, priority: DispatchQoS.QoSClass) async throws -> String
}
