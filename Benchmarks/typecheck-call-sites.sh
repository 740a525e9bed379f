#!/usr/bin/env bash
# The type-check cost of test code at its call sites: 1,800 `given`/`verify` statements on a mock
# of the generator's shape, spelled with explicit matchers (`.value("n")`, `.exactly(2)`,
# `willReturn(())`) and with literals (`"n"`, `2`, `willReturn()`), `swiftc -typecheck` against the
# debug MockRuntime module; best user CPU seconds of REPEAT runs. Compare two builds of MockRuntime
# by running it on each. Usage: Benchmarks/typecheck-call-sites.sh [REPEAT]
set -euo pipefail
cd "$(dirname "$0")/.."
REPEAT=${1:-3}
WORK=$PWD/.bench/call-sites
rm -rf "$WORK" && mkdir -p "$WORK"
swift build --target MockRuntime >&2
MODULES=$(swift build --show-bin-path)/Modules
python3 - "$WORK" <<'PY'
import sys
work = sys.argv[1]
head = '''@_spi(MockgenGenerated) import MockRuntime

struct User: Equatable { var name: String }
protocol UserRepository { func save(_ user: User); func search(name: String, limit: Int) -> [User] }

fileprivate enum Members {
    static let save = MockRuntime.MockMember("save(_:)")
    static let search = MockRuntime.MockMember("search(name:limit:)")
}

final class UserRepositoryMock: MockRuntime.MockBase<
    UserRepositoryMockBuilder<MockRuntime.StubbingMode>, UserRepositoryMockBuilder<MockRuntime.VerifyingMode>
>, UserRepository, @unchecked Swift.Sendable {
    func save(_ user: User) { _mockState.callVoid1(Members.save, user) }
    func search(name: String, limit: Int) -> [User] { _mockState.call2(Members.search, name, limit) }
}

struct UserRepositoryMockBuilder<_Mode>: MockRuntime.MockStubbingBuilder, MockRuntime.MockVerifyingBuilder {
    let _context: MockRuntime.MockBuilderContext
    func save(_ user: MockRuntime.Parameter<User> = .any) -> MockRuntime.MemberCall<_Mode, (User) -> Void, Void, Swift.Never> {
        _context.call(Members.save, user)
    }
    func search(name: MockRuntime.Parameter<String> = .any, limit: MockRuntime.Parameter<Int> = .any) -> MockRuntime.MemberCall<_Mode, (String, Int) -> [User], [User], Swift.Never> {
        _context.call(Members.search, name, limit)
    }
}

'''
for name, literal in (("explicit", False), ("literal", True)):
    lines = [head]
    for f in range(60):
        lines.append(f"func test{f}(repo: UserRepositoryMock, user: User) {{")
        for k in range(10):
            if literal:
                lines += [f'    given(repo).search(name: "n{k}", limit: {k}).willReturn([user])',
                          f'    verify(repo).search(name: "n{k}", limit: {k}).called({k})',
                          '    given(repo).save(.any).willReturn()']
            else:
                lines += [f'    given(repo).search(name: .value("n{k}"), limit: .value({k})).willReturn([user])',
                          f'    verify(repo).search(name: .value("n{k}"), limit: .value({k})).called(.exactly({k}))',
                          '    given(repo).save(.any).willReturn(())']
        lines.append("}")
    open(f"{work}/{name}.swift", "w").write("\n".join(lines) + "\n")
PY
for spelling in explicit literal; do
    best=
    for _ in $(seq "$REPEAT"); do
        /usr/bin/time -f '%U' -o "$WORK/time.txt" swiftc -frontend -typecheck -swift-version 6 -module-name CallSites \
            -I "$MODULES" "$WORK/$spelling.swift" >"$WORK/swiftc.log" 2>&1 || { echo "$spelling: does not compile" >&2; tail -5 "$WORK/swiftc.log" >&2; break; }
        t=$(cat "$WORK/time.txt")
        best=$(awk -v a="${best:-$t}" -v b="$t" 'BEGIN { print (b < a ? b : a) }')
    done
    [ -n "$best" ] && echo "call sites, $spelling spelling (1,800 statements): ${best} s user CPU"
done
