"""tools/arena.py and --simulate --players with tiny budgets (a smoke test: no timing asserted)."""
import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import arena  # noqa: E402


def test_wilson_interval_brackets_the_rate():
    lo, hi = arena.wilson(150, 200)
    assert lo < 0.75 < hi and 0.68 < lo and hi < 0.81
    assert arena.wilson(0, 10)[0] == 0.0 and arena.wilson(10, 10)[1] == 1.0


def test_arena_plays_alternating_seats_and_prints_rates_with_intervals(capsys):
    arena.main(["steam-torpedo", "easy", "random", "--games", "2", "--jobs", "1", "--scale", "0.05"])
    out = capsys.readouterr().out
    rates = re.findall(r"wins\s+([\d.]+)%\s+\(95% CI ([\d.]+)% to ([\d.]+)%\)", out)
    assert len(rates) == 2
    assert abs(sum(float(r[0]) for r in rates) - 100.0) < 0.2
    assert all(float(lo) <= float(rate) <= float(hi) for rate, lo, hi in rates)
    assert "easy thinking per decision: median" in out
    assert re.search(r"easy processor time per decision: median [\d.]+ s, worst [\d.]+ s \(\d+ decisions, 2 games\)", out)
    assert out.strip().splitlines()[-1].startswith("2 games (2 played now in")


def test_arena_results_file_keeps_each_game_and_a_second_run_plays_only_the_missing_seeds(capsys, tmp_path):
    results = tmp_path / "st.jsonl"
    arena.main(["steam-torpedo", "greedy", "random", "--games", "2", "--jobs", "1", "--results", str(results)])
    first = capsys.readouterr().out
    assert len(results.read_text().splitlines()) == 2
    arena.main(["steam-torpedo", "greedy", "random", "--games", "3", "--jobs", "1", "--results", str(results)])
    out = capsys.readouterr().out
    assert out.strip().splitlines()[-1].startswith("3 games (1 played now in")
    assert len(results.read_text().splitlines()) == 3
    # another pairing in the same file is another measure: its games are all played
    arena.main(["steam-torpedo", "random", "greedy", "--games", "1", "--jobs", "1", "--results", str(results)])
    assert capsys.readouterr().out.strip().splitlines()[-1].startswith("1 games (1 played now in")
    assert "greedy  (A) wins" in first


def test_a_seed_s_game_has_the_same_seats_whichever_run_plays_it(capsys, tmp_path):
    """An odd seed puts A first, an even one second: two runs of other seeds may share a file."""
    import json
    results = tmp_path / "st.jsonl"
    arena.main(["steam-torpedo", "greedy", "random", "--games", "2", "--seed", "2", "--jobs", "1", "--results", str(results)])
    arena.main(["steam-torpedo", "greedy", "random", "--games", "1", "--seed", "1", "--jobs", "1", "--results", str(results)])
    rows = {r["seed"]: r for r in map(json.loads, results.read_text().splitlines())}
    assert {s: r["a_first"] for s, r in rows.items()} == {1: True, 2: False, 3: True}
    arena.main(["steam-torpedo", "greedy", "random", "--games", "3", "--jobs", "1", "--results", str(results)])
    assert capsys.readouterr().out.strip().splitlines()[-1].startswith("3 games (0 played now in")


def test_arena_greedy_and_random_on_every_two_sided_game():
    for game_id in ("battaglia-navale", "carrier-strike"):
        r = arena.play_one((game_id, "greedy", "random", 3, True, 1.0, 60))
        assert r["moves"] <= 60 and r["winner"] in ("A", "B", None)


def test_simulate_with_players_keeps_its_last_line():
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    r = subprocess.run([sys.executable, "-m", "game", "--simulate", "steam-torpedo", "--games", "1",
                        "--players", "greedy,random"], cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stderr
    assert re.fullmatch(r"1 games, \d+ moves, \d+ moves/s", r.stdout.strip().splitlines()[-1])
    bad = subprocess.run([sys.executable, "-m", "game", "--simulate", "steam-torpedo", "--players", "genius"],
                         cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert bad.returncode == 2 and "genius" in bad.stderr and "random, greedy, easy, normal, hard" in bad.stderr


def test_arena_results_kept_under_a_higher_move_cap_count_under_a_lower_one(capsys, tmp_path):
    """A game that ended within the new cap is the same game (no time caps: the play does not
    depend on the cap); one stopped at a higher cap is a draw at the lower one too; one that
    ended past the new cap is played again."""
    import json
    results = tmp_path / "st.jsonl"

    def run(cap):
        arena.main(["steam-torpedo", "random", "random", "--games", "3", "--jobs", "1", "--cap", str(cap),
                    "--results", str(results)])
        return capsys.readouterr().out.strip().splitlines()

    run(200)
    rows = [json.loads(line) for line in results.read_text().splitlines()]
    assert not any(r["capped"] for r in rows)
    lengths = sorted(r["moves"] for r in rows)
    mid = lengths[1]            # the longest game ended past it: played again and stopped there
    assert lengths[2] > mid
    out = run(mid)
    assert out[-1].startswith("3 games (1 played now in")
    again = [json.loads(line) for line in results.read_text().splitlines()][3:]
    assert len(again) == 1 and again[0]["capped"] and again[0]["moves"] == mid
    assert any(f"1 stopped at the {mid}-move cap" in line for line in out)
    # under a lower cap still: the shortest game counts as it ended; the one stopped at the
    # middle cap is a draw here too; the middle one ended past this cap: played again
    low = lengths[0]
    assert lengths[1] > low
    out = run(low)
    assert out[-1].startswith("3 games (1 played now in")
    assert any(f"2 stopped at the {low}-move cap" in line for line in out)


def test_hint_check_asks_two_player_games_at_positions_of_every_stage_and_bands_the_estimates(capsys):
    """tools/hint_check.py on a two-player game: the hint is asked after some policy moves,
    the game is played out to its end, and the observed rate is printed in bands."""
    import hint_check
    results = [hint_check.one_two_player(("steam-torpedo", seed, "easy", 0.1, 40, 5000)) for seed in (1, 2)]
    assert all(0.0 <= r["estimate"]["win"] <= 1.0 and r["observed"]["win"] in (0.0, 0.5, 1.0) for r in results)
    assert len({r["at"] for r in results}) > 1 and all(0 <= r["at"] <= 40 and r["after"] > 0 for r in results)
    lines = hint_check.bands([(0.1, 0.0), (0.15, 1.0), (0.7, 1.0)])
    assert len(lines) == 2 and "2 games" in lines[0] and "observed  50.0%" in lines[0]
    assert "observed 100.0%" in lines[1]
    hint_check.main(["steam-torpedo", "--games", "1", "--jobs", "1", "--scale", "0.1", "--level", "easy",
                     "--spread", "30"])
    out = capsys.readouterr().out
    assert "the hint after 0-30 policy moves" in out and "Brier" in out and "estimate" in out


def _row(game, a, b, seed, winner, moves=100, capped=False, times=None, cap=3000):
    return {"key": [game, a, b, 1.0, cap, False], "game": game, "a": a, "b": b, "seed": seed, "winner": winner,
            "moves": moves, "capped": capped, "times": times or {}, "cpu": {}, "a_first": seed % 2 == 1}


def test_summary_recomputes_each_pairing_s_rate_and_wilson_interval_from_the_lines_alone(tmp_path, capsys):
    """Fixed games: 157 wins, 43 losses of A (78.5%, 72.3-83.6: docs/AI.md's Steam Torpedo easy
    vs greedy); a pairing with draws counts each half; a seed kept twice counts once; a cut
    line is said and left out."""
    import json
    rows = [_row("steam-torpedo", "easy", "greedy", s, "A" if s <= 157 else "B",
                 times={"A": [0.01 * (s % 5 + 1)]}) for s in range(1, 201)]
    rows += [_row("carrier-strike", "greedy", "random", s, w, moves=50 * s, capped=w is None)
             for s, w in ((1, "A"), (2, None), (3, "B"), (4, "A"))]
    rows.append(_row("carrier-strike", "greedy", "random", 4, "B"))   # seed 4 again: the first line counts
    path = tmp_path / "games.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in rows) + '{"key": ["cut', encoding="utf-8")
    assert arena.main(["summary", str(tmp_path)]) == 0
    out = capsys.readouterr().out.splitlines()
    st = next(line for line in out if line.startswith("  easy vs greedy"))
    assert "200 games (seeds 1-200), A wins 78.5% (72.3-83.6), 0 draws (0 at the 3000-move cap)" in st
    assert "easy (A) thinking per decision: median 0.030 s, worst 0.050 s (200 decisions)" in "\n".join(out)
    # A first at the odd seeds: 79 of 100 won in the first seat (1-157), 78 of 100 in the second
    assert out[out.index(st) + 1] == ("    A's score by seat: 79.0% (70.0-85.8) of 100 in the first seat; "
                                      "78.0% (68.9-85.0) of 100 in the second seat")
    cs = next(line for line in out if line.startswith("  greedy vs random"))
    # 2 wins + 1 draw of 4: 62.5%; Wilson by hand: centre (0.625 + 1.96²/8) / (1 + 1.96²/4) = 0.5638,
    # half-width 1.96 * sqrt(0.625 * 0.375 / 4 + 1.96² / 64) / 1.9604 = 0.3443: 21.9-90.8
    assert "4 games (seeds 1-4), A wins 62.5% (21.9-90.8), 1 draws (1 at the 3000-move cap), mean length 125" in cs
    assert out[-1] == ("204 games from 1 file(s); 1 line(s) repeat a seed already kept, counted once; "
                       "1 line(s) that are not a game, left out")
    assert out.index("carrier-strike") < out.index("steam-torpedo")


def test_arena_keeps_each_game_s_players_seats_options_winner_and_moves(tmp_path):
    """A results line says everything the figures are made of, and its moves replay the game
    to the same end."""
    import json
    from game import games
    from game.session.game import Game
    path = tmp_path / "g.jsonl"
    arena.main(["battaglia-navale", "greedy", "random", "--games", "2", "--seed", "5", "--jobs", "1", "--cap", "3000",
                "--results", str(path)])
    for r in map(json.loads, path.read_text().splitlines()):
        assert r["game"] == "battaglia-navale" and (r["a"], r["b"]) == ("greedy", "random")
        assert set(r["seats"]) == {"A", "B"} and (r["seats"]["A"] == "white") == r["a_first"]
        assert r["options"] and r["moves"] == len(r["played"])
        again = Game.replay(games.rules_for("battaglia-navale"), r["seed"], r["options"], None, r["played"])
        out = again.outcome()
        assert (out.winner if out else None) == r["winner_seat"]
        assert r["winner"] == next((k for k, s in r["seats"].items() if s == r["winner_seat"]), None)


def test_summary_of_a_missing_file_says_so(capsys):
    assert arena.main(["summary", "/nonexistent/arena"]) == 2
    assert "no such file or folder: /nonexistent/arena" in capsys.readouterr().out


def test_a_compressed_results_file_is_appended_game_by_game_resumed_and_summed_and_its_cut_end_said(tmp_path, capsys):
    path = tmp_path / "st.jsonl.gz"
    arena.main(["steam-torpedo", "greedy", "random", "--games", "2", "--jobs", "1", "--results", str(path)])
    arena.main(["steam-torpedo", "greedy", "random", "--games", "3", "--jobs", "1", "--results", str(path)])
    assert capsys.readouterr().out.strip().splitlines()[-1].startswith("3 games (1 played now in")
    import gzip
    assert len(gzip.decompress(path.read_bytes()).splitlines()) == 3
    with open(path, "ab") as f:   # a stop in the middle of a write
        f.write(gzip.compress(b'{"key": []}\n')[:15])
    arena.main(["summary", str(path)])
    out = capsys.readouterr().out.splitlines()
    assert any(line.startswith("  greedy vs random: 3 games (seeds 1-3)") for line in out)
    assert out[-1] == "3 games from 1 file(s); 1 line(s) that are not a game, left out"
