"""The five games Sortie plays: ids, names, and where their rules and scenes live.

A game is playable once both its rules package and its scene module exist; until then
its title tile says "coming" and the command line refuses it.
"""
from __future__ import annotations

import importlib
import importlib.util
from dataclasses import dataclass


@dataclass(frozen=True)
class GameInfo:
    id: str
    title: str
    players: str
    blurb: str
    package: str  # module name under game.rules and game.scenes

    @property
    def rules_module(self) -> str:
        return f"game.rules.{self.package}"

    @property
    def scene_module(self) -> str:
        return f"game.scenes.{self.package}.scene"


GAMES: dict[str, GameInfo] = {g.id: g for g in (
    GameInfo("same4cats", "The Same 4 Cats", "1 player",
             "Fly an SM.79 torpedo bomber through ten missions of 1940-42.", "same4cats"),
    GameInfo("battaglia-navale", "Battaglia Navale", "2 players",
             "Fleets, planes and a Polaris missile on a squared sea chart.", "battaglia_navale"),
    GameInfo("thunderbirds", "Thunderbirds at War", "1 player",
             "A Wellington crew of 6 Group bombing the Reich, early 1943.", "thunderbirds"),
    GameInfo("steam-torpedo", "Steam Torpedo", "2 players",
             "A duel of steam-age submarines, compartment by compartment.", "steam_torpedo"),
    GameInfo("carrier-strike", "Carrier Strike!", "2-4 players",
             "Carriers, torpedo runs and dogfights on a hex sea.", "carrier_strike"),
)}


class UnknownGame(ValueError):
    pass


class NotPlayable(ValueError):
    pass


def info(game_id: str) -> GameInfo:
    try:
        return GAMES[game_id]
    except KeyError:
        from .safe_read import excerpt
        raise UnknownGame(
            f"unknown game {excerpt(game_id)}; the games are: {', '.join(GAMES)}") from None


def _exists(module: str) -> bool:
    try:
        return importlib.util.find_spec(module) is not None
    except ModuleNotFoundError:
        return False


def has_rules(game_id: str) -> bool:
    return _exists(info(game_id).rules_module)


def is_playable(game_id: str) -> bool:
    g = info(game_id)
    return _exists(g.rules_module) and _exists(g.scene_module)


def default_map(game_id: str):
    """The shipped map of a game (maps/<game id>.tmx); the map check says if it is missing."""
    from .resources import map_file
    return map_file(f"{info(game_id).id}.tmx")


def rules_for(game_id: str, map_path=None):
    """The game's Rules object. Refuses a game not landed yet, or a broken map.

    Without map_path the shipped map is checked and the module's RULES is used; with one
    (an edited map), the rules are built for that map when the game's rules read a map.
    """
    from .mapcheck import BadMap
    from .mapcheck.checker import check
    g = info(game_id)
    if not is_playable(game_id):
        raise NotPlayable(f"{g.title} ({game_id}) is not playable yet: it is coming in a later version")
    problems = check(map_path or default_map(game_id), game_id)
    if problems:
        raise BadMap(problems)
    module = importlib.import_module(g.rules_module)
    if map_path is not None and hasattr(module, "rules_for_map"):
        return module.rules_for_map(map_path)
    return module.RULES


def option_specs(game_id: str) -> dict:
    """Every option a player sets for a game in the settings: its rules' options, then
    its scene's DISPLAY_OPTIONS (how it is shown). Imports the scene (pygame)."""
    g = info(game_id)
    rules = importlib.import_module(g.rules_module).RULES
    scene = importlib.import_module(g.scene_module)
    return {**rules.options, **getattr(scene, "DISPLAY_OPTIONS", {})}


def check_settings_options(settings, game_id: str) -> list[str]:
    """The player's saved options for a game checked against their choices: a value no
    option allows is dropped (in memory) and named in a message; the default is used."""
    if not is_playable(game_id):
        return []
    return settings.check_options(game_id, info(game_id).title, option_specs(game_id))


def scene_class(game_id: str):
    g = info(game_id)
    if not is_playable(game_id):
        raise NotPlayable(f"{g.title} ({game_id}) is not playable yet: it is coming in a later version")
    return importlib.import_module(g.scene_module).SCENE
