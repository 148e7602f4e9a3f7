"""Issue 31: "Reroll?" on the LW Intensity table says the chance the reroll brings fewer
fighters (TaW 6.4.2[1], 7.0.5), counted over the d10's faces on the chit's row; a crew choice
says what the man left at home does and who stands in for him (TaW 6.3.1)."""
import random
from fractions import Fraction

from game import launch
from game.rules.thunderbirds import actions as A
from game.rules.thunderbirds import odds


def _lw_reroll():
    game = launch.new_game("thunderbirds", seed=1)
    chooser = random.Random(1)
    for _ in range(600):
        st = game.state
        if st.pending and st.pending["kind"] == "reroll" and st.agenda and st.agenda[0].get("do") == "lw":
            return game
        game.play(chooser.choice(game.legal_actions()))
    raise AssertionError("no reroll of the LW Intensity table met")


def test_taw_6_4_2_the_reroll_of_the_lw_table_says_the_chance_of_fewer_fighters():
    game = _lw_reroll()
    st = game.state
    row = st.data.tables["lw_intensity"]["table"][st.lw_chit]
    now = row[st.agenda[0]["roll"]["die"]]
    want = Fraction(sum(1 for n in row if n < now), len(row))
    chance, phrase = odds.option_chance(st, "reroll")
    assert chance == want and 0 < chance < 1
    assert odds.option_note(st, "reroll").startswith(f"{odds.percent(want)} to meet ")
    # the engine agrees: rerolled from many generators, the share of fewer fighters matches
    fewer = 0
    for seed in range(400):
        s = game.rules.clone(st)
        s.rng.seed, s.rng._random = seed, random.Random(seed)
        rolled = next(e for e in game.rules.apply(s, A.Simple("reroll")) if e.kind == "roll")
        fewer += row[rolled.data["roll"]["die"]] < now
    assert abs(fewer / 400 - float(want)) < 0.08


def test_taw_6_3_1_a_crew_choice_says_who_stays_home_and_who_stands_in():
    game = launch.new_game("thunderbirds", seed=1)
    while game.state.phase != "crew":
        game.play(game.legal_actions()[0])
    for a in game.legal_actions():
        words = game.rules.describe(game.view(), a)
        home = next(p for p in A.POSITIONS if p != "pilot" and p not in a.positions)
        assert words.startswith(f"Leave the {game.state.data.tables['crew']['positions'][home]['label']} at home")
        assert "instead" in words or "nobody does it" in words
