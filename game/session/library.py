"""The player's save files as the Load screen handles them: each one described from its
head alone (never the whole file), renamed, deleted with its journal and picture.

Whatever a folder holds (a link to nothing, a directory named like a save, a file that
cannot be read, a huge one, one that is not YAML), ``describe`` returns an ``Entry``
with the reason it cannot be read; nothing here raises for a bad file.
"""
from __future__ import annotations

import datetime
import os
import re
import stat
from dataclasses import dataclass
from pathlib import Path

import yaml

from . import lock
from .saves import (SaveError, _header, digest, journal_path, read_document, readable_versions,
                    render, versions_words, write_atomic)

HEAD_BYTES = 8 * 1024            # the most of a save read to describe it
MAX_SAVE_BYTES = 5 * 1024 * 1024  # a bigger file is not a save Sortie wrote: not opened
SHORT = 80                       # longest text taken from a head (a name, a summary)
THUMBNAIL_SUFFIX = ".png"
_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
_MOVES = re.compile(rb"^moves:", re.M)


@dataclass
class Entry:
    """One file of a saves folder, as its head describes it. ``problem`` is set (and the
    rest may be empty) when the file cannot be read as a save."""

    path: Path
    modified: float = 0.0  # the file's (or its journal's) time: the list's order
    saved: float = 0.0     # when it was saved, as its head says (0: not said)
    game: str = ""
    name: str = ""
    summary: str = ""
    over: bool = False
    problem: str = ""
    elsewhere: bool = False  # another Sortie window plays the game (holds its autosave: lock.py)

    @property
    def readable(self) -> bool:
        return not self.problem


def thumbnail_path(path) -> Path:
    """The small picture of the board saved beside a save."""
    return Path(path).with_suffix(THUMBNAIL_SUFFIX)


def _short(value) -> str:
    text = value if isinstance(value, str) else ""
    text = "".join(ch for ch in text if ch.isprintable())
    return text if len(text) <= SHORT else text[:SHORT - 3] + "..."


short = _short   # (launch.py shortens a summary it works out as a head's)


def journal_holds_moves(path) -> bool:
    """The autosave's journal holds a line after its header: moves (or undos) its base's
    head does not count, so the head's summary and ``over`` may be out of date."""
    try:
        with open(journal_path(path), "rb") as fh:
            fh.readline()
            return bool(fh.read(1))
    except OSError:
        return False


def size_words(n: int) -> str:
    return f"{n / (1024 * 1024):.1f} MB" if n >= 1024 * 1024 else f"{n / 1024:.0f} KB"


def check_file(path) -> os.stat_result:
    """The file's status when it may be opened as a save; SaveError with the reason when it
    is a link to nothing, not a regular file, or too large."""
    path = Path(path)
    try:
        st = os.stat(path)
    except FileNotFoundError:
        raise SaveError(path, "a link to a file that is not there" if os.path.islink(path)
                        else "no such file") from None
    except OSError as exc:
        raise SaveError(path, f"cannot be read ({exc.strerror or exc.__class__.__name__})") from None
    if not stat.S_ISREG(st.st_mode):
        kind = "a folder" if stat.S_ISDIR(st.st_mode) else "not a regular file"
        raise SaveError(path, f"is {kind}, not a save")
    if st.st_size > MAX_SAVE_BYTES:
        raise SaveError(path, f"is too large for a save ({size_words(st.st_size)}; "
                              f"at most {size_words(MAX_SAVE_BYTES)})")
    return st


def read_head(path) -> dict:
    """The head of a save (every key before ``moves``), from its first HEAD_BYTES only.
    Raises SaveError with the reason when that is not the head of a Sortie save."""
    path = Path(path)
    st = check_file(path)
    try:
        with open(path, "rb") as fh:
            data = fh.read(HEAD_BYTES)
    except OSError as exc:
        raise SaveError(path, f"cannot be read ({exc.strerror or exc.__class__.__name__})") from None
    cut = _MOVES.search(data)
    if cut is not None:
        data = data[:cut.start()]
    elif st.st_size > HEAD_BYTES:
        raise SaveError(path, f"does not start as a Sortie save (no moves in its first {HEAD_BYTES // 1024} KB)")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise SaveError(path, "is not text (UTF-8)") from None
    try:
        head = yaml.load(text, Loader=_LOADER)
    except yaml.YAMLError:
        raise SaveError(path, "is not valid YAML") from None
    except RecursionError:
        raise SaveError(path, "is nested too deeply to be a save") from None
    if not isinstance(head, dict) or not isinstance(head.get("game"), str):
        raise SaveError(path, "is not a Sortie save (it names no game)")
    if head.get("version") not in readable_versions():
        raise SaveError(path, f"is not in the save format this Sortie reads ({versions_words()})")
    return head


def modified(path: Path) -> float:
    """When a save last changed: its own time, or its journal's when that is later (0 when
    neither can be read)."""
    try:
        when = os.stat(path).st_mtime
    except OSError:
        try:
            return os.lstat(path).st_mtime
        except OSError:
            return 0.0
    try:
        return max(when, journal_path(path).stat().st_mtime)
    except OSError:
        return when


def describe(path) -> Entry:
    """The Load screen's line for a file: from its head, or the reason it cannot be read.
    Never raises."""
    path = Path(path)
    entry = Entry(path, modified(path))
    try:
        head = read_head(path)
    except SaveError as exc:
        entry.problem = exc.problem
        return entry
    except Exception as exc:  # noqa: BLE001 - a listing never stops for one file
        entry.problem = f"cannot be read ({exc.__class__.__name__})"
        return entry
    entry.game = _short(head.get("game"))
    entry.name = _short(head.get("name"))
    entry.summary = _short(head.get("summary"))
    entry.over = head.get("over") is True
    entry.saved = _when(head.get("saved"))
    entry.elsewhere = lock.held_elsewhere(path)
    return entry


def _when(value) -> float:
    """A head's ``saved`` (written as "YYYY-MM-DD HH:MM:SS"; YAML may read it as a date)
    as a timestamp, or 0."""
    try:
        if isinstance(value, datetime.datetime):
            return value.timestamp()
        if isinstance(value, str) and len(value) <= 40:
            return datetime.datetime.fromisoformat(value).timestamp()
    except (ValueError, OverflowError, OSError):
        pass
    return 0.0


def shown_time(entry: Entry) -> float:
    """The date to show: the one in the head, unless a journal holds moves played since
    (the file's time then)."""
    if entry.saved and entry.modified <= entry.saved + 2:
        return entry.saved
    return entry.modified if entry.modified else entry.saved


def list_folder(folder) -> list[Path]:
    """The saves of a folder (``*.yaml``, hidden temporary files and folders left out: a
    folder is never offered to open or delete), or none when the folder cannot be read."""
    try:
        return [p for p in Path(folder).iterdir()
                if p.suffix == ".yaml" and not p.name.startswith(".") and not p.is_dir()]
    except OSError:
        return []


_BEGUN = re.compile(r"-(\d{8}-\d{6})(?:-\d+)?$")


def begun(path) -> float:
    """When the game of an autosave began, from its file's name (launch.autosave_path's
    ``<game>-<date>-<time>[-n]``), or 0 when the name does not say."""
    found = _BEGUN.search(Path(path).stem)
    try:
        return datetime.datetime.strptime(found.group(1), "%Y%m%d-%H%M%S").timestamp() if found else 0.0
    except ValueError:
        return 0.0


def rename(path, name: str) -> None:
    """Give a save a new name (kept in its head). An autosave's journal is folded into the
    rewritten file first, so no move is lost. The save keeps its time (a name is not a
    move: the list keeps its place). Raises SaveError or OSError."""
    path = Path(path)
    check_file(path)
    when = modified(path)
    doc = read_document(path)  # the journal's moves included
    name = _short(name.strip())
    ordered = {k: v for k, v in doc.items() if k in ("game", "version")}
    if name:
        ordered["name"] = name
    ordered.update((k, v) for k, v in doc.items() if k not in ("game", "version", "name", "moves"))
    ordered["moves"] = doc["moves"]
    data = render(ordered).encode("utf-8")
    write_atomic(path, data)
    if journal_path(path).exists():  # a fresh journal naming the new base: the next autosave appends to it
        write_atomic(journal_path(path), _header(digest(data)))
        os.utime(journal_path(path), (when, when))
    os.utime(path, (when, when))


def delete(path) -> list[Path]:
    """Delete a save with its journal, its picture and the lock file a killed window left.
    Returns what was removed; raises OSError when the save itself could not be."""
    path = Path(path)
    removed = []
    path.unlink()
    removed.append(path)
    for extra in (journal_path(path), thumbnail_path(path), lock.lock_path(path)):
        try:
            extra.unlink()
            removed.append(extra)
        except OSError:
            pass
    return removed
