"""ST Manoeuvring (both examples), ST Sea Sectors and ST Sections."""
import pytest

from st_helpers import arrange
from game.rules.core import RuleError
from game.rules.steam_torpedo.crew import speed
from game.rules.steam_torpedo.sea import position_of_enemy, section_cells


def bruno_with_three_engines(table, rochelle_sector=3, talion_sector=3):
    """Bruno (Panzer La Rochelle): four crew members in three engine compartments."""
    game = table(active="rochelle")
    arrange(game, "rochelle", {"b2": "triple-expansion-engine", "d2": "accumulator-room", "a1": "krupp-deck-gun"},
            crew={"1": "b2", "2": "d2", "3": "d2", "4": "a1"}, sector=rochelle_sector)
    game.state.subs["talion"].sector = talion_sector
    return game


def test_manoeuvring_example_1_two_sectors_own_and_one_enemy(table):
    game = bruno_with_three_engines(table)
    assert speed(game.state, "rochelle") == 3  # engines with crew, not crew members
    with pytest.raises(RuleError, match="speed is 3"):
        game.play("manoeuvre own 5 enemy 1")  # 2 + 2 = 4 points
    events = game.play("manoeuvre own 5 enemy 2")
    assert game.state.subs["rochelle"].sector == 5 and game.state.subs["talion"].sector == 2
    assert events[0].kind == "manoeuvre" and events[0].data["points"] == 3
    assert events[0].data["own"] == [3, 5] and events[0].data["enemy"] == [3, 2]


def test_manoeuvring_example_2_to_the_other_side_of_the_enemy(table):
    game = bruno_with_three_engines(table, rochelle_sector=2, talion_sector=3)
    assert position_of_enemy(game.state, "rochelle") == "ahead-close"
    game.play("manoeuvre own 4 enemy 3")
    assert game.state.subs["rochelle"].sector == 4
    assert position_of_enemy(game.state, "rochelle") == "behind-close"
    assert position_of_enemy(game.state, "talion") == "ahead-close"


def test_manoeuvring_once_per_turn_and_nobody_leaves_the_field(table):
    game = bruno_with_three_engines(table, rochelle_sector=4)
    with pytest.raises(RuleError, match="cannot leave"):
        game.play("manoeuvre own 6 enemy 3")
    game.play("manoeuvre own 5 enemy 3")
    with pytest.raises(RuleError, match="once per turn"):
        game.play("manoeuvre own 4 enemy 3")
    assert not any(a.startswith("manoeuvre") for a in game.legal_notations())


def test_manoeuvring_speed_counts_only_engines_with_own_crew(table):
    game = table()
    arrange(game, "talion", {"a2": "boiler-room"}, crew={"C": "b1", "1": "b1", "2": "b1", "3": "b1", "4": "b1"})
    assert speed(game.state, "talion") == 0
    assert not any(a.startswith("manoeuvre") for a in game.legal_notations())
    game.state.subs["talion"].member("4").cell = "a2"
    assert speed(game.state, "talion") == 1
    game.state.subs["talion"].at("a2").destroyed = True
    assert speed(game.state, "talion") == 0


def test_sea_sectors_close_and_at_range(table):
    game = table()
    talion, rochelle = game.state.subs["talion"], game.state.subs["rochelle"]
    for t, r, seen in [(3, 3, "port-close"), (2, 3, "ahead-close"), (1, 3, "ahead-range"),
                       (5, 4, "behind-close"), (5, 1, "behind-range")]:
        talion.sector, rochelle.sector = t, r
        assert position_of_enemy(game.state, "talion") == seen
    talion.sector = rochelle.sector = 3
    assert position_of_enemy(game.state, "rochelle") == "starboard-close"  # the north figure


def test_sections_bow_4_stern_4_port_5_starboard_5(table):
    game = table()
    talion, rochelle = game.state.subs["talion"], game.state.subs["rochelle"]
    data = game.state.data
    assert section_cells(data, talion, "bow") == ["d1", "e1", "d2", "e2"]  # facing sector 5
    assert section_cells(data, talion, "stern") == ["a1", "b1", "a2", "b2"]
    assert section_cells(data, talion, "port") == ["a1", "b1", "c1", "d1", "e1"]  # south figure: port faces the sea
    assert section_cells(data, rochelle, "starboard") == ["a1", "b1", "c1", "d1", "e1"]
    assert "c2" in section_cells(data, talion, "starboard") and "c2" in section_cells(data, rochelle, "port")


def test_sections_follow_the_heading_option(table):
    game = table(options={"heading": "west"})
    talion = game.state.subs["talion"]
    assert section_cells(game.state.data, talion, "bow") == ["a1", "b1", "a2", "b2"]
    assert section_cells(game.state.data, talion, "starboard") == ["a1", "b1", "c1", "d1", "e1"]
    talion.sector, game.state.subs["rochelle"].sector = 3, 2
    assert position_of_enemy(game.state, "talion") == "ahead-close"
