/// Named like Foundation's `DateInterval`, which `GoldenAccounts` imports alone: its requirements
/// mean Foundation's, and its mocks spell it `Foundation.DateInterval`.
public struct DateInterval {
    public init() {}
}
