/// @mockable
protocol SessionObserver: AnyObject {
    func sessionDidStart(id: String)
}

/// A `Sendable` mock can be handed to other tasks; its calls are recorded behind a lock.
/// @mockable
protocol Counter: Sendable {
    func increment() -> Int
}
