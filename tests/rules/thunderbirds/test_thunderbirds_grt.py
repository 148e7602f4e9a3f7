"""TaW 9.0: the General Results Table."""
from taw_helpers import ScriptedRng

from game.rules.thunderbirds.grt import grt_roll
from game.rules.thunderbirds.state import MissionState
from house import data


def state(*dice):
    return MissionState(rng=ScriptedRng(dice), options={}, players=["crew"], data=data("thunderbirds"))


def test_9_0_success_on_modified_6_to_9():
    assert grt_roll(state(6), "x", []).success
    assert not grt_roll(state(5), "x", []).success
    assert grt_roll(state(5), "x", [("full moon", 1)]).total == 6


def test_9_0_modifiers_capped_at_plus_or_minus_2():
    roll = grt_roll(state(3), "x", [("a", 1), ("b", 1), ("c", 1)])
    assert (roll.net, roll.applied, roll.total, roll.success) == (3, 2, 5, False)
    assert "capped at +2" in roll.text()
    low = grt_roll(state(9), "x", [("a", -1), ("b", -1)])
    assert (low.applied, low.total, low.success) == (-2, 7, True)


def test_9_0_no_roll_at_net_minus_3():
    s = state()
    roll = grt_roll(s, "Aimer", [("wounded", -2), ("new moon", -1)])
    assert roll.die is None and not roll.success
    assert s.rng.draws == 0
    assert "cannot be used" in roll.text()


def test_9_0_roll_text_itemises_modifiers():
    roll = grt_roll(state(5), "Gunner fires", [("full moon", 1), ("Gun CQP", 1)], ("driven off", "missed"))
    assert roll.text() == "Gunner fires: d10 5, +1 full moon, +1 Gun CQP = 7: driven off"
