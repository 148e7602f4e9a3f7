"""A player's data set changes play: a row of the zone flak table (TaW 7.2.1[1], house data)."""
from taw_helpers import ScriptedRng, prepare, texts  # noqa: F401

from game import datasets


def fly(game, dice=(), picks=()):
    game.state.rng = ScriptedRng(list(dice), list(picks))
    return game.play("fly")


def low_over_occupied_hex(data_set=None):
    """The Wimpy low, entering an occupied hex with green zone flak; the zone flak d10 rolls 8."""
    game = prepare(data_set=data_set)
    fly(game, picks=["MED", "No Event"])
    fly(game, picks=["No Event"])
    game.state.altitude = "low"
    return game, fly(game, dice=[8, 6, 9, 0], picks=["No Event", "No Effect"])


def test_7_2_1_a_set_whose_green_zone_flak_row_gives_no_die_on_8_lets_the_wimpy_pass():
    folder = datasets.new_set("thunderbirds", "Quiet skies")
    tables = folder / "tables.yaml"
    text = tables.read_text(encoding="utf-8")
    tables.write_text(text.replace("green:  [0, 0, 0, 0, 0, 1, 1, 1, 2, 2]",
                                   "green:  [0, 0, 0, 0, 0, 1, 1, 1, 0, 2]"), encoding="utf-8")
    game, events = low_over_occupied_hex()
    assert "Zone flak table (green): d10 8 = 8: 2 flak dice" in texts(events)
    assert game.state.pending is not None   # the flak spots and fires
    game, events = low_over_occupied_hex("Quiet skies")
    assert game.rules.data.key == ("Quiet skies", game.data_hash)
    assert "Zone flak table (green): d10 8 = 8: 0 flak dice" in texts(events)
    assert game.state.pending is None and game.state.phase == "fly"
