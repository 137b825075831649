"""The commands the Python package installs (pyproject.toml's
[project.scripts]): each says what is missing instead of a traceback when
the optional dependency it needs (aiohttp) is not installed; ``import
libuno`` never needs it."""
import sys


def _missing(what: str, error: ImportError) -> int:
    sys.stderr.write("%s needs aiohttp, which %s cannot import (%s). Debian: apt-get "
                     "install python3-aiohttp; pip: pip install \"libuno[server]\"\n"
                     % (what, sys.executable, error))
    return 3


def uno_server() -> int:
    """``uno-server``: :func:`libuno.server.cli.main`."""
    try:
        from libuno.server.cli import main
    except ImportError as e:
        if "aiohttp" not in str(e):
            raise
        return _missing("uno-server", e)
    return main()
