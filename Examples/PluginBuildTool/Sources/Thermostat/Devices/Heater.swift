import Appliances

/// Switches the heating.
/// @mockable
public protocol Heater: Appliance {
    var isOn: Bool { get }
    func setOn(_ on: Bool)
}
