/// Declared by two modules of the inputs: each gets a mock named after its module.
public protocol Compass {
    func heading() -> Int
}
