#!/usr/bin/env bash
# Writes Sources/MockRuntime/Core/MockState+Call.swift: the `call0`...`callAsyncThrowingVoid5`
# entry points of generated member bodies, one per effect (none, `throws`, `async`,
# `async throws`), result (a value, or `Void`) and number of arguments (0 to 5); and
# Sources/MockRuntime/Closures/ClosureMockBuilder+Call.swift: a closure mock builder's `call`
# for 2 to 5 parameters.
# Usage: Scripts/generate/generate-call-entry-points.sh           rewrites the file
#        Scripts/generate/generate-call-entry-points.sh --check   exits 1 when the file differs
# The generated mocks in Fixtures/*/Expected.swift call these names: keep names and signatures.
set -euo pipefail
cd "$(dirname "$0")/../.."
file=Sources/MockRuntime/Core/MockState+Call.swift
closureFile=Sources/MockRuntime/Closures/ClosureMockBuilder+Call.swift
letters=(A B C D E)
names=(a b c d e)
maximumArity=5
width=120

# Sets `joined` to the arguments separated by ", ".
join() {
    joined=""
    local item
    for item in "$@"; do
        joined="${joined:+$joined, }$item"
    done
}

# Prints `prefix`, then the items joined by ", " and wrapped at $width columns, each wrapped
# line starting with `indent`; the last line ends with `suffix`.
wrapped() {
    local indent=$1 prefix=$2 suffix=$3
    shift 3
    local line="$prefix" first=1 item
    for item in "$@"; do
        if [ $first = 1 ]; then
            candidate="$line$item"
        else
            candidate="$line, $item"
        fi
        if [ $first = 0 ] && [ $((${#candidate} + 1)) -gt $width ]; then
            printf '%s,\n' "$line"
            line="$indent$item"
        else
            line=$candidate
        fi
        first=0
    done
    printf '%s%s\n' "$line" "$suffix"
}

# Prints a function's signature line(s): on one line when it fits, else the parameters on
# lines of their own between `name(` and `) effects {`.
signature() {
    local head=$1 tail=$2
    shift 2
    join "$@"
    local oneLine="$head$joined$tail"
    if [ ${#oneLine} -le $width ]; then
        printf '%s\n' "$oneLine"
    else
        printf '%s\n' "${head}"
        wrapped "        " "        " "" "$@"
        printf '    %s\n' "${tail}"
    fi
}

# One effect: its name part, the signature's effects, the thrown error type, the doc comment,
# and what the producer's function type and the calls are prefixed with.
emit_family() {
    local kind=$1 effects=$2 errorType=$3 doc=$4 tryWord=$5 awaitWord=$6 closurePrefix=$7
    local isAsync=0
    [ -n "$awaitWord" ] && isAsync=1
    local n
    for n in $(seq 0 $maximumArity); do
        local generics=("${letters[@]:0:$n}") arguments=("${names[@]:0:$n}") parameters=("_ member: MockMember")
        local i
        for ((i = 0; i < n; i++)); do
            parameters+=("_ ${names[$i]}: @autoclosure () -> ${letters[$i]}")
        done
        [ $isAsync = 1 ] && parameters+=("isolation: isolated (any Actor)? = #isolation")
        local genericList argumentList
        join "${generics[@]}"
        genericList=$joined
        join "${arguments[@]}"
        argumentList=$joined
        local effectsText=""
        [ -n "$effects" ] && effectsText=" $effects"
        local produceEffects=""
        [ $isAsync = 1 ] && produceEffects="async "
        [ -n "$tryWord" ] && produceEffects="${produceEffects}throws "
        echo
        local docLine
        while IFS= read -r docLine; do
            echo "    /// $docLine"
        done <<< "$doc"
        signature "    public func call$kind$n<${genericList:+$genericList, }R>(" ")$effectsText -> R {" \
            "${parameters[@]}"
        for ((i = 0; i < n; i++)); do
            echo "        let ${names[$i]} = ${names[$i]}()"
        done
        echo "        switch ${tryWord}answer("
        echo "            member, [$argumentList], site: reportSite,"
        local producing="producing: (${closurePrefix}($genericList) ${produceEffects}-> R).self,"
        local rest="returning: R.self, throwing: $errorType.self"
        if [ $((12 + ${#producing} + 1 + ${#rest})) -le $width ]; then
            echo "            $producing $rest"
        else
            echo "            $producing"
            echo "            $rest"
        fi
        echo "        ) {"
        echo "        case .value(let value): return value"
        echo "        case .produce(let produce): return $tryWord$awaitWord""produce($argumentList)"
        echo "        }"
        echo "    }"
    done
}

# The `Void` forms: the value form with the result type `Void`, which a call that returns
# nothing does not give the compiler.
emit_void_family() {
    local kind=$1 effects=$2 tryWord=$3 awaitWord=$4
    local isAsync=0
    [ -n "$awaitWord" ] && isAsync=1
    local n
    for n in $(seq 0 $maximumArity); do
        local parameters=("_ member: MockMember") calls=("member")
        local i
        for ((i = 0; i < n; i++)); do
            calls+=("${names[$i]}()")
            parameters+=("_ ${names[$i]}: @autoclosure () -> ${letters[$i]}")
        done
        if [ $isAsync = 1 ]; then
            parameters+=("isolation: isolated (any Actor)? = #isolation")
            calls+=("isolation: isolation")
        fi
        local genericList callArguments
        join "${letters[@]:0:$n}"
        genericList=$joined
        join "${calls[@]}"
        callArguments=$joined
        local effectsText=" {"
        [ -n "$effects" ] && effectsText=" $effects {"
        echo
        echo "    /// \`call$kind$n\` for a member that returns nothing."
        signature "    public func call${kind}Void$n${genericList:+<$genericList>}(" ")$effectsText" "${parameters[@]}"
        echo "        $tryWord$awaitWord""call$kind$n($callArguments) as Void"
        echo "    }"
    done
}

generate() {
    cat <<'EOF'
// Generated by Scripts/generate/generate-call-entry-points.sh. Do not edit: change the script and run it.

extension MockState {
    // The entry points of generated member bodies whose arguments can be passed on as they are,
    // one per number of arguments (`call0` to `call5`) and effect:
    //
    //     func load(id: Int, force: Bool) -> String { self._mockState.call2(_EngineMockMembers.load, id, force) }
    //
    // The runtime records the arguments and calls a `willProduce` closure with them itself: the
    // producer's type is the member's own function type, built from the arguments' types and the
    // result type the call's context asks for. Compared with `invoke(_:arguments:_:)`, the
    // generated body has no closure, no array of `Any` and no default arguments, which is what
    // makes it cheap to type-check. Failures are reported at `reportSite` (the test line that
    // created the mock, or the declaration of a type's static state).
    //
    // Each argument is an `@autoclosure`, evaluated once before anything else: an argument of
    // existential type (`any Encoder`) is then passed as that type, where a plain generic
    // parameter would open it (`A` would be the concrete type, and the producer's type would
    // not be the member's).
    //
    // Members whose arguments cannot be passed on as they are (`inout`, non-escaping closures,
    // `borrowing`/`consuming`/`isolated` parameters), that take more than five arguments or
    // that throw a typed error keep `invoke(_:arguments:_:)`.
EOF
    emit_family "" "" "Never" \
        "Records a call to a synchronous member that cannot throw and answers it." "" "" ""
    emit_family "Throwing" "throws" "(any Error)" \
        "Records a call to a synchronous member that throws (\`any Error\`) and answers it." "try " "" ""
    emit_family "Async" "async" "Never" \
        "Records a call to an \`async\` member that cannot throw and answers it, on the caller's isolation." \
        "" "await " "nonisolated(nonsending) "
    emit_family "AsyncThrowing" "async throws" "(any Error)" \
        "$(printf '%s\n%s' \
            "Records a call to an \`async\` member that throws (\`any Error\`) and answers it, on the caller's" \
            "isolation.")" \
        "try " "await " "nonisolated(nonsending) "
    echo
    echo "    // The same for members that return nothing, whose call gives the result type no context."
    emit_void_family "" "" "" ""
    emit_void_family "Throwing" "throws" "try " ""
    emit_void_family "Async" "async" "" "await "
    emit_void_family "AsyncThrowing" "async throws" "try " "await "
    echo "}"
}

# A closure mock builder's `call` for each number of parameters from 2 to 5.
generate_closure_calls() {
    cat <<'EOF'
// Generated by Scripts/generate/generate-call-entry-points.sh. Do not edit: change the script and run it.

// A closure mock builder's `call` for 2 to 5 parameters, each matcher typed by its own generic
// parameter: the compiler types `call("ada", .any)` through these, where it cannot through the
// parameter pack of `call(_:)` (a literal before an implicit member such as `.any` would make it
// pick the literal's default type). Closures of 0, 1 or more than 5 parameters use `call(_:)`.
extension ClosureMockBuilder {
EOF
    local n
    for n in $(seq 2 $maximumArity); do
        local generics=("${letters[@]:0:$n}") parameters=() arguments=()
        local i
        for ((i = 0; i < n; i++)); do
            parameters+=("_ ${names[$i]}: Parameter<${letters[$i]}>")
            arguments+=("${names[$i]}")
        done
        local genericList argumentList
        join "${generics[@]}"
        genericList=$joined
        join "${arguments[@]}"
        argumentList=$joined
        [ "$n" -gt 2 ] && echo
        echo "    /// The calls of a closure of $n parameters whose arguments match the matchers (a plain literal"
        echo "    /// means \`.value(…)\`)."
        signature "    public func call<$genericList>(" ") -> MemberCall<Mode, Produce, Result, Failure>" "${parameters[@]}"
        echo "    where Arguments == ClosureArguments<$genericList> {"
        echo "        context.call(closureMember(arity: $n), $argumentList)"
        echo "    }"
    done
    echo "}"
}

# Compares (--check) or writes one generated file.
write_or_check() {
    local mode=$1 target=$2 producer=$3
    if [ "$mode" = check ]; then
        if ! $producer | diff -u "$target" - >&2; then
            echo "error: $target differs from the output of Scripts/generate/generate-call-entry-points.sh; run it and commit" >&2
            return 1
        fi
    else
        $producer > "$target.tmp"
        mv "$target.tmp" "$target"
    fi
}

case "${1:-}" in
    --check)
        status=0
        write_or_check check "$file" generate || status=1
        write_or_check check "$closureFile" generate_closure_calls || status=1
        exit $status
        ;;
    "")
        write_or_check write "$file" generate
        write_or_check write "$closureFile" generate_closure_calls
        ;;
    *)
        echo "usage: Scripts/generate/generate-call-entry-points.sh [--check]" >&2
        exit 2
        ;;
esac
