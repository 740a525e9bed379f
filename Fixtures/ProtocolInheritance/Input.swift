protocol Readable {
    func read(count: Int) -> [UInt8]
}

protocol Writable {
    func write(_ bytes: [UInt8]) -> Int
    func flush()
}

protocol Closable {
    func close()
}

/// Requirements inherited from other protocols of the inputs are implemented; a requirement
/// repeated by two parents (`close()`) is implemented once.
/// @mockable
protocol Stream: Readable, Writable, Closable {
    func close()
    var isOpen: Bool { get }
}

/// A protocol with no requirements of its own (a marker, or a parent whose requirements all
/// come from elsewhere): its mock's builders are the runtime's empty ones.
/// @mockable
protocol Tagged {}
