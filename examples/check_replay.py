#!/usr/bin/env python3
"""Test: uno-sim --log writes a move log that uno-play --replay plays back
(issue 7): the replayed game goes on from where the log ends."""
import os
import subprocess
import sys
import tempfile


def main(sim, play):
    with tempfile.TemporaryDirectory() as tmp:
        log = os.path.join(tmp, "match.log")
        run = subprocess.run([sim, "--variant", "express", "--players", "3",
                              "--games", "2", "--seed", "4", "--no-progress",
                              "--log", log], capture_output=True, text=True)
        assert run.returncode == 0, run.stderr
        lines = open(log).read().splitlines()
        assert lines[0].startswith("# libuno game log"), lines[:2]
        assert "variant express" in lines and "players 3" in lines, lines[:6]
        moves = [l for l in lines if l[:1].isdigit()]
        assert len(moves) > 10, len(moves)
        # Cut the log in the middle of the match, then go on from there.
        part = os.path.join(tmp, "part.log")
        keep = lines.index(moves[len(moves) // 2]) + 1
        with open(part, "w") as f:
            f.write("\n".join(lines[:keep]) + "\n")
        run = subprocess.run([play, "--replay", part, "--auto", "--seed", "1"],
                             capture_output=True, text=True, timeout=120)
        assert run.returncode == 0, run.stderr
        assert "Replayed" in run.stdout and "express, 3 players" in run.stdout, run.stdout[:300]
        # A log that is not a log is refused with a usage error.
        bad = os.path.join(tmp, "bad.log")
        with open(bad, "w") as f:
            f.write("variant classic\nplayers 4\nseed 1\n0 nonsense\n")
        run = subprocess.run([play, "--replay", bad, "--auto"], capture_output=True, text=True)
        assert run.returncode == 1 and "line 4" in run.stderr, (run.returncode, run.stderr)
    print("ok")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
