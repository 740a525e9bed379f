/// @mockable
protocol ReportableError: Error, CustomStringConvertible {
    var code: Int { get }
    var isRetryable: Bool { get }
}
