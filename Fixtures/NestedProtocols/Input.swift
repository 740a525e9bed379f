enum Payments {
    struct Receipt: Equatable {
        var amount: Int
    }

    /// Nested in a type: mocked as `Payments.ProcessorMock`, also named `PaymentsProcessorMock`.
    /// @mockable
    protocol Processor {
        func charge(_ amount: Int) throws -> Receipt
    }
}

enum Shipping {}

extension Shipping {
    struct Parcel: Equatable {
        var weight: Double
    }

    /// Nested in an extension.
    /// @mockable
    protocol Tracker {
        func track(_ parcel: Parcel) -> String
    }
}
