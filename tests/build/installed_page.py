"""The web page as the Debian packages install it, served by the installed
uno-server (scripts/clean-root-check deb runs this in a clean root after
installing the .debs and python3-aiohttp): uno-web's files are in
/usr/share/libuno/web, and uno-server, with no checkout around it, serves
them at / (the page, its modules and its copy of the library compiled to
WebAssembly). Exits non-zero with what is wrong."""
import json
import os
import subprocess
import sys
import tempfile
import urllib.request

PAGE = "/usr/share/libuno/web"

for rel in ("index.html", "app.js", "style.css", "page/online-page.js",
            "libuno/src/index.js", "libuno/dist/libuno-wasm.js"):
    if not os.path.isfile(os.path.join(PAGE, rel)):
        sys.exit("uno-web installs no %s/%s" % (PAGE, rel))

work = tempfile.mkdtemp(prefix="uno-page-")
proc = subprocess.Popen(["uno-server", "--host", "127.0.0.1", "--port", "0",
                         "--database", os.path.join(work, "rooms.sqlite3")],
                        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, cwd=work)
try:
    url = None
    for line in proc.stderr:
        try:
            entry = json.loads(line)
        except ValueError:
            continue
        if entry.get("event") == "listening":
            url, static = entry["url"], entry.get("static")
            break
    if url is None:
        sys.exit("uno-server did not start (exit status %s)" % proc.wait(10))
    if static != PAGE:
        sys.exit("uno-server serves %r, not %s" % (static, PAGE))
    for rel, want in (("/", b"<html"), ("/libuno/dist/libuno-wasm.js", b"")):
        with urllib.request.urlopen(url + rel, timeout=30) as r:
            body = r.read()
            if r.status != 200 or want not in body.lower() or r.headers.get("X-Uno-Server") != "1":
                sys.exit("uno-server's %s: status %d, %d bytes" % (rel, r.status, len(body)))
    print("uno-web: the page in %s, served by uno-server at %s" % (PAGE, url))
finally:
    proc.terminate()
    proc.wait(30)
