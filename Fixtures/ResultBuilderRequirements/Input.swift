/// Requirements with result-builder attributes: the mock's members leave the attribute off and
/// return explicitly, so that no builder is applied to (or inferred for) their bodies.
@resultBuilder
enum RecipeStepsBuilder {
    static func buildBlock(_ steps: String...) -> [String] { steps }
}

@resultBuilder
enum RecipeStagesBuilder<Stage> {
    static func buildExpression(_ stage: Stage) -> [Stage] { [stage] }
    static func buildBlock(_ stages: [Stage]...) -> [Stage] { stages.flatMap { $0 } }
}

/// @mockable
protocol Cookbook {
    associatedtype Stage
    @RecipeStepsBuilder var steps: [String] { get }
    @RecipeStagesBuilder<Stage>
    var stages: [Stage] { get }
    @RecipeStepsBuilder func steps(serving people: Int) -> [String]
    @RecipeStepsBuilder subscript(course: Int) -> [String] { get }
}
