"""Issue 15: the chance that an action at damage 4 shoots the aircraft down (S4C 4.3), shown on
the Fly buttons before they are pressed. Checked against a seeded Monte Carlo through the engine."""
import copy
import random
from dataclasses import is_dataclass
from fractions import Fraction

from game.rules.core import Event, Rng
from game.rules.same4cats import odds
from game.rules.same4cats.data import AA, CLOUDS, ESCORT, FIGHTER, FLY, SUN, WAVES
from house import rules as house_rules

RULES = house_rules("same4cats")

TRIALS = 20000
DECK = [AA] * 3 + [FIGHTER] * 2 + [ESCORT] + [SUN, CLOUDS, WAVES] + [FLY] * 4


PLAIN = (str, int, bool, float, type(None), Fraction)


def fresh(value):
    """A copy of a position sharing nothing mutable with it, as copy.deepcopy makes: lists,
    dicts and the state's dataclasses copied member by member, frozen values and the log's
    read-only Events shared. (The
    trials' time was three quarters deepcopy's; each trial's result is the same.) Anything
    else is left to deepcopy; the generator is not copied: each trial gets a fresh one."""
    kind = type(value)
    if kind in PLAIN or kind is Event:  # a log's Event is read-only (core.Event): shared
        return value
    if kind is list:
        return [v if type(v) in PLAIN else fresh(v) for v in value]
    if kind is dict:
        return {k: v if type(v) in PLAIN else fresh(v) for k, v in value.items()}
    if kind is tuple:
        return tuple(fresh(v) for v in value)
    if is_dataclass(kind) and not kind.__dataclass_params__.frozen:
        twin = object.__new__(kind)
        twin.__dict__.update((k, v if type(v) in PLAIN else fresh(v)) for k, v in value.__dict__.items()
                             if k != "rng")
        return twin
    return copy.deepcopy(value)


def shot_down_rate(game, notation, seed=15):
    """How often the move shoots the aircraft down, the Event deck and the resolution decks
    shuffled by a fresh generator each trial (the engine itself resolves everything)."""
    shuffler = random.Random(seed)
    down = 0
    for i in range(TRIALS):
        s = fresh(game.state)
        shuffler.shuffle(s.event_deck)
        s.rng = Rng(shuffler.getrandbits(32))
        RULES.apply(s, RULES.parse(notation))
        down += s.shot_down
    return down / TRIALS


def test_4_3_draw_at_damage_4_shot_down_chance_matches_the_engine(flying):
    game = flying(reached=4, deck=list(DECK), damage=4)
    s = game.state
    assert odds.last_hit_ends(s)
    exact = float(odds.next_card_hit_chance(s, s.next_distance))
    assert 0.1 < exact < 0.6
    assert abs(shot_down_rate(game, "draw") - exact) < 0.015


def test_4_5_torpedo_final_card_shot_down_chance_matches_the_engine(flying):
    game = flying(reached=2, deck=list(DECK), damage=4, escort_in_hand=True)
    s = game.state
    exact = float(odds.next_card_hit_chance(s, s.distance - 1, final=True))
    assert abs(shot_down_rate(game, "torpedo") - exact) < 0.015


def test_4_6_abort_with_clouds_waiting_only_the_fighters_can_hit(flying):
    game = flying(reached=3, deck=list(DECK), damage=4, clouds=1)
    s = game.state
    exact = odds.next_card_hit_chance(s, s.distance, final=True)
    # brute force: 2 fighters of 13 cards, a fighter hits 2 in 3; AA nullified by the Clouds
    assert exact == odds.Fraction(2, 13) * odds.Fraction(2, 3)
    assert abs(shot_down_rate(game, "abort") - float(exact)) < 0.015


def test_4_3_below_damage_4_no_action_ends_the_campaign(flying):
    game = flying(reached=4, deck=list(DECK), damage=3)
    assert not odds.last_hit_ends(game.state)


def test_the_chance_reads_only_what_the_player_sees(flying):
    """Two decks in different orders (face down, S4C 4.1) give the same chance."""
    a = flying(reached=4, deck=list(DECK), damage=4).state
    b = flying(reached=4, deck=list(reversed(DECK)), damage=4).state
    assert a.event_deck != b.event_deck
    assert odds.next_card_hit_chance(a, 3) == odds.next_card_hit_chance(b, 3)
    seen = RULES.view(a, "player")
    assert odds.next_card_hit_chance(seen, 3) == odds.next_card_hit_chance(a, 3)
