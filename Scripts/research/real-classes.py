#!/usr/bin/env python3
"""Runs mockgen's class mocks on the library modules of real packages and compiles them.

    Scripts/research/real-classes.py --packages Stencil,SwiftGraph,XMLCoder
    Scripts/research/real-classes.py --packages Stencil --import  # plain import: open classes, members

For each package (bare repositories <owner>/<name>.git of the package copies, by default those of
Scripts/lib/build-tools.sh, /opt/swift-packages, or --mirror) the script clones the newest version
tag into the work folder (.real/, shared with Scripts/research/real-modules.py, whose helpers it
uses) and, for each library module:

  1. runs `mockgen <module files> --all-classes --testable-import <Module> --module <Module>`
     (`--import <Module>` instead with --import), recording the class mocks written and each warning;
  2. compiles the output, unedited, as the only file of a test target (Swift 6 language mode) of a
     scratch package that depends on the real library and on this repository's MockRuntime;
  3. when it does not compile, removes the mocks the errors point into and compiles again (at most
     four rounds), so that the count of class mocks that compile is exact, and records the first
     error of each removed mock.

The table goes to standard output and .real/classes-summary.md. Builds run with `-j 1` by default:
run the script at low priority on a shared machine
(`nice -n 10 Scripts/research/real-classes.py ...`).
"""
import argparse
import importlib.machinery
import importlib.util
import json
import os
import re
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
_loader = importlib.machinery.SourceFileLoader("real_modules", os.path.join(ROOT, "Scripts", "research", "real-modules.py"))
_spec = importlib.util.spec_from_loader("real_modules", _loader)
real = importlib.util.module_from_spec(_spec)
_loader.exec_module(real)

GENERATED = "Mocks.generated.swift"
MOCK_START = re.compile(r"^(?:fileprivate enum _(\w+)Members\b|(?:public |package )?final class (\w+)\b)")


def mock_blocks(text):
    """The generated file as (mock name or None for the header, lines) blocks, in order."""
    lines = text.split("\n")
    owners, current = [], None
    for index, line in enumerate(lines):
        match = MOCK_START.match(line)
        if match:
            current = match.group(1) or match.group(2)
        elif line.startswith("// Not mocked") or line.startswith("#if "):
            # The comment above a mock, and the `#if` around one, belong to the mock that follows.
            following = next((MOCK_START.match(l) for l in lines[index + 1:] if MOCK_START.match(l)), None)
            current = (following.group(1) or following.group(2)) if following else current
        owners.append(current)
    return owners, lines


def class_mocks(text):
    """Names of the class mocks in a generated file (protocol mocks conform to `Mock` alone)."""
    return re.findall(r"^\s*(?:@\w+\s+)?(?:public |package )?final class (\w+)\b[^\n]*MockRuntime\.(?:MockObject|Mock, @unchecked)", text, re.M)


def compile_with_removals(scratch, module, output, jobs, log):
    """Compiles; removes the mocks errors point into and retries. (status, removed {mock: first error})."""
    removed = {}
    for _ in range(5):
        result = real.compile_module(scratch, module, GENERATED, jobs)
        if result["status"] != "fails":
            return result["status"], removed, result
        with open(output) as f:
            owners, lines = mock_blocks(f.read())
        failing = {}
        for error in result["errors"] + full_errors(scratch, module, jobs):
            line = int(error.split(":", 1)[0]) - 1
            owner = owners[line] if 0 <= line < len(owners) else None
            if owner and owner not in failing:
                failing[owner] = error.split(": ", 1)[-1]
        if not failing:
            return "fails", removed, result
        removed.update(failing)
        log("  removing %d failing mocks: %s" % (len(failing), ", ".join(sorted(failing))))
        with open(output, "w") as f:
            f.write("\n".join(l for l, o in zip(lines, owners) if o not in removed))
    return "fails", removed, result


def full_errors(scratch, module, jobs):
    """Every error line of the last build of the module's target (compile_module keeps eight)."""
    code, out, err = real.run(["swift", "build", "--target", module["module"] + "MocksTests", "-j", str(jobs)], cwd=scratch, timeout=3600)
    found = []
    for m in map(real.DIAGNOSTIC.match, (out + "\n" + err).splitlines()):
        if m and m.group("severity") == "error" and os.path.basename(m.group("path")) == GENERATED:
            found.append("%s:%s: %s" % (m.group("line"), m.group("column"), m.group("message")))
    return found


def process(args, owner, name, bare, mockgen, log):
    tag = real.newest_tag(bare)
    package_dir = real.checkout(args.work, name, bare, tag)
    code, out, err = real.run(["swift", "package", "dump-package"], cwd=package_dir, timeout=900)
    if code != 0:
        return {"package": name, "tag": tag, "error": "dump-package failed"}
    modules = real.library_modules(package_dir, json.loads(out))
    scratch = os.path.join(args.work, "scratch-classes", name + "-mocks")
    entries = []
    for m in modules:
        folder = os.path.join(scratch, "Tests", m["module"])
        os.makedirs(folder, exist_ok=True)
        output = os.path.join(folder, GENERATED)
        visibility = ["--import", m["module"]] if args.plain_import else ["--testable-import", m["module"]]
        command = [mockgen] + m["files"] + ["--all-classes"] + visibility + ["--module", m["module"], "--verbose", "-o", output]
        for folder_of_dependency in m.get("context", []):
            command += ["--context", folder_of_dependency]
        start = time.time()
        code, _, err = real.run(command, timeout=600)
        warnings = [w.group("message") for w in map(real.DIAGNOSTIC.match, err.splitlines()) if w and w.group("severity") == "warning"]
        text = open(output).read() if os.path.exists(output) else ""
        entries.append({"module": m["module"], "product": m["product"], "mockgen_exit": code, "classes": class_mocks(text),
                        "warnings": warnings, "mockgen_seconds": round(time.time() - start, 2)})
        if not text:
            with open(output, "w") as f:
                f.write("// mockgen wrote no output\n")
    with open(os.path.join(scratch, "Package.swift"), "w") as f:
        f.write(real.scratch_manifest(name, package_dir, modules))
    for entry, m in zip(entries, modules):
        if not entry["classes"]:
            entry["status"] = "no-class-mocks"
            continue
        log("%s: compiling %s (%d class mocks)" % (name, entry["module"], len(entry["classes"])))
        status, removed, result = compile_with_removals(scratch, entry, os.path.join(scratch, "Tests", m["module"], GENERATED), args.jobs, log)
        entry["status"] = status
        entry["removed"] = removed
        with open(os.path.join(scratch, "Tests", m["module"], GENERATED)) as f:
            entry["compiled"] = len(class_mocks(f.read())) if status == "compiles" else 0
        entry["other_errors"] = result.get("other_errors", [])
        log("%s: %s %s, %d of %d class mocks compile" % (name, entry["module"], status, entry["compiled"], len(entry["classes"])))
    return {"package": "%s/%s" % (owner, name), "tag": tag, "modules": entries}


def report(records):
    lines = ["| package | module | class mocks | compile | skipped (warnings) | removed: first error |", "|---|---|---|---|---|---|"]
    totals = [0, 0]
    for record in records:
        for e in record.get("modules", []):
            if not e["classes"] and not e["warnings"]:
                continue
            totals[0] += len(e["classes"])
            totals[1] += e.get("compiled", 0)
            skipped = "; ".join(sorted({w for w in e["warnings"]}))[:600] or "-"
            removed = "; ".join("%s: %s" % (k, v) for k, v in sorted(e.get("removed", {}).items())) or "-"
            status = e.get("status", "")
            lines.append("| %s %s | %s | %d | %s | %s | %s |" % (record["package"], record["tag"], e["module"], len(e["classes"]),
                                                             "%d (%s)" % (e.get("compiled", 0), status), skipped, removed))
    lines.append("")
    lines.append("Total: %d class mocks generated, %d compile." % tuple(totals))
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--packages", required=True, help="comma-separated repository names of the mirror")
    parser.add_argument("--mirror", default=real.package_copies())
    parser.add_argument("--work", default=os.path.join(ROOT, ".real"))
    parser.add_argument("--mockgen", default=None, help="the mockgen binary (default: this repository's debug build)")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--import", dest="plain_import", action="store_true",
                        help="generate for a plain `import` (only open classes and members) instead of `@testable import`")
    args = parser.parse_args()
    mockgen = args.mockgen or os.path.join(ROOT, ".build", "debug", "mockgen")
    wanted = {n.strip().lower() for n in args.packages.split(",")}
    log = lambda message: print(message, file=sys.stderr, flush=True)
    records = []
    for owner, name, bare in real.mirror_packages(args.mirror):
        if name.lower() in wanted:
            records.append(process(args, owner, name, bare, mockgen, log))
    os.makedirs(args.work, exist_ok=True)
    with open(os.path.join(args.work, "classes-results.json"), "w") as f:
        json.dump(records, f, indent=1)
    table = report(records)
    with open(os.path.join(args.work, "classes-summary.md"), "w") as f:
        f.write(table + "\n")
    print(table)


if __name__ == "__main__":
    main()
