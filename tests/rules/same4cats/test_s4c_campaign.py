"""S4C 2.0-3.0, 5.0-7.0: setup, the campaign of ten missions, experience, medals, victory."""
import pytest

from game.rules.core import NotationError, RuleError
from game.session.game import Game
from game.session.saves import load, save
from game.rules.same4cats import odds
from game.rules.same4cats.actions import (Abort, Continue, Draw, Repair, Retry, Target,
                                          Torpedo)
from game.rules.same4cats.data import AA, FLY
from game.rules.same4cats.phases import PHASES
from game.rules.same4cats.state import EXPERIENCE, MEDALS, OVER, REPAIR
from house import rules as house_rules

RULES = house_rules("same4cats")


# -- 2.2 Setup, 3.0 Campaign ------------------------------------------------------------

def test_2_2_setup_damage_and_experience_at_0_decks_shuffled():
    game = Game(RULES, 11)
    s = game.state
    assert s.damage == 0 and s.experience == 0 and s.medals == [] and s.ships_hit == []
    assert len(s.mission_deck) + len(s.mission_track) == 13 and s.mission_number == 1
    assert len(s.target_deck) + len(s.target_choices) == 14
    assert [e.kind for e in game.log()] == ["setup", "mission"]
    assert Game(RULES, 12).state.mission_deck != s.mission_deck or \
        Game(RULES, 12).state.target_deck != s.target_deck


def test_rules_object_identity():
    assert RULES.game_id == "same4cats" and RULES.title == "The Same 4 Cats"
    assert RULES.players == ["player"] and RULES.to_move(Game(RULES, 1).state) == "player"
    assert RULES.options["damage4"].default == "text"


def _next_mission(game):
    """Abort at distance 7 and confirm the between-mission steps."""
    game.play(f"target {next(s for s in game.state.target_choices if s != 'Indomitable' or game.state.mission.id != 'gibraltar')}")
    game.play("draw")
    if game.outcome() is not None:
        return
    game.play("abort")
    if game.outcome() is not None:
        return
    game.play("continue")
    if "repair" in game.legal_notations():
        game.play("repair")
    else:
        game.play("continue")
    game.play("continue")


def test_3_0_ten_missions_then_victory():
    for seed in range(200):  # find a campaign that survives aborting every mission at 7
        game = Game(RULES, seed, {"aa_beyond_table": "no fire"})
        while game.outcome() is None:
            _next_mission(game)
        if game.outcome().winner == "player":
            break
    s = game.state
    assert game.outcome().winner == "player" and s.phase == OVER
    assert s.mission_number == 10 and len(s.missions_flown) == 10
    assert len(s.mission_deck) == 3  # 3 of the 13 Mission cards never flown
    assert [e.kind for e in game.log()][-1] == "campaign_end"
    assert game.outcome().kind == "campaign_won" and "Ten missions survived" in game.outcome().how


# -- 5.0 Experience ----------------------------------------------------------------------

@pytest.mark.parametrize("reached, gain", [(7, 0), (4, 0), (3, 1), (1, 1)])
def test_5_0_experience_for_reaching_distance_3(flying, log_texts, reached, gain):
    game = flying(reached=reached, deck=[FLY], experience=4)
    game.play("abort")
    assert game.state.phase == EXPERIENCE
    log = game.play("continue")
    assert game.state.experience == 4 + gain and game.state.phase == REPAIR
    assert log_texts(log, "experience")[0].startswith("Experience +1" if gain else "No experience")


# -- 6.0 Repair is optional ---------------------------------------------------------------

def test_6_0_repair_may_be_skipped(flying):
    game = flying(reached=6, deck=[FLY], damage=3, number=2)
    game.play("abort")
    game.play("continue")
    assert game.legal_notations() == ["repair", "continue"]
    game.play("continue")
    assert game.state.damage == 3 and game.state.phase == MEDALS


# -- 7.0 Medals ---------------------------------------------------------------------------

def test_7_0_ship_medal_icon_awards_that_medal(flying):
    game = flying(reached=2, deck=[FLY], script=["Hit"], ship="Indomitable")
    game.play("torpedo")
    for _ in range(3):
        game.play("continue")
    assert game.state.medals == ["silver"]
    assert game.state.highest_medal.name == "Medaglia di Argento al Valor Militare"


def test_7_0_glasgow_icon_is_the_bronze_medal(flying):
    game = flying(reached=2, deck=[FLY], script=["Hit"], ship="Glasgow")
    game.play("torpedo")
    for _ in range(3):
        game.play("continue")
    assert game.state.medals == ["bronze"]


def test_7_0_option_medal_icon_counts_as_an_extra_hit(flying):
    game = flying(reached=2, deck=[FLY], script=["Hit"], ship="Nelson",
                  ships_hit=["Kent"], options={"ship_medal": "extra hit"})
    game.play("torpedo")
    for _ in range(3):
        game.play("continue")
    assert game.state.medals == ["croce"]  # Kent + Nelson + the Nelson's icon = 3


def test_7_0_shot_down_is_defeat(flying):
    game = flying(reached=5, deck=[AA], script=["Hit"], damage=4, number=6, damage_taken=4)
    assert PHASES[game.state.phase].prompt == "Draw on, attack, abort or retry"
    game.play("draw")
    assert game.state.damage_taken == 5 and PHASES[game.state.phase].prompt == "The campaign is over"
    out = game.outcome()
    assert out.winner is None and out.kind == "shot_down" and "mission 6" in out.how
    assert game.state.missions_flown[-1].result == "shot down"
    with pytest.raises(RuleError):
        game.play("continue")


# -- notation, saves, view ------------------------------------------------------------------

@pytest.mark.parametrize("action", [Target("Indomitable"), Target("Ark Royal"), Draw(),
                                    Torpedo(), Abort(), Retry(), Repair(), Continue()])
def test_notation_round_trip(action):
    assert RULES.parse(str(action)) == action


def test_notation_examples_and_errors():
    assert str(Target("Imperial Star")) == "target Imperial Star"
    assert RULES.parse("  target   imperial star ") == Target("Imperial Star")
    for bad in ("", "fire", "target", "target Bismarck", "draw 2"):
        with pytest.raises(NotationError):
            RULES.parse(bad)


def test_odds_helpers_show_decks_without_drawing(flying):
    game = flying(reached=4, deck=[FLY], waves=1)
    draws = game.state.rng.draws
    spec = odds.torpedo_deck(game.state)
    assert spec.composition == "0 Hit / 3 Miss" and spec.describe() == "0 Hit / 3 Miss, 0%"
    assert odds.torpedo_deck(game.state, 2).describe() == "1 Hit / 1 Miss, 50%"
    assert odds.aa_deck(game.state, 2).describe() == "2 Hit / 1 Miss, 67%"
    assert odds.escort_deck(RULES.data).describe() == "2 Hit / 2 Miss, 50%"
    assert odds.repair_deck(RULES.data, 3).composition == "4 Hit / 2 Miss"
    assert odds.torpedo_deck(game.state, 5) is None and odds.repair_deck(RULES.data, 10) is None
    assert RULES.refusal(game.state, Draw()) is None
    assert RULES.refusal(game.state, Repair()).rule == "S4C 6.0"
    assert game.state.rng.draws == draws


def test_view_hides_the_order_of_face_down_decks():
    game = Game(RULES, 5)
    game.play(f"target {game.state.target_choices[0]}")
    seen = game.view()
    assert seen.event_deck == sorted(game.state.event_deck)
    assert seen.target_deck == sorted(game.state.target_deck)
    assert seen.damage == game.state.damage and seen.phase == game.state.phase


def test_save_and_load_replays_the_campaign(tmp_path):
    import random
    game = Game(RULES, 99, {"damage4": "table"})
    pick = random.Random(3)
    for _ in range(40):
        if game.outcome() is not None:
            break
        game.play(pick.choice(game.legal_actions()))
    save(game, tmp_path / "s.yaml")
    again = load(tmp_path / "s.yaml", lambda gid, map_path, data_set, data_hash: RULES)
    assert again.moves == game.moves and again.options == game.options
    assert again.state.damage == game.state.damage
    assert again.state.event_deck == game.state.event_deck
    assert [e.text for e in again.log()] == [e.text for e in game.log()]
