"""What a game's scene shares with the replay view, kept apart so that neither imports
the other: the coloured log the replay view lends the scenes it makes, and writing a
game's record from either."""
from __future__ import annotations

from contextlib import contextmanager

from .. import record
from ..oserror import in_words
from ..ui import theme

_shared_log: tuple | None = None  # while the replay view makes scenes: (coloured lines, where each move starts)


def log() -> tuple | None:
    return _shared_log


@contextmanager
def sharing_log(entries: list, starts: list):
    """While this lasts, a scene made for a game of k moves takes its log as the first
    lines of ``entries`` (the whole record's, coloured once), up to ``starts[k]``."""
    global _shared_log
    before, _shared_log = _shared_log, (entries, starts)
    try:
        yield
    finally:
        _shared_log = before


def export_record(app, game, name: str = "") -> None:
    """Write the game's record as a text file (the menu, the replay view); a toast says where."""
    try:
        path = record.export(game, name=name)
    except OSError as exc:
        from .modal import explain
        explain(app, "Record not written", in_words(exc, 'write'))
        return
    app.toast(f"Record written to {path}", theme.GOOD, 6)
