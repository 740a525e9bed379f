import MockgenFrontEnd

/// Decides the `#if` clauses of the inputs that depend on the compilation names their target
/// defines (`-D NAME`, `.define("NAME")` in the package's manifest), before anything else reads
/// them: a clause whose condition is false goes, one that is true stays without its `#if`, and
/// the rest keep what could not be decided, for the compiler of the generated file.
///
/// The generated file is compiled in a test target, which does not define the library's names:
/// a requirement inside `#if NAME` would be mirrored into a mock that leaves it out, and an
/// associated type declared in two clauses would get both clauses' constraints.
enum DefinedConditions {
    /// `files` with their conditions decided; untouched when `defined` is nil. The names
    /// `undecided` are left to the compiler (`CompilationCondition.evaluate`).
    static func apply(
        _ files: [SourceFileModel], defined: Set<String>?, undecided: Set<String> = []
    ) -> [SourceFileModel] {
        guard let defined else { return files }
        let names = Names(defined: defined, undecided: undecided.subtracting(defined))
        return files.map { file in
            var file = file
            file.imports = apply(file.imports, names)
            file.protocols = file.protocols.compactMap { decl in
                var decl = decl
                guard let conditions = decide(decl.conditions, names) else { return nil }
                decl.conditions = conditions
                decl.members = decide(decl.members, names)
                return decl
            }
            file.classes = file.classes.compactMap { decl in
                var decl = decl
                guard let conditions = decide(decl.conditions, names) else { return nil }
                decl.conditions = conditions
                decl.members = decl.members?.compactMap { member in
                    var member = member
                    guard let conditions = decide(member.conditions, names) else { return nil }
                    member.conditions = conditions
                    return member
                }
                return decl
            }
            return file
        }
    }

    /// The imports that exist with the names `defined`, their conditions decided; untouched when nil.
    static func apply(_ imports: [ImportDecl], defined: Set<String>?, undecided: Set<String> = []) -> [ImportDecl] {
        guard let defined else { return imports }
        return apply(imports, Names(defined: defined, undecided: undecided.subtracting(defined)))
    }

    /// The names a condition is decided with.
    struct Names {
        var defined: Set<String>
        var undecided: Set<String>

        func evaluate(_ text: String) -> CompilationCondition {
            CompilationCondition.evaluate(text, defined: defined, undecided: undecided)
        }
    }

    private static func apply(_ imports: [ImportDecl], _ defined: Names) -> [ImportDecl] {
        imports.compactMap { decl in
            var decl = decl
            guard let conditions = decide(decl.conditions, defined) else { return nil }
            decl.conditions = conditions
            return decl
        }
    }

    /// The enclosing clauses of a declaration with what is decided taken out; nil when one of
    /// them is inactive, so the declaration does not exist.
    static func decide(_ conditions: [IfConfigCondition], _ defined: Names) -> [IfConfigCondition]? {
        var kept: [IfConfigCondition] = []
        for clause in conditions {
            var priors: [String] = []
            for prior in clause.negatedPrior {
                switch defined.evaluate(prior) {
                case .known(true): return nil
                case .known(false): continue
                case .unknown(let text): priors.append(text)
                }
            }
            var condition: String?
            if let text = clause.condition {
                switch defined.evaluate(text) {
                case .known(false): return nil
                case .known(true): condition = nil
                case .unknown(let text): condition = text
                }
            }
            if condition != nil || !priors.isEmpty {
                kept.append(IfConfigCondition(condition: condition, negatedPrior: priors))
            }
        }
        return kept
    }

    /// Protocol members with each `#if` block decided: the clauses that may be active, or the
    /// members of the one that is when that is known.
    static func decide(_ items: [MemberItem], _ defined: Names) -> [MemberItem] {
        var result: [MemberItem] = []
        for item in items {
            guard case .ifConfig(let block) = item else {
                result.append(item)
                continue
            }
            var clauses: [IfConfigBlock.Clause] = []
            var taken: [MemberItem]?
            for clause in block.clauses {
                let value = clause.condition.map(defined.evaluate) ?? .known(true)
                var kept = clause
                kept.items = decide(clause.items, defined)
                switch value {
                case .known(false): continue
                case .known(true): taken = kept.items
                case .unknown(let text):
                    kept.keyword = clauses.isEmpty ? .if : .elseif
                    kept.condition = text
                    clauses.append(kept)
                }
                if taken != nil { break }
            }
            if clauses.isEmpty {
                result += taken ?? []
                continue
            }
            if let taken { clauses.append(IfConfigBlock.Clause(keyword: .else, condition: nil, items: taken)) }
            result.append(.ifConfig(IfConfigBlock(clauses: clauses, location: block.location)))
        }
        return result
    }
}
