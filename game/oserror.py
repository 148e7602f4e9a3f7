"""OS errors in words: what the system refused, said as a sentence a player can act on.

Python prints an OSError as "[Errno 13] Permission denied: '/path'". Every toast, dialog
and command-line line that reports one says instead which file or folder, what Sortie
tried, and what the player can do: "Sortie cannot write in FOLDER: permission denied.
Choose another folder with SORTIE_HOME or fix its permissions." (``in_words``).
"""
from __future__ import annotations

import errno
from pathlib import Path

ELSEWHERE = "choose another folder with SORTIE_HOME"
# errno -> (the reason, what the player can do)
REASONS = {
    errno.EACCES: ("permission denied", "Choose another folder with SORTIE_HOME or fix its permissions"),
    errno.EPERM: ("the system does not allow it", "Choose another folder with SORTIE_HOME or fix its permissions"),
    errno.ENOSPC: ("the disk is full", f"Free some space, or {ELSEWHERE}"),
    getattr(errno, "EDQUOT", -1): ("your disk quota is used up", f"Free some space, or {ELSEWHERE}"),
    errno.EROFS: ("the disk is read-only", "Choose another folder with SORTIE_HOME"),
    errno.EISDIR: ("it is a folder, not a file", f"Move that folder away, or {ELSEWHERE}"),
    errno.ENOTDIR: ("a part of its path is a file, not a folder", f"Move that file away, or {ELSEWHERE}"),
    errno.EEXIST: ("a file of that name is in the way", f"Move that file away, or {ELSEWHERE}"),
    errno.ENOENT: ("it is not there", "Check that the folder exists and the disk is connected"),
    errno.ENAMETOOLONG: ("its name is too long for the system", f"Choose a shorter name, or {ELSEWHERE}"),
    errno.EIO: ("the disk reported an error", "Check the disk, then try again"),
}


def in_words(exc: OSError, action: str, path=None) -> str:
    """A sentence for ``exc``: "Sortie cannot ACTION FILE: reason. What to do." ``action``
    is what Sortie tried ("write", "read", "delete"); ``path`` the file meant (the
    error's own file when it names one: a rename's destination first). A write that failed on a temporary file
    (saves.write_atomic's) names its folder: "cannot write in FOLDER"."""
    # a rename's error names its destination second: the file meant
    target = next((f for f in (exc.filename2, exc.filename, path) if f not in (None, "")), None)
    where = ""
    if target is not None:
        target = Path(str(target))
        temporary = target.name.startswith(".") and target.name.endswith(".tmp")  # saves.write_atomic's
        if action == "write" and (temporary or exc.errno in (errno.EACCES, errno.EROFS) and not target.exists()):
            where = f" in {target.parent}"
        else:
            where = f" {target}"
    if exc.errno == errno.EEXIST and target is not None:  # a folder Sortie makes (mkdir), a file in its place
        action, where = "make the folder", f" {target}"
    reason, advice = REASONS.get(exc.errno, ((exc.strerror or "the system refused").lower(),
                                             "Try again, or choose another folder with SORTIE_HOME"))
    return f"Sortie cannot {action}{where}: {reason}. {advice}."
