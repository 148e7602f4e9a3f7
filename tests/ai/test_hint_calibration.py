"""The hint's chance to win is shown calibrated: the playouts' measured mean mapped by the
game's fitted (a, b), fitted by tools/hint_check.py --fit (docs/AI.md)."""
import json
import math
import random
import sys
from pathlib import Path

from game import games
from game.ai import adapter_for
from game.ai.adapter import Adapter
from game.ai.battaglia_navale import BattagliaNavale
from game.ai.players import decide
from game.session.game import Game

sys.path.insert(0, str(Path(__file__).resolve().parent.parent.parent / "tools"))
import hint_check  # noqa: E402


def test_calibration_is_monotonic_keeps_an_even_game_even_and_identity_shows_what_was_measured():
    class Sharp(Adapter):
        calibration = (2.5, 0.0)
    sharp, plain = Sharp(None), Adapter(None)
    ps = [0.05, 0.2, 0.35, 0.5, 0.65, 0.8, 0.95]
    shown = [sharp.calibrated(p) for p in ps]
    assert shown == sorted(shown) and abs(sharp.calibrated(0.5) - 0.5) < 1e-12
    assert shown[1] < 0.2 and shown[-2] > 0.8  # a sharper scale moves a lead away from even
    assert [plain.calibrated(p) for p in ps] == ps


def test_fit_recovers_the_scale_and_shift_that_made_the_outcomes():
    rnd = random.Random(5)
    pairs = []
    for _ in range(4000):
        p = rnd.uniform(0.1, 0.9)
        true = 1 / (1 + math.exp(-(2.0 * math.log(p / (1 - p)) + 0.3)))
        pairs.append((p, 1.0 if rnd.random() < true else 0.0))
    a, b = hint_check.fit(pairs)
    assert abs(a - 2.0) < 0.25 and abs(b - 0.3) < 0.15


def test_the_hint_shows_the_calibrated_chance_of_what_its_playouts_measured():
    rules = games.rules_for("steam-torpedo")
    game = Game(rules, 4)
    seat = game.to_move()
    d = decide(rules, rules.view(game.state, seat), seat, "easy", 11, quick_single=False, scale=0.2,
               time_cap=False)
    adapter = adapter_for(rules)
    assert d.measured is not None and d.estimate == adapter.calibrated(d.measured)


def test_the_summary_of_a_runs_kept_games_prints_what_the_run_printed(tmp_path, capsys):
    kept = tmp_path / "check.jsonl"
    hint_check.main(["steam-torpedo", "--games", "3", "--jobs", "1", "--spread", "40", "--seed", "9001",
                     "--level", "easy", "--scale", "0.3", "--fit", "--results", str(kept)])
    run = capsys.readouterr().out
    assert hint_check.main(["summary", str(kept)]) == 0
    again = capsys.readouterr().out
    assert again == run and "3 games from seed 9001, level easy" in run and "fitted to these games" in run


def test_the_summary_says_the_calibration_the_kept_estimates_were_shown_through(tmp_path, capsys):
    """A game's calibration may change after a run (Battaglia Navale's, session 53): the kept
    lines carry the one their estimates were shown through, and the summary prints that."""
    kept = tmp_path / "check.jsonl"
    hint_check.main(["battaglia-navale", "--games", "2", "--jobs", "1", "--spread", "20", "--seed", "9001",
                     "--level", "easy", "--scale", "0.3", "--results", str(kept)])
    capsys.readouterr()
    rows = [json.loads(x) for x in kept.read_text(encoding="utf-8").splitlines()]
    assert all(r["calibration"] == list(BattagliaNavale.calibration) for r in rows)
    kept.write_text("".join(json.dumps({**r, "calibration": [0.5, 0.25]}) + "\n" for r in rows), encoding="utf-8")
    assert hint_check.main(["summary", str(kept)]) == 0
    assert "before the game's calibration (0.5, 0.25):" in capsys.readouterr().out


def test_a_calibration_fitted_without_b_keeps_an_even_measure_even_and_finds_the_scale():
    # outcomes as likely as logistic(0.5 * logit(p)): both fits find a = 0.5, b = 0
    pairs = [(p / 20, hint_check.calibrate(p / 20, 0.5, 0.0)) for p in range(1, 20)]
    a, b = hint_check.fit(pairs, intercept=False)
    assert abs(a - 0.5) < 1e-6 and b == 0.0
    a2, b2 = hint_check.fit(pairs)
    assert abs(a2 - 0.5) < 1e-6 and abs(b2) < 1e-6
    # outcomes leaning to the seat to move: the full fit finds its b, the fit without b cannot
    leaning = [(e, hint_check.calibrate(e, 0.5, 0.4)) for e, _ in pairs]
    assert hint_check.fit(leaning)[1] > 0.39 and hint_check.fit(leaning, intercept=False)[1] == 0.0


def test_folds_score_each_run_by_the_calibrations_fitted_on_the_others(tmp_path, capsys):
    def run(name, a):
        path = tmp_path / name
        rows = [{"game": "battaglia-navale", "calibration": [0.3, 0.3], "measured": p / 20,
                 "observed": {"win": hint_check.calibrate(p / 20, a, 0.0)}} for p in range(1, 20)]
        path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
        return str(path)
    first, second = run("first.jsonl", 0.5), run("second.jsonl", 0.5)
    assert hint_check.main(["folds", "battaglia-navale", first, second]) == 0
    out = capsys.readouterr().out
    assert "shown in a run (0.3, 0.3)" in out and "a alone fitted on the others (0.500, 0.000)" in out
    assert "a alone fitted on all 38 games: (0.500, 0.000)" in out
