protocol AutoMockable {}

// sourcery: AutoMockable
protocol SourceryAnnotated {
    func sourcery() -> Int
}

/// Inherits the marker protocol, as Sourcery and SwiftyMocky users write.
protocol MarkerInheriting: AutoMockable {
    func marked()
}

/// Inherits the marker through another protocol.
protocol IndirectlyMarked: MarkerInheriting {
    func indirect()
}

/// Not annotated: no mock without `--all`.
protocol NotSelected {
    func ignored()
}
