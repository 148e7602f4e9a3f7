"""Issue 15: the chance of a GRT skill check shown before the pilot decides (TaW 9.0, 6.4.2[1],
7.1.2[5]). Checked by brute force: each of the ten d10 faces is forced in turn and the decision is
played through the engine; the chance shown must be the share of faces the engine counts a success."""
from fractions import Fraction

from game.rules.thunderbirds import odds

from odds_helpers import Face, tb_decision as decision_at
from house import rules as house_rules

RULES = house_rules("thunderbirds")


def engine_share(game, notation, key, nth):
    """The share of the ten faces after which the engine logs roll ``nth`` of ``key`` a success."""
    wins = 0
    for face in range(10):
        s = RULES.clone(game.state)
        s.rng = Face(face)
        events = RULES.apply(s, RULES.parse(notation))
        rolls = [e.data["roll"] for e in events if e.kind == "roll" and e.data.get("key") == key]
        wins += rolls[nth]["success"]
    return Fraction(wins, 10)


def test_9_0_bonus_roll_chance_is_the_share_of_faces_that_succeed():
    tried = []
    for seed in (1, 2, 3):
        game = decision_at(seed, "bonus")
        step = game.state.agenda[0]
        for notation in game.legal_notations():
            got = odds.option_chance(game.state, notation)
            if notation.split()[0] not in ("roll", "fire"):
                assert got is None
                continue
            assert got[0] == engine_share(game, notation, step["key"], 0), (seed, notation)
            tried.append(notation)
    assert any("+" in n for n in tried)  # points spent before the roll change the chance


def test_7_1_2_manoeuvre_chance_is_the_share_of_faces_that_evade():
    game = decision_at(1, "hit")
    evades = [n for n in game.legal_notations() if n.startswith("evade")]
    assert evades
    for notation in evades:
        chance, phrase = odds.option_chance(game.state, notation)
        assert phrase == "to evade"
        assert chance == engine_share(game, notation, "evade", 0)


def test_6_4_2_reroll_chance_of_a_crew_check_is_the_share_of_faces_that_succeed():
    game = decision_at(1, "reroll")
    step = game.state.agenda[0]
    chance, phrase = odds.option_chance(game.state, "reroll")
    assert phrase == "to succeed"
    assert chance == engine_share(game, "reroll", step["key"], 0)  # the reroll's roll is the next logged


def test_9_0_grt_chance_caps_and_unusable_table():
    assert odds.grt_chance(RULES.data, []) == Fraction(4, 10)        # 6-9 of 0-9
    assert odds.grt_chance(RULES.data, [("a", 5)]) == Fraction(6, 10)  # capped at +2
    assert odds.grt_chance(RULES.data, [("a", -2)]) == Fraction(2, 10)
    assert odds.grt_chance(RULES.data, [("a", -3)]) == 0               # net -3: the GRT cannot be used


def test_the_chance_reads_only_what_the_player_sees():
    """The generator (which foretells the roll) is withheld from the view; the odds are the same
    from the view and from a state whose generator would roll otherwise."""
    game = decision_at(2, "bonus")
    notes = [odds.option_note(game.state, n) for n in game.legal_notations()]
    seen = RULES.view(game.state, "crew")
    assert [odds.option_note(seen, n) for n in game.legal_notations()] == notes
    other = RULES.clone(game.state)
    other.rng = Face(9)
    assert [odds.option_note(other, n) for n in game.legal_notations()] == notes
    assert any(n.endswith("% to succeed") for n in notes)


def test_7_8_3_a_landing_check_says_a_failure_crashes():
    game = decision_at(2, "bonus", key="landing", moves=800)
    notes = [odds.option_note(game.state, n) for n in game.legal_notations()]
    assert notes and all(n.endswith("% to succeed; a failure crashes") for n in notes)
    # the engine agrees: the face that fails the check ends the mission in a crash (7.8.3)
    s = RULES.clone(game.state)
    s.rng = Face(0)
    events = RULES.apply(s, RULES.parse(game.legal_notations()[0]))
    assert any(e.kind == "roll" and e.data.get("key") == "landing" and not e.data["roll"]["success"] for e in events)
    while s.pending is not None and s.pending["kind"] == "reroll":  # the failure stands
        events += RULES.apply(s, RULES.parse("accept"))
    assert any("crash" in e.text.lower() for e in events)


def test_6_4_2_rerolling_a_german_hit_shows_the_chance_it_misses():
    game = decision_at(9, "hit")
    step = game.state.agenda[0]
    assert step["actor"] is None and "reroll" in game.legal_notations()
    chance, phrase = odds.option_chance(game.state, "reroll")
    assert phrase == "it misses"
    # the reroll is the one roll the decision logs; it misses on the faces where it fails
    assert chance == 1 - engine_share(game, "reroll", step["key"], 0)
    assert odds.option_note(game.state, "evade +disc").endswith("% to evade")
    assert odds.option_chance(game.state, "evade +disc")[0] == engine_share(game, "evade +disc", "evade", 0)
