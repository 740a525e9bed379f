#!/usr/bin/env python3
"""Runs mockgen on the library modules of real packages and compiles each output as a whole file.

    Scripts/research/real-modules.py              # every package of the mirror (hours)
    Scripts/research/real-modules.py --packages swift-log,swift-metrics
    Scripts/research/real-modules.py --report     # only rewrite the table from stored results

For each package of the local mirror (bare repositories <owner>/<name>.git of the package copies,
by default those of Scripts/lib/build-tools.sh, /opt/swift-packages, or --mirror), the script
clones the newest version tag into the work folder (.real/, git-ignored), asks
`swift package dump-package` for its library modules, and for each Swift module:

  1. counts the protocols the compiler's own parser finds (`swiftc -dump-parse`): those in active
     code, and those in any `#if` clause (the files with their `#if` lines blanked, as SwiftSyntax
     would see them);
  2. runs `mockgen <module files> --all --testable-import <Module>` (plus the options of the
     mockgen binary that apply: `--module`, `--package-path`, and `--context` with the folder of
     each module it depends on: in its package, and in other packages from the checkouts the
     scratch package resolved, as a user passes `.build/checkouts/<package>/Sources/<Module>`,
     with `--define-availability` for the availability names those packages define), recording
     the mocks generated and each warning;
  3. compiles the output, unedited, as the only file of a test target (Swift 6 language mode) in a
     scratch package that depends on the real library and on this repository's MockRuntime; the
     test target is compiled as a member of the measured package (`-package-name`), as that
     package's own test targets are, so that `package` declarations of its modules are visible.

A module whose library itself does not build on Linux is recorded as such and left out of the
figures. Results are stored per package (.real/results/<name>.json, keyed by the package's tag, the
mockgen binary and the script version), so a run can be interrupted and resumed, and `--packages`
reruns a subset. The table goes to .real/summary.md, the machine-readable summary to
.real/summary.json. Run it at low priority on a shared machine: `nice -n 19 Scripts/research/real-modules.py`.
"""
import argparse
import glob
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SCRIPT_VERSION = "4"
VERSION_TAG = re.compile(r"^v?(\d+)\.(\d+)(?:\.(\d+))?$")
DIAGNOSTIC = re.compile(r"^(?P<path>[^:\n]+):(?P<line>\d+):(?P<column>\d+): (?P<severity>error|warning): (?P<message>.*)$")


# ---------------------------------------------------------------- packages and modules

def package_copies():
    """The folder of package copies, as Scripts/lib/build-tools.sh defines it for every script."""
    helper = os.path.join(ROOT, "Scripts", "lib", "build-tools.sh")
    return subprocess.run(["bash", "-c", '. "$1" && printf %s "$PACKAGE_COPIES"', "bash", helper],
                          capture_output=True, text=True, check=True).stdout


def mirror_packages(mirror):
    """(owner, name, bare path) for each repository of the mirror, one per name (case-insensitive)."""
    seen = {}
    for owner in sorted(os.listdir(mirror)):
        folder = os.path.join(mirror, owner)
        if not os.path.isdir(folder):
            continue
        for entry in sorted(os.listdir(folder)):
            if entry.endswith(".git"):
                name = entry[:-4]
                seen.setdefault(name.lower(), (owner, name, os.path.join(folder, entry)))
    return [seen[k] for k in sorted(seen)]


def newest_tag(bare):
    tags = subprocess.run(["git", "-C", bare, "tag", "-l"], capture_output=True, text=True).stdout.split()
    versions = [(tuple(int(p or 0) for p in VERSION_TAG.match(t).groups()), t) for t in tags if VERSION_TAG.match(t)]
    return max(versions)[1] if versions else None


def run(command, cwd=None, timeout=None):
    """(exit code, stdout, stderr); exit code 124 on a timeout."""
    try:
        proc = subprocess.run(command, cwd=cwd, capture_output=True, text=True, errors="replace", timeout=timeout)
        return proc.returncode, proc.stdout, proc.stderr
    except subprocess.TimeoutExpired as e:
        return 124, e.stdout or "", (e.stderr or "") if isinstance(e.stderr, str) else ""


def checkout(work, name, bare, tag):
    folder = os.path.join(work, "checkouts", name)
    marker = os.path.join(folder, ".real-modules-tag")
    if os.path.exists(marker) and open(marker).read() == tag:
        return folder
    shutil.rmtree(folder, ignore_errors=True)
    code, _, err = run(["git", "clone", "-q", "-c", "advice.detachedHead=false", "--depth", "1", "--branch", tag,
                        "file://" + bare, folder])
    if code != 0:
        raise RuntimeError("git clone failed: " + err.strip())
    with open(marker, "w") as f:
        f.write(tag)
    return folder


def swift_files_in(folder, excluded=()):
    found = []
    for dirpath, dirnames, filenames in os.walk(folder):
        # A documentation catalog's Swift files are tutorial code the package does not compile.
        dirnames[:] = sorted(d for d in dirnames if not d.startswith(".") and d != ".build" and not d.endswith(".docc")
                             and os.path.join(dirpath, d) not in excluded)
        for f in sorted(filenames):
            path = os.path.join(dirpath, f)
            if f.endswith(".swift") and path not in excluded:
                found.append(path)
    return found


def library_modules(package_dir, manifest):
    """Each Swift module some library product exposes: name, product, its source files."""
    products = {}
    for product in manifest.get("products", []):
        if "library" in product.get("type", {}):
            for target in product.get("targets", []):
                # Prefer the product named like the module, then the first one.
                if target not in products or product["name"] == target:
                    products[target] = product["name"]
    modules = []
    folders = {t["name"]: target_folder(package_dir, t) for t in manifest.get("targets", [])}
    for target in manifest.get("targets", []):
        name = target["name"]
        if name not in products or target.get("type") != "regular":
            continue
        base = folders[name]
        excluded = {os.path.normpath(os.path.join(base, e)) for e in target.get("exclude", [])}
        if target.get("sources"):
            files = []
            for s in target["sources"]:
                p = os.path.normpath(os.path.join(base, s))
                files += [p] if p.endswith(".swift") and os.path.isfile(p) else swift_files_in(p, excluded)
        else:
            files = swift_files_in(base, excluded)
        if files:
            context = [folders[d] for d in sibling_dependencies(manifest, name) if os.path.isdir(folders.get(d, ""))]
            modules.append({"module": name, "product": products[name], "files": sorted(set(files)), "context": context})
    return modules


def default_traits(manifest):
    """The traits a package enables by default, expanded through the traits they enable.

    SwiftPM defines an enabled trait's name (`-D Name`) for every target of the package, its
    test targets too, and sources test it with `#if Name`; the scratch test targets define the
    same names, as a test target inside the package would have them."""
    traits = {t["name"]: t.get("enabledTraits", []) for t in manifest.get("traits", [])}
    enabled, pending = set(), list(traits.get("default", []))
    while pending:
        name = pending.pop()
        if name not in enabled:
            enabled.add(name)
            pending += traits.get(name, [])
    return sorted(enabled)


def target_folder(package_dir, target):
    if target.get("path"):
        return os.path.join(package_dir, target["path"])
    name = target["name"]
    return next((os.path.join(package_dir, d, name) for d in ("Sources", "Source", "src", "srcs")
                 if os.path.isdir(os.path.join(package_dir, d, name))), os.path.join(package_dir, "Sources", name))


def sibling_dependencies(manifest, name):
    """The targets of the same package that `name` depends on, directly or not."""
    targets = {t["name"]: t for t in manifest.get("targets", [])}
    found, pending = [], [name]
    while pending:
        for dependency in targets[pending.pop()].get("dependencies", []):
            kind, value = next(iter(dependency.items()))
            other = value[0] if isinstance(value, list) and value else None
            if kind in ("byName", "target") and other in targets and other != name and other not in found:
                found.append(other)
                pending.append(other)
    return found


def product_dependencies(manifest, names):
    """(product, package identity) for each product of another package the targets `names` depend on."""
    targets = {t["name"]: t for t in manifest.get("targets", [])}
    found = []
    for name in names:
        for dependency in targets.get(name, {}).get("dependencies", []):
            kind, value = next(iter(dependency.items()))
            if kind == "product" and isinstance(value, list) and len(value) > 1 and value[1]:
                if (value[0], value[1].lower()) not in found:
                    found.append((value[0], value[1].lower()))
    return found


def external_context(checkouts, manifest, module, manifests):
    """The source folders of the modules `module` depends on in other packages, directly or not,
    in the checkouts SwiftPM resolved for them (`checkouts`, a `.build/checkouts` folder), as a
    user passes them: `--context .build/checkouts/<package>/Sources/<Module>`; and the
    availability names those modules' packages define, which their requirements may use
    (`--define-availability`). `manifests` caches each checkout's `dump-package` by identity."""
    folders, definitions, seen = [], [], set()
    pending = product_dependencies(manifest, [module] + sibling_dependencies(manifest, module))
    while pending:
        product, package = pending.pop(0)
        if (product, package) in seen:
            continue
        seen.add((product, package))
        package_dir = os.path.join(checkouts, package)
        if package not in manifests:
            code, out, _ = run(["swift", "package", "dump-package"], cwd=package_dir, timeout=900) \
                if os.path.isdir(package_dir) else (1, "", "")
            manifests[package] = json.loads(out) if code == 0 else None
        other = manifests[package]
        if other is None:
            continue
        products = [p for p in other.get("products", []) if p["name"] == product]
        names = [t for p in products for t in p.get("targets", [])]
        names += [d for t in list(names) for d in sibling_dependencies(other, t) if d not in names]
        for target in other.get("targets", []):
            folder = target_folder(package_dir, target)
            if target["name"] in names and os.path.isdir(folder) and folder not in folders:
                folders.append(folder)
                definitions += [d for d in availability_definitions(target) if d not in definitions]
        pending += product_dependencies(other, names)
    return folders, definitions


def availability_definitions(target):
    """The availability names a target's settings define, as `--define-availability` takes them."""
    found = []
    for setting in target.get("settings", []):
        kind = setting.get("kind", {})
        feature = kind.get("enableExperimentalFeature", {}).get("_0", "")
        if feature.startswith("AvailabilityMacro="):
            found.append(feature[len("AvailabilityMacro="):])
        flags = [f for f in kind.get("unsafeFlags", {}).get("_0", []) if f != "-Xfrontend"]
        found += [value for flag, value in zip(flags, flags[1:]) if flag == "-define-availability"]
    return found


def resolve_scratch(scratch, name, package_dir, modules, defines):
    """Writes the scratch package's manifest and resolves its dependencies (quick when resolved
    before): the checkouts of the measured package's dependencies, for `external_context`."""
    with open(os.path.join(scratch, "Package.swift"), "w") as f:
        f.write(scratch_manifest(name, package_dir, modules, defines))
    run(["swift", "package", "resolve"], cwd=scratch, timeout=1800)
    return os.path.join(scratch, ".build", "checkouts")


# ---------------------------------------------------------------- what the compiler's parser finds

def protocols_by_swiftc(files, scratch):
    """Protocol names per `swiftc -dump-parse`: (active, in any #if clause, private ones among the latter)."""
    def dump(paths):
        names = []
        for i in range(0, len(paths), 200):
            batch = paths[i:i + 200]
            # One front-end process for the batch (the driver would start one per file); the dump goes to stderr.
            code, out, err = run(["swiftc", "-frontend", "-dump-parse"] + [a for p in batch for a in ("-primary-file", p)])
            if code != 0 and len(batch) > 1:
                # An error in one file can stop the dump of the others: one file at a time.
                names += dump_each(batch)
            else:
                # A declaration dumps as `(protocol decl_context=... "Name"`; an `@_implements(P, m)`
                # attribute dumps its protocol as `(protocol=type_unqualified_ident id="P"`, not counted.
                names += re.findall(r'^\s*\(protocol\s.*?"([^"]+)"', out + err, re.M)
        return names

    def dump_each(paths):
        return [name for path in paths for name in dump([path])]

    active = dump(files)
    os.makedirs(scratch, exist_ok=True)
    blanked = []
    for i, path in enumerate(files):
        with open(path, "rb") as f:
            lines = f.read().split(b"\n")
        out = [b"" if l.lstrip().startswith((b"#if", b"#elseif", b"#else", b"#endif", b"#error", b"#warning")) else l for l in lines]
        copy = os.path.join(scratch, "%d-%s" % (i, os.path.basename(path)))
        with open(copy, "wb") as f:
            f.write(b"\n".join(out))
        blanked.append(copy)
    every = dump(blanked)
    if len(every) < max(len(active), len(declared_protocols(files))):
        # Fewer than the active ones, or than the declarations a line match sees, means a front-end
        # process dropped part of a batch (seen under heavy load, with exit code 0): one file at a
        # time, keeping the larger count.
        every = max(every, dump_each(blanked), key=len)
    shutil.rmtree(scratch, ignore_errors=True)
    return active, every


def declared_protocols(files):
    """Protocol declarations a line match finds (`[attributes] [modifiers] protocol Name`): a check
    on the compiler's count, which it may exceed only for protocols inside comments or strings."""
    names = []
    pattern = re.compile(rb"^[ \t]*(?:@[\w.]+(?:\([^)\n]*\))?[ \t]+)*(?:(?:public|package|internal|open|private|fileprivate|nonisolated)[ \t]+)*protocol[ \t]+(\w+)", re.M)
    for path in files:
        with open(path, "rb") as f:
            names += [m.decode() for m in pattern.findall(f.read())]
    return names


def private_protocols(files):
    names = []
    pattern = re.compile(rb"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:private|fileprivate)\s+protocol\s+(\w+)", re.M)
    for path in files:
        with open(path, "rb") as f:
            names += [m.decode() for m in pattern.findall(f.read())]
    return names


# ---------------------------------------------------------------- mockgen

def mockgen_options(mockgen):
    _, out, err = run([mockgen, "--help"])
    return out + err


def run_mockgen(mockgen, help_text, module, package_dir, output):
    command = [mockgen] + module["files"] + ["--all", "--testable-import", module["module"], "--verbose", "-o", output]
    if "--module" in help_text:
        command += ["--module", module["module"]]
    if "--package-path" in help_text:
        command += ["--package-path", package_dir]
    if "--context" in help_text:
        # The package's other modules this one depends on: parents found there are not mocked.
        for folder in module.get("context", []):
            command += ["--context", folder]
    if "--define-availability" in help_text:
        # Names the packages of context modules define: their requirements may use them.
        for definition in module.get("availability", []):
            command += ["--define-availability", definition]
    start = time.time()
    code, _, err = run(command, timeout=600)
    mocked = re.findall(r"^mockgen:\s+mocked (\S+)$", err, re.M)
    warnings = [m.group("message") for m in map(DIAGNOSTIC.match, err.splitlines()) if m and m.group("severity") == "warning"]
    warnings += [line[len("mockgen: warning: "):] for line in err.splitlines() if line.startswith("mockgen: warning: ")]
    errors = [line for line in err.splitlines() if ": error:" in line or line.startswith("error:")]
    return {"exit": code, "mocked": mocked, "warnings": warnings, "errors": errors[:5],
            "seconds": round(time.time() - start, 2), "command": command}


# ---------------------------------------------------------------- the scratch package

def package_name_flag(package_dir):
    """The `-package-name` SwiftPM gives the targets of the package at `package_dir`: its identity
    (the folder name, lowercased) with every character that cannot be in an identifier as `_`."""
    return re.sub(r"[^a-z0-9_]", "_", os.path.basename(os.path.normpath(package_dir)).lower())


REQUIRED_FEATURE = re.compile(r'\.enableExperimentalFeature\("([^"]+)"\)')


def required_features(warnings):
    """The experimental features mockgen says the test target needs (`... the test target needs the
    experimental feature 'Lifetimes' (swiftSettings: [.enableExperimentalFeature("Lifetimes")])`)."""
    return sorted({f for w in warnings for f in REQUIRED_FEATURE.findall(w) if "test target needs" in w})


def scratch_manifest(package_name, package_dir, modules, defines=()):
    runtime_identity = os.path.basename(ROOT).lower()
    # The test targets join the measured package, as its own test targets would: requirements may
    # name `package` declarations of its modules, which a test target of another package cannot see.
    # `packageAccess: false` keeps SwiftPM from passing the scratch package's own `-package-name`
    # after this one, which would win.
    package_flag = '.unsafeFlags(["-package-name", "%s"])' % package_name_flag(package_dir)
    targets = []
    for m in modules:
        swift_settings = ['.define("%s")' % d for d in defines] + \
            ['.enableExperimentalFeature("%s")' % f for f in m.get("features", [])] + [package_flag]
        settings = ',\n            swiftSettings: [%s]' % ", ".join(swift_settings)
        targets.append(
            '        .testTarget(\n'
            '            name: "%sMocksTests",\n'
            '            dependencies: [\n'
            '                .product(name: "%s", package: "%s"),\n'
            '                .product(name: "MockRuntime", package: "%s"),\n'
            '            ],\n'
            '            path: "Tests/%s",\n'
            '            packageAccess: false%s\n'
            '        ),\n' % (m["module"], m["product"], os.path.basename(package_dir).lower(), runtime_identity, m["module"], settings))
    return (
        "// swift-tools-version: 6.0\n"
        "// Written by Scripts/research/real-modules.py: compiles mockgen's output for %s.\n"
        "import PackageDescription\n\n"
        "let package = Package(\n"
        '    name: "RealModules",\n'
        "    dependencies: [\n"
        '        .package(path: "%s"),\n'
        '        .package(path: "%s"),\n'
        "    ],\n"
        "    targets: [\n%s    ],\n"
        "    swiftLanguageModes: [.v6]\n"
        ")\n" % (package_name, package_dir, ROOT, "".join(targets)))


def compile_module(scratch, module, generated_name, jobs):
    target = module["module"] + "MocksTests"
    command = ["swift", "build", "--target", target, "-j", str(jobs)]
    start = time.time()
    code, out, err = run(command, cwd=scratch, timeout=3600)
    text = out + "\n" + err
    diagnostics = [m.groupdict() for m in map(DIAGNOSTIC.match, text.splitlines()) if m]
    errors = [d for d in diagnostics if d["severity"] == "error"]
    ours = [d for d in errors if os.path.basename(d["path"]) == generated_name]
    seen, first = set(), []
    for d in ours:
        key = (d["line"], d["column"], d["message"])
        if key not in seen:
            seen.add(key)
            first.append(d)
    if code == 0:
        status = "compiles"
    elif code == 124:
        status = "timeout"
    elif ours:
        status = "fails"
    elif errors:
        status = "library-fails"
    else:
        status = "build-error"
    tail = [l for l in text.splitlines() if "error" in l][:8]
    return {
        "status": status,
        "seconds": round(time.time() - start, 1),
        "errors": ["%s:%s: %s" % (d["line"], d["column"], d["message"]) for d in first[:8]],
        "error_count": len(first),
        "categories": sorted({classify_error(d["message"]) for d in first}),  # recomputed by report()
        "other_errors": [] if ours else tail,
    }


# ---------------------------------------------------------------- classification

STANDARD_PROTOCOLS = (
    r"Sequence|Collection|BidirectionalCollection|RandomAccessCollection|MutableCollection|RangeReplaceableCollection|"
    r"IteratorProtocol|AsyncSequence|AsyncIteratorProtocol|TextOutputStreamable|TextOutputStream|ExpressibleBy\w+|"
    r"LosslessStringConvertible|Numeric|SignedNumeric|AdditiveArithmetic|BinaryInteger|FixedWidthInteger|SignedInteger|"
    r"UnsignedInteger|FloatingPoint|BinaryFloatingPoint|Strideable|OptionSet|SetAlgebra|StringProtocol|RawRepresentable|"
    r"Comparable|CustomReflectable|Executor|SerialExecutor|TaskExecutor")

ERROR_CAUSES = [
    ("availability macros", r"unrecognized platform name|expected platform name|unknown platform"),
    ("~Copyable/~Escapable", r"noncopyable|~Copyable|~Escapable|nonescapable|RawSpan|MutableSpan|OutputSpan|'Span<|consuming|borrowing"),
    ("IUO in generic args", r"'!' is not allowed here|implicitly unwrapped optionals? (are|is) only allowed"),
    ("non-escaping closures", r"non-?escaping"),
    ("class-bound with class parent", r"superclass|inheritance from a final class|must call a designated initializer|'required' initializer|multiple inheritance|inherit from class"),
    ("name clash (ambiguous type)", r"is ambiguous for type lookup|ambiguous use of"),
    ("runtime/stdlib name shadowing", r"Parameter|Verification|MockRuntime|Swift\.|cannot convert value of type '.*' to .*Error|'any' has no effect on concrete type"),
    ("where-clause overloads / redeclarations", r"invalid redeclaration|redeclaration"),
    ("same-named protocols", r"declared more than once"),
    ("standard-library parents", r"does not conform to protocol '(%s)'" % STANDARD_PROTOCOLS),
    ("conformance incomplete", r"does not conform to protocol"),
    ("unknown type in scope", r"cannot find type '[^']+' in scope"),
]

SKIP_CAUSES = [
    ("standard-library parents", r"cannot mock '[^']+': it inherits '"),
    ("same-named protocols", r"declared more than once"),
    ("parents in other packages", r"which is not among the inputs"),
    ("private protocols", r"is (private|fileprivate) to its file"),
    ("@objc on Linux", r"@objc protocols"),
    ("~Copyable/~Escapable", r"noncopyable|~Copyable|~Escapable|non-?escapable"),
    ("distributed actors", r"distributed actor"),
    ("self-referential requirements", r"ties an associated type to the conforming type"),
]


def classify(text, causes):
    for cause, pattern in causes:
        if re.search(pattern, text):
            return cause
    return "other"


def classify_error(message, warnings=()):
    cause = classify(message, ERROR_CAUSES)
    if cause == "conformance incomplete":
        parent = re.search(r"does not conform to protocol '([^']+)'", message).group(1)
        if any("inherits '%s'" % parent in w and "not among the inputs" in w for w in warnings) or \
                any(re.search(r"inherits '[\w.]*\b%s\b" % re.escape(parent), w) for w in warnings):
            return "parents in other modules or packages"
    return cause


def module_causes(entry):
    """The causes of a module's compile errors, most telling first (the order of ERROR_CAUSES)."""
    order = [c for c, _ in ERROR_CAUSES] + ["parents in other modules or packages", "other"]
    causes = {classify_error(e.split(": ", 1)[-1], entry.get("warnings", [])) for e in entry.get("errors", [])}
    return sorted(causes, key=lambda c: order.index(c) if c in order else len(order))


def classify_skip(message):
    return classify(message, SKIP_CAUSES)


# ---------------------------------------------------------------- one package

def digest(path):
    h = hashlib.sha256()
    with open(path, "rb") as f:
        h.update(f.read())
    return h.hexdigest()[:16]


def process_package(args, owner, name, bare, mockgen, mockgen_digest, help_text, log):
    tag = newest_tag(bare)
    result_path = os.path.join(args.work, "results", name + ".json")
    key = {"tag": tag, "mockgen": mockgen_digest, "script": SCRIPT_VERSION}
    if not args.force and os.path.exists(result_path):
        with open(result_path) as f:
            stored = json.load(f)
        if stored.get("key") == key:
            log("%s: stored results are current" % name)
            return stored
    record = {"package": "%s/%s" % (owner, name), "name": name, "tag": tag, "key": key, "modules": []}
    if tag is None:
        record["error"] = "no version tag"
        return save(result_path, record)
    log("%s %s: checking out" % (name, tag))
    try:
        package_dir = checkout(args.work, name, bare, tag)
    except RuntimeError as e:
        record["error"] = str(e)
        return save(result_path, record)
    code, out, err = run(["swift", "package", "dump-package"], cwd=package_dir, timeout=900)
    if code != 0:
        record["error"] = "dump-package failed: " + err.strip()[-400:]
        return save(result_path, record)
    manifest = json.loads(out)
    modules = library_modules(package_dir, manifest)
    if not modules:
        record["error"] = "no library module with Swift sources"
        return save(result_path, record)
    scratch = os.path.join(args.work, "scratch", name + "-mocks")  # not the package's own identity
    generated_name = "Mocks.generated.swift"
    os.makedirs(scratch, exist_ok=True)
    for m in modules:
        os.makedirs(os.path.join(scratch, "Tests", m["module"]), exist_ok=True)
    # The modules of other packages each module depends on are context too, from the resolved checkouts.
    checkouts, manifests = resolve_scratch(scratch, name, package_dir, modules, default_traits(manifest)), {}
    for m in modules:
        folders, m["availability"] = external_context(checkouts, manifest, m["module"], manifests)
        m["context"] = m["context"] + folders
        folder = os.path.join(scratch, "Tests", m["module"])
        entry = {"module": m["module"], "product": m["product"], "files": len(m["files"])}
        active, every = protocols_by_swiftc(m["files"], os.path.join(args.work, "tmp", name))
        entry["protocols_active"] = len(active)
        entry["protocols_any_clause"] = len(every)
        entry["protocols_private"] = len(private_protocols(m["files"]))
        output = os.path.join(folder, generated_name)
        if os.path.exists(output):
            os.remove(output)
        generated = run_mockgen(mockgen, help_text, m, package_dir, output)
        entry["mockgen_exit"] = generated["exit"]
        entry["mocked"] = len(generated["mocked"])
        entry["mockgen_seconds"] = generated["seconds"]
        entry["warnings"] = generated["warnings"]
        m["features"] = entry["features"] = required_features(generated["warnings"])
        entry["skips"] = [{"cause": classify_skip(w), "warning": w} for w in generated["warnings"] if "skipped" in w or "declared more than once" in w]
        entry["mockgen_errors"] = generated["errors"]
        entry["command"] = " ".join(os.path.relpath(c, ROOT) if os.path.isabs(c) and c.startswith(package_dir) else c
                                    for c in generated["command"][:1] + ["<%d files>" % len(m["files"])] + generated["command"][1 + len(m["files"]):])
        if not os.path.exists(output):
            # mockgen wrote nothing (an error): keep the target compiling to tell library failures apart.
            with open(output, "w") as f:
                f.write("// mockgen wrote no output\n")
        record["modules"].append(entry)
    with open(os.path.join(scratch, "Package.swift"), "w") as f:
        f.write(scratch_manifest(name, package_dir, modules, default_traits(manifest)))
    for entry in record["modules"]:
        if entry["mockgen_exit"] != 0 and entry["mocked"] == 0:
            entry["status"] = "mockgen-error"
            continue
        if entry["mocked"] == 0 and not args.build_empty:
            # Only the header and imports: building the library to compile them is not worth the minutes.
            entry["status"] = "no-mocks"
            continue
        log("%s: compiling %s (%d mocks)" % (name, entry["module"], entry["mocked"]))
        entry.update(compile_module(scratch, entry, generated_name, args.jobs))
        log("%s: %s %s in %.0fs%s" % (name, entry["module"], entry["status"], entry["seconds"],
                                      (": " + entry["errors"][0]) if entry["errors"] else ""))
        save(result_path, record, final=False)
    return save(result_path, record)


def typecheck_package(args, name, mockgen, mockgen_digest, help_text, log):
    """`--typecheck`: reruns mockgen (a newer binary) on a package measured before and type-checks
    each output against the modules its scratch package already built (`swiftc -typecheck`), in
    seconds instead of a build: a quick before/after on the same libraries."""
    stored_path = os.path.join(args.work, "results", name + ".json")
    if not os.path.exists(stored_path):
        return None
    with open(stored_path) as f:
        stored = json.load(f)
    result_path = os.path.join(args.work, "results-typecheck", name + ".json")
    key = dict(stored.get("key", {}), mockgen=mockgen_digest, script=SCRIPT_VERSION)
    if not args.force and os.path.exists(result_path):
        with open(result_path) as f:
            previous = json.load(f)
        if previous.get("key") == key:
            return previous
    package_dir = os.path.join(args.work, "checkouts", name)
    scratch_build = os.path.join(args.work, "scratch", name + "-mocks", ".build")
    # `.build/debug` is a link made only when a build succeeds: look at the platform folder.
    modules_dir = next(iter(sorted(glob.glob(os.path.join(scratch_build, "*", "debug", "Modules")))), "")
    code, out, err = run(["swift", "package", "dump-package"], cwd=package_dir, timeout=900)
    if code != 0 or not os.path.isdir(modules_dir):
        return None
    manifest, manifests = json.loads(out), {}
    modules = {m["module"]: m for m in library_modules(package_dir, manifest)}
    for m in modules.values():
        folders, m["availability"] = external_context(os.path.join(scratch_build, "checkouts"), manifest, m["module"], manifests)
        m["context"] += folders
    record = {"package": stored["package"], "name": name, "tag": stored.get("tag"), "key": key, "modules": []}
    for old in stored.get("modules", []):
        module = modules.get(old["module"])
        if module is None or old.get("status") not in ("compiles", "fails", "no-mocks"):
            record["modules"].append(old)
            continue
        entry = {k: old[k] for k in ("module", "product", "files", "protocols_active", "protocols_any_clause", "protocols_private")}
        output = os.path.join(args.work, "tmp", "typecheck-%s-%s.swift" % (name, old["module"]))
        os.makedirs(os.path.dirname(output), exist_ok=True)
        generated = run_mockgen(mockgen, help_text, module, package_dir, output)
        entry.update(mocked=len(generated["mocked"]), warnings=generated["warnings"], mockgen_exit=generated["exit"],
                     skips=[{"cause": classify_skip(w), "warning": w} for w in generated["warnings"]
                            if "skipped" in w or "declared more than once" in w])
        if entry["mocked"] == 0:
            entry["status"] = "no-mocks"
        elif not os.path.exists(os.path.join(modules_dir, old["module"] + ".swiftmodule")):
            entry["status"] = "not-built"
        else:
            maps = []
            for _ in range(8):  # C modules the Swift ones import: add their module maps one by one
                command = ["swiftc", "-typecheck", "-swift-version", "6", "-I", modules_dir,
                           "-package-name", package_name_flag(package_dir)] + \
                          [a for f in required_features(generated["warnings"]) for a in ("-enable-experimental-feature", f)] + \
                          [a for m in maps for a in ("-Xcc", "-fmodule-map-file=" + m)] + [output]
                code, out, err = run(command, timeout=900)
                missing = re.search(r"(?:missing required module|no such module) '([^']+)'", out + err)
                found = missing and module_map(scratch_build, package_dir, missing.group(1))
                if not found or found in maps:
                    break
                maps.append(found)
            diagnostics = [m.groupdict() for m in map(DIAGNOSTIC.match, (out + err).splitlines()) if m]
            errors, seen = [], set()
            for d in diagnostics:
                if d["severity"] == "error" and (d["line"], d["message"]) not in seen:
                    seen.add((d["line"], d["message"]))
                    errors.append("%s:%s: %s" % (d["line"], d["column"], d["message"]))
            entry["status"] = "compiles" if code == 0 else "fails"
            entry["errors"] = errors[:8]
            entry["error_count"] = len(errors)
        log("%s: %s %s (typecheck)" % (name, entry["module"], entry["status"]))
        record["modules"].append(entry)
    return save(result_path, record)


def module_map(*roots_and_module):
    """The module.modulemap under the given folders that declares the C module named last."""
    *roots, module = roots_and_module
    pattern = re.compile(r"^\s*(?:explicit\s+)?module\s+%s\s*[{\[]" % re.escape(module), re.M)
    for root in roots:
        for dirpath, dirnames, filenames in os.walk(root):
            for f in filenames:
                if f == "module.modulemap":
                    path = os.path.join(dirpath, f)
                    with open(path, errors="replace") as fh:
                        if pattern.search(fh.read()):
                            return path
    return None


def save(path, record, final=True):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    record["complete"] = final
    with open(path + ".tmp", "w") as f:
        json.dump(record, f, indent=1, sort_keys=True)
    os.replace(path + ".tmp", path)
    return record


# ---------------------------------------------------------------- report

def report(work, command, results="results"):
    records = []
    folder = os.path.join(work, results)
    for f in sorted(os.listdir(folder)) if os.path.isdir(folder) else []:
        if f.endswith(".json"):
            with open(os.path.join(folder, f)) as fh:
                records.append(json.load(fh))
    rows, skips, failures, absent = [], {}, {}, []
    totals = {"packages": 0, "modules": 0, "compiling": 0, "library_fails": 0, "protocols": 0, "mocked": 0,
              "protocols_active": 0, "no_mocks": 0, "private": 0}
    for r in records:
        measured = [m for m in r.get("modules", []) if m.get("status") in ("compiles", "fails", "mockgen-error", "no-mocks")]
        if measured:
            totals["packages"] += 1
        for m in r.get("modules", []):
            status = m.get("status", "not built")
            if status == "compiles" and m.get("mocked", 0) == 0:
                status = "no-mocks"  # measured before such outputs were left unbuilt
            if status == "fails":
                m["categories"] = module_causes(m)
            if status == "no-mocks":
                totals["no_mocks"] += 1
                totals["protocols"] += m["protocols_any_clause"]
                totals["protocols_active"] += m["protocols_active"]
                for s in m["skips"]:
                    skips[s["cause"]] = skips.get(s["cause"], 0) + 1
            if status in ("compiles", "fails", "mockgen-error", "no-mocks"):
                totals["private"] += m.get("protocols_private", 0)
                unaccounted = m["protocols_any_clause"] - m.get("protocols_private", 0) - m.get("mocked", 0) - len(m["skips"])
                if unaccounted > 0:
                    absent.append("%s/%s (%d)" % (r["name"], m["module"], unaccounted))
            if status == "library-fails":
                totals["library_fails"] += 1
            if status in ("compiles", "fails", "mockgen-error"):
                totals["modules"] += 1
                totals["compiling"] += status == "compiles"
                totals["protocols"] += m["protocols_any_clause"]
                totals["protocols_active"] += m["protocols_active"]
                totals["mocked"] += m["mocked"]
                for s in m["skips"]:
                    skips[s["cause"]] = skips.get(s["cause"], 0) + 1
                if status != "compiles":
                    cause = m.get("categories", ["mockgen error"])[0] if m.get("categories") else "mockgen error"
                    failures.setdefault(cause, []).append("%s/%s" % (r["name"], m["module"]))
            first = "" if status in ("compiles", "no-mocks") else \
                (m.get("errors") or m.get("other_errors") or m.get("mockgen_errors") or [""])[0]
            rows.append("| %s %s | %s | %s | %d | %d | %d | %d | %s | %s |" % (
                r["name"], r.get("tag") or "", m["module"], status, m["protocols_active"], m["protocols_any_clause"],
                m["mocked"], len(m["skips"]), ", ".join(m.get("categories", [])),
                first.replace("|", "\\|")[:160]))
        if r.get("error"):
            rows.append("| %s %s | | %s | | | | | | |" % (r["name"], r.get("tag") or "", r["error"].replace("|", "\\|").replace("\n", " ")[:160]))
    summary = {"totals": totals, "skip_causes": skips,
               "failure_causes": {k: sorted(v) for k, v in sorted(failures.items())},
               "command": command, "packages": records}
    suffix = "" if results == "results" else "-" + results.split("-", 1)[-1]
    with open(os.path.join(work, "summary%s.json" % suffix), "w") as f:
        json.dump(summary, f, indent=1, sort_keys=True)
    pct = lambda a, b: "%.1f %%" % (100.0 * a / b) if b else "-"
    lines = [
        "# mockgen on real modules", "",
        "Command: `%s`" % command, "",
        "- packages measured: %d" % totals["packages"],
        "- modules whose output (one mock or more) compiles whole: %d of %d (%s); modules with no mock: %d; "
        "libraries that do not build on Linux: %d"
        % (totals["compiling"], totals["modules"], pct(totals["compiling"], totals["modules"]), totals["no_mocks"],
           totals["library_fails"]),
        "- protocols mocked: %d of %d found in any #if clause (%s); %d in active code"
        % (totals["mocked"], totals["protocols"], pct(totals["mocked"], totals["protocols"]), totals["protocols_active"]),
        "- of the %d that are not private: %d mocked (%s)"
        % (totals["protocols"] - totals["private"], totals["mocked"],
           pct(totals["mocked"], totals["protocols"] - totals["private"])),
        "- neither mocked nor skipped with a warning (a clause mockgen decides false for the module's build: "
        "a trait, a define, a platform): " + (", ".join(absent) or "none"),
        "",
        "Skips by cause: " + (", ".join("%s %d" % kv for kv in sorted(skips.items(), key=lambda kv: -kv[1])) or "none"),
        "",
        "Modules that do not compile, by the cause of their first error:", "",
    ]
    lines += ["- %s (%d): %s" % (cause, len(mods), ", ".join(mods)) for cause, mods in sorted(failures.items())] or ["- none"]
    lines += ["", "| package | module | status | protocols (active) | protocols (any clause) | mocked | skipped | error causes | first error |",
              "|---|---|---|---|---|---|---|---|---|"] + rows
    with open(os.path.join(work, "summary%s.md" % suffix), "w") as f:
        f.write("\n".join(lines) + "\n")
    return "\n".join(lines[:14 + len(failures)])


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--packages", help="comma-separated package names (case-insensitive), default: all")
    parser.add_argument("--skip", default="", help="comma-separated package names to leave out")
    parser.add_argument("--mirror", default=package_copies())
    parser.add_argument("--work", default=os.path.join(ROOT, ".real"))
    parser.add_argument("--mockgen", help="mockgen binary (default: build this repository's, copied into the work folder)")
    parser.add_argument("--jobs", type=int, default=2, help="swift build -j")
    parser.add_argument("--force", action="store_true", help="ignore stored results")
    parser.add_argument("--build-empty", action="store_true", help="also compile outputs that hold no mock")
    parser.add_argument("--report", action="store_true", help="only rewrite the summary from stored results")
    parser.add_argument("--typecheck", action="store_true",
                        help="rerun mockgen on packages already measured and type-check against their built modules "
                             "(summary-typecheck.md)")
    args = parser.parse_args()
    args.work = os.path.abspath(args.work)
    command = " ".join(["Scripts/research/real-modules.py"] + sys.argv[1:])
    os.makedirs(args.work, exist_ok=True)
    log = lambda text: print(time.strftime("%H:%M:%S ") + text, flush=True)
    if args.report:
        print(report(args.work, command))
        if os.path.isdir(os.path.join(args.work, "results-typecheck")):
            print(report(args.work, command, "results-typecheck"))
        return
    mockgen = args.mockgen
    if not mockgen:
        log("building mockgen")
        code, out, err = run(["swift", "build", "--product", "mockgen"], cwd=ROOT)
        if code != 0:
            sys.exit("swift build --product mockgen failed:\n" + out + err)
        _, bin_path, _ = run(["swift", "build", "--show-bin-path"], cwd=ROOT)
        # A copy, so that rebuilding the repository during a long run changes nothing.
        mockgen = os.path.join(args.work, "bin", "mockgen")
        os.makedirs(os.path.dirname(mockgen), exist_ok=True)
        shutil.copy2(os.path.join(bin_path.strip(), "mockgen"), mockgen + ".tmp")
        os.replace(mockgen + ".tmp", mockgen)
    mockgen = os.path.abspath(mockgen)
    help_text = mockgen_options(mockgen)
    wanted = {p.strip().lower() for p in args.packages.split(",")} if args.packages else None
    skipped = {p.strip().lower() for p in args.skip.split(",") if p.strip()}
    packages = [p for p in mirror_packages(args.mirror)
                if (wanted is None or p[1].lower() in wanted) and p[1].lower() not in skipped]
    if args.packages:  # in the order given, so a long run can start with the light ones
        order = [p.strip().lower() for p in args.packages.split(",")]
        packages.sort(key=lambda p: order.index(p[1].lower()))
    if wanted and len(packages) < len(wanted):
        missing = wanted - {p[1].lower() for p in packages}
        sys.exit("not in the mirror: " + ", ".join(sorted(missing)))
    mockgen_digest = digest(mockgen)
    if args.typecheck:
        for owner, name, bare in packages:
            try:
                typecheck_package(args, name, mockgen, mockgen_digest, help_text, log)
            except Exception as e:  # one broken package must not stop the run
                log("%s: %s: %s" % (name, type(e).__name__, e))
        print(report(args.work, command, "results-typecheck"))
        return
    for owner, name, bare in packages:
        try:
            process_package(args, owner, name, bare, mockgen, mockgen_digest, help_text, log)
        except Exception as e:  # one broken package must not stop the run
            log("%s: %s: %s" % (name, type(e).__name__, e))
        report(args.work, command)
    print(report(args.work, command))


if __name__ == "__main__":
    main()
