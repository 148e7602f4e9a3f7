"""The table server's SQLite file (``DIR/tables.sqlite3``, WAL): every table's seed and its
commitment, options, seats with their tokens, and every move, each committed before it is
acknowledged, so that a server killed at any moment and started again resumes every table
with every acknowledged move."""
from __future__ import annotations

import json
import sqlite3
from pathlib import Path

SCHEMA = """
CREATE TABLE IF NOT EXISTS tables (
    code TEXT PRIMARY KEY, game TEXT NOT NULL, seed INTEGER NOT NULL, salt TEXT NOT NULL,
    seed_hash TEXT NOT NULL, options TEXT NOT NULL, players TEXT NOT NULL,
    computer TEXT NOT NULL, created TEXT NOT NULL, over INTEGER NOT NULL DEFAULT 0);
CREATE TABLE IF NOT EXISTS seats (
    code TEXT NOT NULL, seat TEXT NOT NULL, token TEXT NOT NULL, PRIMARY KEY (code, seat));
CREATE TABLE IF NOT EXISTS moves (
    code TEXT NOT NULL, n INTEGER NOT NULL, notation TEXT NOT NULL, seat TEXT NOT NULL,
    PRIMARY KEY (code, n));
CREATE TABLE IF NOT EXISTS chat (
    code TEXT NOT NULL, k INTEGER NOT NULL, seat TEXT NOT NULL, text TEXT NOT NULL, at TEXT NOT NULL,
    PRIMARY KEY (code, k));
"""
CHAT_KEPT = 100   # a table's chat keeps its last lines only (each at most protocol.MAX_TEXT characters)


class Store:
    def __init__(self, folder: Path):
        folder.mkdir(parents=True, exist_ok=True)
        self.db = sqlite3.connect(folder / "tables.sqlite3", isolation_level=None)
        self.db.execute("PRAGMA journal_mode=WAL")
        # NORMAL in WAL mode: a commit is in the WAL file (the OS holds it) before the move is
        # acknowledged, so a killed server loses nothing acknowledged; only the loss of the
        # machine itself (power, OS crash) could lose the last moves (docs/ONLINE.md)
        self.db.execute("PRAGMA synchronous=NORMAL")
        # No checkpoint in the committing connection: it would copy the log into the file and
        # wait for the disk in the middle of a move; the server calls ``checkpoint`` from a
        # thread instead, which never blocks a move being written.
        self.db.execute("PRAGMA wal_autocheckpoint=0")
        self.path = folder / "tables.sqlite3"
        self.db.executescript(SCHEMA)

    def checkpoint(self) -> None:
        """Copy the write-ahead log into the file (its own connection: call it from a thread)."""
        db = sqlite3.connect(self.path, isolation_level=None)
        try:
            db.execute("PRAGMA wal_checkpoint(PASSIVE)")
        finally:
            db.close()

    def close(self) -> None:
        self.db.close()

    def add_table(self, code: str, game: str, seed: int, salt: str, seed_hash: str, options: dict,
                  players: list, computer: dict, created: str) -> None:
        with self.db:
            self.db.execute("BEGIN")
            self.db.execute("INSERT INTO tables VALUES (?,?,?,?,?,?,?,?,?,0)",
                            (code, game, seed, salt, seed_hash, json.dumps(options), json.dumps(players),
                             json.dumps(computer), created))

    def add_seat(self, code: str, seat: str, token: str) -> None:
        with self.db:
            self.db.execute("BEGIN")
            self.db.execute("INSERT INTO seats VALUES (?,?,?)", (code, seat, token))

    def add_move(self, code: str, n: int, notation: str, seat: str) -> None:
        """The table's move number ``n`` (1 for the first), committed before this returns."""
        with self.db:
            self.db.execute("BEGIN")
            self.db.execute("INSERT INTO moves VALUES (?,?,?,?)", (code, n, notation, seat))

    def take_back(self, code: str, keep: int, count: int) -> None:
        """The table's last ``count`` moves taken back (undo): every move after move number
        ``keep`` removed in one transaction, committed before this returns."""
        with self.db:
            self.db.execute("BEGIN")
            gone = self.db.execute("DELETE FROM moves WHERE code=? AND n>?", (code, keep)).rowcount
            if gone != count:   # the file and the table disagree: nothing is removed
                raise sqlite3.DatabaseError(f"table {code}: {gone} moves after move {keep}, not {count}")

    def add_chat(self, code: str, k: int, seat: str, text: str, at: str) -> None:
        """The table's chat line number ``k`` (0 for the first); lines CHAT_KEPT older go."""
        with self.db:
            self.db.execute("BEGIN")
            self.db.execute("INSERT INTO chat VALUES (?,?,?,?,?)", (code, k, seat, text, at))
            self.db.execute("DELETE FROM chat WHERE code=? AND k<=?", (code, k - CHAT_KEPT))

    def finish(self, code: str) -> None:
        with self.db:
            self.db.execute("BEGIN")
            self.db.execute("UPDATE tables SET over=1 WHERE code=?", (code,))

    def codes(self) -> set[str]:
        return {row[0] for row in self.db.execute("SELECT code FROM tables")}

    def tables(self):
        """Every table as a dict (its moves in order, its seats' tokens)."""
        rows = self.db.execute("SELECT code, game, seed, salt, seed_hash, options, players, computer, created, over "
                               "FROM tables").fetchall()
        for code, game, seed, salt, seed_hash, options, players, computer, created, over in rows:
            moves = [m for (m,) in self.db.execute("SELECT notation FROM moves WHERE code=? ORDER BY n", (code,))]
            tokens = dict(self.db.execute("SELECT seat, token FROM seats WHERE code=?", (code,)).fetchall())
            chat = [dict(k=k, seat=seat, text=text, at=at) for k, seat, text, at in self.db.execute(
                "SELECT k, seat, text, at FROM chat WHERE code=? ORDER BY k", (code,))]
            yield dict(code=code, game=game, seed=seed, salt=salt, seed_hash=seed_hash, options=json.loads(options),
                       players=json.loads(players), computer=json.loads(computer), created=created,
                       over=bool(over), moves=moves, tokens=tokens, chat=chat)
