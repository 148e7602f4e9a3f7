"""Every row of every reference table (S4C 4.2-7.0), resolved through the rules."""
import pytest

from game.rules.core import RuleError
from game.rules.same4cats import odds
from game.rules.same4cats.data import AA, FIGHTER, FLY
from game.rules.same4cats.state import MEDALS, REPAIR

# -- Anti-Aircraft Fire table (S4C 4.3) ----------------------------------------------


@pytest.mark.parametrize("distance, deck", [
    (1, "3 Hit + 1 Miss"), (2, "2 Hit + 1 Miss"), (3, "2 Hit + 2 Miss"),
    (4, "1 Hit + 3 Miss"), (5, "1 Hit + 3 Miss"),
    (6, "1 Hit + 3 Miss"), (7, "1 Hit + 3 Miss"),  # beyond the table: its farthest row
])
def test_aa_table_rows_by_distance(flying, log_texts, distance, deck):
    reached = distance + 1 if distance < 7 else None
    game = flying(reached=reached, deck=[AA], script=["Miss"])
    log = game.play("draw")
    assert log_texts(log, "resolution") == [f"AA at distance {distance}: {deck}: Miss"]
    assert game.state.damage == 0


def test_aa_table_distance_0_is_the_final_card_after_a_torpedo_at_1(flying, log_texts):
    # S4C 4.5: the final AA fires from the attack distance minus 1; the table's "0-1" row
    game = flying(reached=1, deck=[AA], script=["Miss", "Hit"])
    log = game.play("torpedo")
    assert "AA at distance 0: 3 Hit + 1 Miss: Hit" in log_texts(log, "resolution")
    assert game.state.damage == 1


def test_aa_option_no_fire_beyond_the_table(flying, log_texts):
    game = flying(reached=None, deck=[AA], script=[], options={"aa_beyond_table": "no fire"})
    log = game.play("draw")
    assert log_texts(log, "resolution") == [] and game.state.damage == 0
    assert log_texts(log, "out_of_range") == ["AA at distance 7: out of range, no fire"]


@pytest.mark.parametrize("suns, deck", [(1, "1 Hit + 2 Miss"), (2, "0 Hit + 2 Miss")])
def test_aa_sun_cards_hit_minus_1_or_2_and_spent(flying, log_texts, suns, deck):
    # S4C 4.2 Sun: cumulative, spent by the next AA fire; decided: never below 0 Hit
    game = flying(reached=4, deck=[AA, AA], script=["Miss", "Miss"], sun=suns)
    log = game.play("draw")
    assert log_texts(log, "resolution") == [f"AA at distance 3 (Sun x{suns}: Hit -{suns}): {deck}: Miss"]
    assert game.state.sun == 0
    log = game.play("draw")
    assert log_texts(log, "resolution") == ["AA at distance 2: 2 Hit + 1 Miss: Miss"]


def test_aa_retried_mission_miss_minus_1(flying, log_texts):
    game = flying(reached=5, deck=[AA], script=["Hit"], retried=True)
    log = game.play("draw")
    assert log_texts(log, "resolution") == ["AA at distance 4 (retried: Miss -1): 1 Hit + 2 Miss: Hit"]


def test_empty_resolution_deck_draws_a_miss(flying, log_texts):
    # distance 2 (2 Hit + 1 Miss), two Suns, retried, damage 4 with the table's Miss -1
    game = flying(reached=3, deck=[AA], script=[], sun=2, retried=True, damage=4,
                  options={"damage4": "table"})
    log = game.play("draw")
    assert log_texts(log, "resolution") == [
        "AA at distance 2 (Sun x2: Hit -2, damage 4: Miss -1, retried: Miss -1): "
        "0 Hit + 0 Miss: Miss"]
    assert game.state.damage == 4


# -- Damage table (S4C 4.3, 6.0) -----------------------------------------------------------

@pytest.mark.parametrize("damage, deck, reach", [
    (0, "1 Hit + 3 Miss", "1-4"),
    (1, "1 Hit + 3 Miss", "1-4"),
    (2, "2 Hit + 3 Miss", "1-4"),  # the table prints no range: decided 1-4
    (3, "2 Hit + 3 Miss", "1-3"),
    (4, "2 Hit + 3 Miss", "1-2"),  # the text of 4.3 (default)
])
def test_damage_table_rows(flying, log_texts, damage, deck, reach):
    game = flying(reached=5, deck=[AA], script=["Miss"], damage=damage)
    log = game.play("draw")
    mod = f" (damage {damage}: Hit +1)" if damage >= 2 else ""
    assert log_texts(log, "resolution") == [f"AA at distance 4{mod}: {deck}: Miss"]
    low, high = map(int, reach.split("-"))
    assert odds.torpedo_range(game.state) == list(range(low, high + 1))


def test_damage_4_table_reading_is_miss_minus_1(flying, log_texts):
    game = flying(reached=5, deck=[AA], script=["Miss"], damage=4, options={"damage4": "table"})
    log = game.play("draw")
    assert log_texts(log, "resolution") == ["AA at distance 4 (damage 4: Miss -1): 1 Hit + 2 Miss: Miss"]


@pytest.mark.parametrize("damage, distance", [(3, 4), (4, 3)])
def test_damage_shrinks_torpedo_range(flying, damage, distance):
    game = flying(reached=distance, damage=damage)
    with pytest.raises(RuleError) as err:
        game.play("torpedo")
    assert err.value.rule == "S4C 4.3" and f"with {damage} damage" in err.value.reason
    assert "torpedo" not in [str(a) for a in game.legal_actions()]


def test_damage_5_is_shot_down(flying, log_texts):
    game = flying(reached=3, deck=[AA], script=["Hit"], damage=4)
    log = game.play("draw")
    assert game.state.damage == 5 and game.state.shot_down
    assert log_texts(log, "shot_down") == ["Shot down on mission 1!!"]
    assert game.outcome().winner is None and game.legal_actions() == []


# -- Torpedo table (S4C 4.5) ---------------------------------------------------------------

@pytest.mark.parametrize("distance, deck", [
    (1, "3 Hit + 1 Miss"), (2, "2 Hit + 1 Miss"), (3, "2 Hit + 2 Miss"), (4, "1 Hit + 3 Miss")])
def test_torpedo_table_rows(flying, log_texts, distance, deck):
    game = flying(reached=distance, deck=[FLY], script=["Hit"])
    log = game.play("torpedo")
    assert log_texts(log, "resolution") == [f"Torpedo at distance {distance}: {deck}: Hit"]
    assert game.state.ships_hit == ["Kent"]


@pytest.mark.parametrize("distance", [5, 6, 7])
def test_torpedo_table_5_to_7_out_of_range(flying, distance):
    game = flying(reached=distance)
    with pytest.raises(RuleError) as err:
        game.play("torpedo")
    assert err.value.rule == "S4C 4.5" and "out of torpedo range" in err.value.reason


@pytest.mark.parametrize("waves, deck", [(1, "1 Hit + 2 Miss"), (2, "0 Hit + 2 Miss")])
def test_torpedo_waves_hit_minus_1_or_2(flying, log_texts, waves, deck):
    game = flying(reached=3, deck=[FLY], script=["Miss"], waves=waves)
    log = game.play("torpedo")
    assert log_texts(log, "resolution") == [
        f"Torpedo at distance 3 (Waves x{waves}: Hit -{waves}): {deck}: Miss"]


# -- Experience table (S4C 4.1, 4.5) -------------------------------------------------------

@pytest.mark.parametrize("experience, fly, bonus", [
    (0, 0, 0), (1, 0, 0), (2, 0, 0), (3, 1, 0), (4, 1, 0), (5, 1, 0), (6, 2, 0), (7, 2, 0),
    (8, 2, 1), (9, 2, 1), (10, 2, 1)])
def test_experience_table_rows(mission, flying, experience, fly, bonus):
    # Fly cards added to the Event deck (North Africa/Tobruk adds a Sun, Kent 3 AA)
    game = mission("north-africa-tobruk", ["Kent"], [[]], experience=experience)
    game.play("target Kent")
    assert game.state.event_deck_composition[FLY] == 2 + fly
    assert len(game.state.event_deck) == 7 + 1 + 3 + fly
    # Hit +1 on torpedo attacks at 8+
    game = flying(reached=2, experience=experience)
    assert odds.torpedo_deck(game.state).hits == 2 + bonus


# -- Repair table (S4C 6.0) ----------------------------------------------------------------

@pytest.mark.parametrize("number, deck", [
    (1, "3 Hit + 1 Miss"), (2, "3 Hit + 1 Miss"), (3, "4 Hit + 2 Miss"), (4, "4 Hit + 2 Miss"),
    (5, "4 Hit + 2 Miss"), (6, "3 Hit + 2 Miss"), (7, "3 Hit + 2 Miss"), (8, "2 Hit + 2 Miss"),
    (9, "2 Hit + 2 Miss")])
def test_repair_table_rows(flying, log_texts, number, deck):
    game = flying(reached=7, deck=[FLY], script=["Miss"], number=number, damage=2)
    game.play("abort")
    game.play("continue")
    assert game.state.phase == REPAIR
    log = game.play("repair")
    assert log_texts(log, "resolution") == [f"Repair after mission {number}: {deck}: Miss"]
    assert game.state.damage == 2 and game.state.phase == MEDALS


def test_repair_hit_repairs_one_point(flying):
    game = flying(reached=7, deck=[FLY], script=["Hit"], number=5, damage=3)
    game.play("abort")
    game.play("continue")
    game.play("repair")
    assert game.state.damage == 2


def test_no_repair_after_mission_10_or_without_damage(flying):
    game = flying(reached=7, deck=[FLY], number=10, damage=2)
    game.play("abort")
    game.play("continue")
    with pytest.raises(RuleError, match="last mission"):
        game.play("repair")
    assert game.legal_notations() == ["continue"]
    game = flying(reached=7, deck=[FLY], number=4, damage=0)
    game.play("abort")
    game.play("continue")
    with pytest.raises(RuleError, match="no damage"):
        game.play("repair")


# -- Escort and Enemy Fighter decks (S4C 4.2, 4.4) -----------------------------------------

def test_enemy_fighter_deck_has_no_modifiers(flying, log_texts):
    game = flying(reached=2, deck=[FIGHTER], script=["Hit"], sun=2, damage=3, retried=True)
    log = game.play("draw")
    assert log_texts(log, "resolution") == ["Enemy Fighter: 2 Hit + 1 Miss: Hit"]
    assert game.state.damage == 4 and game.state.sun == 2  # the Sun waits for AA


def test_escort_miss_then_fighter_attacks(flying, log_texts):
    game = flying(reached=4, deck=[FIGHTER], script=["Miss", "Miss"], escort_in_hand=True)
    log = game.play("draw")
    assert log_texts(log, "resolution") == ["Escort: 2 Hit + 2 Miss: Miss",
                                            "Enemy Fighter: 2 Hit + 1 Miss: Miss"]
    s = game.state
    assert s.distance_track[-1].escort == "under" and s.escort_used and not s.escort_in_hand


# -- Medal table (S4C 7.0) -----------------------------------------------------------------

@pytest.mark.parametrize("hits, medals", [
    (2, []), (3, ["croce"]), (4, ["croce"]), (5, ["croce", "bronze"]), (6, ["croce", "bronze"]),
    (7, ["croce", "bronze", "silver"]), (8, ["croce", "bronze", "silver"]),
    (9, ["croce", "bronze", "silver", "gold"]), (10, ["croce", "bronze", "silver", "gold"])])
def test_medal_table_rows(flying, hits, medals):
    ships = ["Kent", "Manchester", "Liverpool", "Turbo", "Phoebe", "Fearless", "Tanimbar",
             "Deucalion", "Imperial Star", "Kent"][:hits]  # no medal icons among them
    game = flying(reached=7, deck=[FLY], number=3, ships_hit=ships)
    game.play("abort")
    game.play("continue")
    game.play("continue")
    game.play("continue")
    assert game.state.medals == medals
