#!/usr/bin/env python3
"""Fails when Sources/ use a declaration newer than the package's platform floor.

Linux compiles ignore Apple availability, so a call to `Mutex` (macOS 15 / iOS 18) builds here
and breaks the iOS 17 build. This check closes that gap without an Apple SDK:

1. The floor is read from `platforms:` in Package.swift.
2. The `@available` attributes are read from the toolchain's own .swiftinterface files (Swift,
   _Concurrency, Observation, Synchronization, Dispatch, _StringProcessing, RegexBuilder, ...):
   every declaration's introduction per Apple platform, members inheriting from their type or
   extension.
3. Each checked target is type-checked with `swiftc -dump-ast`, using the arguments SwiftPM
   used (read from .build/debug.yaml; run `swift build` first), which names the declaration
   behind every reference (`decl="Synchronization.(file).Mutex.init(_:)"`, `bind=...`).
4. A reference is allowed when, on every platform of the floor, the declaration is no newer than
   the floor or than an enclosing `@available(...)` declaration or `if #available(...)` /
   `guard #available(...)` scope in our source. Anything else is reported with file:line.

What it cannot see (see README): code inside `#if os(...)` / `#if canImport(...)` branches that
Linux does not compile, and modules without a .swiftinterface on Linux (Foundation is
swift-corelibs-foundation here; its references are counted and reported as unchecked).

Usage: scripts/check-availability.py [--targets A,B] [--build-dir .build/debug] [--verbose]
Exit status: 0 clean, 1 a use newer than the floor, 2 the check itself could not run.
"""

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

PLATFORMS = ("macOS", "iOS", "tvOS", "watchOS", "visionOS")
# Package.swift spells them `.macOS(.v14)`, `.iOS(.v17)`, ...
PACKAGE_PLATFORM = {"macOS": "macOS", "iOS": "iOS", "tvOS": "tvOS", "watchOS": "watchOS", "visionOS": "visionOS"}
# Targets that are Apple-only (checked by the stand-in type-check, not here) or not Swift.
SKIPPED_TARGETS = {"WayfinderSwiftUI"}


def version(text):
    parts = [int(p) for p in re.findall(r"\d+", text)[:3]]
    while len(parts) < 3:
        parts.append(0)
    return tuple(parts)


def show(v):
    return ".".join(str(p) for p in (v[:2] if v[2] == 0 else v))


# ---------------------------------------------------------------- Swift text scanning


def blank_comments_and_strings(text):
    """Returns text of the same length with comments and string literal contents blanked,
    so offsets and line numbers still match the original."""
    out = list(text)
    i, n = 0, len(text)

    def blank(a, b):
        for k in range(a, min(b, n)):
            if out[k] != "\n":
                out[k] = " "

    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            blank(i, j)
            i = j
        elif text.startswith("/*", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if text.startswith("/*", j):
                    depth, j = depth + 1, j + 2
                elif text.startswith("*/", j):
                    depth, j = depth - 1, j + 2
                else:
                    j += 1
            blank(i, j)
            i = j
        elif c == '"' or (c == "#" and re.match(r'#+"', text[i:])):
            hashes = len(re.match(r'#*', text[i:]).group(0))
            start = i + hashes
            triple = text.startswith('"""', start)
            quote = '"""' if triple else '"'
            j = start + len(quote)
            close = quote + "#" * hashes
            depth = 0
            while j < n:
                if hashes == 0 and text[j] == "\\" and j + 1 < n:
                    if text[j + 1] == "(":
                        # Interpolation: skip to the matching parenthesis (strings inside are rare
                        # in the code this reads; nested quotes are handled by recursion below).
                        depth, j = 1, j + 2
                        while j < n and depth:
                            if text[j] == "(":
                                depth += 1
                            elif text[j] == ")":
                                depth -= 1
                            elif text[j] == '"':
                                k = text.find('"', j + 1)
                                j = n if k < 0 else k
                            j += 1
                        continue
                    j += 2
                    continue
                if text.startswith(close, j):
                    j += len(close)
                    break
                j += 1
            blank(i + 1, j - 1)
            i = j
        else:
            i += 1
    return "".join(out)


def matching(text, i, open_ch, close_ch):
    """Index just past the bracket that closes the one at text[i]."""
    depth = 0
    n = len(text)
    while i < n:
        if text[i] == open_ch:
            depth += 1
        elif text[i] == close_ch:
            depth -= 1
            if depth == 0:
                return i + 1
        i += 1
    return n


def parse_availability(args):
    """`macOS 15.0, iOS 18.0, *` or `iOS, introduced: 16.0` or `iOS, unavailable` →
    {platform: version or 'unavailable'} for the Apple platforms named."""
    result = {}
    entries = [e.strip() for e in args.split(",")]
    if entries and entries[0] in PLATFORMS and (len(entries) == 1 or ":" in args or "unavailable" in entries):
        platform = entries[0]
        for e in entries[1:]:
            if e == "unavailable":
                result[platform] = "unavailable"
            m = re.match(r"introduced\s*:\s*([\d.]+)", e)
            if m:
                result[platform] = version(m.group(1))
            # A deprecation, kept beside the introduction as `deprecated:iOS`: a use warns (an
            # error for us) where the scope it is in needs at least that version.
            m = re.match(r"deprecated\s*:\s*([\d.]+)", e)
            if m:
                result["deprecated:" + platform] = version(m.group(1))
        return result
    for e in entries:
        m = re.match(r"(\w+)\s+([\d.]+)$", e)
        if m and m.group(1) in PLATFORMS:
            result[m.group(1)] = version(m.group(2))
    return result


def merge(outer, inner):
    """The availability of a declaration inside `outer` that says `inner` itself."""
    merged = dict(outer)
    for platform, v in inner.items():
        if merged.get(platform) == "unavailable" or v == "unavailable":
            merged[platform] = "unavailable" if v == "unavailable" or merged.get(platform) == "unavailable" else v
        else:
            merged[platform] = max(merged.get(platform, (0, 0, 0)), v)
    return merged


# ---------------------------------------------------------------- interfaces

DECL_KEYWORDS = {
    "struct", "class", "enum", "protocol", "extension", "actor", "func", "init", "var", "let",
    "subscript", "case", "typealias", "associatedtype", "macro", "deinit",
}
TYPE_KEYWORDS = {"struct", "class", "enum", "protocol", "extension", "actor"}


def strip_conditional_compilation(text):
    """Keeps the first branch of each `#if` (the one this compiler takes in an interface, whose
    conditions test compiler features it has) and drops `#else`/`#elseif` branches."""
    lines, keep_stack, out = text.split("\n"), [], []
    for line in lines:
        s = line.strip()
        if s.startswith("#if"):
            keep_stack.append(all(keep_stack) if keep_stack else True)
            keep_stack[-1] = keep_stack[-1] and True
            out.append("")
            continue
        if s.startswith("#elseif") or s.startswith("#else"):
            if keep_stack:
                keep_stack[-1] = False
            out.append("")
            continue
        if s.startswith("#endif"):
            if keep_stack:
                keep_stack.pop()
            out.append("")
            continue
        out.append(line if all(keep_stack) else "")
    return "\n".join(out)


TOKEN = re.compile(r"@\w+|[A-Za-z_][\w]*|`[^`]+`|\d[\w.]*|->|[{}()\[\]<>,:=;]|[^\s\w]+")


class Interface:
    """Availability of the public declarations of toolchain modules, by
    (module, innermost enclosing type or '', base name)."""

    def __init__(self):
        self.decls = {}  # (module, parent, name) -> list of (labels or None, availability)
        self.types = {}  # (module, name) -> availability

    def add(self, module, parent, name, labels, availability):
        self.decls.setdefault((module, parent, name), []).append((labels, availability))

    def load(self, module, path):
        text = blank_comments_and_strings(strip_conditional_compilation(open(path, encoding="utf-8").read()))
        self._scan(module, text, first_pass=True)
        self._scan(module, text, first_pass=False)

    def _scan(self, module, text, first_pass):
        tokens = [(m.group(0), m.start()) for m in TOKEN.finditer(text)]
        stack = [("", {}, True)]  # (type name, availability, records declarations)
        pending = {}
        i = 0
        while i < len(tokens):
            tok, pos = tokens[i]
            if tok in ("@available", "@_spi_available") and i + 1 < len(tokens) and tokens[i + 1][0] == "(":
                end = matching(text, tokens[i + 1][1], "(", ")")
                pending = merge(pending, parse_availability(text[tokens[i + 1][1] + 1 : end - 1]))
                while i < len(tokens) and tokens[i][1] < end:
                    i += 1
                continue
            if tok == "{":
                end = matching(text, pos, "{", "}")
                # A body we do not look into (function, accessor, initialiser).
                while i < len(tokens) and tokens[i][1] < end:
                    i += 1
                pending = {}
                continue
            if tok == "}":
                if len(stack) > 1:
                    stack.pop()
                pending = {}
                i += 1
                continue
            if tok in DECL_KEYWORDS and stack[-1][2]:
                parent, outer, _ = stack[-1]
                availability = merge(outer, pending)
                pending = {}
                if tok in TYPE_KEYWORDS:
                    # The (last component of the) name, then the body.
                    j = i + 1
                    name = ""
                    while j < len(tokens) and tokens[j][0] not in ("{", "<", ":", "where"):
                        if re.match(r"[A-Za-z_`]", tokens[j][0]):
                            name = tokens[j][0].strip("`")
                        j += 1
                    while j < len(tokens) and tokens[j][0] != "{":
                        j += 1
                    if tok == "extension":
                        availability = merge(self.types.get((module, name), {}), availability)
                    elif first_pass:
                        self.types[(module, name)] = availability
                        if parent == "":
                            self.add(module, "", name, None, availability)
                    elif parent:
                        self.add(module, parent, name, None, availability)
                    stack.append((name, availability, True))
                    i = j + 1
                    continue
                if not first_pass:
                    name, labels, j = self._member(tok, tokens, i, text)
                    if name:
                        for n in name:
                            self.add(module, parent, n, labels, availability)
                    i = j
                    continue
            if tok in TYPE_KEYWORDS or tok in DECL_KEYWORDS:
                pending = {}
            i += 1

    def _member(self, keyword, tokens, i, text):
        """The names and argument labels of the member declared at tokens[i]."""
        if keyword in ("init", "subscript", "deinit"):
            name, j = keyword, i + 1
        else:
            j = i + 1
            if j >= len(tokens):
                return None, None, j
            name = tokens[j][0].strip("`")
            j += 1
        if keyword == "case":
            names = [name]
            while j + 1 < len(tokens) and tokens[j][0] in (",", "("):
                if tokens[j][0] == "(":
                    end = matching(text, tokens[j][1], "(", ")")
                    while j < len(tokens) and tokens[j][1] < end:
                        j += 1
                    continue
                names.append(tokens[j + 1][0])
                j += 2
            return names, None, j
        labels = None
        if keyword in ("func", "init", "subscript", "macro"):
            while j < len(tokens) and tokens[j][0] == "<":
                end = self._angle_end(tokens, j)
                j = end
            if j < len(tokens) and tokens[j][0] in ("?", "!"):
                j += 1
            if j < len(tokens) and tokens[j][0] == "(":
                end = matching(text, tokens[j][1], "(", ")")
                labels = self._labels(text[tokens[j][1] + 1 : end - 1], keyword == "subscript")
                while j < len(tokens) and tokens[j][1] < end:
                    j += 1
        return [name], labels, j

    @staticmethod
    def _angle_end(tokens, j):
        depth = 0
        while j < len(tokens):
            t = tokens[j][0]
            if t == "<":
                depth += 1
            elif t == ">":
                depth -= 1
                if depth == 0:
                    return j + 1
            j += 1
        return j

    @staticmethod
    def _labels(params, is_subscript):
        labels, depth, current = [], 0, ""
        for ch in params + ",":
            if ch in "([<":
                depth += 1
            elif ch in ")]>" and not current.endswith("-"):
                depth -= 1
            if ch == "," and depth == 0:
                head = current.split(":")[0].split()
                head = [h for h in head if not h.startswith("@") and h not in ("inout", "borrowing", "consuming", "sending")]
                if head:
                    if len(head) >= 2:
                        labels.append(head[0])
                    else:
                        labels.append("_" if is_subscript else head[0])
                current = ""
            else:
                current += ch
        return "(" + "".join(label + ":" for label in labels) + ")"

    def top_level_type(self, name, modules):
        """(module, availability) of the most permissive top-level type called `name`."""
        found = [(m, self.decls[(m, "", name)][0][1]) for m in modules if (m, "", name) in self.decls and (m, name) in self.types]
        if not found:
            return None
        best = found[0]
        for candidate in found[1:]:
            if newer_anywhere(best[1], candidate[1]):
                best = candidate
        return best

    def lookup(self, module, parent, name, labels):
        """The most permissive availability among the declarations that match (overloads
        the AST dump does not tell apart), or None when the toolchain does not declare it."""
        candidates = self.decls.get((module, parent, name))
        if not candidates:
            return None
        if labels is not None:
            exact = [a for l, a in candidates if l == labels]
            if exact:
                candidates = [(labels, a) for a in exact]
        best = None
        for _, availability in candidates:
            if best is None or newer_anywhere(best, availability):
                best = availability
        return best


def newer_anywhere(a, b):
    """Whether `a` asks for more than `b` on some platform (b is more permissive)."""
    return score(a) > score(b)


def score(a):
    """How much a declaration asks for; a deprecation counts a little, so that of two overloads
    alike but for it, the one that is not deprecated is the more permissive."""
    return sum(key(a.get(p)) for p in PLATFORMS) + sum(1 for p in PLATFORMS if ("deprecated:" + p) in a)


def key(v):
    if v is None:
        return 0
    if v == "unavailable":
        return 10**9
    return v[0] * 10000 + v[1] * 100 + v[2]


# ---------------------------------------------------------------- our sources: availability scopes


def source_scopes(text):
    """[(start, end, availability)] for the `@available` declarations and `#available` blocks
    of one source file (offsets into text)."""
    clean = blank_comments_and_strings(text)
    scopes = []
    for m in re.finditer(r"@available\s*\(", clean):
        open_paren = m.end() - 1
        close = matching(clean, open_paren, "(", ")")
        availability = parse_availability(clean[open_paren + 1 : close - 1])
        if not availability:
            continue
        # The declaration that follows: to the end of its body, or of its line.
        j = close
        while True:
            rest = re.match(r"\s*@\w+(\s*\([^)]*\))?", clean[j:])
            if not rest:
                break
            j += rest.end()
        depth, k = 0, j
        end = len(clean)
        started = False
        while k < len(clean):
            ch = clean[k]
            if ch in "([":
                depth += 1
            elif ch in ")]":
                depth -= 1
            elif ch == "{" and depth == 0:
                end = matching(clean, k, "{", "}")
                break
            elif ch == "\n" and depth == 0 and started:
                end = k
                break
            if not ch.isspace():
                started = True
            k += 1
        scopes.append((m.start(), end, availability))
    for m in re.finditer(r"\b(if|guard|while)\b([^{]*?)#available\s*\(", clean):
        open_paren = m.end() - 1
        close = matching(clean, open_paren, "(", ")")
        availability = parse_availability(clean[open_paren + 1 : close - 1])
        brace = clean.find("{", close)
        if brace < 0:
            continue
        block_end = matching(clean, brace, "{", "}")
        if m.group(1) == "guard":
            # The rest of the enclosing block.
            depth, k = 0, block_end
            while k < len(clean):
                if clean[k] == "{":
                    depth += 1
                elif clean[k] == "}":
                    if depth == 0:
                        break
                    depth -= 1
                k += 1
            scopes.append((block_end, k, availability))
        else:
            scopes.append((brace, block_end, availability))
    return scopes


# ---------------------------------------------------------------- the check

DECL_REF = re.compile(r'(?:decl|bind|initializer)="([A-Za-z_][\w]*)\.\(file\)\.([^"@\[]*?)(?:\s*\[with.*?)?(?:@[^"]*)?"')
# Types the dump prints without their module (a result type, an inferred type).
TYPE_TEXT = re.compile(r'(?:\btype|interface_type|result|written_type)="([^"]*)"')
LOCATION = re.compile(r"(?:location=|range=\[)([^:\s\]]+\.swift):(\d+):(\d+)")


def split_reference(path):
    """`Mutex extension.withLock` → ('Mutex', 'withLock', None);
    `Mutex.init(_:)` → ('Mutex', 'init', '(_:)'); `min` → ('', 'min', None)."""
    path = path.strip().replace(" extension", "")
    labels = None
    m = re.match(r"^(.*?)(\([\w:]*\))$", path)
    if m and not path.endswith("()") or (m and path.endswith("()")):
        path, labels = m.group(1), m.group(2)
    if "." in path:
        # Operators such as `...<` contain dots: split at the first dot after a type name.
        m = re.match(r"^([A-Za-z_]\w*)\.(.+)$", path)
        if m:
            return m.group(1), m.group(2), labels
    return "", path, labels


def read_floor(package_swift):
    text = open(package_swift, encoding="utf-8").read()
    m = re.search(r"platforms\s*:\s*\[(.*?)\]", text, re.S)
    if not m:
        raise SystemExit("check-availability: Package.swift declares no `platforms:`; nothing to check against.")
    floor = {}
    for platform, short, long in re.findall(r"\.(\w+)\(\s*(?:\.v([\d_]+)|\"([\d.]+)\")", m.group(1)):
        if platform in PACKAGE_PLATFORM:
            floor[PACKAGE_PLATFORM[platform]] = version((short or long).replace("_", "."))
    return floor


def module_commands(build_yaml, root):
    """{target: swiftc arguments} for the Swift modules of Sources/, from SwiftPM's manifest."""
    commands = {}
    current = None
    for line in open(build_yaml, encoding="utf-8"):
        m = re.match(r'\s*"C\.(.+)\.module":', line)
        if m:
            current = m.group(1)
            continue
        m = re.match(r"\s*args: (\[.*\])\s*$", line)
        if m and current:
            args = json.loads(m.group(1))
            if args and args[0].endswith("swiftc") and "-module-name" in args:
                commands[args[args.index("-module-name") + 1]] = args
            current = None
    result = {}
    for name, args in commands.items():
        sources_file = next((a[1:] for a in args if a.startswith("@")), None)
        if not sources_file or not os.path.exists(sources_file):
            continue
        files = open(sources_file).read().split()
        if not files or not all(os.path.abspath(f).startswith(os.path.join(root, "Sources") + os.sep) for f in files):
            continue
        result[name] = (args, files)
    return result


KEEP_WITH_VALUE = {"-module-name", "-I", "-target", "-module-cache-path", "-swift-version", "-enable-upcoming-feature",
                   "-enable-experimental-feature", "-package-name", "-Xcc", "-F", "-Xfrontend"}
KEEP_ALONE = {"-parse-as-library", "-enable-testing"}


def dump_ast(args, files, out):
    command = [args[0], "-dump-ast"]
    i = 1
    while i < len(args):
        a = args[i]
        if a in KEEP_WITH_VALUE and i + 1 < len(args):
            command += [a, args[i + 1]]
            i += 2
            continue
        if a in KEEP_ALONE or a.startswith("-D"):
            command.append(a)
        i += 1
    command += files
    # The dump goes to standard output for one file, to standard error (with any diagnostics) for several.
    with open(out, "w") as sink:
        result = subprocess.run(command, stdout=sink, stderr=sink)
    if result.returncode != 0:
        sys.stderr.write(open(out, errors="replace").read()[-4000:])
        print("check-availability: the type-check for the AST dump failed (above).", file=sys.stderr)
        raise SystemExit(2)


# Which Apple platforms can import a module, for `#if canImport(...)` in our sources. A module
# not listed is taken as importable everywhere.
CAN_IMPORT = {
    "UIKit": {"iOS", "tvOS", "visionOS", "watchOS"},
    "AppKit": {"macOS"},
    "WatchKit": {"watchOS"},
}


def evaluate_condition(condition, platform):
    """Whether `#if condition` compiles on `platform`; anything but os()/canImport() counts as true."""
    expression = condition
    expression = re.sub(r"\bos\(\s*(\w+)\s*\)", lambda m: str(m.group(1) == platform), expression)
    expression = re.sub(
        r"\bcanImport\(\s*([\w.]+)[^)]*\)",
        lambda m: str(platform in CAN_IMPORT.get(m.group(1), set(PLATFORMS))),
        expression,
    )
    expression = re.sub(r"\b(?:compiler|swift|targetEnvironment|arch|hasFeature|hasAttribute)\([^)]*\)", "True", expression)
    expression = re.sub(r"\b(?!True\b|False\b)[A-Za-z_$][\w$]*\b", "True", expression)
    expression = expression.replace("&&", " and ").replace("||", " or ").replace("!", " not ")
    try:
        return bool(eval(expression, {"__builtins__": {}}, {}))
    except Exception:
        return True


def platform_regions(text):
    """[(start, end, platforms)] for the `#if` branches of a source file: the Apple platforms on
    which each branch is compiled (nested branches intersect)."""
    regions, stack, offset = [], [], 0
    for line in text.split("\n"):
        stripped = line.strip()
        m = re.match(r"#(if|elseif|else|endif)\b(.*)", stripped)
        if m:
            kind, condition = m.group(1), m.group(2).split("//")[0].strip()
            if kind == "if":
                outer = stack[-1]["active"] if stack else set(PLATFORMS)
                taken = {p for p in outer if evaluate_condition(condition, p)}
                stack.append({"outer": outer, "taken": set(taken), "active": taken, "start": offset + len(line) + 1})
            elif stack and kind in ("elseif", "else"):
                frame = stack[-1]
                regions.append((frame["start"], offset, frame["active"]))
                rest = frame["outer"] - frame["taken"]
                active = {p for p in rest if kind == "else" or evaluate_condition(condition, p)}
                frame["taken"] |= active
                frame["active"] = active
                frame["start"] = offset + len(line) + 1
            elif stack and kind == "endif":
                frame = stack.pop()
                regions.append((frame["start"], offset, frame["active"]))
        offset += len(line) + 1
    return regions


def load_toolchain_interfaces(interfaces):
    swift = shutil.which("swift")
    if not swift:
        raise SystemExit("check-availability: no `swift` on PATH")
    lib = os.path.join(os.path.dirname(os.path.dirname(os.path.realpath(swift))), "lib", "swift", "linux")
    loaded = []
    for entry in sorted(os.listdir(lib)):
        if not entry.endswith(".swiftmodule"):
            continue
        module = entry[: -len(".swiftmodule")]
        candidates = [f for f in os.listdir(os.path.join(lib, entry)) if f.endswith(".swiftinterface") and ".private." not in f]
        if candidates:
            interfaces.load(module, os.path.join(lib, entry, candidates[0]))
            loaded.append(module)
    return loaded


def load_standin_interfaces(interfaces, directory):
    """Each folder of `directory` is a module whose .swift files declare its API (AppleStandIn/)."""
    loaded = []
    for module in sorted(os.listdir(directory)):
        folder = os.path.join(directory, module)
        if not os.path.isdir(folder):
            continue
        for name in sorted(os.listdir(folder)):
            if name.endswith(".swift"):
                interfaces.load(module, os.path.join(folder, name))
        loaded.append(module)
    return loaded


class Report:
    def __init__(self):
        self.problems, self.unchecked, self.references, self.seen = [], {}, 0, set()


def scan_ast(ast_path, files, interfaces, loaded, floor, root, own_modules, report):
    """Checks one AST dump: every reference to a declaration of a `loaded` module, at its source
    location, against the floor and the enclosing availability scopes and `#if` branches."""
    local_types = set()
    for f in files:
        local_types.update(
            re.findall(r"\b(?:struct|class|enum|protocol|actor|typealias|associatedtype)\s+([A-Za-z_]\w*)", open(f, encoding="utf-8").read())
        )
    scopes_by_file, regions_by_file, texts = {}, {}, {}
    last = None
    for line in open(ast_path, encoding="utf-8", errors="replace"):
        loc = LOCATION.search(line)
        if loc and os.path.exists(loc.group(1)):
            last = (os.path.abspath(loc.group(1)), int(loc.group(2)), int(loc.group(3)))
        refs = [(m.group(1), m.group(2)) for m in DECL_REF.finditer(line)]
        for m in TYPE_TEXT.finditer(line):
            for ident in set(re.findall(r"\b[A-Z]\w*", m.group(1))):
                if ident in local_types:
                    continue
                found = interfaces.top_level_type(ident, loaded)
                if found and any(v == "unavailable" or v > floor.get(p, v) for p, v in found[1].items() if p in floor):
                    refs.append((found[0], ident))
        for module, path in refs:
            if module not in loaded:
                if module not in own_modules:
                    report.unchecked[module] = report.unchecked.get(module, 0) + 1
                continue
            if last is None:
                continue
            report.references += 1
            parent, name, labels = split_reference(path)
            availability = interfaces.lookup(module, parent, name, labels)
            if not availability:
                continue
            file, line_no, col = last
            if file not in scopes_by_file:
                texts[file] = open(file, encoding="utf-8").read()
                scopes_by_file[file] = source_scopes(texts[file])
                regions_by_file[file] = platform_regions(texts[file])
            offset = offset_of(texts[file], line_no, col)
            allowed = dict(floor)
            compiled_on = set(PLATFORMS)
            for start, end, platforms in regions_by_file[file]:
                if start <= offset < end:
                    compiled_on &= platforms
            for start, end, scope in scopes_by_file[file]:
                if start <= offset < end:
                    for p, v in scope.items():
                        if p in allowed and v != "unavailable":
                            allowed[p] = max(allowed[p], v)
            too_new = []
            for p in PLATFORMS:
                if p not in floor or p not in compiled_on:
                    continue
                v = availability.get(p)
                if v == "unavailable":
                    too_new.append(f"{p}: unavailable")
                elif v is not None and v > allowed[p]:
                    too_new.append(f"{p} {show(v)} > {show(allowed[p])}")
            # Deprecated: Swift warns (an error for us) where the deployment target is at or past
            # the deprecation; this check also counts an enclosing `@available` / `if #available`
            # scope, which is stricter than the compiler.
            deprecated = []
            for p in PLATFORMS:
                d = availability.get("deprecated:" + p)
                if p in floor and p in compiled_on and d is not None and allowed[p] >= d:
                    deprecated.append(f"{p} {show(d)} (here {show(allowed[p])})")
            if too_new or deprecated:
                shown = f"{module}.{parent + '.' if parent else ''}{name}{labels or ''}"
                where = f"{os.path.relpath(file, root)}:{line_no}"
                if (where, shown) in report.seen:
                    continue
                report.seen.add((where, shown))
                if too_new:
                    report.problems.append(f"{where}: `{shown}` needs {', '.join(too_new)}")
                if deprecated:
                    report.problems.append(f"{where}: `{shown}` is deprecated in {', '.join(deprecated)}")


def finish(report, checked):
    print(f"checked: {checked}")
    print(f"references to interface-declared modules checked: {report.references}")
    if report.unchecked:
        print(
            "not checkable here (no .swiftinterface on Linux): "
            + ", ".join(f"{m} ({n} references)" for m, n in sorted(report.unchecked.items()))
        )
    if report.problems:
        print(f"\n{len(report.problems)} use(s) newer than the floor, outside any `@available` / `if #available` scope, or deprecated there:")
        for p in report.problems:
            print("  " + p)
        return 1
    print("OK: nothing newer than the floor.")
    return 0


def check(root, build_dir, only, verbose):
    floor = read_floor(os.path.join(root, "Package.swift"))
    interfaces = Interface()
    loaded = load_toolchain_interfaces(interfaces)
    yaml_path = next((p for p in (os.path.join(root, ".build", "debug.yaml"),) if os.path.exists(p)), None)
    if not yaml_path:
        print("check-availability: no .build/debug.yaml; run `swift build` first.", file=sys.stderr)
        return 2
    targets = module_commands(yaml_path, root)
    names = sorted(t for t in targets if t not in SKIPPED_TARGETS and (not only or t in only))
    print("floor: " + ", ".join(f"{p} {show(floor[p])}" for p in PLATFORMS if p in floor))
    print("interfaces read: " + ", ".join(loaded))
    report = Report()
    own = set(targets) | SKIPPED_TARGETS
    with tempfile.TemporaryDirectory() as tmp:
        for target in names:
            args, files = targets[target]
            out = os.path.join(tmp, target + ".ast")
            dump_ast(args, files, out)
            scan_ast(out, files, interfaces, loaded, floor, root, own, report)
            if verbose:
                print(f"checked {target}")
    return finish(report, "targets " + ", ".join(names))


def check_dump(root, ast_path, package, sources, standin, own_modules):
    """The stand-in mode: one AST dump (of the SwiftUI adapter or the example app, type-checked
    against AppleStandIn/), checked against the toolchain's interfaces and the stand-in's."""
    floor = read_floor(package)
    interfaces = Interface()
    loaded = load_toolchain_interfaces(interfaces) + load_standin_interfaces(interfaces, standin)
    files = [os.path.join(d, f) for d in sources for f in sorted(os.listdir(d)) if f.endswith(".swift")]
    print("floor: " + ", ".join(f"{p} {show(floor[p])}" for p in PLATFORMS if p in floor) + f" (from {os.path.relpath(package, root)})")
    report = Report()
    scan_ast(ast_path, files, interfaces, loaded, floor, root, own_modules, report)
    return finish(report, ", ".join(os.path.relpath(d, root) for d in sources) + " against the toolchain and " + os.path.relpath(standin, root))


def offset_of(text, line, col):
    offset = 0
    for _ in range(line - 1):
        nl = text.find("\n", offset)
        if nl < 0:
            return len(text)
        offset = nl + 1
    return offset + col - 1


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--root", default=os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    parser.add_argument("--build-dir", default=None)
    parser.add_argument("--targets", default="", help="comma-separated target names (default: every Sources target but the Apple-only ones)")
    parser.add_argument("--verbose", action="store_true")
    parser.add_argument("--ast", help="stand-in mode: an AST dump to check (scripts/check-apple-standin.sh makes it)")
    parser.add_argument("--package", help="stand-in mode: the Package.swift whose floor applies")
    parser.add_argument("--sources", action="append", default=[], help="stand-in mode: a folder of the checked sources")
    parser.add_argument("--standin", help="stand-in mode: the AppleStandIn folder (one folder per module)")
    parser.add_argument("--own-modules", default="Wayfinder,ShopExample,WayfinderSwiftUI,ShopApp")
    options = parser.parse_args()
    root = os.path.abspath(options.root)
    if options.ast:
        sys.exit(
            check_dump(
                root, options.ast, os.path.abspath(options.package), [os.path.abspath(d) for d in options.sources],
                os.path.abspath(options.standin), set(options.own_modules.split(",")),
            )
        )
    only = {t for t in options.targets.split(",") if t}
    sys.exit(check(root, options.build_dir or os.path.join(root, ".build", "debug"), only, options.verbose))


if __name__ == "__main__":
    main()
