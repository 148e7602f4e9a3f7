"""Starting and resuming games: from a game id, a save file or the newest autosave."""
from __future__ import annotations

import random
from pathlib import Path

from . import games, paths
from .rules import saves
from .rules.core import Game


def new_game(game_id: str, seed: int | None = None, options: dict | None = None,
             players: list[str] | None = None, map_path=None) -> Game:
    """A new game; raises games.NotPlayable, mapcheck.BadMap or ValueError (options)."""
    rules = games.rules_for(game_id, map_path)
    # Settings also keep the scene's display options: only the rules' own go to the game.
    options = {k: v for k, v in (options or {}).items() if k in rules.options}
    if seed is None:
        seed = random.SystemRandom().randrange(1, 2**31)
    return Game(rules, seed, options, players, map_path=map_path)


def load_game(path) -> Game:
    """Load a save; raises saves.SaveError naming the file and the problem."""
    return saves.load(path, games.rules_for)


def scene_for(app, game: Game, save_path: Path | None = None):
    cls = games.scene_class(game.rules.game_id)
    return cls(app, game, save_path=save_path)


def first_start(app, game_id: str, title: str) -> None:
    """Show a game's "How to play" card the first time the game is started (then never
    again by itself: the game menu opens it)."""
    settings = app.settings
    if game_id in settings.howto_seen:
        return
    from .scenes.howto import HowToScene
    app.push(HowToScene(app, game_id, title))
    settings.howto_seen.append(game_id)
    if not app.settings_warning:   # a settings file that could not be read is never overwritten
        try:
            settings.save()
        except OSError:
            pass


def autosave_path(game_id: str) -> Path:
    return paths.autosave_dir() / f"{game_id}.yaml"


def modified(path: Path) -> float:
    """When a save last changed: its own time, or its journal's when that is later."""
    when = path.stat().st_mtime
    try:
        return max(when, saves.journal_path(path).stat().st_mtime)
    except OSError:
        return when


def newest_autosave() -> Path | None:
    folder = paths.autosave_dir()
    if not folder.is_dir():
        return None
    files = sorted(folder.glob("*.yaml"), key=modified, reverse=True)
    return files[0] if files else None


def save_files() -> list[Path]:
    """Saves the player made, and the autosaves, newest first."""
    found = []
    for folder in (paths.saves_dir(), paths.autosave_dir()):
        if folder.is_dir():
            found.extend(folder.glob("*.yaml"))
    return sorted(found, key=modified, reverse=True)


def clean_autosave_folder() -> list[Path]:
    """At start: remove the temporary files of autosaves a kill interrupted (never a save
    or a journal). Returns what was removed."""
    return saves.remove_stale_temporaries(paths.autosave_dir())
