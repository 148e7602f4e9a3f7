"""Sortie's own defects, written down for whoever mends them: a computer decision that failed
and fell back to a legal move, with its traceback, appended to the player's log file
(paths.log_file). Never shown on the screen: the game goes on."""
from __future__ import annotations

import datetime

from . import paths


def log(what: str, trace: str = "") -> None:
    """Append one defect (``what`` happened; ``trace``: its traceback) to the log file; a log
    that cannot be written is given up silently, as the game must go on."""
    try:
        path = paths.log_file()
        path.parent.mkdir(parents=True, exist_ok=True)
        with open(path, "a", encoding="utf-8") as f:
            f.write(f"{datetime.datetime.now():%Y-%m-%d %H:%M:%S} {what}\n{trace.rstrip()}\n\n")
    except OSError:
        pass
