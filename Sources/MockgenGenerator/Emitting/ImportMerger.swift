public import MockgenFrontEnd

/// Builds the import section of the generated file: the imports of the files that declare
/// mocked protocols, `--import` and `--testable-import` modules and `MockRuntime`,
/// deduplicated and sorted, with `#if` conditions of conditional imports kept.
public enum ImportMerger {
    /// Import lines, ready to write, in their final order (unconditional first, then `#if` groups).
    public static func lines(sourceImports: [ImportDecl], options: GeneratorOptions) -> [String] {
        // Generated code calls the runtime's `MockgenGenerated` SPI (MockState, MockMember...),
        // which a test's plain `import MockRuntime` keeps out of sight.
        var unconditional = Set<String>([runtimeImport])
        // Mockable's spellings that MockRuntime leaves out (`.value(_:)` of any type).
        if options.compatibility == .mockable { unconditional.insert("import MockRuntimeMockable") }
        var conditional: [String: Set<String>] = [:]
        // Most files import the same few modules: each distinct line is cleaned once.
        var cleanedTexts: [String: String] = [:]
        // The mocks replace the generator a compatibility setting names: its module is not imported.
        let replaced = options.compatibility?.moduleName
        for decl in sourceImports where decl.module != replaced {
            let text: String
            if let known = cleanedTexts[decl.text] {
                text = known
            } else {
                text = cleaned(decl.text)
                cleanedTexts[decl.text] = text
            }
            if decl.conditions.isEmpty {
                unconditional.insert(text)
            } else {
                conditional[ConditionText.combined(decl.conditions), default: []].insert(text)
            }
        }
        for module in options.imports { unconditional.insert("import \(module)") }
        // The SPI import already imports the runtime.
        unconditional.remove("import MockRuntime")
        for module in options.testableImports { unconditional.insert("@testable import \(module)") }
        // A module imported both plainly and with @testable needs only the @testable line.
        let testableModules = Set(unconditional.compactMap { $0.hasPrefix("@testable import ") ? moduleName($0) : nil })
        unconditional = unconditional.filter {
            !($0 == "import \(moduleName($0))" && testableModules.contains(moduleName($0)))
        }
        // A module imported with SPI groups needs no line without them, `@testable` or not as that line is.
        for line in unconditional where line.hasPrefix("@_spi(") {
            let module = moduleName(line)
            unconditional.remove("import \(module)")
            if line.containsText("@testable ") { unconditional.remove("@testable import \(module)") }
        }

        var lines = sortedInImportOrder(unconditional)
        for condition in conditional.keys.sorted() {
            let texts = sortedInImportOrder(conditional[condition, default: []].subtracting(unconditional))
            guard !texts.isEmpty else { continue }
            lines.append("#if \(condition)")
            lines.append(contentsOf: texts)
            lines.append("#endif")
        }
        return lines
    }

    /// How a generated file imports the runtime.
    static let runtimeImport = "@_spi(MockgenGenerated) import MockRuntime"

    /// The import as written minus access modifiers and attributes that make no sense in a mocks file.
    static func cleaned(_ text: String) -> String {
        text.split(separator: " ").filter { !dropped.contains(String($0)) }.joined(separator: " ")
    }

    /// Words of an import line that `cleaned` drops.
    private static let dropped: Set<String> = ["public", "internal", "package", "private", "fileprivate", "open",
        "@_exported", "@_implementationOnly"]

    /// The module an import line names (`Foo` for `import struct Foo.Bar`).
    static func moduleName(_ line: String) -> String {
        guard let last = line.split(separator: " ").last else { return line }
        return String(last.split(separator: ".").first ?? last)
    }

    /// `lines` in `importOrder`, each line's module name found once rather than per comparison.
    static func sortedInImportOrder(_ lines: Set<String>) -> [String] {
        lines.map { (module: moduleName($0), line: $0) }
            .sorted { $0.module != $1.module ? $0.module < $1.module : $0.line < $1.line }
            .map(\.line)
    }

    /// Sorted by module name, then by the whole line, so the order does not depend on the input.
    static func importOrder(_ a: String, _ b: String) -> Bool {
        let (ma, mb) = (moduleName(a), moduleName(b))
        return ma != mb ? ma < mb : a < b
    }
}

/// `#if` condition text for declarations recorded with `IfConfigCondition`s.
enum ConditionText {
    /// The single condition under which one clause is active: `!(A) && (B)` for `#elseif B` after `#if A`.
    static func clause(_ condition: IfConfigCondition) -> String {
        let negated = condition.negatedPrior.map { "!(\($0))" }
        guard let own = condition.condition else { return negated.isEmpty ? "true" : negated.joined(separator: " && ") }
        return negated.isEmpty ? own : (negated + ["(\(own))"]).joined(separator: " && ")
    }

    /// All enclosing clauses joined with `&&`.
    static func combined(_ conditions: [IfConfigCondition]) -> String {
        if conditions.count == 1 { return clause(conditions[0]) }
        return conditions.map { "(\(clause($0)))" }.joined(separator: " && ")
    }
}
