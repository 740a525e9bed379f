enum ParseFailure: Error, Equatable {
    case badInput(String)
}

/// A `rethrows` requirement is mocked by a member that never throws (the only implementation a
/// `rethrows` requirement allows); typed `throws(E)` keeps its error type in the stubs.
/// @mockable
protocol Parser {
    func map(_ values: [Int], _ transform: (Int) throws -> Int) rethrows -> [Int]
    func parse(_ text: String) throws(ParseFailure) -> Int
    func parseAsync(_ text: String) async throws(ParseFailure) -> [Int]
    func never(_ text: String) throws(Never) -> String
    func attempt<E: Error>(_ body: () throws(E) -> Int) throws(E) -> Int
}
