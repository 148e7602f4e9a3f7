"""The one boundary for what Sortie reads from files the player can change.

Saves, autosaves and their journals, settings, edited maps and their tilesets, and the
house data are read through here, so that a hostile or broken file costs bounded time
and memory and is refused with the file and what is wrong with it:

- only a regular file is read: a folder, a pipe (FIFO), a device or a socket is refused
  without blocking (the file is opened non-blocking and looked at before any read);
- a size cap (``SAVE_LIMIT`` for a save, ``DATA_LIMIT`` for a map or a data file), said
  with the size; a file that grows while read is cut at the cap and refused;
- YAML through libyaml's safe loader where PyYAML has it (plain data only), after a
  pass over its events that refuses nesting deeper than ``MAX_DEPTH`` and documents
  that would expand (aliases counted each time they are used) to more than
  ``MAX_NODES`` values: an alias bomb is refused before anything expands it. The pass
  runs when the text has an anchor ("&") or PyYAML lacks libyaml; otherwise libyaml's
  own limit (1000 levels) bounds the nesting, and nothing Sortie does with a value
  recurses into it;
- the refusal quotes at most a short piece of what was read (``excerpt``), never the
  ``repr`` of a whole value.

Every refusal is a ``FileRefused`` (a ValueError): str() is "FILE: what is wrong".
``head`` reads only the beginning of a file, for lists that describe many files.
Never imports pygame.
"""
from __future__ import annotations

import os
import stat

import yaml

SAVE_LIMIT = 5 * 1024 * 1024  # a save or an autosave (a long game's is well under 1 MB)
DATA_LIMIT = 2 * 1024 * 1024  # a map, a tileset, settings, house data
MAX_DEPTH = 64                # YAML nesting (saves nest 3 deep, house data under 10)
MAX_NODES = 2_000_000         # YAML values, aliases counted each time they are used

LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)  # libyaml's safe loader: 10x faster


class FileRefused(ValueError):
    """A file Sortie will not use: str() is "FILE: what is wrong"."""

    def __init__(self, path, problem: str):
        self.path, self.problem = str(path), problem
        super().__init__(f"{path}: {problem}")


def excerpt(value, limit: int = 40) -> str:
    """A short piece of a value read from a file, for a message: a string or a number
    quoted and cut to ``limit`` characters, a list or a mapping named by its kind (its
    repr could expand an alias bomb or run for pages)."""
    if isinstance(value, bool) or value is None:
        return {True: "true", False: "false", None: "nothing"}[value]
    if isinstance(value, int):
        if value.bit_length() > 128:
            return f"a number of about {int(value.bit_length() * 0.30103)} digits"
        return str(value)
    if isinstance(value, float):
        return repr(value)
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "a mapping"
    if not isinstance(value, str):
        return f"a {type(value).__name__}"
    piece = value[:limit]
    return repr(piece) if piece == value else repr(piece) + "..."


def clip(text: str, limit: int = 80) -> str:
    """A piece of text for a message, unquoted, cut to ``limit`` characters."""
    text = " ".join(str(text).split())
    return text if len(text) <= limit else text[:limit] + "..."


def size_text(n: int) -> str:
    if n >= 1024 * 1024:
        return f"{n / (1024 * 1024):.1f} MB"
    if n >= 1024:
        return f"{n / 1024:.0f} KB"
    return f"{n} bytes"


def _kind(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a folder, not a file"
    if stat.S_ISFIFO(mode):
        return "a pipe (FIFO), not a file"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device, not a file"
    if stat.S_ISSOCK(mode):
        return "a socket, not a file"
    return "not a regular file"


def _open(path) -> int:
    """A descriptor of the regular file at path, opened without blocking on a pipe."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except FileNotFoundError:
        if os.path.islink(path):
            raise FileRefused(path, "is a broken link (what it points to is gone)") from None
        raise FileRefused(path, "no such file") from None
    except IsADirectoryError:
        raise FileRefused(path, "is a folder, not a file") from None
    except PermissionError:
        raise FileRefused(path, "cannot be read (permission denied)") from None
    except (OSError, ValueError) as exc:  # ValueError: a NUL in the path
        raise FileRefused(path, f"cannot be read ({getattr(exc, 'strerror', None) or exc.__class__.__name__})") from None
    try:
        mode = os.fstat(fd).st_mode
    except OSError as exc:
        os.close(fd)
        raise FileRefused(path, f"cannot be read ({exc.strerror})") from None
    if not stat.S_ISREG(mode):
        os.close(fd)
        raise FileRefused(path, f"is {_kind(mode)}")
    return fd


def check_file(path, limit: int = DATA_LIMIT) -> int:
    """Refuse what read_bytes would refuse, without reading: for a file another library
    opens itself (a tileset pytmx reads). Returns its size."""
    fd = _open(path)
    try:
        size = os.fstat(fd).st_size
    finally:
        os.close(fd)
    if size > limit:
        raise FileRefused(path, f"is {size_text(size)}; Sortie reads at most {size_text(limit)} here")
    return size


def read_bytes(path, limit: int) -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes, or FileRefused."""
    fd = _open(path)
    try:
        size = os.fstat(fd).st_size
        if size > limit:
            raise FileRefused(path, f"is {size_text(size)}; Sortie reads at most {size_text(limit)} here")
        chunks, got = [], 0
        while got <= limit:
            chunk = os.read(fd, min(1 << 20, limit + 1 - got))
            if not chunk:
                break
            chunks.append(chunk)
            got += len(chunk)
    except OSError as exc:
        raise FileRefused(path, f"cannot be read ({exc.strerror or exc.__class__.__name__})") from None
    finally:
        os.close(fd)
    if got > limit:
        raise FileRefused(path, f"is larger than {size_text(limit)}; Sortie reads at most that here")
    return b"".join(chunks)


def head(path, n: int = 4096) -> bytes:
    """At most the first n bytes of a regular file (a list describing many files reads
    only this much of each), or FileRefused."""
    fd = _open(path)
    try:
        return os.read(fd, n)
    except OSError as exc:
        raise FileRefused(path, f"cannot be read ({exc.strerror or exc.__class__.__name__})") from None
    finally:
        os.close(fd)


def decode(path, data: bytes) -> str:
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise FileRefused(path, f"is not UTF-8 text (byte {exc.start + 1})") from None


def read_text(path, limit: int = DATA_LIMIT) -> str:
    return decode(path, read_bytes(path, limit))


_OPEN = (yaml.MappingStartEvent, yaml.SequenceStartEvent)
_CLOSE = (yaml.MappingEndEvent, yaml.SequenceEndEvent)


def _check_events(text: str, path) -> None:
    """Walk the document's events (no values built): refuse nesting deeper than
    MAX_DEPTH and more than MAX_NODES values once every alias is expanded."""
    loader = LOADER(text)
    try:
        open_at: list[tuple[int, str | None]] = []  # for each open collection: nodes before it, its anchor
        sizes: dict[str, int] = {}  # anchor -> the values it stands for
        nodes = 0
        while loader.check_event():
            ev = loader.get_event()
            if isinstance(ev, yaml.ScalarEvent):
                nodes += 1
                if ev.anchor:
                    sizes[ev.anchor] = 1
            elif isinstance(ev, _OPEN):
                if len(open_at) >= MAX_DEPTH:
                    raise FileRefused(path, f"nests deeper than {MAX_DEPTH} levels (line {ev.start_mark.line + 1})")
                open_at.append((nodes, ev.anchor))
                nodes += 1
            elif isinstance(ev, _CLOSE):
                before, anchor = open_at.pop()
                if anchor:
                    sizes[anchor] = nodes - before
            elif isinstance(ev, yaml.AliasEvent):
                nodes += sizes.get(ev.anchor, 1)
            else:
                continue
            if nodes > MAX_NODES:
                raise FileRefused(path, f"holds more than {MAX_NODES:,} values once its aliases are expanded")
    finally:
        loader.dispose()


_OPENED = {"while parsing a flow mapping": "'{'", "while parsing a flow sequence": "'['",
           "while scanning a quoted scalar": "quote"}


def yaml_error_place(exc) -> tuple[int, str]:
    """(line from 1, or 0; what is wrong in words) of a YAML syntax error. A bracket or quote
    left open is placed on the line that opens it, not where the parser gave up (the next
    key, the end of the file): that is the line to mend."""
    mark, problem = getattr(exc, "problem_mark", None), getattr(exc, "problem", None)
    problem = clip(problem) if isinstance(problem, str) else "syntax error"
    opened = _OPENED.get(getattr(exc, "context", None) or "")
    start = getattr(exc, "context_mark", None)
    if opened and start is not None:
        noticed = f" at line {mark.line + 1}" if mark is not None else ""
        return start.line + 1, f"the {opened} opened on this line is never closed: {problem}{noticed}"
    return (mark.line + 1 if mark is not None else 0), problem


def check_yaml(text: str, path) -> None:
    """The bounds of a YAML document (nesting, values once aliases are expanded) checked
    on its events, nothing built: for a reader that composes the document itself (the
    data checker keeps the nodes for their lines). FileRefused when it breaks one; a
    syntax error is left to the reader."""
    try:
        _check_events(text, path)
    except yaml.YAMLError:
        pass


def load_yaml(text: str, path, walk: bool = False):
    """The plain data of a YAML document (safe loader, bounded), or FileRefused.
    ``walk``: check the bounds whatever the text (a file whose values are walked
    recursively afterwards, e.g. by a schema validator)."""
    try:
        if walk or "&" in text or LOADER is yaml.SafeLoader:
            # the pass over the events costs about as much as libyaml's whole load: it runs
            # where an alias can be (no "&", no anchor) or where PyYAML's pure-Python
            # composer would recurse; libyaml itself stops at 1000 levels of nesting
            _check_events(text, path)
        return yaml.load(text, Loader=LOADER)
    except yaml.YAMLError as exc:
        line, why = yaml_error_place(exc)
        where = f" at line {line}" if line else ""
        raise FileRefused(path, f"is not valid YAML{where} ({why})") from None
    except (ValueError, OverflowError, RecursionError, MemoryError) as exc:
        if isinstance(exc, FileRefused):
            raise
        # a value the constructor cannot build: an integer of thousands of digits, a bad date
        what = "a number of thousands of digits" if "digits" in str(exc) else "a value Sortie cannot read"
        raise FileRefused(path, f"is not valid YAML (it holds {what})") from None


def read_yaml(path, limit: int = DATA_LIMIT):
    """Read and load a YAML file through every bound above."""
    return load_yaml(read_text(path, limit), path)
