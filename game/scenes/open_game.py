"""A game opened on the screen: its scene (the one its descriptor names, game/rules/spec.py),
the options the player keeps for it (the rules' and the scene's own), and the "How to play"
card the first time a game is started. game/launch.py makes and loads the games; this is
the step from a game to what is drawn."""
from __future__ import annotations

from pathlib import Path

from .. import games
from ..session.game import Game
from .howto import HowToScene


def scene_for(app, game: Game, save_path: Path | None = None, autosave: Path | None = None):
    """The game's scene. A game opened from an autosave (``save_path`` in the autosave
    folder) goes on in that autosave; any other gets its own (``autosave`` names one).
    The player's saved options for the game (its display options among them) are checked
    first: a value no option allows is said and not used."""
    gid = game.rules.game_id
    cls = scene_class(gid)
    for line in check_settings_options(app.settings, gid):
        app.toast(line, seconds=10)
    if getattr(game, "load_note", ""):   # its save's data set changed since, and every move still fits
        app.toast(game.load_note, seconds=10)
    return cls(app, game, save_path=save_path, autosave=autosave)


def first_start(app, game_id: str, title: str) -> None:
    """Show a game's "How to play" card the first time the game is started (then never
    again by itself: the game menu opens it)."""
    settings = app.settings
    if game_id in settings.howto_seen:
        return
    app.push(HowToScene(app, game_id, title))
    settings.howto_seen.append(game_id)
    if not app.settings_warning:   # a settings file that could not be read is never overwritten
        try:
            settings.save()
        except OSError:
            pass


def option_specs(game_id: str) -> dict:
    """Every option a player sets for a game in the settings: its rules' options, then
    its scene's DISPLAY_OPTIONS (how it is shown). Imports the scene (pygame)."""
    g = games.info(game_id)
    scene = g.load(g.scene.partition(":")[0])
    return {**g.load(g.rules).options, **getattr(scene, "DISPLAY_OPTIONS", {})}


def check_settings_options(settings, game_id: str) -> list[str]:
    """The player's saved options for a game checked against their choices: a value no
    option allows is dropped (in memory) and named in a message; the default is used."""
    if not games.is_playable(game_id):
        return []
    return settings.check_options(game_id, games.info(game_id).title, option_specs(game_id))


def scene_class(game_id: str):
    g = games.info(game_id)
    if not games.is_playable(game_id):
        raise games.NotPlayable(f"{g.title} ({game_id}) is not playable yet: it is coming in a later version")
    return g.load(g.scene)
