"""Issue 15: the Accept button of a hit says what the damage may cost before it is taken: the
chance the Wimpy is lost and the chance a man is killed (TaW 8.2.1, 8.2.5, 8.3, Table 5a).

The odds turn, on copies of the position, every airframe counter left face down (their mix is
known: Table 5a less those turned) and every crew-hit d6 through the engine's own steps. Here
the same chances are worked out by hand from Table 5a's words: BOOM with bombs aboard destroys
the Wimpy; CRIT FIRE turns one more counter; a Crew Hit's d6 picks a position, a second wound
kills; the last counter turned crashes the Wimpy; so does a pilot killed with no one to fly."""
from fractions import Fraction

from game.rules.thunderbirds import odds

from odds_helpers import tb_decision
from house import rules as house_rules

RULES = house_rules("thunderbirds")


def by_hand(pool: dict, slots: int, bombs: bool, wounds: dict, numbers: dict, stand_in: bool):
    """(lost, killed) of turning one counter from ``pool`` with ``slots`` face down."""
    total = sum(pool.values())
    lost = killed = Fraction(0)
    for name, n in pool.items():
        if not n:
            continue
        p = Fraction(n, total)
        rest = dict(pool, **{name: n - 1})
        last = slots == 1
        if name == "BOOM" and bombs:
            lost += p
        elif name == "CRIT FIRE" and not last:
            a, b = by_hand(rest, slots - 1, bombs, wounds, numbers, stand_in)
            lost, killed = lost + p * a, killed + p * b
        elif name == "Crew Hit":
            for die in range(1, 7):
                who = next((k for k, v in numbers.items() if v == die and wounds[k] < 2), None)
                q = p / 6
                if last:
                    lost += q
                elif who is not None and wounds[who] == 1:
                    if who == "pilot" and not stand_in:
                        lost += q
                    else:
                        killed += q
        elif last:
            lost += p
    return lost, killed


def hand_figures(state):
    numbers = {k: m.number for k, m in state.crew.items()}
    wounds = {k: m.wounds for k, m in state.crew.items()}
    return by_hand(dict(state.airframe_pool), state.airframe.count(None), state.ordnance_aboard, wounds, numbers,
                   "engineer" in state.crew and wounds.get("engineer", 0) < 2)


def test_8_2_1_accepting_a_hit_counts_every_counter_left_face_down():
    game = tb_decision(1, "hit")
    st = game.state
    assert st.ordnance_aboard and st.airframe.count(None) == 8
    lost, killed = odds.accept_risk(st)
    assert (lost, killed) == hand_figures(st)
    assert 0 < lost < Fraction(1, 10) and killed == 0   # a healthy crew: one wound kills no one
    assert odds.option_note(st, "accept") == f"{odds.percent(lost)} the Wimpy is lost"


def test_8_3_a_wounded_man_may_be_killed_and_the_last_counter_crashes():
    game = tb_decision(1, "hit")
    st = RULES.clone(game.state)
    st.crew["gunner"].wounds = 1          # a second wound kills (8.3)
    lost, killed = odds.accept_risk(st)
    assert (lost, killed) == hand_figures(st) and killed > 0
    st.airframe[:7] = ["No Effect"] * 7  # one counter left face down: turning it crashes (8.2.5)
    assert odds.accept_risk(st) == (1, 0)
    assert odds.option_note(st, "accept") == "100% the Wimpy is lost"


def test_8_2_1_without_bombs_a_boom_is_structural_damage():
    game = tb_decision(9, "hit")
    st = game.state
    assert not st.ordnance_aboard
    assert odds.accept_risk(st) == hand_figures(st)


def test_the_accept_risk_reads_nothing_the_crew_cannot_see():
    """The generator is withheld from the view and never read: the same figures either way."""
    game = tb_decision(1, "hit")
    assert odds.accept_risk(RULES.view(game.state, "crew")) == odds.accept_risk(game.state)
