#!/usr/bin/env python3
"""Reports uses of Apple APIs newer than the platforms Package.swift declares.

Runs on Linux, where the compiler ignores `@available(macOS …)`: it reads the Apple availability of
the toolchain's modules from their symbol graphs (swift-symbolgraph-extract keeps every
`@available` attribute, whatever the target), type-checks each of our targets with the arguments
SwiftPM used (`swiftc -dump-ast -dump-ast-format json`, which names every referenced declaration
by USR), and reports each reference to a declaration introduced after the declared platform
unless an enclosing `@available` or `if #available` / `guard #available` covers it.

Usage: check-availability.py <package-dir> <target>...   (run `swift build --target <target>` first)
Limits: docs/Availability.md.
"""

import json
import os
import re
import subprocess
import sys
from pathlib import Path

# SwiftPM's platform names -> the domain names of `@available`.
PLATFORM_DOMAINS = {"macos": "macOS", "ios": "iOS", "tvos": "tvOS", "watchos": "watchOS", "visionos": "visionOS"}
# The toolchain modules whose declarations carry Apple availability.
SYSTEM_MODULES = [
    "Swift", "_Concurrency", "_StringProcessing", "Synchronization", "Dispatch",
    "Foundation", "FoundationEssentials", "FoundationInternationalization",
]
INFINITE = (10**6,)
# Declarations the Linux compiler picks where a build for an older Apple system picks an older
# declaration of the same name: protocol requirements added later whose default
# implementation, in an extension, is available everywhere (`FixedWidthInteger.&*` became a
# requirement in Swift 6.0; `x &* y` still compiles for macOS 10.15).
RESOLVED_OLDER_ON_APPLE = {"s:s17FixedWidthIntegerP2amoiyxx_xtFZ"}
# Driver arguments that write outputs (dropped: the check only type-checks).
DROPPED_FLAGS = {
    "-emit-dependencies", "-emit-module", "-incremental", "-c", "-enable-batch-mode", "-serialize-diagnostics",
    "-parseable-output", "-emit-objc-header", "-enable-testing", "-g", "-whole-module-optimization",
}
DROPPED_WITH_VALUE = {"-emit-module-path", "-output-file-map", "-index-store-path", "-emit-objc-header-path", "-o"}


def version(text):
    parts = [int(part) for part in str(text).split(".")]
    return tuple((parts + [0, 0, 0])[:3])


def declared_platforms(package):
    dump = json.loads(subprocess.run(
        # A scratch path of its own: the package's .build may be locked by a running build.
        ["swift", "package", "--scratch-path", str(package / ".build" / "availability" / "scratch"), "dump-package"],
        cwd=package, check=True, capture_output=True, text=True).stdout)
    floor = {}
    for platform in dump.get("platforms", []):
        domain = PLATFORM_DOMAINS.get(platform["platformName"])
        if domain:
            floor[domain] = version(platform["version"])
    if not floor:
        sys.exit("check-availability: Package.swift declares no Apple platforms")
    return floor


def symbol_graph_availability(cache, floor):
    """USR -> (name, {domain: introduced}) for toolchain declarations newer than `floor`."""
    swift_version = subprocess.run(["swift", "--version"], capture_output=True, text=True).stdout
    key = re.sub(r"[^A-Za-z0-9.]+", "-", swift_version.split("\n")[0])[:80]
    table_file = cache / f"{key}.json"
    if table_file.exists():
        return {usr: (name, {d: tuple(v) for d, v in avail.items()}) for usr, (name, avail) in json.loads(table_file.read_text()).items()}
    graphs = cache / key
    graphs.mkdir(parents=True, exist_ok=True)
    table = {}
    for module in SYSTEM_MODULES:
        result = subprocess.run(
            ["swift-symbolgraph-extract", "-module-name", module, "-target", host_triple(),
             "-output-dir", str(graphs), "-minimum-access-level", "public"],
            capture_output=True, text=True)
        if result.returncode != 0:
            print(f"check-availability: note: no symbol graph for {module}", file=sys.stderr)
    for graph in sorted(graphs.glob("*.symbols.json")):
        for symbol in json.loads(graph.read_text()).get("symbols", []):
            newer = {}
            for entry in symbol.get("availability", []):
                domain, introduced = entry.get("domain"), entry.get("introduced")
                if domain in floor and introduced:
                    v = version(f"{introduced.get('major', 0)}.{introduced.get('minor', 0)}.{introduced.get('patch', 0)}")
                    if v > floor[domain]:
                        newer[domain] = v
            if newer and symbol["identifier"]["precise"] not in RESOLVED_OLDER_ON_APPLE:
                name = ".".join(symbol.get("pathComponents", [])) or symbol["names"]["title"]
                table[symbol["identifier"]["precise"]] = (name, newer)
    table_file.write_text(json.dumps(table))
    return table


def host_triple():
    output = subprocess.run(["swiftc", "-print-target-info"], capture_output=True, text=True).stdout
    return json.loads(output)["target"]["triple"]


def compile_arguments(package, target):
    """The swiftc arguments SwiftPM used for `target`, turned into a JSON AST dump."""
    manifest = (package / ".build" / "debug.yaml").read_text()
    command = f'"C.{target}-{host_triple()}-debug.module":'
    match = re.search(re.escape(command) + r'\n(?:    .*\n)*?    args: (\[.*\])', manifest)
    if not match:
        sys.exit(f"check-availability: no compile command for {target}; run `swift build --target {target}` first")
    arguments, kept, skip, kept_value = json.loads(match.group(1)), [], False, False
    for argument in arguments[1:]:
        if skip:
            skip = False
            if kept_value:
                kept.append(argument)
        elif argument in ("-Xcc", "-Xfrontend", "-Xllvm"):
            kept.append(argument)
            skip, kept_value = True, True
        elif argument in DROPPED_WITH_VALUE:
            skip, kept_value = True, False
        elif argument in DROPPED_FLAGS or argument.startswith("-j"):
            pass
        else:
            kept.append(argument)
    return ["swiftc", *kept, "-dump-ast", "-dump-ast-format", "json", "-suppress-warnings"]


def dumped_files(arguments):
    # The driver writes the dumps to standard error, one JSON document per file.
    result = subprocess.run(arguments, capture_output=True, text=True)
    text = result.stdout + result.stderr
    if result.returncode != 0:
        sys.exit("check-availability: type-check failed:\n" + text[-4000:])
    decoder, position = json.JSONDecoder(), 0
    while True:
        while position < len(text) and text[position].isspace():
            position += 1
        if position >= len(text):
            return
        document, position = decoder.raw_decode(text, position)
        yield document


def attribute_context(node, context):
    """`context` raised by the node's `@available` attributes (INFINITE when unavailable)."""
    raised = context
    for attribute in node.get("attrs", []) or []:
        if attribute.get("_kind") != "available_attr":
            continue
        domain = attribute.get("domain")
        if attribute.get("unavailable") and (domain == "*" or domain in context):
            return {d: INFINITE for d in context}
        if domain in context and attribute.get("introduced"):
            raised = dict(raised)
            raised[domain] = max(raised[domain], version(attribute["introduced"]))
    return raised


def query_context(conditions, context):
    raised = context
    for condition in conditions or []:
        if condition.get("_kind") != "#available":
            continue
        for query in condition.get("queries", []):
            domain = query.get("domain")
            if domain in context and query.get("version"):
                raised = dict(raised)
                raised[domain] = max(raised[domain], version(query["version"]))
    return raised


class Checker:
    def __init__(self, floor, table):
        self.floor, self.table = floor, table
        self.findings, self.reported = set(), set()
        newer_types = [usr[2:] for usr, (_, _) in table.items() if re.fullmatch(r"s:[0-9A-Za-z_]*[VCOP]", usr)]
        self.type_pattern = re.compile("|".join(re.escape(t) for t in sorted(newer_types, key=len, reverse=True))) if newer_types else None

    # Pass 1: our own declarations' availability, so uses of them are checked too.
    def collect(self, node, context):
        if isinstance(node, list):
            for child in node:
                self.collect(child, context)
            return
        if not isinstance(node, dict):
            return
        context = attribute_context(node, context)
        usr = node.get("usr")
        if usr and node.get("_kind", "").endswith("_decl"):
            newer = {d: v for d, v in context.items() if v > self.floor[d]}
            if newer:
                self.table[usr] = (declared_name(node), newer)
        for value in node.values():
            if isinstance(value, (dict, list)):
                self.collect(value, context)

    # Pass 2: every reference, against the context that encloses it.
    def check(self, node, context, source, location):
        if isinstance(node, list):
            for child in node:
                self.check(child, context, source, location)
            return
        if not isinstance(node, dict):
            return
        if isinstance(node.get("range"), dict) and "start" in node["range"]:
            location = node["range"]["start"]
        context = attribute_context(node, context)
        self.check_reference(node, context, source, location)
        kind = node.get("_kind")
        if kind == "if_stmt":
            raised = query_context(node.get("conditions"), context)
            self.check(node.get("conditions"), context, source, location)
            self.check(node.get("then_stmt"), raised, source, location)
            self.check(node.get("else_stmt"), context, source, location)
            return
        if kind == "brace_stmt":
            for element in node.get("elements", []) or []:
                self.check(element, context, source, location)
                if isinstance(element, dict) and element.get("_kind") == "guard_stmt":
                    context = query_context(element.get("conditions"), context)
            return
        for key, value in node.items():
            if isinstance(value, (dict, list)):
                self.check(value, context, source, location)

    def check_reference(self, node, context, source, location):
        usr = node.get("decl_usr")
        if usr in self.table:
            self.report(*self.table[usr], context, source, location)
        if self.type_pattern is None:
            return
        for key, value in node.items():
            if isinstance(value, str) and value.startswith("$s") and key != "usr":
                for match in self.type_pattern.finditer(value):
                    self.report(*self.table["s:" + match.group(0)], context, source, location)

    def report(self, name, newer, context, source, location):
        missing = {d: v for d, v in newer.items() if v > context[d]}
        if not missing:
            return
        line = source.count(b"\n", 0, location) + 1
        if (self.path, line, name) in self.reported:
            return
        self.reported.add((self.path, line, name))
        column = location - (source.rfind(b"\n", 0, location) + 1) + 1
        needs = ", ".join(f"{d} {spelled(v)}" for d, v in sorted(missing.items()))
        self.findings.add((self.path, line, column, f"'{name}' needs {needs}, newer than the package's platforms; guard it with @available or if #available"))


def spelled(v):
    return ".".join(map(str, v[:2] if v[2] == 0 else v))


def declared_name(node):
    name = node.get("name", {}).get("base_name", {}) if isinstance(node.get("name"), dict) else {}
    return name.get("name") or name.get("special") or node.get("usr", "?")


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    package = Path(sys.argv[1]).resolve()
    floor = declared_platforms(package)
    table = symbol_graph_availability(package / ".build" / "availability", floor)
    checker = Checker(floor, table)
    for target in sys.argv[2:]:
        documents = list(dumped_files(compile_arguments(package, target)))
        for document in documents:
            checker.collect(document.get("items", []), floor)
        for document in documents:
            path = document.get("filename", "?")
            checker.path = os.path.relpath(path, package)
            checker.check(document.get("items", []), floor, Path(path).read_bytes(), 0)
        print(f"check-availability: {target} checked ({len(documents)} files)", file=sys.stderr)
    for path, line, column, message in sorted(checker.findings):
        print(f"{path}:{line}:{column}: error: {message}")
    platforms = ", ".join(f"{d} {spelled(v)}" for d, v in sorted(floor.items()))
    if checker.findings:
        sys.exit(f"check-availability: {len(checker.findings)} uses of APIs newer than {platforms}")
    print(f"check-availability: no API newer than {platforms} outside @available / #available", file=sys.stderr)


if __name__ == "__main__":
    main()
