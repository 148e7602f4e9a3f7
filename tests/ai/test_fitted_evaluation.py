"""Issue 33, the fitted evaluation: the fitting tool's logistic regression (tools/fit_evaluation.py),
the shipped weights read and refused as data (game/ai/fitted.py), and Steam Torpedo's and
Carrier Strike's evaluations of a position cut short by them (game/ai/steam_torpedo.py,
game/ai/carrier_strike.py)."""
import math
import random
import sys
from pathlib import Path

import pytest

from game import launch
from game.ai import adapter_for, fitted
from game.ai.players import make_player
from game.resources import DataFileError
from game.rules.carrier_strike.state import PLACE
from game.rules.steam_torpedo import evaluation

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
import fit_evaluation  # noqa: E402


def test_newtons_method_finds_the_weights_the_outcomes_were_drawn_from():
    rnd = random.Random(7)
    true = [1.5, -0.8, 0.3]
    xs, ys = [], []
    for _ in range(4000):
        x = [rnd.gauss(0, 1), rnd.gauss(0, 1), 1.0]
        p = 1 / (1 + math.exp(-sum(w * v for w, v in zip(true, x))))
        xs.append(x)
        ys.append(1.0 if rnd.random() < p else 0.0)
    w = fit_evaluation.fit(xs, ys, ridge=0.0)
    assert all(abs(a - b) < 0.15 for a, b in zip(w, true)), w
    shrunk = fit_evaluation.fit(xs, ys, ridge=2000.0)   # the ridge pulls every weight toward 0
    assert all(abs(s) < abs(a) for s, a in zip(shrunk, w))


def test_the_weights_are_fitted_on_the_terms_as_given_and_a_constant_term_carries_the_bias():
    rnd = random.Random(3)
    rows = []
    for seed in range(3000):
        t = {"crew": float(rnd.randint(-3, 3)), "oxygen": rnd.uniform(-2, 2) * 10, "first seat": 1.0}
        x = 0.9 * t["crew"] - 0.05 * t["oxygen"] + 0.4
        y = 1.0 if rnd.random() < 1 / (1 + math.exp(-x)) else 0.0
        rows.append((t, 0.5, y, seed))
    w = fit_evaluation.fitted_weights(["crew", "oxygen", "first seat"], rows, ridge=0.0)
    assert abs(w["crew"] - 0.9) < 0.12 and abs(w["oxygen"] + 0.05) < 0.012 and abs(w["first seat"] - 0.4) < 0.15


def test_the_shipped_weights_are_read_and_a_bad_file_is_refused_with_its_name(tmp_path):
    names = ("crew", "oxygen")
    good = tmp_path / "good.yaml"
    good.write_text("weights:\n  crew: 0.5\n  oxygen: -1\n")
    assert fitted.read(good, names) == {"crew": 0.5, "oxygen": -1.0}
    assert fitted.read(tmp_path / "none.yaml", names) is None
    for text, said in [("weights:\n  crew: 0.5\n", "no weight for oxygen"),
                       ("weights:\n  crew: 0.5\n  oxygen: 1\n  luck: 2\n", "no known term: luck"),
                       ("weights:\n  crew: lots\n  oxygen: 1\n", "not a number: the weight of crew"),
                       ("weights:\n  crew: .nan\n  oxygen: 1\n", "not a number"),
                       ("crew: [\n", "cannot be read"), ("- 1\n", "no 'weights' table")]:
        bad = tmp_path / "bad.yaml"
        bad.write_text(text)
        with pytest.raises(DataFileError) as err:
            fitted.read(bad, names)
        assert said in str(err.value) and "bad.yaml" in str(err.value)
    st = adapter_for(launch.new_game("steam-torpedo", seed=1).rules)
    shipped = fitted.weights("steam-torpedo", st.fitted_terms)
    assert shipped is not None and set(shipped) == set(st.fitted_terms)
    cs = adapter_for(launch.new_game("carrier-strike", seed=1).rules)
    assert set(fitted.weights("carrier-strike", cs.fitted_terms)) == set(cs.fitted_terms)


def _built(seed: int):
    game = launch.new_game("steam-torpedo", seed=seed)
    chooser = random.Random(seed)
    while game.state.phase == evaluation.BUILD:
        game.play(chooser.choice(game.legal_notations()))
    for _ in range(15):
        game.play(chooser.choice(game.legal_notations()))
    return game


def test_steam_torpedo_judges_a_position_by_its_material_and_the_fitted_weights():
    game = _built(4)
    adapter = adapter_for(game.rules)
    a, b = game.state.players
    material = evaluation.side_value(game.state, a) - evaluation.side_value(game.state, b)
    t = adapter.terms(game.state)
    assert t["material"] == pytest.approx(material) == pytest.approx(evaluation.evaluate(game.state, a))
    assert t["to move"] == (1.0 if game.rules.to_move(game.state) == a else -1.0) and t["first seat"] == 1.0
    # the levels' (the hand weights): the material lead, squashed at 20 points
    assert adapter.evaluation == "hand"
    assert adapter.evaluate(game.state)[a] == pytest.approx(1 / (1 + math.exp(-material / 20.0)))
    adapter.evaluation = "fitted"
    w = fitted.weights("steam-torpedo", adapter.fitted_terms)
    x = sum(w[n] * t[n] for n in adapter.fitted_terms)
    got = adapter.evaluate(game.state)
    assert got[a] == pytest.approx(1 / (1 + math.exp(-x))) and got[a] + got[b] == pytest.approx(1.0)


def test_a_submarine_being_built_is_judged_by_its_picks_only():
    game = launch.new_game("steam-torpedo", seed=2, options={"build": "custom"})
    game.play(random.Random(2).choice(game.legal_notations()))   # a first pick
    adapter = adapter_for(game.rules)
    adapter.evaluation = "fitted"
    assert game.state.phase == evaluation.BUILD and adapter.terms(game.state) is None
    a, b = game.state.players
    lead = evaluation.build_value(game.state, a) - evaluation.build_value(game.state, b)
    assert adapter.evaluate(game.state)[a] == pytest.approx(1 / (1 + math.exp(-lead / 20.0)))


def test_the_hand_and_fitted_evaluations_are_players_of_their_own():
    assert make_player("easy@fitted", 1).evaluation == "fitted" and make_player("greedy@fitted", 1).evaluation == "fitted"
    assert make_player("normal", 1).evaluation == "hand"
    for bad in ("random@fitted", "easy@luck", "expert"):
        with pytest.raises(ValueError):
            make_player(bad, 1)


def test_carrier_strike_counts_hulls_planes_and_runs_for_red_less_yellow_and_weighs_them_fitted():
    game = launch.new_game("carrier-strike", seed=3)
    adapter = adapter_for(game.rules)
    assert game.state.phase == PLACE and adapter.terms(game.state) is None   # carriers still being placed
    chooser = random.Random(3)
    while game.state.phase == PLACE:
        game.play(chooser.choice(game.legal_notations()))
    state = game.rules.clone(game.state)
    even = adapter.terms(state)
    assert {k: even[k] for k in ("hull", "planes", "planes short", "torpedo planes", "torpedoes running")} == \
        dict.fromkeys(("hull", "planes", "planes short", "torpedo planes", "torpedoes running"), 0.0)
    assert even["first seat"] == 1.0 and even["to move"] in (1.0, -1.0)
    state.carriers["R1"].hits = 1                              # one hit: one more sinks it (CS Torpedo Runs 6)
    for pid in [p.id for p in state.side_planes("yellow")][:7]:   # yellow down to one plane (CS Winning 2)
        del state.planes[pid]
    t = adapter.terms(state)
    assert (t["hull"], t["planes"], t["planes short"]) == (-1.0, 7.0, -1.0)
    adapter.evaluation = "fitted"
    w = fitted.weights("carrier-strike", adapter.fitted_terms)
    x = sum(w[n] * t[n] for n in adapter.fitted_terms)
    got = adapter.evaluate(state)
    assert got["red"] == pytest.approx(1 / (1 + math.exp(-x))) and got["yellow"] == pytest.approx(1 - got["red"])
    red_seat = next(s for s in state.seats if state.side_of(s) == "red")
    yellow_seat = next(s for s in state.seats if state.side_of(s) == "yellow")
    # a planned throw (the arena's "@fitted+plan") weighs a position by the same sum, for the seat's side
    assert adapter.plan_score(state, red_seat) == pytest.approx(x) == pytest.approx(-adapter.plan_score(state, yellow_seat))
    adapter.evaluation = "hand"   # the levels' weights: seven planes ahead outweigh a hit carrier
    assert adapter.evaluate(state)["red"] > 0.5
