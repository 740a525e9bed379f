/// @mockable
protocol Invoice: Identified {
    var lines: [Int] { get }
    func total(discount: Int) throws -> Int
}

/// Not annotated: no mock, and no generated file for a source without mocks.
protocol InvoiceFormatter {
    func format(_ invoice: any Invoice) -> String
}
