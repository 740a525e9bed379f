/// The values of a parameter pack, in order, as a mock records them: a pack parameter
/// (`_ values: repeat each V`) is one argument, an array its builder matches as
/// `Parameter<[Any]>`:
///
///     given(store).load(.matching { $0.count == 2 }, count: .any).willReturn((1, "a"))
///
/// - Parameter values: the pack, passed on as `repeat each values`.
@_spi(MockgenGenerated) public func packedArguments<each Value>(_ values: repeat each Value) -> [Any] {
    var packed: [Any] = []
    for value in repeat each values { packed.append(value) }
    return packed
}
