// The part of libclang's stable C interface that mockgen calls, declared here by us so that
// building mockgen needs neither libclang nor its headers. Nothing here is linked: the
// library is opened at run time and each function is looked up by name (`Libclang.swift`).
//
// Structs that libclang passes by value are declared in C (not Swift) because a Swift
// `@convention(c)` function type can only pass structs the C compiler lays out.
#ifndef MOCKGEN_CLIBCLANG_H
#define MOCKGEN_CLIBCLANG_H

typedef void *MGIndex;
typedef void *MGTranslationUnit;
typedef void *MGDiagnostic;
typedef void *MGFile;
typedef void *MGClientData;

/// A string owned by libclang (`CXString`).
typedef struct { const void *data; unsigned privateFlags; } MGString;
/// A node of the syntax tree (`CXCursor`).
typedef struct { int kind; int xdata; const void *data[3]; } MGCursor;
/// A type (`CXType`).
typedef struct { int kind; void *data[2]; } MGType;
/// A position in a file (`CXSourceLocation`).
typedef struct { const void *ptrData[2]; unsigned intData; } MGSourceLocation;
/// A range of source (`CXSourceRange`).
typedef struct { const void *ptrData[2]; unsigned beginIntData; unsigned endIntData; } MGSourceRange;
/// A token (`CXToken`).
typedef struct { unsigned intData[4]; void *ptrData; } MGToken;
/// An in-memory file handed to the parser (`CXUnsavedFile`).
typedef struct { const char *filename; const char *contents; unsigned long length; } MGUnsavedFile;
/// A version triple (`CXVersion`).
typedef struct { int major; int minor; int subminor; } MGVersion;
/// One platform's availability (`CXPlatformAvailability`).
typedef struct {
    MGString platform;
    MGVersion introduced;
    MGVersion deprecated;
    MGVersion obsoleted;
    int unavailable;
    MGString message;
} MGPlatformAvailability;

typedef int (*MGCursorVisitor)(MGCursor cursor, MGCursor parent, MGClientData data);

typedef MGIndex (*MGCreateIndexFn)(int excludeDeclarationsFromPCH, int displayDiagnostics);
typedef void (*MGDisposeIndexFn)(MGIndex index);
typedef int (*MGParseTranslationUnit2Fn)(
    MGIndex index, const char *path, const char *const *arguments, int argumentCount,
    MGUnsavedFile *unsavedFiles, unsigned unsavedFileCount, unsigned options, MGTranslationUnit *out);
typedef void (*MGDisposeTranslationUnitFn)(MGTranslationUnit unit);
typedef unsigned (*MGGetNumDiagnosticsFn)(MGTranslationUnit unit);
typedef MGDiagnostic (*MGGetDiagnosticFn)(MGTranslationUnit unit, unsigned index);
typedef void (*MGDisposeDiagnosticFn)(MGDiagnostic diagnostic);
typedef int (*MGGetDiagnosticSeverityFn)(MGDiagnostic diagnostic);
typedef MGString (*MGGetDiagnosticSpellingFn)(MGDiagnostic diagnostic);
typedef MGSourceLocation (*MGGetDiagnosticLocationFn)(MGDiagnostic diagnostic);
typedef MGCursor (*MGGetTranslationUnitCursorFn)(MGTranslationUnit unit);
typedef unsigned (*MGVisitChildrenFn)(MGCursor parent, MGCursorVisitor visitor, MGClientData data);
typedef int (*MGGetCursorKindFn)(MGCursor cursor);
typedef MGString (*MGCursorStringFn)(MGCursor cursor);
typedef const char *(*MGGetCStringFn)(MGString string);
typedef void (*MGDisposeStringFn)(MGString string);
typedef MGSourceLocation (*MGGetCursorLocationFn)(MGCursor cursor);
typedef void (*MGGetExpansionLocationFn)(MGSourceLocation location, MGFile *file, unsigned *line, unsigned *column, unsigned *offset);
typedef MGString (*MGGetFileNameFn)(MGFile file);
typedef MGType (*MGCursorTypeFn)(MGCursor cursor);
typedef int (*MGCursorIntFn)(MGCursor cursor);
typedef unsigned (*MGCursorUnsignedFn)(MGCursor cursor);
typedef MGCursor (*MGCursorGetArgumentFn)(MGCursor cursor, unsigned index);
typedef MGString (*MGTypeStringFn)(MGType type);
typedef MGType (*MGTypeTypeFn)(MGType type);
typedef int (*MGTypeIntFn)(MGType type);
typedef MGType (*MGTypeIndexTypeFn)(MGType type, unsigned index);
typedef MGCursor (*MGTypeDeclarationFn)(MGType type);
typedef MGCursor (*MGTypeIndexCursorFn)(MGType type, unsigned index);
typedef unsigned (*MGPropertyAttributesFn)(MGCursor cursor, unsigned reserved);
typedef MGString (*MGPrettyPrintedFn)(MGCursor cursor, void *policy);
typedef int (*MGPlatformAvailabilityFn)(
    MGCursor cursor, int *alwaysDeprecated, MGString *deprecatedMessage, int *alwaysUnavailable,
    MGString *unavailableMessage, MGPlatformAvailability *availability, int availabilitySize);

typedef MGSourceRange (*MGGetCursorExtentFn)(MGCursor cursor);
typedef void (*MGTokenizeFn)(MGTranslationUnit unit, MGSourceRange range, MGToken **tokens, unsigned *count);
typedef MGString (*MGGetTokenSpellingFn)(MGTranslationUnit unit, MGToken token);
typedef MGSourceLocation (*MGGetTokenLocationFn)(MGTranslationUnit unit, MGToken token);
typedef void (*MGDisposeTokensFn)(MGTranslationUnit unit, MGToken *tokens, unsigned count);

#endif
