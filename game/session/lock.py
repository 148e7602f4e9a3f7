"""One game, one writer: the lock a window holds on each autosave it plays.

Beside an autosave ``<name>.yaml`` lies ``<name>.lock``, an empty file on which the
window that plays the game holds the OS's own advisory lock (``fcntl.flock`` on POSIX,
``msvcrt.locking`` on Windows). The OS releases it when the window closes the file or
its process dies, however it dies: a dead window's lock never blocks. A window that
closes the game unlinks the lock file while it still holds it, then closes it; a window
that takes a lock checks that the file it locked is still the one of that name (else it
opens it anew), so two windows never hold two files of one name (on Windows, where an
open file cannot be unlinked, the file stays). A killed window leaves its lock file,
unlocked.

``claim_new`` also makes autosave names unique across windows: it creates the lock file
of a fresh name with O_EXCL (only one process can create a given file), taking the next
counter when the name is taken, and locks it at once.
"""
from __future__ import annotations

import os
import time
from pathlib import Path

LOCK_SUFFIX = ".lock"
TRIES = 3  # attempts to take a lock before it counts as held by another window

try:
    import fcntl
except ImportError:  # Windows
    fcntl = None
    import msvcrt


class HeldElsewhere(Exception):
    """The game is open in another Sortie window (another process holds its lock)."""


def lock_path(path) -> Path:
    return Path(path).with_suffix(LOCK_SUFFIX)


_held: dict[str, list] = {}  # lock file -> [its descriptor, how many holders in this process]


def _try_lock(fd: int) -> bool:
    """Take the lock on an open file without waiting; False when another process has it."""
    try:
        if fcntl is not None:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        else:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
    except OSError:
        return False
    return True


def _open(lock: Path, flags: int = 0) -> int:
    lock.parent.mkdir(parents=True, exist_ok=True)
    return os.open(lock, os.O_RDWR | os.O_CREAT | flags | getattr(os, "O_BINARY", 0), 0o644)


def _locked(lock: Path, fd: int) -> bool:
    """Take the lock on fd, open on the lock file; True when it is taken and the file is
    still the one of that name (not one a releasing window unlinked meanwhile)."""
    if not _try_lock(fd):
        return False
    if fcntl is None:
        return True  # Windows: lock files are never unlinked
    try:
        return os.stat(lock).st_ino == os.fstat(fd).st_ino
    except OSError:
        return False


def hold(path) -> None:
    """Take the lock of the autosave at path (again, when this process holds it: each
    hold is matched by a ``release``). Raises HeldElsewhere, or OSError when the lock file
    cannot be made (the game then goes on unlocked: the caller decides)."""
    lock = lock_path(path)
    key = str(lock)
    if key in _held:
        _held[key][1] += 1
        return
    for _ in range(TRIES):  # a file unlinked under us by a window that released it: open anew;
        fd = _open(lock)      # one another window's ``held_elsewhere`` holds for an instant: again
        if _locked(lock, fd):
            _held[key] = [fd, 1]
            return
        os.close(fd)
        time.sleep(0.01)
    raise HeldElsewhere(str(path))


def release(path) -> None:
    """Give back one hold of the autosave at path; the last closes the lock file, which
    lets the OS release the lock. Nothing when this process does not hold it."""
    key = str(lock_path(path))
    entry = _held.get(key)
    if entry is None:
        return
    entry[1] -= 1
    if entry[1] <= 0:
        del _held[key]
        if fcntl is not None:  # unlinked while still locked: a window that opened it sees it is stale
            try:
                os.unlink(key)
            except OSError:
                pass
        os.close(entry[0])


def held_here(path) -> bool:
    return str(lock_path(path)) in _held


def held_elsewhere(path) -> bool:
    """Another process holds the lock of the autosave at path (a game open in another
    window). Looks without keeping anything: False when no lock file can be made."""
    lock = lock_path(path)
    if str(lock) in _held or not lock.exists():
        return False
    try:
        fd = os.open(lock, os.O_RDWR | getattr(os, "O_BINARY", 0))
    except OSError:
        return False
    try:
        if not _try_lock(fd):
            return True
        return False
    finally:
        os.close(fd)  # closing the file releases the lock just taken


def claim_new(folder, stem: str, limit: int = 10_000) -> Path:
    """A fresh autosave path ``<stem>[-n].yaml`` in folder, its lock file created here
    (O_EXCL: no other window can create the same one) and held. Raises OSError."""
    folder = Path(folder)
    for n in range(1, limit + 1):
        path = folder / (f"{stem}.yaml" if n == 1 else f"{stem}-{n}.yaml")
        if path.exists():
            continue
        try:
            fd = _open(lock_path(path), os.O_EXCL)
        except FileExistsError:
            continue
        if not _locked(lock_path(path), fd):  # another window looked at it, or unlinked it, meanwhile
            os.close(fd)
            continue
        _held[str(lock_path(path))] = [fd, 1]
        return path
    raise FileExistsError(f"{folder}: no free autosave name for {stem}")


def remove_stale(folder) -> list[Path]:
    """At start: the lock files killed windows left (no process holds them) removed;
    never one a window holds. Returns them."""
    removed = []
    try:
        found = [p for p in Path(folder).iterdir() if p.suffix == LOCK_SUFFIX and p.is_file() and not p.is_symlink()]
    except OSError:
        return removed
    for p in found:
        if held_here(p):
            continue
        try:
            hold(p)
        except (HeldElsewhere, OSError):
            continue
        release(p)  # unlinks it (POSIX)
        if not p.exists():
            removed.append(p)
    return removed
