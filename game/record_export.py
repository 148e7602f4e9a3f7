"""Tables of the records as CSV and charts as PNG, written into the player's data folder
(``exports``), each under a new name: nothing there is overwritten."""
from __future__ import annotations

import csv
import io
import re
from pathlib import Path

from . import paths
from .launch import new_file
from .session.saves import write_atomic


def exports_dir() -> Path:
    return paths.data_dir() / "exports"


def csv_text(head, rows) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(head)
    writer.writerows(rows)
    return out.getvalue()


def new_path(stem: str, suffix: str) -> Path:
    """A file of the exports folder no file holds yet (game/launch.py ``new_file``)."""
    return new_file(exports_dir(), re.sub(r"[^a-z0-9]+", "-", stem.lower()).strip("-") or "export", suffix)


def write_csv(stem: str, head, rows) -> Path:
    path = new_path(stem, ".csv")
    write_atomic(path, csv_text(head, rows))
    return path


def write_png(stem: str, data: bytes) -> Path:
    """A picture's PNG bytes (game/ui/png.py encodes them)."""
    path = new_path(stem, ".png")
    write_atomic(path, data)
    return path
