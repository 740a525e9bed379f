import MockgenFrontEnd
import MockgenGenerator

/// Runs the front end and the generator on one input in-process and checks what must hold
/// for any bytes: the same answer twice, locations inside the file, and deterministic
/// generated code. A trap or a hang is caught by the process (see `CrashReproducer`).
enum FrontEndOracle {
    /// One broken promise, in words a person can act on.
    struct Violation: Error, CustomStringConvertible {
        var description: String
    }

    /// What `check` measured, for the slowest-input report.
    struct Outcome {
        var model: SourceFileModel
        var parseNanoseconds: UInt64
        var generateNanoseconds: UInt64
    }

    /// Parses `bytes` (twice), generates mocks for every protocol found (twice), and
    /// throws the first violated property.
    static func check(
        _ bytes: [UInt8], path: String = "Fuzz.swift", pairedWith other: SourceFileModel? = nil
    ) throws(Violation) -> Outcome {
        let clock = MonotonicClock()
        var model = SourceFileModel(path: path)
        let elapsed = clock.measure { model = FrontEnd.parse(bytes, path: path) }
        let again = FrontEnd.parse(bytes, path: path)
        guard model == again else { throw Violation(description: "two parses of the same bytes differ") }

        let lines = LineTable(bytes)
        for diagnostic in model.diagnostics {
            guard diagnostic.path == path else {
                throw Violation(
                    description: "diagnostic names path '\(diagnostic.path)', expected '\(path)': \(diagnostic)")
            }
            try lines.validate(diagnostic.location, what: "diagnostic '\(diagnostic)'")
        }
        for decl in model.imports { try lines.validate(decl.location, what: "import \(decl.module)") }
        for decl in model.protocols {
            try lines.validate(decl.location, what: "protocol \(decl.name)")
            try validate(decl.members, lines: lines, in: decl.name)
        }

        let options = GeneratorOptions(mockAll: true)
        var first = GenerationResult(source: "", diagnostics: [], mockedProtocols: [])
        let generation = clock.measure { first = MockGenerator.generate([model], options: options) }
        let second = MockGenerator.generate([model], options: options)
        guard Array(first.source.utf8) == Array(second.source.utf8), first.diagnostics == second.diagnostics else {
            throw Violation(description: "generating twice from the same model gave different output")
        }
        for diagnostic in first.diagnostics where diagnostic.path == path {
            try lines.validate(diagnostic.location, what: "generator diagnostic '\(diagnostic)'")
        }
        if let other {
            let forward = MockGenerator.generate([model, other], options: options)
            let backward = MockGenerator.generate([other, model], options: options)
            guard forward.source == backward.source else {
                throw Violation(description: "generated output depends on the order of the input files")
            }
        }
        return Outcome(model: model, parseNanoseconds: elapsed, generateNanoseconds: generation)
    }

    private static func validate(_ items: [MemberItem], lines: LineTable, in protocolName: String) throws(Violation) {
        for item in items {
            switch item {
            case .member(let member):
                try lines.validate(member.location, what: "a member of \(protocolName)")
            case .ifConfig(let block):
                try lines.validate(block.location, what: "an #if block in \(protocolName)")
                for clause in block.clauses { try validate(clause.items, lines: lines, in: protocolName) }
            }
        }
    }
}

/// Where lines start in a file, to check that a reported location exists. A line ends at
/// `\n`, `\r\n` or a lone `\r`, as in Swift.
struct LineTable {
    let byteCount: Int
    /// True when the file has a carriage return, whose line counting front ends may differ on.
    let hasCarriageReturn: Bool
    /// Byte offset of the first byte of each line.
    let lineStarts: [Int]

    init(_ bytes: [UInt8]) {
        var starts = [0]
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == 0x0D, index < bytes.count, bytes[index] == 0x0A { index += 1 }
            if byte == 0x0A || byte == 0x0D { starts.append(index) }
        }
        byteCount = bytes.count
        lineStarts = starts
        hasCarriageReturn = bytes.contains(0x0D)
    }

    var lineCount: Int { lineStarts.count }

    /// Line >= 1 and within the file, column >= 1 and at most one past the line's end,
    /// offset within the file and (when there is no `\r` to disagree about) at that line and column.
    func validate(_ location: SourceLocation, what: String) throws(FrontEndOracle.Violation) {
        guard location.line >= 1, location.line <= lineCount else {
            throw .init(description: "\(what): line \(location.line) is outside 1...\(lineCount)")
        }
        let lineStart = lineStarts[location.line - 1]
        let lineEnd = location.line < lineCount ? lineStarts[location.line] : byteCount
        guard location.column >= 1, location.column <= lineEnd - lineStart + 1 else {
            throw .init(
                description:
                    "\(what): column \(location.column) is outside line \(location.line), which has "
                        + "\(lineEnd - lineStart) bytes"
            )
        }
        guard location.offset >= 0, location.offset <= byteCount else {
            throw .init(description: "\(what): offset \(location.offset) is outside 0...\(byteCount)")
        }
        guard hasCarriageReturn || location.offset == lineStart + location.column - 1 else {
            throw .init(
                description: "\(what): offset \(location.offset) is not line \(location.line) column \(location.column)"
            )
        }
    }
}
