"""S4C Play Example: mission 3, Convoy Chase, the Indomitable; every card as the rulebook tells it."""
from game.rules.same4cats import odds
from game.rules.same4cats.data import AA, CLOUDS, ESCORT, FIGHTER, FLY, WAVES
from game.rules.same4cats.state import EXPERIENCE, FLY as FLY_PHASE, MEDALS, REPAIR, TARGET

EXAMPLE_ORDER = [FIGHTER, CLOUDS, ESCORT, FLY, AA, WAVES, AA, FIGHTER, CLOUDS]


def test_play_example_mission_3_convoy_chase(mission, log_texts):
    # "So far the player has gained 2 Experience and has 0 Damage points ... hit the
    # Liverpool and the tanker Turbo."
    game = mission("convoy-chase", ["Indomitable", "Manchester"], [
        EXAMPLE_ORDER,  # the 17-card Event deck's top cards
        "Hit",          # Enemy Fighter at 7
        "Hit",          # AA at 2
        "Hit",          # Escort against the Enemy Fighter at 1
        "Miss",         # the torpedo at 1
        "Hit",          # the repair check
    ], number=3, experience=2, damage=0, ships_hit=["Liverpool", "Turbo"])
    s = game.state
    assert s.phase == TARGET and s.mission_number == 3

    log = game.play("target Indomitable")
    # "The Indomitable is placed in the Target Ship box, and the unchosen Manchester is
    # returned to the bottom of the Target Ship deck."
    assert s.target == "Indomitable" and s.target_deck[-1] == "Manchester"
    # "The 17 cards are shuffled to form the Event deck"
    assert len(s.event_deck) == 17
    assert s.event_deck_composition == {"Sun": 1, "Clouds": 2, "Waves": 2, "Fly": 2,
                                        AA: 5, FIGHTER: 4, ESCORT: 1}
    assert "Event deck of 17 cards" in log_texts(log, "event_deck")[0]

    # 7: Enemy Fighter, 2 Hit + 1 Miss regardless of distance: Hit, damage 1.
    log = game.play("draw")
    assert log_texts(log, "resolution") == ["Enemy Fighter: 2 Hit + 1 Miss: Hit"]
    assert s.damage == 1 and s.distance == 7
    # 6: Clouds
    game.play("draw")
    assert s.clouds == 1 and s.distance == 6
    # Escort kept in hand; its replacement Fly goes on 5.
    log = game.play("draw")
    assert s.escort_in_hand and s.distance == 5 and s.distance_track[-1].card == FLY
    assert [e.kind for e in log][:2] == ["escort_kept", "event_card"]
    # 4: AA, "normally 1 Hit and 3 Miss", nullified by the Clouds from 6.
    assert odds.aa_deck(game.state, 4).composition == "1 Hit / 3 Miss"
    log = game.play("draw")
    assert s.distance_track[-1].nullified and s.clouds == 0 and s.damage == 1
    assert log_texts(log, "resolution") == []
    # 3: Waves
    game.play("draw")
    assert s.waves == 1
    # 2: AA, 2 Hit + 1 Miss: Hit, damage 2.
    log = game.play("draw")
    assert log_texts(log, "resolution") == ["AA at distance 2: 2 Hit + 1 Miss: Hit"]
    assert s.damage == 2
    # 1: Enemy Fighter; the Escort fights with 2 Hit + 2 Miss: Hit, the fighter is down.
    log = game.play("draw")
    assert log_texts(log, "resolution") == ["Escort: 2 Hit + 2 Miss: Hit"]
    assert s.distance_track[-1].escort == "on top" and not s.escort_in_hand
    assert s.damage == 2 and s.phase == FLY_PHASE
    # Torpedo at 1: 3 Hit + 1 Miss, one Hit removed by the Waves: Miss.
    log = game.play("torpedo")
    assert log_texts(log, "resolution") == [
        "Torpedo at distance 1 (Waves x1: Hit -1): 2 Hit + 1 Miss: Miss"]
    # "The last Event card drawn after the torpedo attack was Clouds."
    assert s.final_card.card == CLOUDS
    assert s.torpedo_result == "Miss" and s.target_deck[-1] == "Indomitable"
    assert s.cards_this_pass == 9  # S4C 4.1: at most nine Event cards
    assert s.phase == EXPERIENCE

    # "it gained 1 Experience (total 3)"
    game.play("continue")
    assert s.experience == 3 and s.phase == REPAIR
    # "the third mission ... a resolution deck of 4 Hit cards and 2 Miss cards ... Hit"
    log = game.play("repair")
    assert log_texts(log, "resolution") == ["Repair after mission 3: 4 Hit + 2 Miss: Hit"]
    assert s.damage == 1 and s.phase == MEDALS
    # Two ships hit: the Croce di Guerra (3) is not yet earned.
    game.play("continue")
    assert s.medals == [] and s.mission_number == 4 and s.phase == TARGET
    assert s.rng.script == []  # every scripted card was drawn
