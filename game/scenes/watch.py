"""Watching a game another Sortie window plays (game/scenes/open_elsewhere.py offers it):
the replay view of its autosave, read again whenever the other window writes it."""
from __future__ import annotations

import os
import time
from pathlib import Path

from .. import launch
from ..session.game import Game
from ..session.saves import SaveError, journal_path
from .replay import ReplayScene

LOOK_EVERY = 1.0  # seconds between two looks at the file a watched game is written in


def signature(path: Path) -> tuple:
    """What changes when a window writes the autosave (its base or its journal)."""
    out = []
    for p in (path, journal_path(path)):
        try:
            st = os.stat(p)
            out.append((st.st_mtime_ns, st.st_size, st.st_ino))
        except OSError:
            out.append(None)
    return tuple(out)


class WatchScene(ReplayScene):
    """The replay view of a game another window plays, following its autosave: at the last
    move, it shows each new move as the file gets it. Read-only: it never writes the file."""

    def __init__(self, app, path: Path, game: Game, name: str = "", at: int | None = None):
        super().__init__(app, game, source=name or game.rules.title, at=at)
        self.path, self.name = path, name
        self.seen = signature(path)
        self.next_look = time.monotonic() + LOOK_EVERY

    def status_head(self) -> str:
        return "Watching the other window: " + super().status_head()

    def look(self) -> bool:
        """Read the file again when the other window wrote it; True when the view changed."""
        self.next_look = time.monotonic() + LOOK_EVERY
        now = signature(self.path)
        if now == self.seen:
            return False
        self.seen = now
        try:
            game = launch.load_game(self.path)
        except (SaveError, ValueError):
            return False  # caught between two writes, or the file is gone: the next look tries again
        if game.moves == self.record.moves:
            return False
        at = None if self.k == self.n else self.k  # at the last move: follow; else stay where the player is
        self.app.replace(WatchScene(self.app, self.path, game, self.name, at))
        self.app.dirty = True
        return True

    def update(self, dt: float) -> bool:
        moving = super().update(dt)
        if time.monotonic() >= self.next_look:
            moving = self.look() or moving
        return moving

    def wake_in(self) -> float | None:
        return max(0.0, self.next_look - time.monotonic())
