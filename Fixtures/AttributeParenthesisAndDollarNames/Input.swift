// A parenthesis right after a type attribute's name opens a function type when an arrow
// follows (`@escaping(Int) -> Void`), and `$` continues an identifier (`_$id`): mockgen reads
// both as the compiler does, so these protocols are mocked, not rejected.

/// @mockable
protocol ResultPipe {
    func pipe(to sink: @escaping(Result<Int, any Error>) -> Void)
    func schedule(_ work: @escaping @Sendable(Int) -> Void)
    var _$id: Int { get }
    func _$reset()
}
