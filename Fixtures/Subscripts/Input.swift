struct SettingKey<Value>: Hashable {
    var name: String
}

/// @mockable
protocol SettingsStore {
    subscript(key: String) -> String? { get set }
    subscript(row: Int, column: Int) -> Double { get }
    subscript(named name: String) -> Int { get }
    subscript<Value>(setting: SettingKey<Value>) -> Value? { get set }
    subscript(async index: Int) -> Int { get async throws }
}
