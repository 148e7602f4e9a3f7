"""The game's YAML data (tables.yaml, targets.yaml, events.yaml), loaded once."""
from __future__ import annotations

from functools import lru_cache

from ...datacheck.house import house_data


@lru_cache(maxsize=None)
def load(name: str) -> dict:
    return house_data(__package__, f"{name}.yaml")


# (each its own cache, as load's: read at almost every step, and cleared with the data set)
@lru_cache(maxsize=None)
def tables() -> dict:
    return load("tables")


@lru_cache(maxsize=None)
def targets() -> dict:
    return load("targets")


@lru_cache(maxsize=None)
def events() -> dict:
    return load("events")


def historical_targets() -> list[dict]:
    """Table 4 in order: [{name, red, selection, period}], 52 missions."""
    out = []
    for p in targets()["periods"]:
        for t in p["targets"]:
            t = t if isinstance(t, dict) else {"name": t}
            out.append({"name": t["name"], "red": bool(t.get("red", False)),
                        "selection": p["selection"], "period": p["period"]})
    return out


def target_names() -> list[str]:
    seen = []
    for t in historical_targets():
        if t["name"] not in seen:
            seen.append(t["name"])
    return seen


def selection(number: int) -> list[str]:
    for p in targets()["periods"]:
        if p["selection"] == number:
            return [t["name"] if isinstance(t, dict) else t for t in p["targets"]]
    raise KeyError(number)


def table_lookup(rows: list, face: int) -> dict:
    """A row of a faces table ({faces: [low, high], ...}) for a d10 face."""
    for row in rows:
        low, high = row["faces"]
        if low <= face <= high:
            return row
    raise KeyError(face)
