/// Any device in the house, known by the name its owner gave it.
public protocol Appliance: Sendable {
    var name: String { get }
}
