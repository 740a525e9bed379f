/// A base class, a subclass that overrides one member and adds another, and a marked
/// subclass of that: its mock overrides the members of the whole chain, each once.
open class RoadVehicle {
    open var wheels: Int { 4 }
    public init(name: String) { self.name = name }
    public let name: String
    open func start() -> String { "\(name) starts" }
    open func honk() -> String { "honk" }
}

open class RoadCar: RoadVehicle {
    override open func start() -> String { "\(name) car starts" }
    open func park(at spot: Int) -> Bool { spot > 0 }
    override public final func honk() -> String { "beep" }
}

// sourcery: AutoMockable
open class RoadSportsCar: RoadCar {
    open var topSpeed: Double = 250
    open func boost() -> Double { topSpeed * 1.2 }
}

/// Members inside `#if` blocks are overridden under the same conditions.
/// @mockable
open class RoadSign {
    public init() {}
    #if DEBUG
    open func debugText() -> String { "debug" }
    open func debugLevel() -> Int { 1 }
    #else
    open func releaseText() -> String { "release" }
    #endif
}
