#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CLibclang

/// libclang's C functions that mockgen calls, looked up by name in a library opened at run
/// time, so that building and running mockgen on Swift sources never needs libclang.
///
/// The table is immutable after `init` and holds only addresses of C functions, which any
/// thread may call (each parse uses its own index and translation unit).
final class Libclang: @unchecked Sendable {
    /// The file the functions come from.
    let path: String

    let createIndex: MGCreateIndexFn
    let disposeIndex: MGDisposeIndexFn
    let parseTranslationUnit2: MGParseTranslationUnit2Fn
    let disposeTranslationUnit: MGDisposeTranslationUnitFn
    let getNumDiagnostics: MGGetNumDiagnosticsFn
    let getDiagnostic: MGGetDiagnosticFn
    let disposeDiagnostic: MGDisposeDiagnosticFn
    let getDiagnosticSeverity: MGGetDiagnosticSeverityFn
    let getDiagnosticSpelling: MGGetDiagnosticSpellingFn
    let getDiagnosticLocation: MGGetDiagnosticLocationFn
    let getTranslationUnitCursor: MGGetTranslationUnitCursorFn
    let visitChildren: MGVisitChildrenFn
    let getCursorKind: MGGetCursorKindFn
    let getCursorSpelling: MGCursorStringFn
    let getRawCommentText: MGCursorStringFn
    let getCString: MGGetCStringFn
    let disposeString: MGDisposeStringFn
    let getCursorLocation: MGGetCursorLocationFn
    let getExpansionLocation: MGGetExpansionLocationFn
    let getFileName: MGGetFileNameFn
    let getCursorType: MGCursorTypeFn
    let getCursorResultType: MGCursorTypeFn
    let getTypedefDeclUnderlyingType: MGCursorTypeFn
    let getNumArguments: MGCursorIntFn
    let getArgument: MGCursorGetArgumentFn
    let isObjCOptional: MGCursorIntFn
    let isVariadic: MGCursorIntFn
    let isDefinition: MGCursorUnsignedFn
    let getTypeSpelling: MGTypeStringFn
    let getTypedefName: MGTypeStringFn
    let getCanonicalType: MGTypeTypeFn
    let getPointeeType: MGTypeTypeFn
    let getArrayElementType: MGTypeTypeFn
    let getModifiedType: MGTypeTypeFn
    let getNamedType: MGTypeTypeFn
    let getResultType: MGTypeTypeFn
    let getObjCObjectBaseType: MGTypeTypeFn
    let getNullability: MGTypeIntFn
    let getNumArgTypes: MGTypeIntFn
    let getArgType: MGTypeIndexTypeFn
    let getNumObjCProtocolRefs: MGTypeIntFn
    let getObjCProtocolDecl: MGTypeIndexCursorFn
    let getNumObjCTypeArgs: MGTypeIntFn
    let getObjCTypeArg: MGTypeIndexTypeFn
    let getTypeDeclaration: MGTypeDeclarationFn
    let getPropertyAttributes: MGPropertyAttributesFn
    let getPropertyGetterName: MGCursorStringFn
    let getPropertySetterName: MGCursorStringFn
    let getPrettyPrinted: MGPrettyPrintedFn
    let getPlatformAvailability: MGPlatformAvailabilityFn
    let getCursorExtent: MGGetCursorExtentFn
    let tokenize: MGTokenizeFn
    let getTokenSpelling: MGGetTokenSpellingFn
    let getTokenLocation: MGGetTokenLocationFn
    let disposeTokens: MGDisposeTokensFn

    /// Opens the library at `path`; nil when it cannot be opened or lacks a function we call
    /// (libclang older than 8).
    init?(path: String) {
        guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL) else { return nil }
        func symbol<F>(_ name: String, _: F.Type = F.self) -> F? {
            dlsym(handle, name).map { unsafeBitCast($0, to: F.self) }
        }
        guard
            let createIndex: MGCreateIndexFn = symbol("clang_createIndex"),
            let disposeIndex: MGDisposeIndexFn = symbol("clang_disposeIndex"),
            let parseTranslationUnit2: MGParseTranslationUnit2Fn = symbol("clang_parseTranslationUnit2"),
            let disposeTranslationUnit: MGDisposeTranslationUnitFn = symbol("clang_disposeTranslationUnit"),
            let getNumDiagnostics: MGGetNumDiagnosticsFn = symbol("clang_getNumDiagnostics"),
            let getDiagnostic: MGGetDiagnosticFn = symbol("clang_getDiagnostic"),
            let disposeDiagnostic: MGDisposeDiagnosticFn = symbol("clang_disposeDiagnostic"),
            let getDiagnosticSeverity: MGGetDiagnosticSeverityFn = symbol("clang_getDiagnosticSeverity"),
            let getDiagnosticSpelling: MGGetDiagnosticSpellingFn = symbol("clang_getDiagnosticSpelling"),
            let getDiagnosticLocation: MGGetDiagnosticLocationFn = symbol("clang_getDiagnosticLocation"),
            let getTranslationUnitCursor: MGGetTranslationUnitCursorFn = symbol("clang_getTranslationUnitCursor"),
            let visitChildren: MGVisitChildrenFn = symbol("clang_visitChildren"),
            let getCursorKind: MGGetCursorKindFn = symbol("clang_getCursorKind"),
            let getCursorSpelling: MGCursorStringFn = symbol("clang_getCursorSpelling"),
            let getRawCommentText: MGCursorStringFn = symbol("clang_Cursor_getRawCommentText"),
            let getCString: MGGetCStringFn = symbol("clang_getCString"),
            let disposeString: MGDisposeStringFn = symbol("clang_disposeString"),
            let getCursorLocation: MGGetCursorLocationFn = symbol("clang_getCursorLocation"),
            let getExpansionLocation: MGGetExpansionLocationFn = symbol("clang_getExpansionLocation"),
            let getFileName: MGGetFileNameFn = symbol("clang_getFileName"),
            let getCursorType: MGCursorTypeFn = symbol("clang_getCursorType"),
            let getCursorResultType: MGCursorTypeFn = symbol("clang_getCursorResultType"),
            let getTypedefDeclUnderlyingType: MGCursorTypeFn = symbol("clang_getTypedefDeclUnderlyingType"),
            let getNumArguments: MGCursorIntFn = symbol("clang_Cursor_getNumArguments"),
            let getArgument: MGCursorGetArgumentFn = symbol("clang_Cursor_getArgument"),
            let isObjCOptional: MGCursorIntFn = symbol("clang_Cursor_isObjCOptional"),
            let isVariadic: MGCursorIntFn = symbol("clang_Cursor_isVariadic"),
            let isDefinition: MGCursorUnsignedFn = symbol("clang_isCursorDefinition"),
            let getTypeSpelling: MGTypeStringFn = symbol("clang_getTypeSpelling"),
            let getTypedefName: MGTypeStringFn = symbol("clang_getTypedefName"),
            let getCanonicalType: MGTypeTypeFn = symbol("clang_getCanonicalType"),
            let getPointeeType: MGTypeTypeFn = symbol("clang_getPointeeType"),
            let getArrayElementType: MGTypeTypeFn = symbol("clang_getArrayElementType"),
            let getModifiedType: MGTypeTypeFn = symbol("clang_Type_getModifiedType"),
            let getNamedType: MGTypeTypeFn = symbol("clang_Type_getNamedType"),
            let getResultType: MGTypeTypeFn = symbol("clang_getResultType"),
            let getObjCObjectBaseType: MGTypeTypeFn = symbol("clang_Type_getObjCObjectBaseType"),
            let getNullability: MGTypeIntFn = symbol("clang_Type_getNullability"),
            let getNumArgTypes: MGTypeIntFn = symbol("clang_getNumArgTypes"),
            let getArgType: MGTypeIndexTypeFn = symbol("clang_getArgType"),
            let getNumObjCProtocolRefs: MGTypeIntFn = symbol("clang_Type_getNumObjCProtocolRefs"),
            let getObjCProtocolDecl: MGTypeIndexCursorFn = symbol("clang_Type_getObjCProtocolDecl"),
            let getNumObjCTypeArgs: MGTypeIntFn = symbol("clang_Type_getNumObjCTypeArgs"),
            let getObjCTypeArg: MGTypeIndexTypeFn = symbol("clang_Type_getObjCTypeArg"),
            let getTypeDeclaration: MGTypeDeclarationFn = symbol("clang_getTypeDeclaration"),
            let getPropertyAttributes: MGPropertyAttributesFn = symbol("clang_Cursor_getObjCPropertyAttributes"),
            let getPropertyGetterName: MGCursorStringFn = symbol("clang_Cursor_getObjCPropertyGetterName"),
            let getPropertySetterName: MGCursorStringFn = symbol("clang_Cursor_getObjCPropertySetterName"),
            let getPrettyPrinted: MGPrettyPrintedFn = symbol("clang_getCursorPrettyPrinted"),
            let getPlatformAvailability: MGPlatformAvailabilityFn = symbol("clang_getCursorPlatformAvailability"),
            let getCursorExtent: MGGetCursorExtentFn = symbol("clang_getCursorExtent"),
            let tokenize: MGTokenizeFn = symbol("clang_tokenize"),
            let getTokenSpelling: MGGetTokenSpellingFn = symbol("clang_getTokenSpelling"),
            let getTokenLocation: MGGetTokenLocationFn = symbol("clang_getTokenLocation"),
            let disposeTokens: MGDisposeTokensFn = symbol("clang_disposeTokens")
        else {
            dlclose(handle)
            return nil
        }
        self.path = path
        self.createIndex = createIndex
        self.disposeIndex = disposeIndex
        self.parseTranslationUnit2 = parseTranslationUnit2
        self.disposeTranslationUnit = disposeTranslationUnit
        self.getNumDiagnostics = getNumDiagnostics
        self.getDiagnostic = getDiagnostic
        self.disposeDiagnostic = disposeDiagnostic
        self.getDiagnosticSeverity = getDiagnosticSeverity
        self.getDiagnosticSpelling = getDiagnosticSpelling
        self.getDiagnosticLocation = getDiagnosticLocation
        self.getTranslationUnitCursor = getTranslationUnitCursor
        self.visitChildren = visitChildren
        self.getCursorKind = getCursorKind
        self.getCursorSpelling = getCursorSpelling
        self.getRawCommentText = getRawCommentText
        self.getCString = getCString
        self.disposeString = disposeString
        self.getCursorLocation = getCursorLocation
        self.getExpansionLocation = getExpansionLocation
        self.getFileName = getFileName
        self.getCursorType = getCursorType
        self.getCursorResultType = getCursorResultType
        self.getTypedefDeclUnderlyingType = getTypedefDeclUnderlyingType
        self.getNumArguments = getNumArguments
        self.getArgument = getArgument
        self.isObjCOptional = isObjCOptional
        self.isVariadic = isVariadic
        self.isDefinition = isDefinition
        self.getTypeSpelling = getTypeSpelling
        self.getTypedefName = getTypedefName
        self.getCanonicalType = getCanonicalType
        self.getPointeeType = getPointeeType
        self.getArrayElementType = getArrayElementType
        self.getModifiedType = getModifiedType
        self.getNamedType = getNamedType
        self.getResultType = getResultType
        self.getObjCObjectBaseType = getObjCObjectBaseType
        self.getNullability = getNullability
        self.getNumArgTypes = getNumArgTypes
        self.getArgType = getArgType
        self.getNumObjCProtocolRefs = getNumObjCProtocolRefs
        self.getObjCProtocolDecl = getObjCProtocolDecl
        self.getNumObjCTypeArgs = getNumObjCTypeArgs
        self.getObjCTypeArg = getObjCTypeArg
        self.getTypeDeclaration = getTypeDeclaration
        self.getPropertyAttributes = getPropertyAttributes
        self.getPropertyGetterName = getPropertyGetterName
        self.getPropertySetterName = getPropertySetterName
        self.getPrettyPrinted = getPrettyPrinted
        self.getPlatformAvailability = getPlatformAvailability
        self.getCursorExtent = getCursorExtent
        self.tokenize = tokenize
        self.getTokenSpelling = getTokenSpelling
        self.getTokenLocation = getTokenLocation
        self.disposeTokens = disposeTokens
    }

    /// Copies a libclang string into Swift and frees it.
    func take(_ string: MGString) -> String {
        defer { disposeString(string) }
        return getCString(string).map { String(cString: $0) } ?? ""
    }
}
