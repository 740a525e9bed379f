#!/usr/bin/env python3
"""Checks that every relative link in README.md, CONTRIBUTING.md and docs/*.md points to a file
that exists and, for `file.md#anchor`, to a heading of that file (GitHub's slugs), and that every
document in docs/ is linked from the index, docs/README.md.

    python3 Scripts/ci/check-doc-links.py        # from anywhere; exit 1 on any broken link or orphan
"""
import glob
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def slugs(path):
    """The anchors GitHub gives the headings of a markdown file."""
    found, in_code = set(), False
    for line in open(path, encoding="utf-8"):
        if line.startswith("```"):
            in_code = not in_code
        match = None if in_code else re.match(r"#{1,6} +(.*)", line)
        if match:
            text = re.sub(r"[^\w\- ]", "", match.group(1).strip().lower())
            found.add(text.replace(" ", "-"))
    return found


def main():
    documents = ["README.md", "CONTRIBUTING.md"] + sorted(glob.glob("docs/*.md", root_dir=ROOT))
    broken, checked = [], 0
    for document in documents:
        text = open(os.path.join(ROOT, document), encoding="utf-8").read()
        text = re.sub(r"```.*?```", "", text, flags=re.S)
        for target in re.findall(r"\]\(([^)\s]+)\)", text):
            if re.match(r"[a-z]+:", target):
                continue
            checked += 1
            path, _, anchor = target.partition("#")
            full = os.path.normpath(os.path.join(ROOT, os.path.dirname(document), path)) if path \
                else os.path.join(ROOT, document)
            if not os.path.exists(full):
                broken.append(f"{document}: no file {target}")
            elif anchor and full.endswith(".md") and anchor not in slugs(full):
                broken.append(f"{document}: no heading {target}")
    index = open(os.path.join(ROOT, "docs/README.md"), encoding="utf-8").read()
    for document in glob.glob("docs/*.md", root_dir=ROOT):
        name = os.path.basename(document)
        if name != "README.md" and f"]({name}" not in index:
            broken.append(f"docs/README.md: {name} is not in the index")
    for line in broken:
        print(line)
    print(f"{checked} relative links checked, {len(broken)} problems")
    return 1 if broken else 0


if __name__ == "__main__":
    sys.exit(main())
