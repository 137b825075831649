#!/usr/bin/env python3
"""Writes the WebAssembly module's export list (emcc -sEXPORTED_FUNCTIONS=@FILE).

Every function of the library's symbol map (lib/libuno.map: the ABI, one
list for every target), every UNOJS_EXPORT function of js/glue.c, and the
allocator the package uses for its buffers.

    exports.py lib/libuno.map js/glue.c OUT.json
"""
import json
import re
import sys


def main(argv):
    map_path, glue_path, out_path = argv[1:4]
    with open(map_path, encoding="utf-8") as f:
        names = re.findall(r"^\s+(uno_\w+);", f.read(), re.M)
    with open(glue_path, encoding="utf-8") as f:
        # Each is declared, then defined: once each.
        glue = re.findall(r"^UNOJS_EXPORT\b[^(]*?\b(unojs_\w+)\(", f.read(), re.M)
    names += list(dict.fromkeys(glue))
    names += ["malloc", "free"]
    if len(set(names)) != len(names):
        sys.exit("exports.py: a name is listed twice")
    with open(out_path, "w", encoding="utf-8") as f:
        json.dump(["_" + n for n in names], f, indent=0)
        f.write("\n")


if __name__ == "__main__":
    main(sys.argv)
