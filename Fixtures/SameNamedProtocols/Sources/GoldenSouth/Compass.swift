import GoldenNorth

public protocol Compass {
    func bearing() -> String
}

/// A parent qualified with its module: the other module's `Compass`.
public protocol Navigator: GoldenNorth.Compass {
    func route() -> [String]
}

/// An unqualified parent: this module's own `Compass`.
public protocol Pathfinder: Compass {
    func steps() -> Int
}
