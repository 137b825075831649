#!/usr/bin/env python3
"""The constants of libuno's public headers, for the other languages: the
headers (include/uno/*.h) are the one source of truth, and every binding's
enums and limits are generated from them when it is built.

Read from the headers: every `typedef enum uno_x {...} uno_x;` (members
with their values, counting on from the last explicit one as C does) and
every `#define UNO_X <integer>`. Written as:

    gen-constants.py --js OUT.js HEADER...      the JavaScript package's
        constants (js/tools/constants.py writes it through this module):
        each enum a frozen object named after it (uno_phase -> Phase,
        members without their common prefix: UNO_PHASE_PLAY -> PLAY), and
        the defines as members of `Constants`.
    gen-constants.py --python OUT.py HEADER...  the Python package's
        libuno/_constants.py: ENUMS (C name -> (prefix, ((member, value), ...)))
        and DEFINES (name without UNO_ -> value), and VERSION (the
        project's, from the top-level meson.build), built by meson
        (python/libuno/meson.build) and by setup.py.
    gen-constants.py --c OUT.c HEADER...        a C program that prints
        every constant read, "UNO_NAME value" per line, as the compiler sees
        it: python/tests/test_constants.py compares its output with the
        Python module, so a header this parser misreads fails a test.

The parser is deliberately small: it refuses (exit status 1, naming the
header) a `typedef enum` it cannot read rather than skip it.
"""
import ast
import os
import re
import sys

ENUM = re.compile(r"typedef\s+enum\s+(uno_\w+)\s*\{(.*?)\}\s*\1\s*;", re.S)
ANY_ENUM = re.compile(r"typedef\s+enum\b")
MEMBER = re.compile(r"^\s*(UNO_\w+)\s*(?:=\s*(.+?))?\s*$", re.S)
DEFINE = re.compile(r"^#define\s+(UNO_[A-Z0-9_]+)\s+\(?(-?(?:0x[0-9a-fA-F]+|\d+))u?\)?(?:\s|$)", re.M)
COMMENT = re.compile(r"/\*.*?\*/|//[^\n]*", re.S)
INT_SUFFIX = re.compile(r"\b(0[xX][0-9a-fA-F]+|\d+)[uUlL]+\b")


class HeaderError(ValueError):
    """A header the parser cannot read."""


def _value(text, known, where):
    """The value of an enum member's initializer: an integer literal, an
    earlier constant, or integer arithmetic over them (`UNO_X + 1`,
    `1 << 3`)."""
    expr = INT_SUFFIX.sub(r"\1", text.strip())

    def ev(node):
        if isinstance(node, ast.Expression):
            return ev(node.body)
        if isinstance(node, ast.Constant) and type(node.value) is int:
            return node.value
        if isinstance(node, ast.Name) and node.id in known:
            return known[node.id]
        if isinstance(node, ast.UnaryOp):
            unary = {ast.USub: lambda v: -v, ast.UAdd: lambda v: v,
                     ast.Invert: lambda v: ~v}.get(type(node.op))
            if unary:
                return unary(ev(node.operand))
        if isinstance(node, ast.BinOp):
            ops = {ast.Add: lambda a, b: a + b, ast.Sub: lambda a, b: a - b,
                   ast.Mult: lambda a, b: a * b, ast.LShift: lambda a, b: a << b,
                   ast.RShift: lambda a, b: a >> b, ast.BitOr: lambda a, b: a | b,
                   ast.BitAnd: lambda a, b: a & b, ast.BitXor: lambda a, b: a ^ b}
            op = ops.get(type(node.op))
            if op:
                return op(ev(node.left), ev(node.right))
        raise HeaderError("%s: cannot evaluate %r" % (where, text.strip()))

    # C's hexadecimal literals read the same in Python; octal ones do not.
    if re.search(r"\b0\d", expr):
        raise HeaderError("%s: octal literal in %r" % (where, text.strip()))
    try:
        tree = ast.parse(expr, mode="eval")
    except SyntaxError:
        raise HeaderError("%s: cannot evaluate %r" % (where, text.strip())) from None
    return ev(tree)


def parse(headers):
    """Reads the headers (in sorted path order, as every output lists
    them): ``(enums, defines)``, ``enums`` a list of ``(c_name, [(member,
    value), ...])`` and ``defines`` a list of ``(name, value)``, both in
    the order of the headers."""
    enums, defines, known = [], [], {}
    for path in sorted(headers):
        with open(path, encoding="utf-8") as f:
            text = f.read()
        where = os.path.basename(path)
        found = ENUM.findall(text)
        if len(found) != len(ANY_ENUM.findall(COMMENT.sub("", text))):
            raise HeaderError("%s: a typedef enum not written as "
                              "`typedef enum uno_x { ... } uno_x;`" % where)
        # The defines first: an enum member's value may name one.
        for name, value in DEFINE.findall(text):
            defines.append((name, int(value, 0)))
            known[name] = int(value, 0)
        for name, body in found:
            body = COMMENT.sub("", body)
            members, value = [], -1
            for item in body.split(","):
                if not item.strip():
                    continue
                m = MEMBER.match(item)
                if not m:
                    raise HeaderError("%s: cannot read member %r of %s"
                                      % (where, item.strip(), name))
                member, explicit = m.groups()
                value = (_value(explicit, known, "%s, %s" % (where, member))
                         if explicit else value + 1)
                members.append((member, value))
                known[member] = value
            if not members:
                raise HeaderError("%s: %s has no members" % (where, name))
            enums.append((name, members))
    return enums, defines


def camel(c_name):
    """``uno_seat_status`` -> ``SeatStatus``."""
    return "".join(p.capitalize() for p in c_name[len("uno_"):].split("_"))


def common_prefix(names):
    """The members' common prefix, up to and including its last ``_``."""
    prefix = names[0]
    for n in names[1:]:
        while not n.startswith(prefix):
            prefix = prefix[:-1]
    return prefix[:prefix.rfind("_") + 1]


def js_text(headers):
    """The JavaScript package's constants.js (js/tools/constants.py)."""
    enums, defines = parse(headers)
    lines = [
        "// Generated by js/tools/constants.py from include/uno/*.h: do not edit.",
        "",
    ]
    for name, members in enums:
        prefix = common_prefix([m for m, _ in members])
        lines.append("/** `%s` */" % name)
        lines.append("export const %s = Object.freeze({" % camel(name))
        lines += ["\t%s: %d," % (m[len(prefix):], v) for m, v in members]
        lines.append("});")
        lines.append("")
    lines.append("/** The headers' integer constants (UNO_MAX_PLAYERS, ...). */")
    lines.append("export const Constants = Object.freeze({")
    lines += ["\t%s: %d," % (n[len("UNO_"):], v) for n, v in defines]
    lines.append("});")
    return "\n".join(lines) + "\n"


def project_version(headers):
    """The project's version, "MAJOR.MINOR.PATCH", as the top-level
    meson.build beside the headers' include/uno/ declares it: the one
    place a release changes it (doc/dev/release.md)."""
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(headers[0]))))
    path = os.path.join(root, "meson.build")
    with open(path, encoding="utf-8") as f:
        text = f.read()
    m = re.search(r"\bproject\((?:[^)]*?)\bversion:\s*'(\d+\.\d+\.\d+)'", text, re.S)
    if not m:
        raise HeaderError("%s: no project(..., version: 'X.Y.Z')" % path)
    return m.group(1)


def python_text(headers, version=None):
    """The Python package's libuno/_constants.py; VERSION is the project's
    unless another is given."""
    enums, defines = parse(headers)
    if version is None:
        version = project_version(headers)
    out = [
        '"""The constants of libuno\'s public headers, generated from '
        'include/uno/*.h',
        'by scripts/gen-constants.py when the package is built: do not edit '
        '(libuno.enums',
        'and libuno._lib make the public enums and limits from them)."""',
        "",
        "#: Every ``typedef enum``: its C name -> (its members' common "
        "prefix,",
        "#: ((member without the prefix, value), ...)), in header order.",
        "ENUMS = {",
    ]
    for name, members in enums:
        prefix = common_prefix([m for m, _ in members])
        out.append("    %r: (%r, (" % (name, prefix))
        out += ["        (%r, %d)," % (m[len(prefix):], v) for m, v in members]
        out.append("    )),")
    out.append("}")
    out.append("")
    out.append("#: Every integer ``#define UNO_X``, by its name without "
               "``UNO_``.")
    out.append("DEFINES = {")
    out += ["    %r: %d," % (n[len("UNO_"):], v) for n, v in defines]
    out.append("}")
    out.append("")
    out.append("#: The project's version (meson.build), which the package's is.")
    out.append("VERSION = %r" % version)
    return "\n".join(out) + "\n"


def c_text(headers):
    """A C program printing every constant as the compiler sees it."""
    enums, defines = parse(headers)
    out = [
        "/* Generated by scripts/gen-constants.py from the headers in include/uno/:",
        " * do not edit.",
        " * Prints every constant the generator read, \"UNO_NAME value\" per line,",
        " * as the C compiler sees it (python/tests/test_constants.py). */",
        "#include <stdio.h>",
        "",
    ]
    out += ["#include <uno/%s>" % os.path.basename(h) for h in sorted(headers)]
    out += ["", "int main(void)", "{"]
    names = [m for _, members in enums for m, _ in members]
    names += [n for n, _ in defines]
    out += ["\tprintf(\"%s %%lld\\n\", (long long)%s);" % (n, n) for n in names]
    out += ["\treturn 0;", "}"]
    return "\n".join(out) + "\n"


FORMATS = {"--js": js_text, "--python": python_text, "--c": c_text}


def write(text, path):
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


def main(argv):
    if len(argv) < 4 or argv[1] not in FORMATS:
        sys.stderr.write("usage: gen-constants.py --js|--python|--c OUT HEADER...\n")
        return 2
    try:
        text = FORMATS[argv[1]](argv[3:])
    except (OSError, HeaderError) as e:
        sys.stderr.write("gen-constants.py: %s\n" % e)
        return 1
    write(text, argv[2])
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
