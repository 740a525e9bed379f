import MockgenFrontEnd

/// One mock's plan and the warnings found while making it.
struct PlannedMock: Sendable {
    var plan: MockPlan
    var diagnostics: [Diagnostic]
}

/// The name of a mock class, and the name other code uses for it: the same, or for a type
/// nested in another, a top-level type alias (`ServerDelegateMock` for `Server.Delegate`).
struct MockNames: Sendable {
    var simple: String
    /// The top-level type alias of a nested type's mock, or nil.
    var alias: String?
    /// The name other code and messages use.
    var display: String { alias ?? simple }
}
