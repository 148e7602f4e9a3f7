"""A game open in another Sortie window: watch it, replay it, or continue a copy.

Each game in progress is held by the window that plays it (game/session/lock.py). A
second window that opens the same autosave (Continue, the title's list, Load) is asked
instead of writing into it: watch it (``WatchScene``: the replay view, read-only,
reading the file again whenever the other window writes it), replay it, or continue a
copy as a new game in an autosave of its own; the other window's game is left as it is.
"""
from __future__ import annotations

import os
import time
from pathlib import Path
from typing import Callable

from .. import launch
from ..session import lock
from ..session.game import Game
from ..session.saves import SaveError, journal_path
from ..ui import theme
from .modal import ChoiceScene
from .replay import ReplayScene

LOOK_EVERY = 1.0  # seconds between two looks at the file a watched game is written in


def offer_elsewhere(app, path, game: Game, open_copy: Callable[[Game], None], name: str = "") -> bool:
    """When another window holds the autosave at path, ask what to do with ``game`` (as
    loaded from it) and return True; False when no other window has it."""
    if path is None or not launch.is_autosave(path) or not lock.held_elsewhere(path):
        return False
    name = name or game.rules.title

    def copy() -> None:
        open_copy(game)
        app.toast("A copy, a new game in an autosave of its own: the other window's game is left as it is",
                  theme.GOOD, 6)

    message = (f"Another Sortie window is playing {name} and saves it as it goes; two windows writing one "
               "game would lose moves. Watch it here as the other window plays, replay it, or continue a copy "
               "as a new game.")
    app.push(ChoiceScene(app, "This game is open in another Sortie window", [
        ("Watch it", lambda: app.push(WatchScene(app, Path(path), game, name))),
        ("Replay it", lambda: app.push(ReplayScene(app, game, source=name))),
        ("Continue a copy as a new game", copy),
        ("Back", lambda: None),
    ], message=message, width=600))
    return True


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
