import MockgenFrontEnd

/// Parses one in-memory source by itself (`generate`, from MockgenGeneratorTestSupport, reads
/// sources as a run does).
func parse(_ source: String, path: String) -> SourceFileModel {
    FrontEnd.parse(Array(source.utf8), path: path)
}
