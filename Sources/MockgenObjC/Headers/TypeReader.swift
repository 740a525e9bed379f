import CLibclang

/// Reads clang's types into `ObjCType`s.
struct TypeReader {
    let unit: TranslationUnit
    private var clang: Libclang { unit.clang }

    /// C typedefs Swift imports as its own scalar types, by name.
    static let scalarTypedefs: [String: String] = [
        "NSInteger": "Int", "NSUInteger": "UInt", "CGFloat": "CGFloat", "NSTimeInterval": "TimeInterval",
        "int8_t": "Int8", "int16_t": "Int16", "int32_t": "Int32", "int64_t": "Int64",
        "uint8_t": "UInt8", "uint16_t": "UInt16", "uint32_t": "UInt32", "uint64_t": "UInt64",
        "size_t": "Int", "ssize_t": "Int", "intptr_t": "Int", "uintptr_t": "UInt", "unichar": "unichar",
    ]

    /// C builtin type kinds and the Swift type each becomes.
    static let builtinScalars: [Int32: String] = [
        4: "CChar", 5: "UInt8", 13: "CChar", 14: "Int8", 8: "UInt16", 9: "UInt32", 10: "UInt", 11: "UInt64",
        16: "Int16", 17: "Int32", 18: "Int", 19: "Int64", 21: "Float", 22: "Double",
    ]

    func read(_ type: MGType) -> ObjCType {
        let declared = Self.nullability(clang.getNullability(type))
        let inner = readIgnoringNullability(type)
        return declared.map(inner.with) ?? inner
    }

    static func nullability(_ value: Int32) -> Nullability? {
        switch value {
        case 0: .nonnull
        case 1, 4: .nullable
        case 2: .unspecified
        default: nil
        }
    }

    private func readIgnoringNullability(_ type: MGType) -> ObjCType {
        switch type.kind {
        case 163: return read(clang.getModifiedType(type))  // attributed (`_Nullable T`)
        case 119: return read(clang.getNamedType(type))  // elaborated (`enum Color`)
        case 107: return readTypedef(type)
        case 2: return .void
        case 3: return .bool
        case 27: return .id(protocols: [], nullability: .unspecified)
        case 28: return .classObject(.unspecified)
        case 29: return .selector(.unspecified)
        case 109: return readObjectPointer(clang.getPointeeType(type))
        case 102: return readBlock(clang.getPointeeType(type))
        case 101: return readPointer(clang.getPointeeType(type))
        // Rule "C arrays": a parameter declared as an array (`int[4]`, `const char[]`) is a
        // pointer to its first element, and Swift imports it as one.
        case 112, 114, 115: return readPointer(clang.getArrayElementType(type))
        case 105, 106: return .named(Self.dropTagKeyword(clang.take(clang.getTypeSpelling(type))))
        default:
            if let scalar = Self.builtinScalars[type.kind] { return .scalar(scalar) }
            return .unsupported(clang.take(clang.getTypeSpelling(type)))
        }
    }

    private func readTypedef(_ type: MGType) -> ObjCType {
        let name = clang.take(clang.getTypedefName(type))
        switch name {
        case "BOOL": return .bool
        case "instancetype": return .instancetype(.unspecified)
        case "id": return .id(protocols: [], nullability: .unspecified)
        case "Class": return .classObject(.unspecified)
        case "SEL": return .selector(.unspecified)
        default: break
        }
        if let scalar = Self.scalarTypedefs[name] { return .scalar(scalar) }
        let canonical = clang.getCanonicalType(type)
        switch canonical.kind {
        case 102, 109, 27, 28:
            // A typedef of a block or an object pointer: Swift sees through it.
            return read(clang.getTypedefDeclUnderlyingType(clang.getTypeDeclaration(type)))
        case 0:
            return .unsupported(name)
        default:
            return .named(name)
        }
    }

    private func readObjectPointer(_ pointee: MGType) -> ObjCType {
        var pointee = pointee
        while pointee.kind == 163 || pointee.kind == 119 || pointee.kind == 107 {
            pointee = pointee.kind == 163 ? clang.getModifiedType(pointee)
                : pointee.kind == 119 ? clang.getNamedType(pointee) : clang.getCanonicalType(pointee)
        }
        let protocols = (0..<max(0, clang.getNumObjCProtocolRefs(pointee))).map {
            unit.spelling(clang.getObjCProtocolDecl(pointee, UInt32($0)))
        }
        let arguments = (0..<max(0, clang.getNumObjCTypeArgs(pointee))).map {
            read(clang.getObjCTypeArg(pointee, UInt32($0)))
        }
        let base = pointee.kind == 161 ? clang.getObjCObjectBaseType(pointee) : pointee
        switch base.kind {
        case 27: return .id(protocols: protocols, nullability: .unspecified)
        case 28: return .classObject(.unspecified)
        case 108:
            let declaration = clang.getTypeDeclaration(base)
            let name = unit.spelling(declaration)
            // Rule "lightweight generics": a generic class used without type arguments is
            // specialised with `AnyObject` (`NSCache *` is `NSCache<AnyObject, AnyObject>`);
            // Foundation's collections have their own defaults (`TypeImport`).
            var arguments = arguments
            if arguments.isEmpty && TypeImport.bridgedClassName(name) == nil {
                let parameters = unit.children(of: declaration).filter {
                    unit.kind($0) == ClangKind.templateTypeParameter
                }
                arguments = parameters.map { _ in .named("AnyObject") }
            }
            return .object(name: name, typeArguments: arguments, protocols: protocols, nullability: .unspecified)
        default: return .unsupported(clang.take(clang.getTypeSpelling(pointee)) + " *")
        }
    }

    private func readBlock(_ function: MGType) -> ObjCType {
        var function = function
        while function.kind == 163 || function.kind == 119 {
            function = function.kind == 163 ? clang.getModifiedType(function) : clang.getNamedType(function)
        }
        let count = max(0, clang.getNumArgTypes(function))
        return .block(
            parameters: (0..<count).map { read(clang.getArgType(function, UInt32($0))) },
            result: read(clang.getResultType(function)), nullability: .unspecified)
    }

    private func readPointer(_ pointee: MGType) -> ObjCType {
        let inner = read(pointee)
        if case .object(name: "NSError", _, _, _) = inner { return .errorOut }
        let isConst = clang.take(clang.getTypeSpelling(pointee)).hasPrefix("const ")
        return .pointer(pointee: inner, isConst: isConst, nullability: .unspecified)
    }

    /// `enum Color` -> `Color`, `struct CGPoint` -> `CGPoint`.
    static func dropTagKeyword(_ spelling: String) -> String {
        for keyword in ["enum ", "struct ", "union ", "const "] where spelling.hasPrefix(keyword) {
            return dropTagKeyword(String(spelling.dropFirst(keyword.count)))
        }
        return spelling
    }
}
