"""The evaluation's fitted weights: per game, the weight of each term of a position (the
game adapter's ``terms``), fitted by tools/fit_evaluation.py on positions of arena games
with their outcomes (logistic regression, a held-out set) and shipped as plain data,
game/ai/data/<game id>.yaml. The chance a position cut short gives the first side is
logistic(sum of weight x term). No numeric library at run time: a sum and an exponential.
A file that is missing a term or holds anything but numbers is refused with its name."""
from __future__ import annotations

import math

import yaml

from ..resources import DataFileError, shipped

_CACHE: dict = {}


def weights_file(game_id: str):
    return shipped("game.ai", "data", f"{game_id}.yaml")


def weights(game_id: str, names: tuple) -> dict | None:
    """The fitted weights of ``game_id``'s terms ``names`` (None: the game has none)."""
    if game_id not in _CACHE:
        _CACHE[game_id] = read(weights_file(game_id), names)
    return _CACHE[game_id]


def read(path, names: tuple) -> dict | None:
    if not path.exists():
        return None
    try:
        doc = yaml.safe_load(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, yaml.YAMLError) as exc:
        raise DataFileError(path, f"cannot be read ({exc.__class__.__name__})") from exc
    got = doc.get("weights") if isinstance(doc, dict) else None
    if not isinstance(got, dict):
        raise DataFileError(path, "no 'weights' table")
    missing = [n for n in names if n not in got]
    if missing:
        raise DataFileError(path, f"no weight for {', '.join(missing)}")
    extra = [str(n) for n in got if n not in names]
    if extra:
        raise DataFileError(path, f"a weight for no known term: {', '.join(extra)}")
    bad = [n for n in names if isinstance(got[n], bool) or not isinstance(got[n], (int, float))
           or not math.isfinite(got[n])]
    if bad:
        raise DataFileError(path, f"not a number: the weight of {', '.join(bad)}")
    return {n: float(got[n]) for n in names}


def logit(w: dict, terms: dict) -> float:
    """sum of weight x term: the first side's chance to win, before the logistic."""
    return sum(w[t] * v for t, v in terms.items())


def chance(w: dict, terms: dict) -> float:
    """logistic(sum of weight x term): the first side's chance to win."""
    x = max(-50.0, min(50.0, logit(w, terms)))
    return 1.0 / (1.0 + math.exp(-x))
