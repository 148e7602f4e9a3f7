"""Starting and resuming games: from a game id, a save file or the newest autosave."""
from __future__ import annotations

import random
import stat
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
    """The game's scene. The player's saved options for the game (its display options
    among them) are checked first: a value no option allows is said and not used."""
    gid = game.rules.game_id
    cls = games.scene_class(gid)
    for line in games.check_settings_options(app.settings, gid):
        app.toast(line, seconds=10)
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
    """When a save last changed: its own time, or its journal's when that is later; for
    an entry that cannot be looked at (a broken link), the link's own time, or 0."""
    try:
        when = path.stat().st_mtime
    except (OSError, ValueError):
        try:
            return path.lstat().st_mtime
        except (OSError, ValueError):
            return 0.0
    try:
        return max(when, saves.journal_path(path).stat().st_mtime)
    except (OSError, ValueError):
        return when


def _yaml_entries(folder: Path) -> list[Path]:
    """The *.yaml entries of a folder, whatever they are; none when it cannot be listed."""
    try:
        return [p for p in folder.iterdir() if p.suffix == ".yaml"] if folder.is_dir() else []
    except OSError:
        return []


def _is_file(path: Path) -> bool:
    try:
        return stat.S_ISREG(path.stat().st_mode)
    except (OSError, ValueError):
        return False


def newest_autosave() -> Path | None:
    """The newest autosave that is a file (a broken link, a folder or a pipe named like
    one is passed over: Continue never depends on them). Loading it goes through the
    bounded reader (saves.read_document), which refuses a huge or broken file."""
    files = sorted((p for p in _yaml_entries(paths.autosave_dir()) if _is_file(p)), key=modified, reverse=True)
    return files[0] if files else None


def save_files() -> list[Path]:
    """Saves the player made, and the autosaves, newest first (every entry, even one
    that cannot be read: the Load screen says why)."""
    found = _yaml_entries(paths.saves_dir()) + _yaml_entries(paths.autosave_dir())
    return sorted(found, key=modified, reverse=True)


def clean_autosave_folder() -> list[Path]:
    """At start: remove the temporary files of autosaves a kill interrupted (never a save
    or a journal). Returns what was removed."""
    return saves.remove_stale_temporaries(paths.autosave_dir())
