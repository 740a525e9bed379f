/// A source file without protocols: it gets no generated file.
struct Money: Equatable, Sendable {
    var cents: Int
}
