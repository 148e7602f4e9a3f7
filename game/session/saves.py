"""Saves: YAML with the game id, a format version, the seed, options, players and moves.

The head of a save (everything before ``moves``) also holds what the Load screen shows
without reading the rest: the save's ``name`` (when the player gave one), ``summary``
(where the game stands, in words), ``over`` (the game has ended) and ``saved`` (when); ``read_head`` reads
only the first HEAD_BYTES of a file for them. Saves without them (written by an earlier
Sortie) load as before.

Loading brings a save of an older format version up to this one (``UPGRADERS``, one
version at a time, its notation included), then replays the moves through the rules, so a
tampered save is refused at its first bad move. Writing is atomic: a temporary file in the same folder, then a rename.

An autosave is a save (its base) plus a journal beside it (``<name>.journal``): one
line appended for every move played or undone since the base was written, so that
saving after a move costs the same however long the game. The journal names the base
it extends (a digest of its bytes); what it held that could not be read (a torn last
line, a damaged line and all after it, a journal of another base) is said and the
journal kept aside: game/session/journal.py. See ``Autosave``.
"""
from __future__ import annotations

import datetime
import json
import os
import re
import tempfile
from pathlib import Path
from typing import Callable

import yaml

from .. import safe_read
from ..safe_read import excerpt
from ..rules.core import MAX_NOTATION, Rules, saved_options
from .game import Game, ReplayError
from .journal import _entry, _header, digest, journal_path, read_journal
from .summary import describe

FORMAT_VERSION = 1
# How a save of an older format version is read: UPGRADERS[v] takes its document (the moves
# of its journal included) as version v wrote it and returns it as version v + 1 writes it,
# free to rewrite anything, the notation of the moves included; a rules change that changes
# the notation adds a version and its upgrader, so that no save is stranded. Reading runs
# each upgrader from the save's version up to FORMAT_VERSION in turn. None yet: every save
# is of version 1 (an option added since version 1 is read through Option.legacy instead,
# by the option's absence from the save: game/rules/core.py's saved_options).
UPGRADERS: dict[int, Callable[[dict], dict]] = {}
COMPUTER_LEVELS = ("easy", "normal", "hard")  # game.ai.LEVELS (the session layer does not import it)
KEYS = ("game", "version", "seed", "options", "players", "moves")


class SaveError(ValueError):
    """A save that cannot be loaded: the file and what is wrong with it. ``partial``: when
    its moves stop fitting the rules (a save of an earlier Sortie), the game up to there."""

    def __init__(self, path, problem: str, partial: Game | None = None):
        self.path, self.problem, self.partial = str(path), problem, partial
        super().__init__(f"{path}: {problem}")


def to_document(game: Game, name: str | None = None) -> dict:
    """The save document of a game: its head (game, version, name, summary, over, seed,
    options, players, map) first, then its moves."""
    doc = {"game": game.rules.game_id, "version": FORMAT_VERSION}
    if name:
        doc["name"] = str(name)
    try:
        doc["summary"] = describe(game)
    except Exception:  # noqa: BLE001 - a summary that fails never stops a save
        pass
    doc["over"] = game.outcome() is not None
    doc["saved"] = datetime.datetime.now().isoformat(sep=" ", timespec="seconds")
    doc.update(seed=game.seed, options=dict(game.options), players=list(game.players))
    if game.map_path is not None:
        doc["map"] = str(game.map_path)  # optional: an edited map the game is played on
    if game.data_set is not None:  # optional: the player's data set the game is played with
        doc["data_set"] = {"name": game.data_set, "hash": game.data_hash}
    if game.computer:
        doc["computer"] = dict(game.computer)  # optional: seat -> level of the computer's seats
    if getattr(game, "tutorial", None):
        doc["tutorial"] = game.tutorial  # optional: the game id of the tutorial it is played in (issue 34)
    doc["moves"] = list(game.moves)
    return doc


TEMP_SUFFIX = ".tmp"


def write_atomic(path, text: str | bytes) -> None:
    """Write text (UTF-8) to path via a temporary file and a rename; the old file survives
    failure. The bytes are written as given (no newline translation)."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    data = text.encode("utf-8") if isinstance(text, str) else text
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=TEMP_SUFFIX, dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


# what write_atomic names a temporary file: "." + the file's name + "." + mkstemp's
# random characters + ".tmp"; a save's or a journal's own name never looks like this
_TEMPORARY = re.compile(r"\..+\.[A-Za-z0-9_]+" + re.escape(TEMP_SUFFIX) + r"\Z", re.S)


def remove_stale_temporaries(folder) -> list[Path]:
    """Delete the temporary files of writes a kill interrupted (``.NAME.XXXXXXXX.tmp``,
    as ``write_atomic`` names them) in folder; never a save, a journal, a folder or a
    link. Returns them."""
    removed = []
    try:
        found = [p for p in Path(folder).iterdir()
                 if _TEMPORARY.match(p.name) and p.is_file() and not p.is_symlink()]
    except OSError:
        return removed
    for p in found:
        try:
            p.unlink()
            removed.append(p)
        except OSError:
            pass
    return removed


_DUMPER = getattr(yaml, "CSafeDumper", yaml.SafeDumper)  # libyaml's safe dumper when present: 4x faster


def dump(game: Game, name: str | None = None) -> str:
    return yaml.dump(to_document(game, name), Dumper=_DUMPER, sort_keys=False)


_PRINTABLE_ASCII = re.compile(r"[ -~]*\Z")


def render(doc: dict) -> str:
    """A save document as YAML, fast for long games: the same document as ``yaml.dump``
    writes, its moves one double-quoted string a line (what JSON writes for printable
    ASCII, which any YAML loader reads). Falls back to ``yaml.dump`` for a move with
    any other character. Autosaves are written so; explicit saves by ``dump``."""
    moves = doc["moves"]
    if not moves or not _PRINTABLE_ASCII.match(" ".join(moves)):
        return yaml.dump(doc, Dumper=_DUMPER, sort_keys=False)
    keys = list(doc)
    cut = keys.index("moves")
    head = yaml.dump({k: doc[k] for k in keys[:cut]}, Dumper=_DUMPER, sort_keys=False)
    tail = keys[cut + 1:]
    tail = yaml.dump({k: doc[k] for k in tail}, Dumper=_DUMPER, sort_keys=False) if tail else ""
    dumps = json.dumps
    return head + "moves:\n- " + "\n- ".join([dumps(m) for m in moves]) + "\n" + tail


def save(game: Game, path, name: str | None = None) -> str:
    """Write the game to path (atomically); returns what the file now is (``digest_of``)."""
    data = dump(game, name).encode("utf-8")
    write_atomic(path, data)
    return digest(data)


def digest_of(path) -> str | None:
    """What a save file is now (the length and CRC-32 of its bytes), to tell whether another
    window wrote it since; None when it cannot be read."""
    try:
        return digest(safe_read.read_bytes(path, safe_read.SAVE_LIMIT))
    except safe_read.FileRefused:
        return None


NAME_MAX = 32  # a player's name, in characters (the scenes' banners and logs show it whole)
MAP_PATH_MAX = 4096


def parse_document(data: bytes, path) -> dict:
    """A save's bytes as its document, checked for shape and bounds (without its journal),
    still of the version it was written in. Raises SaveError quoting at most a short piece
    of what the file says."""
    try:
        doc = safe_read.load_yaml(safe_read.decode(path, data), path)  # safe, bounded: plain data only
    except safe_read.FileRefused as exc:
        raise SaveError(path, exc.problem) from None
    if not isinstance(doc, dict):
        raise SaveError(path, "is not a Sortie save (expected a mapping of game, version, seed, ...)")
    missing = [k for k in KEYS if k not in doc]
    if missing:
        raise SaveError(path, f"is missing {', '.join(missing)}")
    version = doc["version"]
    if not isinstance(version, int) or isinstance(version, bool) or version not in readable_versions():
        raise SaveError(path, f"has format version {excerpt(version)}; this Sortie reads {versions_words()}")
    check_fields(doc, path)
    return doc


def readable_versions() -> range:
    """The format versions this Sortie reads: FORMAT_VERSION, and each older one from which
    UPGRADERS lead up to it."""
    oldest = FORMAT_VERSION
    while oldest - 1 in UPGRADERS:
        oldest -= 1
    return range(oldest, FORMAT_VERSION + 1)


def versions_words() -> str:
    """The readable versions in words: "version 1", "versions 1 to 3"."""
    versions = readable_versions()
    return f"version {FORMAT_VERSION}" if len(versions) == 1 else f"versions {versions[0]} to {FORMAT_VERSION}"


def upgrade(doc: dict, path) -> dict:
    """A document of a readable version as FORMAT_VERSION writes it: each upgrader from its
    version on, in turn, and its fields checked again. Raises SaveError."""
    version = doc["version"]
    if version == FORMAT_VERSION:
        return doc
    while version < FORMAT_VERSION:
        try:
            doc = UPGRADERS[version](doc)
        except (ValueError, KeyError, TypeError) as exc:
            raise SaveError(path, f"cannot be brought from format version {version} to {version + 1}: {exc}") from None
        version += 1
        doc["version"] = version
    check_fields(doc, path)
    return doc


def check_fields(doc: dict, path) -> None:
    """A document's fields, each of the type and within the bounds a save's may be."""
    if not isinstance(doc["game"], str):
        raise SaveError(path, "'game' must be a game id")
    seed = doc["seed"]
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise SaveError(path, "'seed' must be a whole number")
    if not -SEED_BOUND < seed < SEED_BOUND:
        raise SaveError(path, f"'seed' is {excerpt(seed)}; a seed has at most 19 digits")
    if not isinstance(doc["options"], dict) or not all(isinstance(k, str) for k in doc["options"]):
        raise SaveError(path, "'options' must be a mapping of option names to values")
    players = doc["players"]
    if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
        raise SaveError(path, "'players' must be a list of names")
    for i, name in enumerate(players, start=1):
        problem = name_problem(name)
        if problem:
            raise SaveError(path, f"player {i} {problem}")
    if len(set(players)) != len(players):
        raise SaveError(path, "names a player twice")
    moves = doc["moves"]
    if not isinstance(moves, list) or not all(isinstance(m, str) for m in moves):
        raise SaveError(path, "'moves' must be a list of move notations")
    for i, move in enumerate(moves, start=1):
        if len(move) > MAX_NOTATION:
            raise SaveError(path, f"move {i} is {len(move)} characters long; no move is written in more than {MAX_NOTATION}")
    if "map" in doc:
        where = doc["map"]
        if not isinstance(where, str) or not where or len(where) > MAP_PATH_MAX or "\0" in where:
            raise SaveError(path, "'map' must be the path of a .tmx file")
    if "data_set" in doc:
        ds = doc["data_set"]
        if (not isinstance(ds, dict) or set(ds) != {"name", "hash"} or not isinstance(ds["name"], str)
                or not isinstance(ds["hash"], str) or not DATA_HASH.match(ds["hash"])
                or not 0 < len(ds["name"]) <= 60 or not ds["name"].isprintable()):
            raise SaveError(path, "'data_set' must give the data set's name and hash")
    if "tutorial" in doc and not (isinstance(doc["tutorial"], str) and doc["tutorial"] == doc["game"]):
        raise SaveError(path, "'tutorial' must be the id of the game, whose tutorial it follows")
    computer = doc.get("computer", {})
    if (not isinstance(computer, dict) or not all(isinstance(seat, str) for seat in computer)
            or not all(level in COMPUTER_LEVELS for level in computer.values())):
        raise SaveError(path, "'computer' must map seats to a level: " + ", ".join(COMPUTER_LEVELS))


SEED_BOUND = 2 ** 63
DATA_HASH = re.compile(r"[0-9a-f]{1,8}-[0-9a-f]{8}\Z")   # datasets.content_hash


def name_problem(name: str) -> str:
    """What is wrong with a player's name ("" when nothing): printable, 1 to NAME_MAX
    characters, not only spaces (pygame cannot draw a NUL, a log cannot show a newline)."""
    if not name.strip():
        return "has an empty name"
    if len(name) > NAME_MAX:
        return f"has a name of {len(name)} characters; at most {NAME_MAX}"
    if not name.isprintable():
        at = next(i for i, c in enumerate(name) if not c.isprintable())
        return (f"has a name with a character that cannot be shown (character code {ord(name[at])}, "
                f"character {at + 1} of the name)")
    return ""


def check_for_rules(doc: dict, rules: Rules, path) -> None:
    """What a save's document must say for its game before the engine sees it: the
    options (names and values within their choices) and the seats (how many, and for a
    game whose seats follow an option, which). Raises SaveError."""
    for name, value in doc["options"].items():
        spec = rules.options.get(name)
        if spec is None:
            raise SaveError(path, f"has an option {excerpt(name)} that {rules.title} does not have")
        if not any(value == c and type(value) is type(c) for c in spec.choices):
            shown = ", ".join(show_choice(c) for c in spec.choices)
            raise SaveError(path, f"option '{spec.label}' cannot be {excerpt(value)} (one of {shown})")
    options = {name: doc["options"].get(name, spec.default) for name, spec in rules.options.items()}
    seats_for = getattr(rules, "seats_for", None)
    seats = list(seats_for(options) if seats_for else rules.players)
    players = doc["players"]
    if players and len(players) != len(seats):
        raise SaveError(path, f"names {len(players)} players; {rules.title} is played by {len(seats)} here")
    if players and seats_for and players != seats:
        raise SaveError(path, f"names the players {', '.join(players)}; this game's seats are {', '.join(seats)}")


def show_choice(choice) -> str:
    return "yes" if choice is True else "no" if choice is False else str(choice)


def read_document(path) -> dict:
    """The save's document, checked for shape, with the moves of its journal (if one
    matches it) applied, brought up to FORMAT_VERSION (``upgrade``). Raises SaveError."""
    return read_with_journal(path)[0]


def read_with_journal(path):
    """``read_document``'s document, and what the journal held that could not be read
    (journal.Damage, or None; the journal is then kept aside). Raises SaveError."""
    try:
        data = safe_read.read_bytes(path, safe_read.SAVE_LIMIT)
    except safe_read.FileRefused as exc:
        raise SaveError(path, exc.problem) from None
    doc = parse_document(data, path)
    doc["moves"], _, damage = read_journal(path, digest(data), doc["moves"], write_atomic)
    return upgrade(doc, path), damage


# -- the autosave (its journal: game/session/journal.py) -------------------------------
COMPACT_MIN = 256    # the journal is folded into its base after this many entries,
COMPACT_RATIO = 1.0  # or as many as the base has moves times this, whichever is more


class Autosave:
    """The autosave of the game in play: a save (the base) and its journal.

    ``sync(game)`` after every move or undo appends one line to the journal (one write,
    no fsync: a kill of the program loses at most the line being written, which is then
    torn, said and kept aside: game/session/journal.py). The journal is folded into a
    fresh base (``compact``: an atomic, fsynced save, then a new journal naming it) when this object first saves a game,
    when the game changed by more than one move since, after a failed write, once the
    journal has COMPACT_MIN entries or COMPACT_RATIO times the base's moves (so a move
    costs constant time on average however long the game, and the journal never
    outgrows its base), and on ``close`` (the scene closes, the player saves). An OS crash or power cut may also lose the moves the OS had not
    yet written to disk (a few seconds); the base is always whole.
    """

    def __init__(self, path):
        self.path = Path(path)
        self.journal = journal_path(self.path)
        self.game: Game | None = None  # the game the files hold
        self.revision = -1             # its revision when they last matched it
        self.moves = 0                 # moves the files hold
        self.base_moves = 0            # of which in the base
        self.entries = 0               # journal lines since the base
        self.latest: Game | None = None  # the game last given to sync
        self.name: str | None = None     # the name the player gave the game, kept in the base's head

    def sync(self, game: Game) -> None:
        """Bring the files up to the game. Raises OSError when they could not be written
        (the next sync, or ``close``, writes the whole game again)."""
        self.latest = game
        n = len(game.history)
        op = None
        if (game is self.game and game.revision == self.revision + 1
                and self.entries < int(max(COMPACT_MIN, COMPACT_RATIO * self.base_moves))):
            if n == self.moves + 1:
                op = "+" + json.dumps(game.history[-1].notation, ensure_ascii=False)
            elif n == self.moves - 1:
                op = "-"
        if op is not None:
            self.revision = -1  # until the line is written
            try:
                fd = os.open(self.journal, os.O_WRONLY | os.O_APPEND | getattr(os, "O_BINARY", 0))
                try:
                    os.write(fd, _entry(op))
                finally:
                    os.close(fd)
            except OSError:
                pass  # the journal is gone or cannot be written: write everything afresh
            else:
                self.revision, self.moves, self.entries = game.revision, n, self.entries + 1
                return
        self.compact(game)

    def compact(self, game: Game) -> None:
        """Write the whole game as the base, then an empty journal naming it. A kill in
        between leaves the old journal, which names the old base and is ignored."""
        self.revision = -1
        data = render(to_document(game, self.name)).encode("utf-8")
        write_atomic(self.path, data)
        write_atomic(self.journal, _header(digest(data)))
        self.game, self.revision = game, game.revision
        self.moves = self.base_moves = len(game.history)
        self.entries = 0

    def close(self) -> None:
        """Fold the journal into the base, or write what a failed sync could not; nothing
        when this object never saved a game. Raises OSError."""
        game = self.latest
        if game is not None and (self.entries or game is not self.game or game.revision != self.revision):
            self.compact(game)


def load(path, rules_for) -> Game:
    """Load and replay a save. ``rules_for(game_id, map_path, data_set, data_hash)`` returns
    the Rules (games.rules_for). Raises SaveError.

    A save played with one of the player's data sets is replayed with that set, read afresh
    and checked; a set missing or broken is refused (nothing else is played instead). A
    set whose files changed since the save is used as it is now: when a move no longer fits
    it, the SaveError says which move and why (``partial``: the game before it, to play
    on from); when all fit, the game's ``load_note`` says the set changed. What an
    autosave's journal held that could not be read is the game's ``journal_damage``."""
    doc, damage = read_with_journal(path)
    data_set = (doc.get("data_set") or {}).get("name")
    changed, data_hash = False, None
    from .. import datasets
    from ..datacheck import BadData
    from ..rules.registry import GAMES
    try:
        if doc["game"] in GAMES:   # (another id: rules_for says so below)
            data_hash = datasets.data_for(doc["game"], data_set).digest   # read afresh and checked
            changed = data_set is not None and data_hash != doc["data_set"]["hash"]
    except datasets.SetMissing as exc:
        raise SaveError(path, f"was played with {exc}; put the set back there to load it") from None
    except BadData as exc:
        raise SaveError(path, f"was played with the data set \"{data_set}\", which the checker refuses now:\n"
                        + "\n".join(str(p) for p in exc.problems[:12])) from None
    map_path = doc.get("map")
    try:
        rules: Rules = rules_for(doc["game"], map_path or None, data_set, data_hash)
    except ValueError as exc:  # an unknown game, a broken map (one line per problem: joined)
        raise SaveError(path, "; ".join(str(exc).splitlines())) from None
    check_for_rules(doc, rules, path)
    try:
        options = saved_options(rules, doc["options"])
        game = Game.replay(rules, doc["seed"], options, doc["players"], doc["moves"], map_path)
    except ReplayError as exc:
        if changed:
            raise SaveError(path, f"the data set \"{data_set}\" changed since this game was saved: {exc}",
                            exc.partial) from None
        raise SaveError(path, str(exc), exc.partial) from None
    except ValueError as exc:  # options refused
        raise SaveError(path, str(exc)) from None
    unknown = [seat for seat in doc.get("computer", {}) if seat not in game.players]
    if unknown:
        raise SaveError(path, f"'computer' names a seat the game does not have: {', '.join(map(str, unknown))}")
    game.computer = dict(doc.get("computer", {}))
    game.tutorial = doc.get("tutorial")
    game.journal_damage = damage
    if changed:
        game.load_note = f"The data set \"{data_set}\" changed since this game was saved; every move still fits it"
    return game
