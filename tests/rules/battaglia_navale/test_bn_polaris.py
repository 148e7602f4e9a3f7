"""The Polaris nuclear missile submarine (BN Polaris)."""
import pytest

from bn_sea import cells, deck, game_at_sea, stage
from game.rules.core import RuleError


def fleet(g, side):
    return g.state.fleets[side]


def test_bn_polaris_four_counters_build_the_missile_and_give_the_token():
    g = game_at_sea()
    for n in (1, 2, 3):
        g.play(f"polaris {n}")
        assert g.to_move() == "grey"  # turning a counter is the whole move
        g.play(f"polaris {n}")
    assert fleet(g, "white").polaris_turned == [1, 2, 3]
    with pytest.raises(RuleError):
        g.play("polaris 2")
    events = g.play("polaris 4")
    assert fleet(g, "white").polaris_token and fleet(g, "white").polaris_turned == []
    assert any(e.kind == "polaris_token" for e in events)
    g.play("polaris 4")  # grey completes its own missile too
    assert fleet(g, "grey").polaris_token
    with pytest.raises(RuleError) as err:
        g.play("polaris 1")
    assert err.value.rule == "BN Polaris"


def test_bn_polaris_the_submarine_stays_at_base_until_it_holds_the_token():
    g = game_at_sea()
    stage(g, white={"S": "i21h"})
    with pytest.raises(RuleError) as err:
        g.play("move S N1")
    assert err.value.rule == "BN Polaris"
    fleet(g, "white").polaris_token = True
    g.play("move S N2")


def test_bn_polaris_missile_up_to_four_squares_straight_over_obstacles_destroys_all():
    g = game_at_sea()
    g.state.blocked_sides = g.state.blocked_sides | {frozenset((19, 23))}
    stage(g, white={"S": "i21h"}, grey={"C": "i5h", "I": "i7h", "S": "i8h"}, batteries={"grey": "g3"})
    fleet(g, "white").polaris_token = True
    with pytest.raises(RuleError):
        g.play("missile 3")  # five squares
    g.state.fleets["grey"].ships["C"].cells = cells("i9", "j9", "k9", "l9")
    g.state.fleets["grey"].ships["I"].cells = cells("i11", "j11", "k11")
    g.state.fleets["grey"].ships["S"].cells = cells("i12", "j12")
    g.state.fleets["grey"].battery.cell = cells("l10")[0]  # the battery in the square too
    g.state.changed()
    g.play("missile 11")  # 23 -> 11: three squares north, across an island
    grey = fleet(g, "grey")
    assert grey.ships["C"].sunk and grey.ships["I"].sunk and grey.ships["S"].afloat
    assert grey.battery.captured
    assert sorted(fleet(g, "white").tray) == sorted(["C"] * 5 + ["I"] * 4 + ["B"])
    assert not fleet(g, "white").polaris_token
    assert not fleet(g, "white").sub_must_return  # it fired from its base


def test_bn_polaris_missile_not_diagonal():
    g = game_at_sea()
    stage(g, white={"S": "e18h"}, grey={"C": "i13h"})
    fleet(g, "white").polaris_token = True
    with pytest.raises(RuleError):
        g.play("missile 15")


def test_bn_polaris_missile_on_the_platform_resets_the_counters():
    g = game_at_sea()
    stage(g, white={"S": "a9h"}, grey={})
    fleet(g, "white").polaris_token = True
    fleet(g, "grey").polaris_turned = [1, 3, 4]
    g.play("missile 1")
    assert fleet(g, "grey").polaris_turned == []


def test_bn_polaris_the_submarine_is_invulnerable():
    g = game_at_sea()
    stage(g, white={"Ct": "e18h"}, grey={"S": "f14h", "C": "e16h"})
    deck(g, 9)  # f14, g14: the submarine
    g.play("fire 14 Ct")
    assert [m.result for m in g.state.last_fire.marks] == ["invulnerable", "invulnerable"]
    assert fleet(g, "white").tray == []


def test_bn_polaris_after_a_launch_the_submarine_returns_to_base_first():
    g = game_at_sea()
    stage(g, white={"S": "i13h"}, grey={"C": "i2h"})
    fleet(g, "white").polaris_token = True
    g.play("missile 3")
    assert fleet(g, "white").sub_must_return
    g.play("end")
    g.play("polaris 1")
    fleet(g, "white").polaris_token = True  # a new missile already built
    stage(g, white={"S": "i13h"}, grey={"C": "i2h"})
    with pytest.raises(RuleError) as err:
        g.play("missile 3")
    assert "return" in err.value.reason
    g.play("move S S2")  # 15 -> 23, home
    assert not fleet(g, "white").sub_must_return
