"""Issue 15: an attack's damage after armour, known before the attack (ST Attack Results 3-4), and
the defender's Replace that would destroy its own control room (ST Attack Results 5, End of the
Game). Steam Torpedo has no chance in play: the numbers are checked against the damage the
engine then makes the defender place, marker by marker."""
from game.rules.steam_torpedo import odds
from game.rules.steam_torpedo import actions as A
from game.rules.steam_torpedo.state import DAMAGE
from odds_helpers import st_attack
from house import rules as house_rules

RULES = house_rules("steam-torpedo")


def placed_damage(state, action):
    """Play the attack, then place every damage point on the first compartment offered; the
    damage points the defender's submarine took in all."""
    s = RULES.clone(state)
    defender = s.other(RULES.to_move(s))
    before = sum(c.damage for c in s.subs[defender].compartments.values())
    RULES.apply(s, action)
    while s.phase == DAMAGE:
        place = next(a for a in RULES.legal_actions(s) if isinstance(a, A.Damage))
        RULES.apply(s, place)
    return sum(c.damage for c in s.subs[defender].compartments.values()) - before


def test_st_attack_results_4_damage_after_armour_is_what_the_defender_places():
    checked = 0
    for seed in (1, 3, 4, 5):
        game, attacks = st_attack(seed)
        for action in attacks:
            p = odds.attack_preview(game.state, action)
            assert p.damage == max(0, p.strength - p.armour)
            assert placed_damage(game.state, action) == p.damage, (seed, str(action))
            checked += 1
    assert checked >= 5


def test_st_attack_results_4_armour_lowers_the_damage():
    game, attacks = st_attack(4)  # this position's bow has a crewed armoured compartment
    previews = [odds.attack_preview(game.state, a) for a in attacks]
    assert any(p.armour > 0 and p.damage < p.strength for p in previews)


def test_st_x2_gives_a_range_of_damage():
    game, attacks = st_attack(1)
    phrase = odds.damage_phrase([odds.attack_preview(game.state, a) for a in attacks if a.cell == "d2"])
    assert phrase == "2-4 damage after armour"  # one sailor, or two ready sailors (x2)


def test_st_the_preview_reads_only_what_the_player_sees():
    game, attacks = st_attack(3)
    seat = RULES.to_move(game.state)
    seen = RULES.view(game.state, seat)
    for action in attacks:
        assert odds.attack_preview(seen, action) == odds.attack_preview(game.state, action)


def test_st_attack_results_5_a_replacement_that_destroys_the_control_room_loses():
    game, attacks = st_attack(1)
    s = RULES.clone(game.state)
    attacker = RULES.to_move(s)
    RULES.apply(s, attacks[0])
    assert s.phase == DAMAGE
    defender = s.damage.defender
    assert not odds.replacement_loses(s)
    room = s.subs[defender].control_room
    room.damage = room.durability - 1  # one more marker destroys it
    assert odds.replacement_loses(s)
    RULES.apply(s, A.Replace())
    assert RULES.outcome(s) is not None and RULES.outcome(s).winner == attacker
