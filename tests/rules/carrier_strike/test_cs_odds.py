"""Issue 15: a dogfight's odds before it is declared (CS Dogfights 4-8), exact, from what the
declaring seat may see. Checked against a seeded Monte Carlo of 20,000 dogfights played through
the engine (cards dealt by the game's generator, both orders chosen blind at random)."""
import random
from fractions import Fraction

from game.rules.carrier_strike import odds

from game.rules.carrier_strike import actions as A
from game.rules.core import Rng
from odds_helpers import cs_dogfight
from house import rules as house_rules

RULES = house_rules("carrier-strike")

TRIALS = 20000


def play_out(state, declare, rnd):
    """Declare, order both hands at random, and return the events of the last order."""
    s = RULES.clone(state)
    s.rng = Rng(rnd.getrandbits(32))
    RULES.apply(s, declare)
    events = []
    while s.dogfight is not None:
        hand = list(s.dogfight.hands[s.dogfight.to_order[0]])
        rnd.shuffle(hand)
        events = RULES.apply(s, A.Order(tuple(hand)))
    return events


def test_cs_dogfights_4_7_exact_odds_match_the_engine():
    game, declare = cs_dogfight(3)
    st = game.state
    a, b = st.planes[declare.plane].pilot, st.planes[declare.target].pilot
    assert a != b  # an advantage: extra cards dealt (CS Dogfights 5)
    win, tie, lose = odds.duel(RULES.data, *odds.advantage(a, b))
    assert win + tie + lose == 1
    rnd = random.Random(15)
    wins = ties = 0
    for _ in range(TRIALS):
        result = next(e for e in play_out(st, declare, rnd) if e.kind == "dogfight_result")
        wins += result.data["winner"] == declare.plane
        ties += result.data["winner"] is None
    assert abs(wins / TRIALS - float(win)) < 0.015
    assert abs(ties / TRIALS - float(tie)) < 0.012


def test_cs_dogfights_5_even_pilots_are_even():
    def duel(a, b):
        return odds.duel(RULES.data, a, b)
    win, tie, lose = duel(0, 0)
    assert win == lose and 0 < tie < Fraction(1, 5)
    assert duel(2, 0) == tuple(reversed(duel(0, 2)))
    assert duel(1, 0)[0] < duel(2, 0)[0] < duel(3, 0)[0]  # each point of advantage helps


def test_cs_dogfights_4_the_odds_read_only_what_the_seat_sees():
    """The enemy's disc is face down until the dogfight: the odds are those of the view, the same
    whichever hidden disc the target carries, and the average over the discs its side may have."""
    game, declare = cs_dogfight(3)
    st = game.state
    seat = st.planes[declare.plane].seat
    target = st.planes[declare.target]
    assert not target.revealed
    shown = odds.dogfight_odds(st, declare.plane, declare.target, seat)
    assert odds.dogfight_odds(RULES.view(st, seat), declare.plane, declare.target, seat) == shown
    other = RULES.clone(st)
    twin = next(p for p in other.side_planes(target.side) if p.id != target.id and p.pilot != target.pilot
                and not p.revealed)
    twin.pilot, other.planes[target.id].pilot = other.planes[target.id].pilot, twin.pilot
    assert odds.dogfight_odds(other, declare.plane, declare.target, seat) == shown
    a = st.planes[declare.plane].pilot
    pool = odds.possible_discs(st, target, seat)
    assert RULES.view(st, seat).planes[target.id].pilot is None  # hidden from the seat
    assert shown.win == sum(odds.duel(RULES.data, *odds.advantage(a, b))[0] for b in pool) / len(pool)


def test_cs_dogfights_4_a_shown_disc_is_used():
    game, declare = cs_dogfight(3)
    st = RULES.clone(game.state)
    target = st.planes[declare.target]
    target.revealed = True
    seat = st.planes[declare.plane].seat
    a = st.planes[declare.plane].pilot
    known = odds.duel(RULES.data, *odds.advantage(a, target.pilot))[0]
    assert odds.dogfight_odds(st, declare.plane, declare.target, seat).win == known


def test_cs_dogfights_8_a_winner_with_no_free_rear_deck_is_lost_at_sea():
    game, declare = cs_dogfight(1)
    st = game.state
    seat = st.planes[declare.plane].seat
    shown = odds.dogfight_odds(st, declare.plane, declare.target, seat)
    assert shown.lost_at_sea and shown.plane_lost == 1 and shown.describe().endswith(", then lost at sea: no free rear deck")
    rnd = random.Random(8)
    for _ in range(200):  # the engine agrees: the first win it plays loses the plane at sea
        events = play_out(st, declare, rnd)
        result = next(e for e in events if e.kind == "dogfight_result")
        if result.data["winner"] == declare.plane:
            assert any(e.kind == "lost_at_sea" and e.data["plane"] == declare.plane for e in events)
            return
    raise AssertionError("the challenger never won in 200 dogfights")


def test_cs_torpedo_runs_2_3_a_run_with_no_free_rear_deck_says_lost_at_sea():
    from game.rules.carrier_strike import fleet
    from odds_helpers import cs_declaration

    def stranded(g, a):
        return isinstance(a, A.Drop) and not fleet.landing_options(g.state, g.state.planes[a.plane])

    game, drop = cs_declaration(1, stranded)
    assert odds.loss_note(game.state, drop) == "then lost at sea: no free rear deck"
    s = RULES.clone(game.state)
    events = RULES.apply(s, drop)
    if drop.plane in s.planes:  # other declarations wait: end the turn, the plane returns
        events += RULES.apply(s, A.End())
    assert any(e.kind == "lost_at_sea" and e.data["plane"] == drop.plane for e in events)
    game2, safe = cs_declaration(1, lambda g, a: isinstance(a, A.Drop) and not stranded(g, a))
    assert odds.loss_note(game2.state, safe) == ""


def test_cs_sacrifice_5_6_a_dive_loses_the_plane_either_way():
    from odds_helpers import cs_declaration
    game, dive = cs_declaration(1, lambda g, a: isinstance(a, A.DeclareSacrifice))
    assert odds.loss_note(game.state, dive) == "the plane is lost either way"
    s = RULES.clone(game.state)
    RULES.apply(s, dive)
    rnd = random.Random(6)
    for _ in range(3000):  # played on at random, the diving plane never comes back
        if dive.plane not in s.planes or RULES.outcome(s) is not None:
            break
        RULES.apply(s, rnd.choice(RULES.legal_actions(s)))
    assert dive.plane not in s.planes


def test_cs_dogfights_5_the_odds_follow_the_data_of_the_game():
    """A data set with another dogfight deck (issue 18) gives its games other odds; House's
    stay as they were."""
    from game import datasets, launch
    house_odds = odds.duel(RULES.data, 1, 0)
    folder = datasets.new_set("carrier-strike", "Aces")
    path = folder / "data.yaml"
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace("value: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]",
                                 "value: [1, 1, 1, 1, 1, 1, 12, 12, 12, 12, 12, 12]", 1), encoding="utf-8")
    aces = odds.duel(launch.new_game("carrier-strike", seed=3, data_set="Aces").rules.data, 1, 0)
    assert aces != house_odds and sum(aces) == 1
    assert odds.duel(RULES.data, 1, 0) == house_odds
