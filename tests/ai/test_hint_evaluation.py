"""Issue 33: a hint judges as the game's computer at its level judges (ai.hint_kind, session 59):
Carrier Strike's Hard hint by the weights fitted on games, as its Hard plays, at the level's own
budget (1000 playouts), its chance shown through their own calibration; its Normal hint (an
online table's) and the other games' hints by the hand weights."""
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent.parent / "tools"))

import hint_positions  # noqa: E402

from game import ai, games  # noqa: E402
from game.ai import adapter_for  # noqa: E402
from game.ai.adapter import calibrate  # noqa: E402
from game.ai.players import decide  # noqa: E402


def test_carrier_strikes_hint_is_its_level_judged_by_the_fitted_weights():
    assert ai.hint_level("carrier-strike") == "hard@fitted"
    assert ai.hint_kind("carrier-strike", "normal") == "normal"   # an online table's hint: as Normal plays
    assert ai.hint_kind("carrier-strike", "hard@hand") == "hard@hand"   # (a tool's named judge kept)
    assert ai.level_kind(ai.hint_level("carrier-strike"))[:3] == ("hard", "fitted", 1.0)   # Hard's 1000 playouts
    for game_id in ("battaglia-navale", "steam-torpedo", "same4cats", "thunderbirds"):
        assert ai.hint_level(game_id) == "hard" and ai.hint_kind(game_id, "normal") == "normal"


def test_the_chance_is_shown_through_the_calibration_of_the_weights_judged_by():
    adapter = adapter_for(games.rules_for("carrier-strike"))
    adapter.evaluation = "hand"
    assert adapter.calibrated(0.6) == pytest.approx(calibrate(0.6, 0.59, 0.0))
    adapter.evaluation = "fitted"
    assert adapter.calibrated(0.6) == pytest.approx(calibrate(0.6, 1.28, 0.0))
    assert adapter.calibrated(0.6) > 0.6 > calibrate(0.6, 0.59, 0.0)   # the fitted measure was too timid
    steam = adapter_for(games.rules_for("steam-torpedo"))   # a game without its own: the one it has
    steam.evaluation = "fitted"
    assert steam.shown_by() == steam.calibration


def test_the_hint_as_asked_measures_by_the_fitted_weights_and_shows_their_calibration():
    game = hint_positions.from_policy("carrier-strike", 1, 9)[0]["_game"]
    seat = game.to_move()
    view = game.rules.view(game.state, seat)
    asked = {}
    for kind in (ai.hint_level("carrier-strike"), "hard@hand"):
        d = decide(game.rules, view, seat, kind, 5, quick_single=False, scale=0.1, time_cap=False)
        asked[kind] = d
    fitted, hand = asked["hard@fitted"], asked["hard@hand"]
    assert fitted.estimate == pytest.approx(calibrate(fitted.measured, 1.28, 0.0))
    assert hand.estimate == pytest.approx(calibrate(hand.measured, 0.59, 0.0))
    assert fitted.measured != hand.measured   # the same search seed, judged otherwise


def test_the_hint_tools_ask_as_the_app_does_or_by_the_judge_named(tmp_path, capsys):
    """``--level hard`` asks Carrier Strike's hint as the app does (by the fitted weights), and
    ``hard@hand`` by the hand weights, to set beside it; the lines and tables say which."""
    import argparse

    import hint_stability
    out = {}
    for level in ("hard", "hard@hand"):
        out[level] = tmp_path / f"{level}.jsonl"
        assert hint_stability.main(["carrier-strike", "--positions", "1", "--asks", "1", "--scale", "0.05",
                                    "--pairing", "greedy-random", "--level", level, "--results", str(out[level])]) == 0
    lines = {level: hint_positions.json.loads(path.read_text()) for level, path in out.items()}
    assert lines["hard"]["level"] == "hard@fitted" and lines["hard@hand"]["level"] == "hard@hand"
    assert (lines["hard"]["seed"], lines["hard"]["at"]) == (lines["hard@hand"]["seed"], lines["hard@hand"]["at"])
    assert lines["hard"]["asks"][0]["estimate"] != lines["hard@hand"]["asks"][0]["estimate"]
    assert hint_positions.level_words("hard@fitted") == "Hard by the fitted weights"
    assert hint_positions.level_words("normal") == "Normal"
    with pytest.raises(argparse.ArgumentTypeError, match="unknown computer level 'hard@guess'"):
        hint_positions.level_arg("hard@guess")
    capsys.readouterr()
