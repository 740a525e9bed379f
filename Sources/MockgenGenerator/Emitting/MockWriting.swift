import MockgenFrontEnd

extension MockGenerator {
    /// The writing stage: plans each mock screening picked (`ProtocolPlanner`, `ClassPlanner`)
    /// and writes it into its own buffer, and writes the run's imports.
    struct Writing: Sendable {
        let screening: Screening
        let planner: ProtocolPlanner
        let classPlanner: ClassPlanner

        init(_ screening: Screening) {
            self.screening = screening
            planner = ProtocolPlanner(analysis: screening.analysis, closureTypeAliases: screening.closureTypeAliases)
            classPlanner = ClassPlanner(options: screening.analysis.options)
        }

        private var options: GeneratorOptions { screening.analysis.options }

        /// The imports of the files (among `files`) that declare a mocked protocol or an ancestor of one.
        func sourceImports(ofAll files: [SourceFileModel]) -> [ImportDecl] {
            let declared = DefinedConditions.apply(
                files.filter { screening.sourcePaths.contains($0.path) }.flatMap {
                    InterfaceImports.carried(by: $0, options: options)
                },
                defined: options.inputs.definedNames,
                undecided: options.inputs.optionalTraits)
            let imports = declared + screening.mockable.flatMap(screening.scopedImports(of:))
                + screening.classes.subjects.flatMap(screening.scopedImports(of:)) + screening.spiImports
            guard screening.needsFoundation,
                  !imports.contains(where: { $0.module == "Foundation" && $0.conditions.isEmpty })
            else { return imports }
            return imports + [ImportDecl(module: "Foundation", text: "import Foundation", location: .start)]
        }

        /// One mock planned and written, starting with a blank line.
        func writeMock(_ resolved: ResolvedProtocol) -> (text: String, diagnostics: [Diagnostic]) {
            let planned = planner.planMockable(resolved)
            return Self.write(
                planned, spelling: screening.spelling(for: resolved, plan: planned.plan),
                nonsending: options.inputs.nonisolatedNonsendingByDefault)
        }

        /// One class mock planned and written, starting with a blank line.
        func writeClassMock(_ subject: ClassSubject) -> (text: String, diagnostics: [Diagnostic]) {
            let planned = classPlanner.plan(subject)
            return Self.write(
                planned, spelling: screening.spelling(for: subject, plan: planned.plan),
                nonsending: options.inputs.nonisolatedNonsendingByDefault)
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
}
