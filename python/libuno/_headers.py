"""The constants of libuno's headers, the package's one source of truth for
enum values and limits (internal; :mod:`libuno.enums` and :mod:`libuno._lib` make
the public names from them).

They are read from ``include/uno/*.h`` by ``scripts/gen-constants.py``
when the package is built, into ``libuno/_constants.py``: by meson
(``<build>/python/libuno``, python/libuno/meson.build) and by ``pip install``
(setup.py). That file is never committed. A checkout used straight from the
source tree (``PYTHONPATH=python``) has no such file: there the same
generator reads the checkout's headers when the package is imported, so the
values are the same either way.
"""
from __future__ import annotations

import glob
import os
from typing import Dict, Iterable, List, Tuple

__all__ = ["ENUMS", "DEFINES", "VERSION", "members", "SOURCE"]


def _from_checkout() -> Tuple[dict, dict, str]:
    here = os.path.dirname(os.path.abspath(__file__))
    root = os.path.dirname(os.path.dirname(here))
    script = os.path.join(root, "scripts", "gen-constants.py")
    headers = glob.glob(os.path.join(root, "include", "uno", "*.h"))
    if not os.path.isfile(script) or not headers:
        raise ImportError(
            "libuno: this copy of the package has no libuno/_constants.py, which "
            "is generated from libuno's headers when the package is built "
            "(pip install, or meson: <build>/python/libuno), and it is not in a "
            "checkout whose headers could be read instead (%s)" % here)
    # Run the generator's text rather than import it: nothing is written
    # (no __pycache__) into the checkout.
    gen: dict = {"__name__": "uno_gen_constants", "__file__": script}
    with open(script, encoding="utf-8") as f:
        exec(compile(f.read(), script, "exec"), gen)
    out: dict = {}
    exec(compile(gen["python_text"](headers), "<libuno/_constants.py from %s>"
                 % os.path.dirname(headers[0]), "exec"), out)
    return out["ENUMS"], out["DEFINES"], out["VERSION"]


try:
    from ._constants import DEFINES, ENUMS, VERSION
    #: Where the constants came from: ``"generated"`` (libuno/_constants.py)
    #: or ``"headers"`` (a checkout's headers, read on import).
    SOURCE = "generated"
except ImportError:
    ENUMS, DEFINES, VERSION = _from_checkout()
    SOURCE = "headers"

ENUMS: Dict[str, Tuple[str, Tuple[Tuple[str, int], ...]]]
DEFINES: Dict[str, int]
#: The project's version, "MAJOR.MINOR.PATCH" (meson.build): the package's.
VERSION: str


def members(c_enum: str, drop: Iterable[str] = ()) -> List[Tuple[str, int]]:
    """The members of a C enum (``"uno_phase"``) as ``(name, value)``
    pairs, names without the common prefix (``UNO_PHASE_DRAWN`` is
    ``DRAWN``), less those named in ``drop``."""
    dropped = set(drop)
    return [(name, value) for name, value in ENUMS[c_enum][1]
            if name not in dropped]
