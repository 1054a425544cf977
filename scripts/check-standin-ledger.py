#!/usr/bin/env python3
"""Fails when a stand-in declaration has no row in AppleStandIn/LEDGER.md, or its `@available`
differs from its row.

AppleStandIn/ (scripts/check-apple-standin.sh) replaces SwiftUI, UIKit, UserNotifications and the
Apple-only parts of Foundation on Linux. It is only as good as its faithfulness to Apple's pages,
so every public declaration of it (and every requirement of its protocols) has one row in the
ledger naming its page and the availability line the page shows. This check reads every
declaration of the stand-in with its effective availability (its own `@available` attributes
merged with those of the types and extensions around it, as the compiler does) and compares:

- a declaration without a row fails;
- a row without a declaration fails (the ledger must not outlive the stand-in);
- a declaration whose availability differs from its row fails. Overloads share a key (the same
  name and labels); their rows must then carry the same availabilities, one row each.

The row format and how to add one are in AppleStandIn/LEDGER.md. `--missing` prints a skeleton
row for each declaration without one, with the stand-in's current availability and `?` for the
page; a `?` page fails the check until someone reads the page and fills it in.

Usage: scripts/check-standin-ledger.py [--standin DIR] [--ledger FILE] [--missing]
Exit status: 0 clean, 1 the ledger and the stand-in differ, 2 the check itself could not run.
"""

import argparse
import importlib.util
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location("check_availability", os.path.join(HERE, "check-availability.py"))
availability_tools = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(availability_tools)

PLATFORMS = availability_tools.PLATFORMS
ORDER = ("iOS", "macOS", "tvOS", "watchOS", "visionOS")  # as Apple's pages list them
TOKEN = availability_tools.TOKEN
DECL_KEYWORDS = availability_tools.DECL_KEYWORDS
TYPE_KEYWORDS = availability_tools.TYPE_KEYWORDS
ACCESS = {"public", "open"}


# ---------------------------------------------------------------- the stand-in's declarations


def declarations(standin):
    """[(key, availability, file:line)] for every public declaration and protocol requirement of
    the stand-in. key is `Module.Parent.name(labels:)`; availability as parse_availability gives."""
    found = []
    for module in sorted(os.listdir(standin)):
        folder = os.path.join(standin, module)
        if not os.path.isdir(folder):
            continue
        files = [os.path.join(folder, n) for n in sorted(os.listdir(folder)) if n.endswith(".swift")]
        types = {}  # type name -> availability, across the module's files, for extensions
        for path in files:
            scan(module, path, types)
        for path in files:
            found += scan(module, path, types)
    return found


def scan(module, path, types):
    raw = open(path, encoding="utf-8").read()
    # Conditional branches (`#if STANDIN_UIKIT`, `#if STANDIN_XCODE16`): the first one is read;
    # the branches of one declaration differ in attributes, never in availability.
    text = availability_tools.blank_comments_and_strings(availability_tools.strip_conditional_compilation(raw))
    tokens = [(m.group(0), m.start()) for m in TOKEN.finditer(text)]
    stack = [("", {}, False)]  # (qualified parent, availability, is a protocol)
    pending, public = {}, False
    out = []
    i = 0

    def line_of(pos):
        return text.count("\n", 0, pos) + 1

    while i < len(tokens):
        tok, pos = tokens[i]
        if tok == "@available" and i + 1 < len(tokens) and tokens[i + 1][0] == "(":
            end = availability_tools.matching(text, tokens[i + 1][1], "(", ")")
            pending = availability_tools.merge(
                pending, availability_tools.parse_availability(text[tokens[i + 1][1] + 1 : end - 1])
            )
            while i < len(tokens) and tokens[i][1] < end:
                i += 1
            continue
        if tok in ACCESS:
            public = True
            i += 1
            continue
        if tok == "{":
            end = availability_tools.matching(text, pos, "{", "}")
            while i < len(tokens) and tokens[i][1] < end:
                i += 1
            pending, public = {}, False
            continue
        if tok == "}":
            if len(stack) > 1:
                stack.pop()
            pending, public = {}, False
            i += 1
            continue
        if tok == "class" and i + 1 < len(tokens) and tokens[i + 1][0] in ("func", "var", "subscript", "final", "override"):
            i += 1  # `class func`: a modifier, not a class
            continue
        if tok in DECL_KEYWORDS:
            parent, outer, in_protocol = stack[-1]
            availability = availability_tools.merge(outer, pending)
            listed = public or in_protocol
            if tok in TYPE_KEYWORDS:
                j, name = i + 1, ""
                while j < len(tokens) and tokens[j][0] not in ("{", "<", ":", "where"):
                    if re.match(r"[A-Za-z_`]", tokens[j][0]):
                        name = (name + "." if name and tokens[j - 1][0] == "." else "") + tokens[j][0].strip("`")
                    j += 1
                while j < len(tokens) and tokens[j][0] != "{":
                    j += 1
                qualified = f"{parent}.{name}" if parent else name
                if tok == "extension":
                    qualified = name
                    availability = availability_tools.merge(types.get(name, {}), availability)
                else:
                    types[qualified] = availability
                    if listed:
                        out.append((f"{module}.{qualified}", availability, f"{path}:{line_of(pos)}"))
                stack.append((qualified, availability, tok == "protocol"))
                pending, public = {}, False
                i = j + 1
                continue
            names, labels, j = member(tok, tokens, i, text)
            if listed and names and tok != "deinit":
                for n in names:
                    key = f"{module}.{parent + '.' if parent else ''}{n}{labels or ''}"
                    out.append((key, availability, f"{path}:{line_of(pos)}"))
            pending, public = {}, False
            i = j
            continue
        i += 1
    return out


def member(keyword, tokens, i, text):
    return availability_tools.Interface()._member(keyword, tokens, i, text)


# ---------------------------------------------------------------- availability lines


def show(availability):
    """The ledger's spelling: `iOS 14.0-18.0, macOS unavailable, tvOS 14.0`; `-` for none."""
    parts = []
    for p in ORDER:
        v, d = availability.get(p), availability.get("deprecated:" + p)
        if v == "unavailable":
            parts.append(f"{p} unavailable")
        elif v is not None or d is not None:
            text = f"{p} {availability_tools.show(v) if v else '?'}"
            if d is not None:
                text += f"-{availability_tools.show(d)}"
            parts.append(text)
    return ", ".join(parts) or "-"


def parse_line(text):
    """A ledger availability cell → the same dictionary as parse_availability, or raises ValueError."""
    text = text.strip()
    if text in ("-", ""):
        return {}
    result = {}
    for entry in [e.strip() for e in text.split(",")]:
        m = re.fullmatch(r"(\w+)\s+(unavailable|(\d+(?:\.\d+){0,2})(?:\s*[-\u2013]\s*(\d+(?:\.\d+){0,2}))?)", entry)
        if not m or m.group(1) not in PLATFORMS:
            raise ValueError(f"cannot read `{entry}` (write `iOS 17.0`, `iOS 14.0-18.0` or `macOS unavailable`)")
        platform = m.group(1)
        if platform in result:
            raise ValueError(f"{platform} named twice")
        if m.group(2) == "unavailable":
            result[platform] = "unavailable"
        else:
            result[platform] = availability_tools.version(m.group(3))
            if m.group(4):
                result["deprecated:" + platform] = availability_tools.version(m.group(4))
    return result


def canonical(availability):
    return show({k: v for k, v in availability.items() if k in PLATFORMS or k.startswith("deprecated:")})


# ---------------------------------------------------------------- the ledger

ROW = re.compile(r"^\|\s*`([^`]+)`\s*\|([^|]*)\|([^|]*)\|")


def read_ledger(path):
    """[(key, availability line, page, line number)] from the ledger's table rows."""
    rows = []
    for number, line in enumerate(open(path, encoding="utf-8"), start=1):
        m = ROW.match(line)
        if m:
            rows.append((m.group(1).strip(), m.group(2).strip(), m.group(3).strip(), number))
    return rows


def check(standin, ledger, print_missing):
    found = declarations(standin)
    rows = read_ledger(ledger)
    problems = []
    by_key = {}
    for key, availability, where in found:
        by_key.setdefault(key, []).append((canonical(availability), where))
    row_lines = {}
    for key, line, page, number in rows:
        try:
            parsed = canonical(parse_line(line))
        except ValueError as error:
            problems.append(f"LEDGER.md:{number}: `{key}`: {error}")
            continue
        if not page or page == "?":
            problems.append(f"LEDGER.md:{number}: `{key}` names no Apple page (read it, then fill in the row)")
        row_lines.setdefault(key, []).append((parsed, number))
    missing = []
    for key, decls in sorted(by_key.items()):
        have = Counter(a for a, _ in decls)
        want = Counter(a for a, _ in row_lines.get(key, []))
        if not row_lines.get(key):
            for a, where in decls:
                problems.append(f"{os.path.relpath(where)}: `{key}` ({a}) has no row in the ledger")
                missing.append((key, a))
            continue
        if have != want:
            problems.append(
                f"{os.path.relpath(decls[0][1])}: `{key}`: the stand-in says "
                + "; ".join(f"{a} ({os.path.relpath(w)})" for a, w in decls)
                + ", the ledger says "
                + "; ".join(f"{a} (line {n})" for a, n in row_lines[key])
            )
    for key, entries in sorted(row_lines.items()):
        if key not in by_key:
            problems.append(f"LEDGER.md:{entries[0][1]}: `{key}` is in the ledger but not in the stand-in")
    print(f"stand-in declarations: {len(found)}; ledger rows: {len(rows)}")
    if print_missing and missing:
        print("\nskeleton rows for the declarations without one (read each page, fill in the page, check the line):")
        for key, a in missing:
            print(f"| `{key}` | {a} | ? | |")
    if problems:
        print(f"\n{len(problems)} difference(s) between the stand-in and {os.path.relpath(ledger)}:")
        for p in problems:
            print("  " + p)
        return 1
    print("OK: every stand-in declaration has its row, with the same availability.")
    return 0


def main():
    root = os.path.dirname(HERE)
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--standin", default=os.path.join(root, "AppleStandIn"))
    parser.add_argument("--ledger", default=None, help="default: LEDGER.md inside --standin")
    parser.add_argument("--missing", action="store_true", help="print skeleton rows for undeclared rows")
    options = parser.parse_args()
    ledger = options.ledger or os.path.join(options.standin, "LEDGER.md")
    if not os.path.exists(ledger):
        print(f"check-standin-ledger: no ledger at {ledger}", file=sys.stderr)
        return 2
    return check(os.path.abspath(options.standin), ledger, options.missing)


if __name__ == "__main__":
    sys.exit(main())
