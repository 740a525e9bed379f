#!/usr/bin/env python3
"""Compares the protocols and requirements mockgen's front end finds with `swiftc -dump-parse`.

    Scripts/research/compare-with-swiftc.py /path/to/swift-nio /path/to/swift-collections [--jobs 2] [--show 20]

For every `.swift` file under the given folders (skipping `.build` and hidden folders) it
lists each protocol's qualified name and its requirements (kind, name, argument labels, `static`,
whether a property or subscript has a setter, whether an initializer is failable) twice:
once from our front end (compiled from Sources/MockgenFrontEnd with a small driver) and
once from `swiftc -dump-parse -dump-ast-format json`. `swiftc -dump-parse` does not show
declarations inside `#if` blocks, so by default protocols under `#if` and requirements inside
`#if` blocks are left out on our side too. With `--all-clauses`, swiftc is given copies of the
files with the `#if`/`#elseif`/`#else`/`#endif` lines blanked (every clause active; the parse
does not type-check, so duplicates are fine) and our side counts every clause.
Prints the agreement figure and the differences.
"""
import argparse
import collections
import concurrent.futures
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

DRIVER = r'''
import MockgenFrontEnd
#if canImport(Glibc)
import Glibc
#endif
import Foundation

let allClauses = CommandLine.arguments.contains("--all-clauses")

func flatten(_ items: [MemberItem]) -> [Member] {
    items.flatMap { item -> [Member] in
        switch item {
        case .member(let m): return [m]
        case .ifConfig(let block): return allClauses ? block.clauses.flatMap { flatten($0.items) } : []
        }
    }
}

func signatures(_ items: [MemberItem]) -> [String] {
    flatten(items).map { m -> String in
        func bare(_ s: String) -> String { s.filter { $0 != "`" } }
        func labels(_ ps: [ParameterDecl]) -> String { "(" + ps.map { bare($0.label ?? "_") + ":" }.joined() + ")" }
        func accessors(_ hasSetter: Bool) -> String { hasSetter ? " {get set}" : " {get}" }
        switch m {
        case .function(let f): return (f.isStatic ? "static " : "") + "func " + bare(f.name) + labels(f.parameters)
        case .property(let p): return (p.isStatic ? "static " : "") + "var " + bare(p.name) + accessors(p.hasSetter)
        case .subscript(let s): return (s.isStatic ? "static " : "") + "subscript" + labels(s.parameters) + accessors(s.hasSetter)
        case .initializer(let i): return "init" + (i.failability == .none ? "" : "?") + labels(i.parameters)
        case .associatedType(let a): return "associatedtype " + bare(a.name)
        case .typeAlias(let t): return "typealias " + bare(t.name)
        }
    }.sorted()
}

while let path = readLine() {
    let bytes = [UInt8](FileManager.default.contents(atPath: path) ?? Data())
    let model = FrontEnd.parse(bytes, path: path)
    for p in model.protocols where allClauses || p.conditions.isEmpty {
        let name = (p.enclosingTypes + [p.name]).map { $0.filter { $0 != "`" } }.joined(separator: ".")
        print("\(path)\t\(name)\t\(signatures(p.members).joined(separator: ";"))")
    }
}
'''

MEMBER_KINDS = {
    "func_decl": "func", "var_decl": "var", "subscript_decl": "subscript", "constructor_decl": "init",
    "associated_type_decl": "associatedtype", "typealias": "typealias",
}
SCOPE_KINDS = {"struct_decl", "class_decl", "enum_decl"}


def swift_files(folders):
    for folder in folders:
        for dirpath, dirnames, filenames in os.walk(folder):
            dirnames[:] = sorted(d for d in dirnames if not d.startswith(".") and d != ".build")
            for f in sorted(filenames):
                if f.endswith(".swift"):
                    yield os.path.join(dirpath, f)


def build_driver(workdir):
    # Compile a snapshot, so that editing the sources meanwhile cannot break the build.
    snapshot = os.path.join(workdir, "MockgenFrontEnd")
    shutil.copytree(os.path.join(ROOT, "Sources", "MockgenFrontEnd"), snapshot)
    sources = [os.path.join(d, f) for d, _, fs in os.walk(snapshot) for f in fs if f.endswith(".swift")]
    main = os.path.join(workdir, "main.swift")
    with open(main, "w") as out:
        out.write(DRIVER)
    lib = os.path.join(workdir, "lib")
    os.makedirs(lib, exist_ok=True)
    # The front end declares `package` API: both compiles name the package, as SwiftPM does.
    subprocess.run(["swiftc", "-O", "-parse-as-library", "-emit-module", "-emit-library", "-static",
                    "-package-name", "mockgen",
                    "-module-name", "MockgenFrontEnd", "-emit-module-path", os.path.join(lib, "MockgenFrontEnd.swiftmodule"),
                    "-o", os.path.join(lib, "libMockgenFrontEnd.a")] + sorted(sources), check=True, cwd=workdir)
    exe = os.path.join(workdir, "dumper")
    subprocess.run(["swiftc", "-O", "-package-name", "mockgen", "-I", lib, "-L", lib, "-lMockgenFrontEnd", main, "-o", exe],
                   check=True, cwd=workdir)
    return exe


def ours(exe, files, all_clauses):
    out = subprocess.run([exe] + (["--all-clauses"] if all_clauses else []), input="\n".join(files) + "\n", capture_output=True, text=True, check=True).stdout
    result = collections.defaultdict(list)
    for line in out.splitlines():
        path, name, members = line.split("\t")
        result[path].append((name, tuple(m for m in members.split(";") if m)))
    return result


def name_of(node):
    n = node.get("name")
    if isinstance(n, dict):
        return n.get("base_name", {}).get("name", "")
    return n or ""


def blank_directives(path, workdir):
    """A copy of the file with `#if`-family lines blanked, so every clause is parsed."""
    with open(path, "rb") as f:
        lines = f.read().split(b"\n")
    out = [b"" if l.lstrip().startswith((b"#if", b"#elseif", b"#else", b"#endif")) else l for l in lines]
    copy = os.path.join(workdir, "%d.swift" % abs(hash(path)))
    with open(copy, "wb") as f:
        f.write(b"\n".join(out))
    return copy


def from_text_dump(text):
    """Protocols and requirements from swiftc's indented s-expression dump."""
    quoted = re.compile(r'"((?:[^"\\]|\\.)*)"')
    stack = []  # (indent, kind, name, members or None)
    found = []
    pending = None  # (members list, index) of the var or subscript whose accessors follow
    for line in text.splitlines():
        stripped = line.lstrip(" ")
        if not stripped.startswith("("):
            continue
        indent = len(line) - len(stripped)
        kind = stripped[1:].split(" ", 1)[0].rstrip(")")
        while stack and stack[-1][0] >= indent:
            stack.pop()
        match = quoted.search(stripped)
        name = match.group(1) if match else ""
        parent = stack[-1] if stack else None
        members = None
        if kind == "protocol":
            scope = []
            for _, k, n, _ in stack:
                if k in SCOPE_KINDS:
                    scope.append(n)
                elif k == "extension_decl":
                    scope.append(n.split("<")[0])
            members = []
            found.append((".".join(scope + [name]), members))
        elif parent is not None and parent[1] == "protocol" and kind in MEMBER_KINDS:
            k = MEMBER_KINDS[kind]
            after_name = stripped[match.end():] if match else ""
            static = "static " if " static" in " " + after_name.split("(")[0] else ""
            if k == "init":
                parent[3].append(name.replace("init(", "init?(", 1) if "failable=true" in after_name else name)
            elif k == "subscript":
                parent[3].append(static + name + " {get}")
                pending = (parent[3], len(parent[3]) - 1)
            elif k == "var":
                parent[3].append(f"{static}var {name} {{get}}")
                pending = (parent[3], len(parent[3]) - 1)
            elif k == "func":
                parent[3].append(f"{static}func {name}")
            else:
                parent[3].append(f"{k} {name}")
        elif kind == "accessor_decl" and pending is not None and parent is not None and parent[1] in ("var_decl", "subscript_decl"):
            if " set for=" in stripped:
                members, i = pending
                members[i] = members[i].replace(" {get}", " {get set}")
        stack.append((indent, kind, name, members))
    return [(name, tuple(sorted(members))) for name, members in found]


def theirs_one(path, workdir=None):
    target = blank_directives(path, workdir) if workdir else path
    proc = subprocess.run(["swiftc", "-dump-parse", "-dump-ast-format", "json", target], capture_output=True, text=True,
                          errors="replace")
    try:
        tree = json.loads(proc.stdout)
    except json.JSONDecodeError:
        # swiftc's JSON dumper emits invalid JSON for some constructs: read the text dump instead.
        text = subprocess.run(["swiftc", "-dump-parse", target], capture_output=True, text=True, errors="replace").stdout
        if workdir:
            os.remove(target)
        return path, from_text_dump(text) if text.startswith("(source_file") else None
    if workdir:
        os.remove(target)
    found = []

    def walk(node, scope):
        if isinstance(node, list):
            for child in node:
                walk(child, scope)
            return
        if not isinstance(node, dict):
            return
        kind = node.get("_kind")
        if kind == "protocol":
            members = []
            for m in node.get("members", []):
                k = MEMBER_KINDS.get(m.get("_kind"))
                args = "(" + "".join((a or "_") + ":" for a in (m.get("name") or {}).get("args", [])) + ")"
                static = "static " if m.get("static") else ""
                setter = any(a.get("set") for a in m.get("accessors", []))
                accessors = " {get set}" if setter else " {get}"
                if k == "init":
                    members.append("init" + ("?" if m.get("failable") else "") + args)
                elif k == "subscript":
                    members.append(static + "subscript" + args + accessors)
                elif k == "func":
                    members.append(f"{static}func {name_of(m)}{args}")
                elif k == "var":
                    members.append(f"{static}var {name_of(m)}{accessors}")
                elif k:
                    members.append(f"{k} {name_of(m)}")
            found.append((".".join(scope + [name_of(node)]), tuple(sorted(members))))
            return
        if kind in SCOPE_KINDS:
            scope = scope + [name_of(node)]
        elif kind == "extension_decl":
            scope = scope + [str(node.get("extended_type", "")).split("<")[0]]
        elif kind in ("func_decl", "var_decl", "pattern_binding_decl", "subscript_decl", "constructor_decl"):
            return  # bodies cannot declare protocols
        for key in ("items", "members", "elements"):
            if key in node:
                walk(node[key], scope)

    walk(tree, [])
    return path, found


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("folders", nargs="+")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    parser.add_argument("--show", type=int, default=30, help="differences to print")
    parser.add_argument("--all-clauses", action="store_true", help="compare every #if clause (see above)")
    args = parser.parse_args()
    files = list(swift_files(args.folders))
    with tempfile.TemporaryDirectory() as workdir:
        exe = build_driver(workdir)
        mine = ours(exe, files, args.all_clauses)
        theirs = {}
        failed = []
        with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
            one = lambda p: theirs_one(p, workdir if args.all_clauses else None)
            for path, found in pool.map(one, files):
                if found is None:
                    failed.append(path)
                else:
                    theirs[path] = found

    same = only_ours = only_theirs = member_diff = 0
    total_members_theirs = total_members_same = 0
    differences = []
    for path in files:
        if path not in theirs:
            continue
        a = collections.Counter(mine.get(path, []))
        b = collections.Counter(theirs[path])
        names_a = collections.defaultdict(list)
        for (name, members), n in a.items():
            names_a[name] += [members] * n
        for (name, members), n in b.items():
            total_members_theirs += len(members) * n
        for key, n in (a & b).items():
            same += n
            total_members_same += len(key[1]) * n
        rest_a, rest_b = a - b, b - a
        names_b = {name for name, _ in rest_b}
        for (name, members), n in rest_b.items():
            mine_for_name = [m for (nm, m) in rest_a if nm == name]
            if mine_for_name:
                member_diff += n
                ours_members = collections.Counter(mine_for_name[0])
                their_members = collections.Counter(members)
                differences.append(f"{path}: {name}: members differ: only ours {sorted((ours_members - their_members).elements())}, "
                                   f"only swiftc {sorted((their_members - ours_members).elements())}")
            else:
                only_theirs += n
                differences.append(f"{path}: {name}: found by swiftc only")
        for (name, members), n in rest_a.items():
            if name not in names_b:
                only_ours += n
                differences.append(f"{path}: {name}: found by us only")

    total = same + member_diff + only_theirs + only_ours
    print(f"files: {len(files)} ({len(failed)} swiftc could not dump)")
    print(f"protocols{'' if args.all_clauses else ' outside #if'}: swiftc {sum(len(v) for v in theirs.values())}, "
          f"ours {sum(len(v) for p, v in mine.items() if p in theirs)}")
    print(f"identical (name; every requirement's kind, name, labels, static, setter, failable): {same}/{total}"
          f" = {100.0 * same / total if total else 100:.2f}%")
    print(f"requirements in identical protocols: {total_members_same}/{total_members_theirs}")
    print(f"member differences: {member_diff}, only swiftc: {only_theirs}, only ours: {only_ours}")
    for line in differences[: args.show]:
        print("  " + line)
    for path in failed[: args.show]:
        print("  swiftc failed: " + path)
    return 0 if not differences else 1


if __name__ == "__main__":
    sys.exit(main())
