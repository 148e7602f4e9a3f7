"""A game open in another Sortie window: watch it, replay it, or continue a copy.

Each game in progress is held by the window that plays it (game/session/lock.py). A
second window that opens the same autosave (Continue, the title's list, Load) is asked
instead of writing into it: watch it (game/scenes/watch.py: the replay view, read-only,
reading the file again whenever the other window writes it), replay it, or continue a
copy as a new game in an autosave of its own; the other window's game is left as it is.
The views are found through the app (``App.scene_class``): a game's scene imports this.
"""
from __future__ import annotations

from pathlib import Path
from typing import Callable

from .. import launch
from ..session import lock
from ..session.game import Game
from ..ui import theme
from .modal import ChoiceScene


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
        ("Watch it", lambda: app.push(app.scene_class("watch")(app, Path(path), game, name))),
        ("Replay it", lambda: app.push(app.scene_class("replay")(app, game, source=name))),
        ("Continue a copy as a new game", copy),
        ("Back", lambda: None),
    ], message=message, width=600))
    return True
