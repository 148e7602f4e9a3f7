"""Issue 15: the chance of at least one hit before a fire (BN Fire), from the fire deck's known
composition and what lies in the target square. Checked by brute force through the engine: every
set of n cards is put on top of the deck in turn and the fire is played."""
from fractions import Fraction
from itertools import combinations

from game.rules.battaglia_navale import odds

from game.rules.battaglia_navale.combat import cards_for
from odds_helpers import bn_anti_aircraft, bn_fire, bn_raid
from house import rules as house_rules

RULES = house_rules("battaglia-navale")


def engine_share(game, action, n=None, own=False, finish=None):
    """The share of the n-card draws (default: the fire's cards) after which the engine's fire
    report counts an enemy hit (``own``: a hit on the firer's own ship or battery). ``finish``
    plays what the action leaves to do (a raid's planes to place)."""
    side = game.to_move()
    n = cards_for(RULES.data, action.units, False) if n is None else n
    ids = sorted(RULES.data.fire_cards)
    hits = total = 0
    for top in combinations(ids, n):
        s = RULES.clone(game.state)
        s.deck = list(top) + [c for c in ids if c not in top]
        RULES.apply(s, action)
        if finish is not None:
            finish(s)
        hits += any(m.result in odds.SCORES and (m.side == side) == own for m in s.last_fire.marks)
        total += 1
    return Fraction(hits, total)


def test_bn_fire_chance_of_a_hit_is_the_share_of_draws_that_hit():
    shown = []
    for seed in (1, 3, 4):
        game, action = bn_fire(seed)
        n = cards_for(RULES.data, action.units, False)
        got = odds.fire_odds(game.state, game.to_move(), action.target, n)
        assert got.hit == engine_share(game, action), (seed, str(action))
        shown.append(got.hit)
    assert any(0 < p < 1 for p in shown)


def test_bn_fire_chance_of_each_smaller_fire_matches_too():
    game, action = bn_fire(3)
    for k in range(1, len(action.units) + 1):
        for units in combinations(action.units, k):
            sub = type(action)(action.target, units)
            if sub in game.legal_actions():
                n = cards_for(RULES.data, units, False)
                assert odds.fire_odds(game.state, game.to_move(), action.target, n).hit == engine_share(game, sub)


def test_bn_fire_the_chance_reads_only_what_the_player_sees():
    """The deck's order is face down (the view withholds it): two decks in other orders, and the
    player's view, give the same chance."""
    game, action = bn_fire(4)
    side, n = game.to_move(), cards_for(RULES.data, action.units, False)
    a = odds.fire_odds(game.state, side, action.target, n)
    other = RULES.clone(game.state)
    other.deck = list(reversed(other.deck))
    assert other.deck != game.state.deck
    assert odds.fire_odds(other, side, action.target, n) == a
    assert odds.fire_odds(RULES.view(game.state, side), side, action.target, n) == a


def test_bn_fire_describe_is_a_plain_phrase():
    assert odds.FireOdds(2, Fraction(19, 25), Fraction(0)).describe() == "2 cards, 76% to hit"
    assert odds.FireOdds(1, Fraction(1, 1000), Fraction(0)).describe() == "1 card, 1% to hit"


def test_bn_fire_friendly_fire_chance_to_hit_ones_own_ships():
    """Option friendly fire (BN Fire): a mark on one's own ship hands a counter to the enemy; the
    chance of that is shown beside the fire, checked by brute force too."""
    for seed in range(1, 12):
        try:
            game, action = bn_fire(seed, {"friendly_fire": True}, own=True)
        except AssertionError:
            continue
        n = cards_for(RULES.data, action.units, False)
        got = odds.fire_odds(game.state, game.to_move(), action.target, n)
        assert 0 < got.own == engine_share(game, action, own=True)
        assert got.hit == engine_share(game, action)
        return
    raise AssertionError("no fire at a square holding one's own ships in seeds 1-11")


def test_bn_aircraft_anti_aircraft_chance_matches_the_engine():
    """BN Aircraft: a mark on a cell with an enemy plane aloft shoots it down."""
    game, action = bn_anti_aircraft(1)
    n = cards_for(RULES.data, action.units, True)
    got = odds.fire_odds(game.state, game.to_move(), action.target, n, "anti_aircraft")
    assert 0 < got.hit < 1
    assert got.hit == engine_share(game, action, n)


def test_bn_aircraft_bombing_chance_matches_the_engine():
    """BN Aircraft: one card a plane; the planes are placed (first free cell offered) and bomb."""
    from game.rules.battaglia_navale import actions as A
    game, raid = bn_raid(1)
    side, n = game.to_move(), len(raid.planes)
    got = odds.fire_odds(game.state, side, raid.target, n, "bombing")

    def place_planes(s):
        while s.raid is not None:
            RULES.apply(s, next(a for a in RULES.legal_actions(s) if isinstance(a, A.PlacePlane)))
    assert 0 < got.hit == engine_share(game, raid, n, finish=place_planes)
