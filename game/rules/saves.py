"""Saves: YAML with the game id, a format version, the seed, options, players and moves.

Loading replays the moves through the rules, so a tampered save is refused at its first
bad move. Writing is atomic: a temporary file in the same folder, then a rename.
"""
from __future__ import annotations

import os
import tempfile
from pathlib import Path

import yaml

from .core import Game, ReplayError, Rules

FORMAT_VERSION = 1
KEYS = ("game", "version", "seed", "options", "players", "moves")


class SaveError(ValueError):
    """A save that cannot be loaded: the file and what is wrong with it."""

    def __init__(self, path, problem: str):
        self.path, self.problem = str(path), problem
        super().__init__(f"{path}: {problem}")


def to_document(game: Game) -> dict:
    doc = {
        "game": game.rules.game_id,
        "version": FORMAT_VERSION,
        "seed": game.seed,
        "options": dict(game.options),
        "players": list(game.players),
        "moves": list(game.moves),
    }
    if game.map_path is not None:
        doc["map"] = str(game.map_path)  # optional: an edited map the game is played on
    return doc


def write_atomic(path, text: str) -> None:
    """Write text to path via a temporary file and a rename; the old file survives failure."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


_DUMPER = getattr(yaml, "CSafeDumper", yaml.SafeDumper)  # libyaml's safe dumper when present: 4x faster


def save(game: Game, path) -> None:
    write_atomic(path, yaml.dump(to_document(game), Dumper=_DUMPER, sort_keys=False))


def read_document(path) -> dict:
    """The save's document, checked for shape. Raises SaveError."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except FileNotFoundError:
        raise SaveError(path, "no such file") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise SaveError(path, f"cannot be read ({exc.__class__.__name__})") from None
    try:
        doc = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f" at line {mark.line + 1}" if mark else ""
        raise SaveError(path, f"is not valid YAML{where}") from None
    if not isinstance(doc, dict):
        raise SaveError(path, "is not a Sortie save (expected a mapping of game, version, seed, ...)")
    missing = [k for k in KEYS if k not in doc]
    if missing:
        raise SaveError(path, f"is missing {', '.join(missing)}")
    if doc["version"] != FORMAT_VERSION:
        raise SaveError(path, f"has format version {doc['version']!r}; this Sortie reads version {FORMAT_VERSION}")
    if not isinstance(doc["game"], str):
        raise SaveError(path, "'game' must be a game id")
    if not isinstance(doc["seed"], int) or isinstance(doc["seed"], bool):
        raise SaveError(path, "'seed' must be a whole number")
    if not isinstance(doc["options"], dict):
        raise SaveError(path, "'options' must be a mapping")
    if not isinstance(doc["players"], list) or not all(isinstance(p, str) for p in doc["players"]):
        raise SaveError(path, "'players' must be a list of names")
    if not isinstance(doc["moves"], list) or not all(isinstance(m, str) for m in doc["moves"]):
        raise SaveError(path, "'moves' must be a list of move notations")
    if "map" in doc and not isinstance(doc["map"], str):
        raise SaveError(path, "'map' must be the path of a .tmx file")
    return doc


def load(path, rules_for) -> Game:
    """Load and replay a save. ``rules_for(game_id)`` returns the Rules. Raises SaveError."""
    doc = read_document(path)
    map_path = doc.get("map")
    try:
        rules: Rules = rules_for(doc["game"], map_path) if map_path else rules_for(doc["game"])
    except ValueError as exc:
        raise SaveError(path, str(exc)) from None
    try:
        return Game.replay(rules, doc["seed"], doc["options"], doc["players"], doc["moves"], map_path)
    except ReplayError as exc:
        raise SaveError(path, str(exc)) from None
    except ValueError as exc:  # options refused
        raise SaveError(path, str(exc)) from None
