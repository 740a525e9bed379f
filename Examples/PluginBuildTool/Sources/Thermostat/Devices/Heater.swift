/// Switches the heating.
/// @mockable
public protocol Heater: Sendable {
    var isOn: Bool { get }
    func setOn(_ on: Bool)
}
