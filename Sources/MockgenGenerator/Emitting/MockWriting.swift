import MockgenFrontEnd

/// The run's imports, and each mock planned and written into its own buffer.
extension MockGenerator.Screening {
    /// The imports of the files (among `files`) that declare a mocked protocol or an ancestor of one.
    func sourceImports(ofAll files: [SourceFileModel]) -> [ImportDecl] {
        let declared = DefinedConditions.apply(
            files.filter { sourcePaths.contains($0.path) }.flatMap {
                InterfaceImports.carried(by: $0, options: planner.options)
            },
            defined: planner.options.inputs.definedNames,
            undecided: planner.options.inputs.optionalTraits)
        let imports = declared + mockable.flatMap(scopedImports(of:))
            + classes.subjects.flatMap(scopedImports(of:)) + spiImports
        guard needsFoundation, !imports.contains(where: { $0.module == "Foundation" && $0.conditions.isEmpty }) else {
            return imports
        }
        return imports + [ImportDecl(module: "Foundation", text: "import Foundation", location: .start)]
    }

    /// One mock planned and written, starting with a blank line.
    func writeMock(_ resolved: ResolvedProtocol) -> (text: String, diagnostics: [Diagnostic]) {
        let planned = planner.planMockable(resolved)
        return Self.write(
            planned, spelling: spelling(for: resolved, plan: planned.plan),
            nonsending: planner.options.inputs.nonisolatedNonsendingByDefault)
    }

    /// One class mock planned and written, starting with a blank line.
    func writeClassMock(_ subject: ClassSubject) -> (text: String, diagnostics: [Diagnostic]) {
        let planned = classPlanner.plan(subject)
        return Self.write(
            planned, spelling: spelling(for: subject, plan: planned.plan),
            nonsending: planner.options.inputs.nonisolatedNonsendingByDefault)
    }

    private static func write(
        _ planned: PlannedMock, spelling: TypeSpelling, nonsending: Bool
    ) -> (text: String, diagnostics: [Diagnostic]) {
        var mock = SourceWriter(reservingCapacity: 8192)
        mock.spelling = spelling
        mock.asyncFunctionTypesAreNonsending = nonsending
        mock.line("")
        MockClassEmitter(plan: planned.plan).emit(into: &mock)
        return (mock.text, planned.diagnostics)
    }
}
