import MockgenFrontEnd

/// The Swift text of this room's tables, read through the front end's read stage like any
/// source file and recorded as standard declarations (`StandardProtocols.path`): the one place
/// the generator has Swift read.
enum BuiltInDeclarations {
    static func read(_ text: String) -> SourceFileModel {
        let options = ReadOptions(parsesEveryFile: true)
        return SourceSet.read(Array(text.utf8), path: StandardProtocols.path, options: options).model
            ?? SourceFileModel(path: StandardProtocols.path)
    }
}
