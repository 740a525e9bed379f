/// What the driver says when a run found protocols but mocked none: the output is then a file
/// of imports only, which looks like success, so the warning names how many protocols were
/// found and how mockgen selects them. It is a warning, not a failure: the exit status stays 0.
enum SelectionAdvice {
    /// The warning for a run that mocked nothing although `unselected` protocols of its inputs
    /// were found; nil when something was mocked, no protocol was found, or every protocol was
    /// asked for (`--all`, under which only file-private protocols go unmocked).
    static func warning(mocked: Int, unselected: Int, mockAll: Bool) -> String? {
        guard mocked == 0, unselected > 0, !mockAll else { return nil }
        let found = unselected == 1 ? "found 1 protocol, but it is not" : "found \(unselected) protocols, but none is"
        return "\(found) selected for mocking, so no mocks were generated: "
            + "mark a protocol to mock with '/// @mockable' in its doc comment (or '// sourcery: AutoMockable'), "
            + "or mock every protocol with --all ('all: true' in .mockgen.yml)"
    }
}
