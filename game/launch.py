"""Starting and resuming games: from a game id, a save file or the newest autosave.
Imports no scene: game/scenes/open_game.py opens a game on the screen."""
from __future__ import annotations

import datetime
import os
import random
from pathlib import Path

from . import games, paths
from .session import library, lock, saves
from .session.game import Game


def new_game(game_id: str, seed: int | None = None, options: dict | None = None,
             players: list[str] | None = None, map_path=None, data_set: str | None = None) -> Game:
    """A new game, played with the data set ``data_set`` (None: House), read afresh and
    checked; raises games.NotPlayable, mapcheck.BadMap, ValueError (options),
    datasets.SetMissing or datacheck.BadData (a broken set: its lines)."""
    rules = games.rules_for(game_id, map_path, data_set)   # the set read afresh and checked
    # Settings also keep the scene's display options: only the rules' own go to the game.
    options = {k: v for k, v in (options or {}).items() if k in rules.options}
    if seed is None:
        seed = random.SystemRandom().randrange(1, 2**31)
    return Game(rules, seed, options, players, map_path=map_path)


def seat_computer(game: Game, computer) -> None:
    """The computer's seats remembered in the settings (new-game screen), for a new game."""
    if isinstance(computer, dict):
        game.computer = {seat: level for seat, level in computer.items()
                         if seat in game.players and level in saves.COMPUTER_LEVELS}


def load_game(path) -> Game:
    """Load a save; raises saves.SaveError naming the file and the problem."""
    return saves.load(path, games.rules_for)


def autosave_path(game_id: str) -> Path:
    """A new autosave for a game in progress, held by this window: one file per game, not
    per game id (``<game>-<date>-<time>[-n].yaml``), so that a second game never
    overwrites the first; unique across windows however many start at once (its lock
    file is created exclusively and locked, session/lock.py ``claim_new``)."""
    stem = f"{game_id}-{datetime.datetime.now().strftime('%Y%m%d-%H%M%S')}"
    try:
        return lock.claim_new(paths.autosave_dir(), stem)
    except OSError:  # a folder Sortie cannot write in: the first autosave says why
        return paths.autosave_dir() / f"{stem}.yaml"


def new_save_path(game_id: str) -> Path:
    """A new file in the saves folder for a save the player names (see ``new_file``)."""
    return new_file(paths.saves_dir(), game_id, ".yaml")


def new_file(folder: Path, stem: str, suffix: str) -> Path:
    """A new file ``<stem>-<date>-<time>[-n]<suffix>`` of folder, created empty and
    exclusively (O_EXCL), so that two windows writing at once never take one name; the
    caller's atomic write then replaces it. Raises OSError."""
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    stem = f"{stem}-{datetime.datetime.now().strftime('%Y%m%d-%H%M%S')}"
    for n in range(1, 10_000):
        path = folder / (f"{stem}{suffix}" if n == 1 else f"{stem}-{n}{suffix}")
        try:
            os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644))
        except FileExistsError:
            continue
        return path
    raise FileExistsError(f"{folder}: no free name for {stem}{suffix}")


def is_autosave(path) -> bool:
    return path is not None and Path(path).parent == paths.autosave_dir()


def newest_autosave() -> Path | None:
    """The autosave of the game in progress played last (a finished game is not resumed
    by Continue)."""
    found = games_in_progress(1)
    return found[0].path if found else None


def games_in_progress(limit: int | None = None) -> list[library.Entry]:
    """The autosaves of games not over, newest first, described from their heads (an
    unreadable one is left out: the Load screen shows it with its reason)."""
    out = []
    for path in sorted(library.list_folder(paths.autosave_dir()), key=library.modified, reverse=True):
        entry = describe_as_it_stands(path)
        if entry.readable and not entry.over:
            out.append(entry)
            if limit is not None and len(out) >= limit:
                break
    return out


def describe_as_it_stands(path) -> library.Entry:
    """A save's line for the title and the Load screen: its head's, or, for an autosave whose
    journal holds moves past its base, where the game really stands (``_as_it_stands``)."""
    entry = library.describe(path)
    if entry.readable and library.journal_holds_moves(path):
        _as_it_stands(entry)
    return entry


def _as_it_stands(entry: library.Entry) -> None:
    """An autosave whose journal holds moves past its base (its window was killed, or it is
    being played): the head's summary is the position of its last fold, not the one
    Continue opens (issue 31), so the game is replayed to say where it stands. A game that
    cannot be loaded keeps its head's words (Continue then says what is wrong)."""
    from .session.summary import describe
    try:
        game = saves.load(entry.path, games.rules_for)
        entry.summary = library.short(describe(game))
        entry.over = game.outcome() is not None
    except Exception:  # noqa: BLE001 - the title never stops for one save
        return


def save_files() -> list[Path]:
    """Saves the player made, and the autosaves, newest first."""
    found = library.list_folder(paths.saves_dir()) + library.list_folder(paths.autosave_dir())
    return sorted(found, key=library.modified, reverse=True)


def clean_autosave_folder() -> list[Path]:
    """At start: remove the temporary files of autosaves a kill interrupted and the lock
    files of killed windows (never a save, a journal or a lock a window holds). Returns
    what was removed."""
    return saves.remove_stale_temporaries(paths.autosave_dir()) + lock.remove_stale(paths.autosave_dir())
