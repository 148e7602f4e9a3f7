"""A seat's view of the board on the wire (issue 29, the app's half): ``Rules.view(state,
seat)`` as JSON, and back into the same objects on the client, which draws its game scene
from it exactly as from a game played at its own screen.

Only the view leaves the server, never the state: what the view withholds (the deck's
order, the generator, the seed, another side's discs or picks) is not in it to send. What
the client has itself is not sent either: the game's data and its board (map), which a
fresh ``new_state`` of the same game, options and seats builds on the client
(``LOCAL``), and the position's caches (``DROPPED``, rebuilt when needed).

The encoding: dataclasses as ``{"$": "module:Class", field: value, ...}``, tuples,
frozensets, sets and dicts with keys other than text tagged, events as ``{"$e": [kind,
text, data]}``. Decoding makes only dataclasses of the rules' own modules (game.rules.*):
a message cannot name any other class."""
from __future__ import annotations

import dataclasses
import importlib

from ..rules.core import Event

LOCAL = ("board", "data", "grid", "tables")   # the client fills these from its own fresh state
DROPPED = ("derived", "legal", "rng")         # caches rebuilt when needed; the generator, withheld
_PREFIX = "game.rules."
# games whose moves' events go to the app (kinds and data: the scene's animations and sounds),
# each seat's as rules.core.events_seen gives them: the data without what names another
# side's secret (a pilot disc, dogfight cards, a custom build's picks; each game's seen.py).
# Battaglia Navale's hold none (its drawn cards are face up).
EVENTS_SENT = ("battaglia-navale", "steam-torpedo", "carrier-strike")


class WireError(ValueError):
    """A view that does not decode (a defect, or a server of another Sortie version)."""


def encode(obj):
    """``obj`` (a view) as JSON-able values."""
    if obj is None or isinstance(obj, (bool, int, float, str)):
        return obj
    if isinstance(obj, list):
        return [encode(v) for v in obj]
    if isinstance(obj, tuple):
        return {"$t": [encode(v) for v in obj]}
    if isinstance(obj, frozenset):
        return {"$f": sorted((encode(v) for v in obj), key=repr)}
    if isinstance(obj, set):
        return {"$s": sorted((encode(v) for v in obj), key=repr)}
    if isinstance(obj, dict):
        if all(isinstance(k, str) and not k.startswith("$") for k in obj):
            return {k: encode(v) for k, v in obj.items()}
        return {"$d": [[encode(k), encode(v)] for k, v in obj.items()]}
    if isinstance(obj, Event):
        return {"$e": [obj.kind, obj.text, encode(obj.data)]}
    if dataclasses.is_dataclass(obj) and type(obj).__module__.startswith(_PREFIX):
        out = {"$": f"{type(obj).__module__}:{type(obj).__qualname__}"}
        for f in dataclasses.fields(obj):
            if f.name not in LOCAL and f.name not in DROPPED:
                out[f.name] = encode(getattr(obj, f.name))
        return out
    raise WireError(f"a view holds a {type(obj).__name__}, which is not sent")


def decode(data, local=None):
    """The view ``encode`` wrote; ``local``: a fresh state of the same game whose LOCAL
    fields fill the top object's (the board, the data)."""
    return _decode(data, local)


def _decode(data, local=None):
    if data is None or isinstance(data, (bool, int, float, str)):
        return data
    if isinstance(data, list):
        return [_decode(v) for v in data]
    if not isinstance(data, dict):
        raise WireError("not a view")
    if "$" in data:
        return _make(data, local)
    for tag, make in (("$t", tuple), ("$f", frozenset), ("$s", set)):
        if tag in data:
            return make(_decode(v) for v in data[tag])
    if "$d" in data:
        return {_decode(k): _decode(v) for k, v in data["$d"]}
    if "$e" in data:
        kind, text, extra = data["$e"]
        return Event(kind, text, _decode(extra))
    return {k: _decode(v) for k, v in data.items()}


def _make(data: dict, local):
    module_name, _, name = str(data["$"]).partition(":")
    if not module_name.startswith(_PREFIX) or "." in name:
        raise WireError(f"a view names {data['$']!r}")
    try:
        cls = getattr(importlib.import_module(module_name), name)
    except (ImportError, AttributeError):
        raise WireError(f"a view names {data['$']!r}") from None
    if not dataclasses.is_dataclass(cls) or not isinstance(cls, type):
        raise WireError(f"a view names {data['$']!r}")
    obj = object.__new__(cls)   # no __init__: a frozen dataclass is filled the same way
    for f in dataclasses.fields(cls):
        if f.name in data:
            value = _decode(data[f.name])
        elif f.name in LOCAL or f.name in DROPPED:
            value = getattr(local, f.name, None) if local is not None and f.name in LOCAL else None
        elif f.default is not dataclasses.MISSING:
            value = f.default
        elif f.default_factory is not dataclasses.MISSING:
            value = f.default_factory()
        else:
            raise WireError(f"a view's {name} has no {f.name}")
        object.__setattr__(obj, f.name, value)
    return obj
