#!/usr/bin/env python3
"""Groups the findings of `mockgen-forge` (`make forge`) into classes and shows the smallest
protocol of each.

    Scripts/research/forge-classes.py [.forge/findings.txt] [--examples 1]

A class is the finding's kind and its first message with names, types and line numbers
blanked; the counts are protocols (a protocol with two findings counts once per kind).
"""
import argparse
import collections
import os
import re

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def findings(path):
    """(kind, seed, features, protocol text, messages) for each `=== ...` block."""
    block = None
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            line = line.rstrip("\n")
            if line.startswith("=== "):
                if block:
                    yield block
                parts = dict(p.split("=", 1) for p in line[4:].split(" ")[1:] if "=" in p)
                block = {"kind": line[4:].split(" ")[0], "seed": parts.get("seed"), "text": [], "messages": [], "in": "text"}
            elif block is None:
                continue
            elif line.startswith("--- "):
                block["in"] = "messages"
            elif block["in"] == "text":
                block["text"].append(line)
            elif line.startswith("    "):
                block["messages"].append(line.strip())
    if block:
        yield block


def signature(message):
    message = re.sub(r"\s*\[at: .*", "", message)
    message = re.sub(r"line \d+", "line N", message)
    return re.sub(r"'[^']*'", "'_'", message)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("path", nargs="?", default=os.path.join(ROOT, ".forge", "findings.txt"))
    parser.add_argument("--examples", type=int, default=1)
    args = parser.parse_args()
    classes = collections.defaultdict(list)
    for finding in findings(args.path):
        messages = [m for m in finding["messages"] if "no mock generated" not in m] or finding["messages"]
        key = (finding["kind"], signature(messages[0]) if messages else "(no message)")
        classes[key].append(finding)
    for (kind, message), members in sorted(classes.items(), key=lambda item: -len(item[1])):
        print(f"{len(members):6d}  {kind}: {message}")
        for example in sorted(members, key=lambda f: len("\n".join(f["text"])))[: args.examples]:
            print(f"        seed {example['seed']}")
            print("\n".join("        | " + line for line in example["text"]))
            print("        > " + (example["messages"][0] if example["messages"] else ""))
    print(f"{sum(len(m) for m in classes.values())} findings in {len(classes)} classes")


if __name__ == "__main__":
    main()
