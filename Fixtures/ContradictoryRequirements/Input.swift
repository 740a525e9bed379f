/// No class can conform to `Conflicted`: it requires `status` as an `Int` through one parent
/// and as a `String` through the other. It is skipped with a warning; the rest is mocked.
protocol IntStatus {
    var status: Int { get }
}

protocol TextStatus {
    var status: String { get }
}

/// @mockable
protocol Conflicted: IntStatus, TextStatus {}

/// @mockable
protocol Consistent: IntStatus {
    func reset()
}
