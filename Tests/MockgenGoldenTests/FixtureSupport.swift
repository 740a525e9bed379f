/// A protocol the `UnmockableConstructs` fixture inherits from outside its input, as code
/// inheriting a framework protocol does.
protocol UnmockableExternalBase {}
