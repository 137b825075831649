"""``python3 -m libuno.server``: the uno-server command (cli.py)."""
import sys

from .cli import main

sys.exit(main())
