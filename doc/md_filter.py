#!/usr/bin/env python3
"""Doxygen's input filter for Markdown pages (FILTER_PATTERNS, Doxyfile.in).

    md_filter.py SRCDIR FILE

Prints FILE with the relative path of every Markdown image that leaves the
page's directory (`![alt](../doc/web-page.png)` in web/README.md, the way
GitHub reads it) rewritten from the source root (`doc/web-page.png`), the
only form Doxygen resolves: it finds an image by name in IMAGE_PATH and
matches a directory only by the end of its path. Nothing else changes, so
line numbers in warnings stay right. Standard library only.
"""
import os
import re
import sys

IMAGE = re.compile(r'(!\[[^\]]*\]\()(\.\./[^)\s]+)')


def main(argv):
    if len(argv) != 3:
        sys.stderr.write(__doc__)
        return 2
    srcdir, path = os.path.realpath(argv[1]), argv[2]
    here = os.path.dirname(os.path.realpath(path))

    def rewrite(m):
        target = os.path.normpath(os.path.join(here, m.group(2)))
        if os.path.commonpath([srcdir, target]) != srcdir or not os.path.exists(target):
            return m.group(0)
        return m.group(1) + os.path.relpath(target, srcdir).replace(os.sep, '/')

    with open(path, encoding='utf-8') as f:
        text = f.read()
    sys.stdout.write(IMAGE.sub(rewrite, text))
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
