"""S4C 4.0-4.7: the target, the Event deck, the cards, torpedo, abort and retry."""
import pytest

from game.rules.core import RuleError
from game.session.game import Game
from game.rules.same4cats.data import AA, CLOUDS, ESCORT, FIGHTER, FLY, SUN, WAVES
from game.rules.same4cats.state import EXPERIENCE, FLY as FLY_PHASE, TARGET
from house import rules as house_rules

RULES = house_rules("same4cats")


# -- 4.0 Missions ------------------------------------------------------------------------

def test_4_0_unchosen_target_cards_go_to_the_bottom(mission):
    game = mission("aegean-sea-1", ["Nelson", "Kent"], [[]])
    with pytest.raises(RuleError) as err:
        game.play("target Glasgow")
    assert err.value.rule == "S4C 4.0"
    game.play("target Kent")
    assert game.state.target == "Kent" and game.state.target_deck[-1] == "Nelson"
    assert game.state.phase == FLY_PHASE


def test_4_0_gibraltar_forbids_indomitable_and_ignores_ship_aa(mission):
    game = mission("gibraltar", ["Indomitable", "Nelson"], [[]])
    assert game.legal_notations() == ["target Nelson"]
    with pytest.raises(RuleError) as err:
        game.play("target Indomitable")
    assert err.value.rule == "S4C 4.0" and "cannot be chosen" in err.value.reason
    game.play("target Nelson")
    # basic 2 AA + Gibraltar's 3 AA; the Nelson's 3 AA icons are ignored
    assert game.state.event_deck_composition[AA] == 5


def test_4_0_mission_start_draws_as_many_ships_as_the_card_shows():
    for seed in range(20):
        s = Game(RULES, seed).state
        assert len(s.target_choices) == s.mission.targets and s.phase == TARGET
        assert len(s.target_deck) == 14 - s.mission.targets


# -- 4.1 Event deck ----------------------------------------------------------------------

def test_4_1_event_deck_is_basic_plus_mission_plus_ship(mission):
    game = mission("north-africa-algeria", ["Liverpool"], [[]])
    game.play("target Liverpool")
    assert game.state.event_deck_composition == {SUN: 2, CLOUDS: 1, WAVES: 1, FLY: 2, AA: 4,
                                                 FIGHTER: 1}


def test_4_1_first_card_must_be_drawn_before_any_decision(flying):
    game = flying(reached=None, deck=[FLY])
    assert game.legal_notations() == ["draw"]
    for word, rule in (("torpedo", "S4C 4.1"), ("abort", "S4C 4.6"), ("retry", "S4C 4.7")):
        with pytest.raises(RuleError) as err:
            game.play(word)
        assert err.value.rule == rule


def test_4_1_the_distance_track_ends_at_1(flying):
    game = flying(reached=1, deck=[FLY, FLY])
    with pytest.raises(RuleError) as err:
        game.play("draw")
    assert err.value.rule == "S4C 4.1"
    assert sorted(game.legal_notations()) == ["abort", "retry", "torpedo"]


def test_4_1_cards_go_from_7_to_1(flying):
    game = flying(reached=None, deck=[FLY] * 7)
    for expected in range(7, 0, -1):
        game.play("draw")
        assert game.state.distance == expected
    assert [c.distance for c in game.state.distance_track] == list(range(7, 0, -1))


# -- 4.2 Event cards ---------------------------------------------------------------------

def test_4_2_sun_waits_through_clouds(flying, log_texts):
    # The rulebook's example: Sun, Clouds, AA (nullified), later AA uses the Sun.
    game = flying(reached=None, deck=[SUN, CLOUDS, AA, AA], script=["Miss"])
    game.play("draw")
    game.play("draw")
    log = game.play("draw")
    assert log_texts(log, "nullified") == ["AA at distance 5 nullified by Clouds"]
    assert game.state.sun == 1
    log = game.play("draw")
    assert log_texts(log, "resolution") == ["AA at distance 4 (Sun x1: Hit -1): 0 Hit + 3 Miss: Miss"]


def test_4_2_clouds_do_not_stop_an_enemy_fighter(flying, log_texts):
    game = flying(reached=6, deck=[FIGHTER], script=["Hit"], clouds=1)
    game.play("draw")
    assert game.state.damage == 1 and game.state.clouds == 1


def test_4_2_escort_kept_and_replaced_then_used_once(flying, log_texts):
    game = flying(reached=None, deck=[ESCORT, FIGHTER, FIGHTER], script=["Hit", "Miss"])
    log = game.play("draw")
    s = game.state
    assert [e.kind for e in log][:2] == ["escort_kept", "event_card"]
    assert s.distance_track[-1].card == FIGHTER and s.distance_track[-1].escort == "on top"
    assert s.damage == 0 and s.escort_used and s.cards_this_pass == 2
    log = game.play("draw")  # no escort any more: the fighter attacks alone
    assert log_texts(log, "resolution") == ["Enemy Fighter: 2 Hit + 1 Miss: Miss"]


# -- 4.5 Torpedo attack --------------------------------------------------------------------

def test_4_5_hit_then_final_card_fighter(flying, log_texts):
    game = flying(reached=2, deck=[FIGHTER], script=["Hit", "Miss"], ship="Nelson")
    log = game.play("torpedo")
    s = game.state
    assert s.ships_hit == ["Nelson"] and "Nelson" not in s.target_deck
    assert log_texts(log, "resolution") == ["Torpedo at distance 2: 2 Hit + 1 Miss: Hit",
                                            "Enemy Fighter: 2 Hit + 1 Miss: Miss"]
    assert s.phase == EXPERIENCE and s.mission_result == "hit"


def test_4_5_miss_sends_the_target_to_the_bottom(flying):
    game = flying(reached=4, deck=[WAVES], script=["Miss"])
    game.play("torpedo")
    assert game.state.target_deck[-1] == "Kent" and game.state.ships_hit == []
    assert game.state.waves == 0  # the final card has no effect


def test_4_5_final_aa_from_attack_distance_minus_1(flying, log_texts):
    game = flying(reached=4, deck=[AA], script=["Miss", "Miss"])
    log = game.play("torpedo")
    assert log_texts(log, "resolution")[1] == "AA at distance 3: 2 Hit + 2 Miss: Miss"


def test_4_5_only_one_torpedo(flying):
    game = flying(reached=3, deck=[FLY], script=["Miss"])
    game.play("torpedo")
    with pytest.raises(RuleError):
        game.play("torpedo")


# -- 4.6 Abort ----------------------------------------------------------------------------

def test_4_6_abort_draws_one_last_card_at_the_current_distance(flying, log_texts):
    game = flying(reached=3, deck=[AA], script=["Hit"])
    log = game.play("abort")
    s = game.state
    assert log_texts(log, "resolution") == ["AA at distance 3: 2 Hit + 2 Miss: Hit"]
    assert s.damage == 1 and s.phase == EXPERIENCE and s.mission_result == "aborted"
    assert s.final_card.card == AA and s.target_deck[-1] == "Kent"


def test_4_6_final_escort_has_no_effect(flying):
    game = flying(reached=6, deck=[ESCORT, FIGHTER])
    game.play("abort")
    assert game.state.final_card.card == ESCORT and not game.state.escort_in_hand


# -- 4.7 Retry ----------------------------------------------------------------------------

def test_4_7_retry_reshuffles_everything_and_restarts_at_7(flying, log_texts):
    game = flying(reached=None, deck=[WAVES, SUN, FLY, FLY, FLY, FLY, FLY, FLY, FLY, FLY, FLY],
                  script=[[], "Miss"])
    game.play("draw")   # Waves at 7
    game.play("draw")   # Sun at 6
    s = game.state
    log = game.play("retry")  # final card: Fly
    assert s.retried and s.distance_track == [] and s.final_card is None
    assert len(s.event_deck) == 11 and s.waves == 0 and s.sun == 0 and s.cards_this_pass == 0
    assert [e.kind for e in log] == ["retry", "event_card", "reshuffle"]
    assert game.legal_notations() == ["draw"]
    s.event_deck.insert(0, AA)
    log = game.play("draw")
    assert log_texts(log, "resolution") == ["AA at distance 7 (retried: Miss -1): 1 Hit + 2 Miss: Miss"]
    assert "retry" not in game.legal_notations()
    with pytest.raises(RuleError) as err:
        game.play("retry")
    assert err.value.rule == "S4C 4.7" and "only once" in err.value.reason
    game.play("abort")  # a retried mission may also be aborted
    assert game.state.phase == EXPERIENCE  # (a refused action restores a copy of the state)


def test_4_7_retry_keeps_damage_and_experience_reach(flying):
    game = flying(reached=3, deck=[FLY] * 10, script=[[]], damage=2)
    game.play("retry")
    assert game.state.damage == 2 and game.state.closest_distance == 3
    game.play("draw")
    game.play("abort")
    game.play("continue")
    assert game.state.experience == 1  # the mission reached distance 3 before the retry


def test_4_7_unused_escort_returns_used_escort_stays_out(flying):
    game = flying(reached=5, deck=[FLY] * 9, script=[[]], escort_in_hand=True)
    game.play("retry")
    assert game.state.event_deck.count(ESCORT) == 1 and not game.state.escort_in_hand
    game = flying(reached=5, deck=[FLY] * 9, script=[[]], escort_used=True)
    game.play("retry")
    assert game.state.event_deck.count(ESCORT) == 0


def test_4_7_shot_down_on_the_retry_card(flying):
    game = flying(reached=3, deck=[AA], script=["Hit"], damage=4)
    game.play("retry")
    assert game.state.shot_down and game.outcome().winner is None


def test_4_2_clouds_two_clouds_point_at_the_same_next_aa_card(flying, log_texts):
    # "The next anti-aircraft fire card drawn is nullified": two Clouds before one AA card
    # both name that card; the AA card after it fires.
    game = flying(reached=None, deck=[CLOUDS, CLOUDS, AA, AA], script=["Miss"])
    game.play("draw")
    game.play("draw")
    assert game.state.clouds == 2
    log = game.play("draw")
    assert log_texts(log, "nullified") == ["AA at distance 5 nullified by 2 Clouds"]
    assert game.state.clouds == 0
    log = game.play("draw")
    assert not log_texts(log, "nullified") and len(log_texts(log, "resolution")) == 1


def test_4_2_clouds_option_stack_one_aa_card_for_each_clouds(flying, log_texts):
    game = flying(reached=None, deck=[CLOUDS, CLOUDS, AA, AA], options={"clouds": "stack"})
    assert RULES.options["clouds"].default == "next card"
    for _ in range(3):
        game.play("draw")
    assert game.state.clouds == 1
    log = game.play("draw")
    assert log_texts(log, "nullified") == ["AA at distance 4 nullified by Clouds"]
    assert game.state.clouds == 0


def test_4_2_clouds_a_save_from_before_the_option_replays_with_stack(tmp_path):
    # saves made before issue 17 played each Clouds on its own AA card: they keep that reading
    import yaml

    from game import games, launch
    from game.session import saves
    game = launch.new_game("same4cats", seed=4)
    path = tmp_path / "old.yaml"
    saves.save(game, path)
    doc = yaml.safe_load(path.read_text(encoding="utf-8"))
    del doc["options"]["clouds"]
    path.write_text(yaml.safe_dump(doc), encoding="utf-8")
    assert saves.load(path, games.rules_for).options["clouds"] == "stack"
    saves.save(game, path)
    assert saves.load(path, games.rules_for).options["clouds"] == "next card"
