"""The records: every finished game (and every abandoned one the player chose to keep), in
one small SQLite database in the player's data folder (``records.sqlite``).

A finished game's record holds its head (game, day, seats and who played them, result,
length, margin), what replays it (seed, options, players, moves, map, data set) and what its
replay found (every random result counted by kind, a campaign's career: session/facts.py). An
abandoned game kept by the player holds only public facts (game, day, players, length,
where it stood) until it is over. The database is written when a game ends, and rebuilt
from the saves and autosaves (each loaded and replayed in full) when it is missing or
damaged; a damaged file is kept aside, never overwritten (docs/RECORDS.md)."""
from __future__ import annotations

import datetime
import hashlib
import json
import os
import sqlite3
from contextlib import closing
from dataclasses import dataclass, field
from pathlib import Path

from . import launch, paths
from .session.careers import career_of
from .session.facts import replay_counted
from .session.game import Game
from .session.library import modified
from .session.margins import margin_of
from .session.summary import describe

FILE_NAME = "records.sqlite"
SCHEMA_VERSION = 1
FINISHED, KEPT = "finished", "kept"
_COLUMNS = ("key", "status", "game", "day", "players", "computer", "winner", "how", "end_kind", "length",
            "margin", "summary", "seed", "options", "moves", "map", "data_set", "dice", "career")
_JSON = ("players", "computer", "options", "moves", "data_set", "dice", "career")
_SCHEMA = f"""CREATE TABLE IF NOT EXISTS records (
    n INTEGER PRIMARY KEY AUTOINCREMENT, {', '.join(c + (' TEXT UNIQUE NOT NULL' if c == 'key' else '')
                                                      for c in _COLUMNS)})"""


@dataclass
class Record:
    key: str
    status: str
    game: str
    day: str                       # YYYY-MM-DD: the day the game ended (or was kept)
    players: list                  # the seats, in order
    computer: dict                 # seat -> level of the seats the computer played
    winner: str | None = None
    how: str = ""                  # the rules' sentence of the end
    end_kind: str = ""
    length: int = 0                # moves played
    margin: int | None = None      # session/margins.py: how close (games between sides)
    summary: str = ""              # where it stood (a kept game)
    seed: int | None = None        # what replays it: a finished game only
    options: dict = field(default_factory=dict)
    moves: list = field(default_factory=list)
    map: str | None = None
    data_set: dict | None = None
    dice: list = field(default_factory=list)    # session/facts.py tally_rows
    career: dict | None = None
    n: int = 0                     # the order records were written in

    @property
    def finished(self) -> bool:
        return self.status == FINISHED


class RecordsError(OSError):
    """The records could not be read or written: the file and what is wrong."""


def db_path() -> Path:
    return paths.data_dir() / FILE_NAME


def game_key(game: Game) -> str:
    """A finished game's identity: its game, seed, options, seats and moves (the same game
    saved twice, as a save and an autosave, is one record)."""
    body = json.dumps([game.rules.game_id, game.seed, game.options, list(game.players), list(game.moves)],
                      sort_keys=True, default=str)
    return hashlib.sha256(body.encode("utf-8")).hexdigest()[:32]


def record_of(game: Game, day: str | None = None) -> Record:
    """The record of a finished game, its replay's facts included."""
    out = game.outcome()
    if out is None:
        raise ValueError("only a finished game has a record")
    dice, state = replay_counted(game)
    return Record(
        key=game_key(game), status=FINISHED, game=game.rules.game_id, day=day or _today(),
        players=list(game.players), computer=dict(game.computer), winner=out.winner, how=out.how,
        end_kind=out.kind, length=len(game.moves), margin=margin_of(game.rules.game_id, state),
        summary=_summary(game), seed=game.seed, options=dict(game.options), moves=list(game.moves),
        map=str(game.map_path) if game.map_path is not None else None,
        data_set={"name": game.data_set, "hash": game.data_hash} if game.data_set is not None else None,
        dice=dice, career=career_of(game.rules.game_id, state))


def kept_record_of(game: Game, key: str, day: str | None = None) -> Record:
    """An abandoned game the player keeps: public facts only (no seed, no moves)."""
    return Record(key=key, status=KEPT, game=game.rules.game_id, day=day or _today(), players=list(game.players),
                  computer=dict(game.computer), length=len(game.moves), summary=_summary(game))


def _summary(game: Game) -> str:
    try:
        return describe(game)
    except Exception:  # noqa: BLE001 - a summary that fails leaves the record without one
        return ""


def _today() -> str:
    return datetime.date.today().isoformat()


# -- the database ------------------------------------------------------------------------
def _connect(path: Path) -> sqlite3.Connection:
    path.parent.mkdir(parents=True, exist_ok=True)
    con = sqlite3.connect(str(path), timeout=5)
    con.execute(_SCHEMA)
    con.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
    return con


def _check(path: Path) -> bool:
    """The file is a records database Sortie can read (SQLite's own check passes, its table
    has every column)."""
    try:
        with closing(sqlite3.connect(f"file:{path}?mode=ro", uri=True, timeout=5)) as con:
            if con.execute("PRAGMA quick_check").fetchone()[0] != "ok":
                return False
            have = {row[1] for row in con.execute("PRAGMA table_info(records)")}
            return set(_COLUMNS) <= have
    except sqlite3.Error:
        return False


def _set_aside(path: Path) -> Path:
    """Move a damaged database aside (``records.sqlite.damaged``, numbered if taken): kept,
    never overwritten."""
    n, aside = 1, path.with_name(path.name + ".damaged")
    while aside.exists():
        n += 1
        aside = path.with_name(f"{path.name}.damaged-{n}")
    os.replace(path, aside)
    return aside


def _row(record: Record) -> tuple:
    return tuple(json.dumps(getattr(record, c)) if c in _JSON else getattr(record, c) for c in _COLUMNS)


def _record(row) -> Record:
    values = dict(zip(("n", *_COLUMNS), row))
    for c in _JSON:
        values[c] = json.loads(values[c]) if values[c] is not None else None
    values["computer"] = values["computer"] or {}
    values["options"] = values["options"] or {}
    values["moves"] = values["moves"] or []
    values["dice"] = values["dice"] or []
    return Record(**values)


def ready() -> Path:
    """The database, there and sound: rebuilt from the saves when missing or damaged (the
    damaged file set aside first). Returns its path; RecordsError when it cannot be."""
    path = db_path()
    try:
        if path.exists() and not _check(path):
            _set_aside(path)
        if not path.exists():
            rebuild()
    except (OSError, sqlite3.Error) as exc:
        raise RecordsError(f"{path}: {exc}") from None
    return path


def write(records: list[Record], path: Path | None = None) -> None:
    """Add records (a record already there, by its key, is replaced; a kept game's record
    goes once the same game is over: ``forget``)."""
    path = path or db_path()
    with closing(_connect(path)) as con, con:
        con.executemany(f"INSERT OR REPLACE INTO records ({', '.join(_COLUMNS)}) "
                        f"VALUES ({', '.join('?' * len(_COLUMNS))})", [_row(r) for r in records])


def add_game(game: Game, kept_key: str | None = None) -> Record:
    """A game just ended: its record written (the database made or mended first). A kept
    record of the same game (``kept_key``) gives way to it."""
    ready()
    record = record_of(game)
    write([record])
    if kept_key:
        forget(kept_key)
    return record


def keep_game(game: Game, key: str) -> Record:
    """An abandoned game the player keeps: its public facts, under ``key`` (its autosave)."""
    ready()
    record = kept_record_of(game, key)
    write([record])
    return record


def forget(key: str) -> None:
    with closing(_connect(db_path())) as con, con:
        con.execute("DELETE FROM records WHERE key = ?", (key,))


def load() -> list[Record]:
    """Every record, in the order written (made or mended first)."""
    path = ready()
    try:
        with closing(_connect(path)) as con:
            rows = con.execute(f"SELECT n, {', '.join(_COLUMNS)} FROM records ORDER BY n")
            return [_record(row) for row in rows]
    except (sqlite3.Error, ValueError, TypeError) as exc:
        raise RecordsError(f"{path}: {exc}") from None


def rebuild(load_game=None) -> tuple[int, list[str]]:
    """Write the database afresh from the saves and autosaves: every finished game they hold,
    each loaded and replayed in full, once (by its key), dated by its file. The old database
    is replaced only once the new one is written. Returns how many records, and a line for
    each file left out because it could not be loaded."""
    load_game = load_game or launch.load_game
    found: dict[str, Record] = {}
    problems = []
    for path in sorted(launch.save_files(), key=_when):
        try:
            game = load_game(path)
        except Exception as exc:  # noqa: BLE001 - one file never stops the rebuild
            problems.append(f"{path.name}: {getattr(exc, 'problem', exc)}")
            continue
        if game.outcome() is None:
            continue
        key = game_key(game)
        if key not in found:
            found[key] = record_of(game, datetime.date.fromtimestamp(_when(path)).isoformat())
    target = db_path()
    kept = _kept_in(target) if target.exists() and _check(target) else []
    fresh = target.with_name(f".{target.name}.new")
    if fresh.exists():
        fresh.unlink()
    write(list(found.values()) + kept, fresh)
    os.replace(fresh, target)
    return len(found), problems


def _when(path) -> float:
    return modified(Path(path))


def _kept_in(path: Path) -> list[Record]:
    """The kept games' records of a sound database: no save holds them, a rebuild keeps them."""
    with closing(_connect(path)) as con:
        rows = con.execute(f"SELECT n, {', '.join(_COLUMNS)} FROM records WHERE status = ?", (KEPT,))
        return [_record(row) for row in rows]
