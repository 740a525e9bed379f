struct ConnectionConfig: Equatable {
    var host: String
}

/// A protocol initializer becomes a convenience initializer that sets up a relaxed mock.
/// @mockable
protocol Connection {
    init(config: ConnectionConfig)
    init?(url: String)
    init(host: String, port: Int) throws
    init<S: Sequence>(hosts: S) async where S.Element == String
    func open() -> Bool
}
