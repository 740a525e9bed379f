#!/usr/bin/env python3
"""Copies the Swift files of application and library folders that declare protocols, for
`other-generators-suites.py` to measure mocks of code no library build measures.

    Scripts/research/pick-protocol-files.py --mirror /work/.mirror --out /tmp/app-src \\
        [--list Scripts/research/breadth/app-folders.tsv] [--per-folder 25] [--max-lines 400]

Each line of the list is `owner/name  commit  folder`; the repository is the bare git directory
`<mirror>/<owner>+<name>/repo`, read at that commit with `git show` (nothing is checked out). Of
the folder's Swift files that declare a protocol, it keeps those of at most `--max-lines` lines,
outside `Pods/`, `Carthage/`, test and generated folders, and not named like mocks, most protocol
declarations per line first, at most `--per-folder` of them, copied to `<out>/<name>/<path>`.
Prints the `--source NAME=FOLDER` arguments for `other-generators-suites.py`.
"""
import argparse
import os
import re
import subprocess

PROTOCOL = re.compile(r'^[ \t]*(?:@[\w.]+(?:\([^)\n]*\))?\s+)*(?:(?:public|internal|private|fileprivate|package|open)\s+)?'
                      r'protocol\s+([^\W\d][^\s:<{,]*)', re.M)
EXCLUDED = re.compile(r'(?i)(^|/)(Pods|Carthage|fastlane|\.build)/|Mock|Generated|Tests?/|Spec')


def git(git_dir, *arguments):
    return subprocess.run(["git", "--git-dir", git_dir, *arguments], capture_output=True, text=True,
                          errors="replace").stdout


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--mirror", required=True, help="folder of <owner>+<name>/repo bare repositories")
    parser.add_argument("--out", required=True, help="scratch folder (outside the repository)")
    parser.add_argument("--list", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), "breadth", "app-folders.tsv"))
    parser.add_argument("--per-folder", type=int, default=25)
    parser.add_argument("--max-lines", type=int, default=400)
    args = parser.parse_args()
    names = set()
    for line in open(args.list):
        if not line.strip() or line.startswith("#"):
            continue
        repository, commit, folder = line.split()[:3]
        git_dir = os.path.join(args.mirror, repository.replace("/", "+"), "repo")
        candidates = []
        for path in git(git_dir, "ls-tree", "-r", "--name-only", commit, "--", folder).split("\n"):
            if not path.endswith(".swift") or EXCLUDED.search(path):
                continue
            text = git(git_dir, "show", f"{commit}:{path}")
            protocols = PROTOCOL.findall(text)
            lines = text.count("\n") + 1
            if not protocols or lines > args.max_lines:
                continue
            # A SwiftUI file with one protocol is mostly views, which do not typecheck here.
            if re.search(r'^\s*import\s+SwiftUI\b', text, re.M) and len(protocols) < 2:
                continue
            candidates.append((-len(protocols) / lines, path, text))
        name = repository.split("/")[1]
        for _, path, text in sorted(candidates)[:args.per_folder]:
            target = os.path.join(args.out, name, path)
            os.makedirs(os.path.dirname(target), exist_ok=True)
            with open(target, "w") as f:
                f.write(text)
        names.add(name)
    print(" ".join(f"--source {n}={os.path.join(args.out, n)}" for n in sorted(names)))


if __name__ == "__main__":
    main()
