"""The games as the app asks for them: a game's descriptor (game/rules/spec.py, listed in
game/rules/registry.py), its rules checked against its map, its scene, its options.

A game is playable once both its rules and its scene exist; until then its title tile says
"coming" and the command line refuses it.
"""
from __future__ import annotations

from .rules import registry
from .rules.spec import GameSpec

GAMES = registry.GAMES   # game id -> GameSpec, in the title's order


class UnknownGame(ValueError):
    pass


class NotPlayable(ValueError):
    pass


def info(game_id: str) -> GameSpec:
    try:
        return GAMES[game_id]
    except KeyError:
        from .safe_read import excerpt
        raise UnknownGame(
            f"unknown game {excerpt(game_id)}; the games are: {', '.join(GAMES)}") from None


def is_playable(game_id: str) -> bool:
    g = info(game_id)
    return g.has(g.rules) and g.has(g.scene)


def default_map(game_id: str):
    """The shipped map of a game (maps/<game id>.tmx); the map check says if it is missing."""
    from .resources import map_file
    return map_file(f"{info(game_id).id}.tmx")


def rules_for(game_id: str, map_path=None, data_set: str | None = None, data_hash: str | None = None):
    """The game's Rules bound to its data: House (``data_set`` None) or the player's set
    ``data_set`` (read afresh and checked, or as it was when its content hash was
    ``data_hash``: datasets.data_for), on the shipped map or ``map_path`` (an edited map).
    Refuses a game not landed yet, a broken map (BadMap, the checker's lines), a missing or
    broken set (datasets.SetMissing, SetChanged, datacheck.BadData). The Rules of the
    shipped map are made once per data and kept."""
    from .mapcheck import BadMap
    from .mapcheck.checker import check
    g = info(game_id)
    if not is_playable(game_id):
        raise NotPlayable(f"{g.title} ({game_id}) is not playable yet: it is coming in a later version")
    from .datasets import data_for
    data = data_for(game_id, data_set, data_hash)
    kept = _KEPT.get(game_id)
    if map_path is None and kept is not None and kept[0] is data:
        return kept[1]
    problems = check(map_path or default_map(game_id), game_id, data)
    if problems:
        raise BadMap(problems)
    rules = g.make_rules(data, map_path)
    if map_path is None:
        _KEPT[game_id] = (data, rules)
    return rules


_KEPT: dict = {}   # game id -> (data, its Rules on the shipped map), the last made
