"""Hosting an online table (issue 29): the host screen shows the game's own options as its
new-game screen does, and who sits at each seat; Carrier Strike's number of players changes
the seats at once; the choices are remembered beside the new-game screen's. (At a real
server: tests/net/test_net_host.py.)"""
from __future__ import annotations

import pytest

from game.net.table import ONLINE_GAMES
from game.scenes.new_game import NewGameScene
from game.scenes.online_host import HostScene
from layout_check import frame_problems
from test_layout import buttons_over_buttons


@pytest.fixture
def asked(monkeypatch, tmp_path):
    """What Host the table asks the server for (the connecting screen, stood in for)."""
    from game.scenes import online
    monkeypatch.setenv("SORTIE_HOME", str(tmp_path))
    out = []

    class Connecting(online.Scene):
        def __init__(self, app, url, first):
            super().__init__(app)
            out.append((url, first))

        def draw(self, surface):
            pass
    monkeypatch.setattr(online, "ConnectingScene", Connecting)
    return out


def labels(scene) -> dict:
    return {b.label: b for b in scene.buttons.buttons}


def seat_labels(scene) -> list:
    n = len(scene.seats())
    rows = [b for b in scene.buttons.buttons if b.rect.left == 900][-n:]
    return [b.label for b in rows]


@pytest.mark.parametrize("game_id", ONLINE_GAMES)
def test_the_host_screen_of_each_online_game_fits(app, game_id):
    scene = HostScene(app, game_id)
    if "players" in scene.rules.options:
        scene.set_option("players", max(scene.rules.options["players"].choices))
    app.stack.clear_to(scene)
    assert frame_problems(app) + buttons_over_buttons(scene) == []
    assert "Host the table" in labels(scene) and "Start" not in labels(scene)


def test_the_host_screen_shows_the_games_own_option_rows(app):
    """The same rows as the new-game screen (each option's choice a button, the presets), no
    data set row (the server plays House), and a row per seat with who plays it."""
    host, new = HostScene(app, "steam-torpedo"), NewGameScene(app, "steam-torpedo")
    option_rows = [b.label for b in new.buttons.buttons if b.rect.left == 900][:len(new.rules.options)]
    assert [b.label for b in host.buttons.buttons if b.rect.left == 900][:len(host.rules.options)] == option_rows
    assert seat_labels(host) == ["You", "A player elsewhere"]
    assert "House" not in labels(host)
    host.set_option("build", "custom")
    assert host.rules.options["build"].shown("custom") in labels(host) and host.preset == "custom"


def test_carrier_strikes_players_change_the_seats_at_once(app):
    scene = HostScene(app, "carrier-strike")
    assert scene.seats() == ["red", "yellow"] and seat_labels(scene) == ["You", "A player elsewhere"]
    scene.set_option("players", 4)
    assert scene.seats() == ["red-1", "red-2", "yellow-1", "yellow-2"]
    assert seat_labels(scene) == ["You", "A player elsewhere", "A player elsewhere", "A player elsewhere"]
    scene.cycle("yellow-2")                         # a player elsewhere -> the computer at easy
    scene.cycle("yellow-2")                         # ... at normal
    for _ in range(3):
        scene.cycle("red-2")                        # ... easy, normal, hard
    assert seat_labels(scene) == ["You", "Computer: Hard", "A player elsewhere", "Computer: Normal"]
    scene.cycle("yellow-1")
    for _ in range(3):
        scene.cycle("yellow-1")                     # easy, normal, hard, then yours: red-1 goes elsewhere
    assert seat_labels(scene) == ["A player elsewhere", "Computer: Hard", "You", "Computer: Normal"]
    scene.cycle("yellow-1")                         # your own seat stays yours, and you are told
    assert "You sit at one seat" in app.toasts.items[-1][0]
    scene.set_option("players", 2)                  # your seat gone: the first seat is yours
    assert scene.seats() == ["red", "yellow"] and seat_labels(scene) == ["You", "A player elsewhere"]


def test_hosting_asks_for_the_options_and_seats_chosen_and_remembers_them(app, asked):
    scene = HostScene(app, "carrier-strike")
    scene.set_option("players", 4)
    scene.set_option("quiet_limit", 40)
    scene.cycle("red-2")
    app.push(scene)
    labels(scene)["Host the table"].on_click()
    url, first = asked[-1]
    assert url == app.settings.online_server
    assert first == {"kind": "create", "game": "carrier-strike", "seat": "red-1", "computer": {"red-2": "easy"},
                     "options": {"players": 4, "plane_dice": 1, "partial_moves": False, "quiet_limit": 40}}
    kept = app.settings.game_options["carrier-strike"]
    assert kept["online"]["seats"] == {"red-1": "me", "red-2": "easy", "yellow-1": "remote", "yellow-2": "remote"}
    assert "players" not in kept, "the new-game screen's own choices are left as they were"
    again = HostScene(app, "carrier-strike")        # the host screen opens as it was left
    assert again.values == scene.values and again.preset == "custom" and again.roles == scene.roles
    assert NewGameScene(app, "carrier-strike").values["players"] == 2


def test_the_first_host_screen_starts_from_the_new_game_screens_choices(app):
    app.settings.game_options["steam-torpedo"] = {"build": "draft", "preset": "custom"}
    assert HostScene(app, "steam-torpedo").values["build"] == "draft"
