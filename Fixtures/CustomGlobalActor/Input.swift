@globalActor
actor StorageActor {
    static let shared = StorageActor()
}

/// @mockable
@StorageActor
protocol RecordStore {
    func save(_ record: String) async
    func count() -> Int
}

/// A single member isolated to a global actor keeps its isolation.
/// @mockable
protocol Presenter {
    @MainActor func present(_ message: String)
    func log(_ message: String)
}
