// What a test target whose mocks are in Mockable's shape imports instead of Mockable: all of
// MockRuntime, plus the one Mockable spelling that would cost every other target type-check
// time if MockRuntime declared it (docs/MockableCompatibility.md).

@_exported @_spi(MockgenGenerated) public import MockRuntime

extension Parameter {
    /// Matches arguments equal to `value` by the comparator registered with
    /// `Matcher.register` (Mockable's `.value(_:)` for types that are not `Equatable`):
    ///
    ///     Matcher.register(Product.self, match: { $0.name == $1.name })
    ///     given(service).update(products: .value([product])).willReturn(1)
    ///
    /// `Equatable` values keep MockRuntime's `.value(_:)`, which compares with `==`. With no
    /// comparator for the type, the matcher matches nothing and reports a failure at this line.
    @_disfavoredOverload
    public static func value(
        _ value: T,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Parameter<T> {
        .comparedByMatcher(value, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
