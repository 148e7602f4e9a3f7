"""The autosave's journal: its lines, and what a damaged one could not give back.

A journal (``<name>.journal`` beside its base ``<name>.yaml``) starts with a line naming
the base it extends (``sortie-journal 1`` and the base's length and CRC-32); each further
line is the CRC-32 of one operation and the operation: ``+"notation"`` (a move played)
or ``-`` (the last move undone). game/session/saves.py's ``Autosave`` writes it.

Reading applies every line up to the first that is torn (no newline: the write a kill
interrupted), damaged (its CRC does not match) or impossible (an undo with no move
left), and says what it could not read (``Damage``): the player is told, and the journal
is copied beside the save (``<name>.damaged-<crc>.journal``) before anything may fold
it away, so that what a person could still recover is never lost. A journal naming
another base is passed over in silence when the base already holds its moves (a kill
between writing a new base and its journal), and reported like a damaged one otherwise.
"""
from __future__ import annotations

import json
import zlib
from dataclasses import dataclass
from pathlib import Path

from .. import safe_read

JOURNAL_SUFFIX = ".journal"
JOURNAL_MAGIC = "sortie-journal 1"
DAMAGED = ".damaged-"  # the copy of a damaged journal: <name>.damaged-<crc>.journal


def journal_path(path) -> Path:
    return Path(path).with_suffix(JOURNAL_SUFFIX)


def digest(data: bytes) -> str:
    """What a journal calls its base: the length and CRC-32 of the base's bytes (enough to
    tell one autosave from the next; hashlib would load OpenSSL, 4 MiB for every scene)."""
    return f"{len(data):x}-{zlib.crc32(data):08x}"


def _header(base_digest: str) -> bytes:
    return f"{JOURNAL_MAGIC} {base_digest}\n".encode("utf-8")


def _entry(op: str) -> bytes:
    """One journal line: the CRC-32 of the operation, then the operation: ``+"move"``
    (a move played, its notation as a JSON string) or ``-`` (the last move undone)."""
    body = op.encode("utf-8")
    return b"%08x %s\n" % (zlib.crc32(body), body)


@dataclass
class Damage:
    """What a journal held that could not be read. ``kind``: "damaged" (a line in it),
    "torn" (only its last line, being written when Sortie stopped) or "other base" (it
    extends another version of the save); ``resumed``: the moves the game resumes with;
    ``lost``: the journal's lines (moves and undos) not read; ``kept``: the copy of the
    journal beside the save (None when it could not be written)."""

    kind: str
    resumed: int
    lost: int
    kept: Path | None = None

    def words(self) -> str:
        """What the player is told, in one paragraph."""
        kept = (f"the journal is kept as {self.kept.name} in the same folder" if self.kept is not None
                else "the journal could not be kept aside")
        if self.kind == "torn":
            return f"The last move, being saved when Sortie stopped, could not be read ({kept})"
        plural = "s" if self.lost != 1 else ""
        resumes = f"after move {self.resumed}" if self.resumed else "at its start"
        if self.kind == "other base":
            said = (f"The autosave's journal belongs to another version of the file: its {self.lost} "
                    f"move{plural} could not be read; the game resumes {resumes}")
        else:
            said = (f"The autosave was damaged at move {self.resumed + 1}; the game resumes {resumes}; "
                    f"{self.lost} later move{plural} could not be read")
        return f"{said}. Nothing was deleted: {kept}."


def _apply(lines: list[bytes], moves: list[str]) -> int:
    """Apply journal lines (without the header) to moves in place, up to the first that
    cannot be read; returns how many were applied."""
    applied = 0
    for line in lines:
        crc, _, body = line.partition(b" ")
        try:
            if len(crc) != 8 or int(crc, 16) != zlib.crc32(body):
                break
            op = body.decode("utf-8")
            if op == "-":
                if not moves:
                    break
                moves.pop()
            elif op[:1] == "+":
                move = json.loads(op[1:])
                if not isinstance(move, str):
                    break
                moves.append(move)
            else:
                break
        except ValueError:  # not hexadecimal, not UTF-8, not JSON
            break
        applied += 1
    return applied


def _held_by_base(lines: list[bytes], moves: list[str]) -> bool:
    """A journal of another base whose lines, applied to the base's moves as they stood
    before them, give the base's moves: a base written from the journal's game (a kill
    came before the new journal), which holds them all."""
    net = 0
    for line in lines:
        body = line.partition(b" ")[2]
        net += 1 if body[:1] == b"+" else -1 if body == b"-" else 0
    if not 0 <= net <= len(moves):
        return False
    rebuilt = list(moves[:len(moves) - net])
    return _apply(lines, rebuilt) == len(lines) and rebuilt == moves


def keep(path, data: bytes, write_atomic) -> Path | None:
    """A copy of the damaged journal's bytes beside the save at path (once per content),
    written by ``write_atomic(path, bytes)``; None when it could not be written."""
    copy = Path(path).with_name(f"{Path(path).stem}{DAMAGED}{zlib.crc32(data):08x}{JOURNAL_SUFFIX}")
    try:
        if not copy.exists():
            write_atomic(copy, data)
    except OSError:
        return None
    return copy


def read_journal(path, base_digest: str, moves: list[str], write_atomic) -> tuple[list[str], int, Damage | None]:
    """The moves of the base at path with its journal applied, how many lines were, and
    what could not be read (None: nothing); a journal with damage is copied aside
    (``keep``, with ``write_atomic``: game/session/saves.py's).

    No journal: the base's moves. The game is never refused for its journal.
    """
    try:  # bounded like its base; a journal that cannot be read is no journal
        data = safe_read.read_bytes(journal_path(path), safe_read.SAVE_LIMIT)
    except safe_read.FileRefused:
        return moves, 0, None
    lines = data.split(b"\n")
    torn = 1 if lines[-1] else 0  # the last piece has no newline: empty, or a torn line
    lines = lines[:-1]
    if not lines and not torn:
        return moves, 0, None  # an empty file: nothing in it
    applied, damage = 0, None
    if not lines or not lines[0].startswith(JOURNAL_MAGIC.encode() + b" "):  # its first line damaged
        damage = Damage("damaged", len(moves), max(1, len(lines) - 1 + torn))
    elif lines[0] + b"\n" != _header(base_digest):
        if lines[1:] or torn:
            if not _held_by_base(lines[1:], moves):
                damage = Damage("other base", len(moves), len(lines) - 1 + torn)
    else:
        moves = list(moves)
        applied = _apply(lines[1:], moves)
        lost = len(lines) - 1 - applied
        if lost:
            damage = Damage("damaged", len(moves), lost + torn)
        elif torn:
            damage = Damage("torn", len(moves), 1)
    if damage is not None:
        damage.kept = keep(path, data, write_atomic)
    return moves, applied, damage
