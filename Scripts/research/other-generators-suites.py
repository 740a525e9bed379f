#!/usr/bin/env python3
"""Runs mockgen on the protocols other mock generators test themselves with, and compiles each mock.

    Scripts/research/other-generators-suites.py --work /tmp/suites \\
        --source mockolo=/path/to/mockolo/Tests \\
        --source cuckoo=/path/to/Cuckoo.git:Tests/Swift/Source \\
        --mockgen .build/debug/mockgen

Those test suites exercise the language more than most modules do. Each `--source NAME=PATH` is a
folder of Swift files, or `GIT_DIR:FOLDER` for a folder at HEAD of a bare git repository (read with
`git show`, nothing is checked out). A file is split into units:

  - each multi-line string literal (`\"\"\"...\"\"\"`) that declares a protocol and is not a
    generated mock (Mockolo, Mockable and Cuckoo keep their inputs as string literals);
  - each `@Fixture enum name { ... }` body without its nested `expected` enum (Mockolo's
    newer fixtures), re-indented;
  - otherwise the whole file.

Another generator's annotation macro (`@Mockable`) is removed. A unit is kept only if it typechecks
(Swift 6 language mode, else Swift 5: then its mocks are compiled in Swift 5 mode too): as it is, or
else with the types it uses but does not declare stubbed in a `Stubs.swift` beside it (empty classes,
or protocols where a protocol inherits them; imports of modules the platform lacks are commented out;
`--no-stubs` turns this off). Its protocols are counted by their declarations. mockgen runs on it with `--all`,
and the unit is typechecked with the generated file and MockRuntime. Each compile error is attributed
to the mock whose top-level declarations hold its line, so one mock's failure does not hide the
others. A protocol counts as compiling when mockgen generated its mock and no error falls in it.

The units (scratch copies of third-party code) stay in the work folder, outside the repository.
Results: <work>/results.json and a summary on standard output (`--list` also prints each failure).
"""
import argparse
import concurrent.futures
import glob
import json
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
LITERAL = re.compile(r'(?:let|var)\s+(\w+)\s*(?::\s*String\s*)?=\s*(?:#)?"""\n(.*?)\n\s*"""', re.S)
BARE_LITERAL = re.compile(r'"""\n(.*?)\n\s*"""', re.S)
PROTOCOL = re.compile(r'^[ \t]*(?:@[\w.]+(?:\([^)\n]*\))?\s+)*(?:(?:public|internal|private|fileprivate|package|open)\s+)?protocol\s+([^\W\d][^\s:<{,]*)', re.M)
FOREIGN_ANNOTATION = re.compile(r'@Mockable\b(?:\([^)\n]*\))?\s*')
MOCK_OUTPUT_MARKS = re.compile(r'\bclass\s+\w*Mock\w*\b|\bclass\s+Mock\w+|#if MOCKING|CallCount|Cuckoo\.|MockManager|Mockable\.')
ERROR = re.compile(r'^(?P<path>[^:\n]+):(?P<line>\d+):(?P<column>\d+): error: (?P<message>.*)$', re.M)
WARNING = re.compile(r'warning: (?P<message>.*)$', re.M)


def read_source(spec):
    """(relative path, text) of every Swift file of a folder or `GIT_DIR:FOLDER`."""
    if ":" in spec and not os.path.isdir(spec):
        git_dir, folder = spec.split(":", 1)
        names = subprocess.run(["git", "--git-dir", git_dir, "ls-tree", "-r", "--name-only", "HEAD", "--", folder],
                               capture_output=True, text=True, check=True).stdout.split("\n")
        for name in sorted(n for n in names if n.endswith(".swift")):
            text = subprocess.run(["git", "--git-dir", git_dir, "show", "HEAD:" + name],
                                  capture_output=True, text=True, errors="replace").stdout
            yield name, text
    else:
        for path in sorted(glob.glob(os.path.join(spec, "**", "*.swift"), recursive=True)):
            yield os.path.relpath(path, spec), open(path, errors="replace").read()


def balanced_body(text, open_brace):
    """The text between the brace at `open_brace` and its match, and the index after the match."""
    depth = 0
    for i in range(open_brace, len(text)):
        if text[i] == "{":
            depth += 1
        elif text[i] == "}":
            depth -= 1
            if depth == 0:
                return text[open_brace + 1:i], i + 1
    return text[open_brace + 1:], len(text)


def dedent(text):
    lines = text.split("\n")
    indents = [len(l) - len(l.lstrip()) for l in lines if l.strip()]
    cut = min(indents) if indents else 0
    return "\n".join(l[cut:] for l in lines)


def fixture_enums(text):
    """(name, source) of each `@Fixture enum name { ... }`, without its nested `@Fixture enum expected`."""
    for match in re.finditer(r'@Fixture\s+enum\s+(\w+)\s*\{', text):
        if match.group(1) == "expected":
            continue
        body, _ = balanced_body(text, match.end() - 1)
        nested = re.search(r'@Fixture\s+enum\s+expected\s*\{', body)
        if nested:
            _, end = balanced_body(body, nested.end() - 1)
            body = body[:nested.start()] + body[end:]
        yield match.group(1), dedent(body)


def units_of_file(path, text):
    """(unit name, source) for one file."""
    if "@Fixture" in text:
        for name, body in fixture_enums(text):
            yield f"{path}#{name}", body
        return
    if '"""' in text:
        literals = [(m.group(1), m.group(2)) for m in LITERAL.finditer(text)]
        if not literals:
            literals = [(f"literal{i}", m.group(1)) for i, m in enumerate(BARE_LITERAL.finditer(text))]
        for index, (name, body) in enumerate(literals):
            if re.search(r'mock|expected|output|expansion', name, re.I) or MOCK_OUTPUT_MARKS.search(body):
                continue
            if PROTOCOL.search(body):
                yield f"{path}#{name}.{index}", dedent(body.replace('\\"', '"').replace("\\\\", "\\"))
        return
    if PROTOCOL.search(text):
        yield path, text


def run(command, cwd=None, timeout=300):
    try:
        proc = subprocess.run(command, cwd=cwd, capture_output=True, text=True, errors="replace", timeout=timeout)
        return proc.returncode, proc.stdout, proc.stderr
    except subprocess.TimeoutExpired:
        return 124, "", "timeout"


def typecheck(files, mode, modules):
    command = ["swiftc", "-typecheck", "-swift-version", mode, "-parse-as-library"] + files
    if modules:
        command += ["-I", modules]
    return run(command)


MISSING_TYPE = re.compile(r"error: cannot find (?:type )?'(\w+)' in scope")
MISSING_MODULE = re.compile(r"error: no such module '(\w+)'")
NETWORKING = re.compile(r"FoundationNetworking module|cannot find type 'URL(?:Request|Session\w*|Response)' in scope")


def stub_missing_types(source, stubs_path):
    """Declares the types the unit uses but does not declare (UIKit's, RxSwift's, the rest of the
    other generator's test module) as empty stubs in `Stubs.swift`, and drops imports of modules
    this platform lacks, until the unit typechecks (Swift 6 mode) or a few rounds pass.
    Returns (stub text, typechecks)."""
    text = open(source).read()
    declared = {}
    for _ in range(8):
        stub_text = "import Foundation\n" + "".join(declared.values())
        with open(stubs_path, "w") as f:
            f.write(stub_text)
        code, _, err = typecheck([source, stubs_path], "6", None)
        if code == 0:
            return stub_text, True
        if NETWORKING.search(err) and "import FoundationNetworking" not in text:
            # On Linux URLRequest and URLResponse live in FoundationNetworking.
            text = "#if canImport(FoundationNetworking)\nimport FoundationNetworking\n#endif\n" + text
            with open(source, "w") as f:
                f.write(text)
            continue
        modules = set(MISSING_MODULE.findall(err))
        if modules:
            text = re.sub(r"^(?:@\w+\s+)*import\s+(?:\w+\s+)?(" + "|".join(modules) + r")\b.*$", r"// (not on this platform) \g<0>",
                          text, flags=re.M)
            with open(source, "w") as f:
                f.write(text)
            continue
        missing = [n for n in dict.fromkeys(MISSING_TYPE.findall(err)) if n not in declared]
        if not missing:
            break
        for name in missing:
            declared[name] = stub_declaration(name, text)
    return "", False


def stub_declaration(name, text):
    """A protocol when the unit inherits `name` in a protocol's header, else a class (generic
    over any number of types when the unit writes `name<…>`), equatable and hashable."""
    if re.search(r"\bprotocol\s+\w+\s*(?:<[^>]*>)?\s*:[^{]*\b" + name + r"\b", text):
        return f"public protocol {name} {{}}\n"
    generic = "<each T>" if re.search(r"\b" + name + r"\s*<", text) else ""
    # Public, so that the unit's public declarations may use it.
    return (f"public final class {name}{generic}: Hashable, @unchecked Sendable {{\n"
            f"    public static func == (lhs: {name}, rhs: {name}) -> Bool {{ lhs === rhs }}\n"
            f"    public func hash(into hasher: inout Hasher) {{}}\n}}\n")


def mock_regions(generated):
    """[(first line, last line, mock name)] of the generated file's top-level declarations, by mock."""
    lines = generated.split("\n")
    starts = []
    for number, line in enumerate(lines, 1):
        match = re.match(r'^(?:@[\w.]+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|open|final|nonisolated)\s+)*'
                         r'(?:class|actor|extension|struct|enum|typealias|func|let|var)\s+([^\s:<{(,=]+)', line)
        if match:
            starts.append((number, match.group(1).split(".")[0]))
    regions = []
    for i, (start, name) in enumerate(starts):
        # Doc comments and attributes above a declaration belong to it.
        while start > 1 and lines[start - 2].startswith(("///", "@", "#if", "#else", "#elseif")):
            start -= 1
        end = starts[i + 1][0] - 1 if i + 1 < len(starts) else len(lines)
        regions.append((start, end, name))
    return regions


def owner_of(line, regions):
    for start, end, name in regions:
        if start <= line <= end:
            return name
    return None


def check_input(source, stubs, args):
    """Whether the unit at `source` typechecks, in which language mode, and with which stubs."""
    check = {"mode": None, "error": "", "stubs": ""}
    for candidate in ("6", "5"):
        code, _, err = typecheck([source], candidate, None)
        if code == 0:
            check["mode"] = candidate
            break
        check["error"] = ERROR.search(err).group("message") if ERROR.search(err) else err.strip()[:200]
    if check["mode"] is None and args.stub_missing:
        check["stubs"], ok = stub_missing_types(source, stubs)
        if ok:
            check["mode"] = "6"
    return check


TOP_LEVEL_PROTOCOL = re.compile(r'^(?:(?:///.*|@[\w.]+(?:\([^)\n]*\))?)\n)*(?:@[\w.]+(?:\([^)\n]*\))?\s+)*'
                                r'(?:(?:public|internal|private|fileprivate|package|open)\s+)?protocol\s+[^{]*\{', re.M)
TOP_LEVEL_LINE = re.compile(r'^(?:(?:@\w+\s+)*import\s.*|(?:(?:public|internal|package)\s+)?typealias\s+\w+\s*=.*)$', re.M)


def protocols_only(text):
    """The file's imports, one-line type aliases and top-level protocol declarations, without the
    rest: the declarations a mock depends on, when the file's other code does not typecheck here."""
    kept = [m.group(0) for m in TOP_LEVEL_LINE.finditer(text)]
    for match in TOP_LEVEL_PROTOCOL.finditer(text):
        _, end = balanced_body(text, match.end() - 1)
        kept.append(text[match.start():end])
    return "\n\n".join(kept) + "\n" if any("protocol" in k for k in kept) else None


def measure(unit, args, modules):
    folder = unit["folder"]
    source = os.path.join(folder, "Input.swift")
    # Whether the unit typechecks on its own does not depend on mockgen: kept for the next run.
    stubs = os.path.join(folder, "Stubs.swift")
    cached = os.path.join(folder, "input-check.json")
    original = open(source).read()
    if os.path.exists(cached) and json.load(open(cached)).get("version") == 3 \
            and json.load(open(cached))["source"] == original:
        check = json.load(open(cached))
    else:
        check = check_input(source, stubs, args)
        reduced = protocols_only(original) if args.reduce and check["mode"] is None else None
        if reduced and reduced != original:
            error = check["error"]
            with open(source, "w") as f:
                f.write(reduced)
            check = check_input(source, stubs, args)
            check["reduced"] = check["mode"] is not None
            if not check["reduced"]:
                check["error"] = error
        check["version"], check["source"] = 3, original
        # The unit as compiled: imports of modules this platform lacks commented out.
        check["input"] = open(source).read() if check["mode"] else original
        json.dump(check, open(cached, "w"))
    with open(source, "w") as f:
        f.write(check["input"])
    with open(stubs, "w") as f:
        f.write(check.get("stubs", ""))
    mode = unit["mode"] = check["mode"]
    unit["stubbed"] = bool(check.get("stubs"))
    unit["reduced"] = bool(check.get("reduced"))
    if mode is None:
        unit["input_error"] = check["error"]
        return unit
    output = os.path.join(folder, "Mocks.swift")
    code, _, err = run([args.mockgen, source, "--all", "-o", output])
    unit["mockgen_exit"] = code
    unit["warnings"] = [m.group("message") for m in WARNING.finditer(err)]
    generated = open(output).read() if os.path.exists(output) else ""
    mocked = set(re.findall(r'^(?:public |package )?(?:final class|class|actor) ([^\s:<{,]+)Mock\b', generated, re.M))
    code, out, err = typecheck([source, stubs, output], mode, modules)
    regions = mock_regions(generated)
    errors = {}
    for m in ERROR.finditer(out + err):
        where = os.path.basename(m.group("path"))
        owner = owner_of(int(m.group("line")), regions) if where == "Mocks.swift" else "<input>"
        errors.setdefault(owner or "<file>", []).append(m.group("message"))
    unit["compile_errors"] = errors
    results = {}
    for name in unit["protocols"]:
        mock = name + "Mock"
        if name not in mocked:
            skipped = [w for w in unit["warnings"] if f"'{name}'" in w]
            results[name] = {"status": "skipped" if skipped else "missing", "reason": skipped[:1]}
        elif mock in errors:
            results[name] = {"status": "fails", "reason": errors[mock][:3]}
        elif "<file>" in errors or "<input>" in errors:
            results[name] = {"status": "fails", "reason": (errors.get("<file>") or errors.get("<input>"))[:3]}
        else:
            results[name] = {"status": "compiles", "reason": []}
    unit["results"] = results
    return unit


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--source", action="append", default=[], help="NAME=FOLDER or NAME=GIT_DIR:FOLDER")
    parser.add_argument("--work", required=True, help="scratch folder (outside the repository)")
    parser.add_argument("--mockgen", default=os.path.join(ROOT, ".build", "debug", "mockgen"))
    parser.add_argument("--modules", default=None, help="folder with MockRuntime.swiftmodule (default: next to --mockgen)")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--list", action="store_true", help="print every protocol that does not compile")
    parser.add_argument("--no-reduce", dest="reduce", action="store_false",
                        help="do not retry a unit that does not typecheck with only its imports, type aliases and protocols")
    parser.add_argument("--no-stubs", dest="stub_missing", action="store_false",
                        help="keep only units that typecheck as they are (default: declare missing types as stubs)")
    args = parser.parse_args()
    args.mockgen = os.path.abspath(args.mockgen)
    modules = args.modules or os.path.join(os.path.dirname(args.mockgen), "Modules")
    if not os.path.exists(os.path.join(modules, "MockRuntime.swiftmodule")):
        sys.exit(f"no MockRuntime.swiftmodule in {modules}: run `swift build --target MockRuntime` first")

    units = []
    for spec in args.source:
        name, path = spec.split("=", 1)
        for relative, text in read_source(path):
            for unit_name, body in units_of_file(relative, text):
                body = FOREIGN_ANNOTATION.sub("", body)
                folder = os.path.join(args.work, "units", name, f"{len(units):04d}")
                os.makedirs(folder, exist_ok=True)
                with open(os.path.join(folder, "Input.swift"), "w") as f:
                    f.write(body)
                units.append({"suite": name, "unit": unit_name, "folder": folder,
                              "protocols": sorted(set(PROTOCOL.findall(body)))})

    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        units = list(pool.map(lambda u: measure(u, args, modules), units))
    with open(os.path.join(args.work, "results.json"), "w") as f:
        json.dump(units, f, indent=1)

    usable = [u for u in units if u.get("mode")]
    counts = {}
    for u in usable:
        for r in u["results"].values():
            counts[r["status"]] = counts.get(r["status"], 0) + 1
    total = sum(counts.values())
    print(f"units: {len(units)}, typecheck: {len(usable)} "
          f"(Swift 6: {sum(u['mode'] == '6' for u in usable)}, Swift 5: {sum(u['mode'] == '5' for u in usable)}, "
          f"with stubbed types: {sum(bool(u.get('stubbed')) for u in usable)}, "
          f"reduced to their protocols: {sum(bool(u.get('reduced')) for u in usable)})")
    print(f"protocols in them: {total}; " + ", ".join(f"{k}: {v}" for k, v in sorted(counts.items())))
    for suite in sorted({u["suite"] for u in usable}):
        rs = [r for u in usable if u["suite"] == suite for r in u["results"].values()]
        print(f"  {suite}: {sum(r['status'] == 'compiles' for r in rs)} of {len(rs)} compile")
    if args.list:
        for u in usable:
            for name, r in sorted(u["results"].items()):
                if r["status"] != "compiles":
                    print(f"{r['status']:8} {u['suite']}:{u['unit']} {name}: {' | '.join(r['reason'])[:300]}  [{u['folder']}]")


if __name__ == "__main__":
    main()
