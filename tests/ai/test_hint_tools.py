"""tools/hint_stability.py and tools/hint_calibration.py (issue 33): their figures from fixed
lines, worked by hand, and a tiny run of each on positions of arena games."""
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import arena  # noqa: E402
import hint_calibration  # noqa: E402
import hint_positions  # noqa: E402
import hint_stability  # noqa: E402

from game import games  # noqa: E402
from game.session.game import Game  # noqa: E402


def _asks(moves, shown, seconds=0.5):
    return [{"move": m, "estimate": s.get("win", 0.0), "shown": s, "seconds": seconds} for m, s in zip(moves, shown)]


def test_stability_of_one_position_counts_the_most_named_move_and_the_widest_distance_from_the_mean():
    line = {"game": "steam-torpedo", "asks": _asks("aaaba", [{"win": w} for w in (0.50, 0.52, 0.48, 0.60, 0.50)])}
    f = hint_stability.figures(line)
    # named a 4 times, b once; the mean 52%, the farthest 60%: 8 points
    assert f["same"] == 4 and f["moves"] == 2 and abs(f["spread"] - 8.0) < 1e-9 and f["seconds"] == 0.5
    # a solitaire game: each figure the card shows; the widest of them counts
    s4c = {"game": "same4cats", "asks": _asks("aaaaa", [{"hit": h, "shot down": 0.02} for h in (0.3, 0.3, 0.3, 0.3, 0.4)])}
    f = hint_stability.figures(s4c)
    assert f["same"] == 5 and f["moves"] == 1 and abs(f["spread"] - 8.0) < 1e-9   # mean 32%, 40% is 8 away


def test_stability_table_gives_each_game_its_row_with_the_goals_shares_and_intervals():
    steady = {"game": "steam-torpedo", "asks": _asks("aaaaa", [{"win": 0.5}] * 5, 0.2)}
    shaky = {"game": "steam-torpedo", "asks": _asks("abcab", [{"win": w} for w in (0.4, 0.5, 0.6, 0.5, 0.5)], 0.4)}
    rows = hint_stability.table([steady, shaky])
    assert rows[0].startswith("| game | positions (asks each) | same move >= 4 of 5")
    assert len(rows) == 3
    # 1 of 2 positions met each goal: 50.0% (9.5-90.5); distances 0 and 10 points: median 5.0, worst 10.0
    # the shaky one named three moves 10 points apart: no near tie
    assert rows[2] == ("| Steam Torpedo | 2 (5) | 1 of 2: 50.0% (9.5-90.5) | 0 of 1 | 1 of 2: 50.0% (9.5-90.5) | "
                       "5.0 (10.0) points | 2.0 | 0.30 s |")
    tie = {"game": "steam-torpedo", "asks": _asks("ababa", [{"win": w} for w in (0.50, 0.52, 0.49, 0.51, 0.50)])}
    assert hint_stability.table([steady, tie])[2].split(" | ")[3] == "1 of 1"


def test_calibration_deciles_brier_and_the_base_rate_s_brier_from_fixed_pairs():
    pairs = [(0.05, 0.0), (0.08, 1.0), (0.55, 1.0), (0.95, 1.0), (1.0, 1.0)]
    d = hint_calibration.deciles(pairs)
    assert [(k, n) for k, n, _, _ in d] == [(0, 2), (5, 1), (9, 2)]   # 100% belongs to the top decile
    assert abs(d[0][2] - 0.065) < 1e-12 and d[0][3] == 1.0
    # Brier: (0.0025 + 0.8464 + 0.2025 + 0.0025 + 0) / 5
    assert abs(hint_calibration.brier(pairs) - 1.0539 / 5) < 1e-12
    # the base rate 4/5: (0.64 + 4 * 0.04) / 5
    assert abs(hint_calibration.base_rate_brier(pairs) - 0.16) < 1e-12
    lines = [{"game": "carrier-strike", "source": "greedy vs random", "predicted": p, "observed": o} for p, o in pairs]
    table = hint_calibration.table(lines)
    assert table[0] == ("**Carrier Strike!**: 5 positions of 5 arena games (greedy vs random), the hint at "
                        "Normal; Brier 0.211 (the base rate's: 0.160)")
    assert table[2] == "| predicted | positions | mean predicted | observed (95% CI) |"
    assert table[4] == "| 0-10% | 2 | 6.5% | 50.0% (9.5-90.5) |"
    assert table[6] == "| 90-100% | 2 | 97.5% | 100.0% (34.2-100.0) |"


def test_positions_come_from_kept_arena_games_and_the_tools_ask_there(tmp_path, capsys):
    results = tmp_path / "st.jsonl.gz"
    arena.main(["steam-torpedo", "greedy", "random", "--games", "3", "--jobs", "1", "--results", str(results)])
    capsys.readouterr()
    kept = {r["seed"]: r for r in hint_positions.kept_games("steam-torpedo", [results])}
    assert hint_positions.kept_games("steam-torpedo", [results], ["easy-greedy"]) == []   # another pairing only
    assert len(hint_positions.kept_games("steam-torpedo", [results], ["greedy-random"])) == 3
    found = hint_positions.from_arena("steam-torpedo", 2, 7, [results])
    assert len(found) == 2 and len({p["seed"] for p in found}) == 2   # one position per game
    rules = games.rules_for("steam-torpedo")
    for pos in found:
        row = kept[pos["seed"]]
        again = Game.replay(rules, row["seed"], row["options"], None, row["played"][:pos["at"]])
        assert pos["_game"].moves == row["played"][:pos["at"]]
        assert [str(a) for a in again.legal_actions()] == [str(a) for a in pos["_game"].legal_actions()]
        assert again.to_move() == pos["seat"] and len(again.legal_actions()) > 1
        assert pos["observed"] == (0.5 if row["winner_seat"] is None else float(row["winner_seat"] == pos["seat"]))
    out = tmp_path / "stability.jsonl"
    assert hint_stability.main(["steam-torpedo", "--positions", "2", "--asks", "3", "--scale", "0.05", "--seed", "7",
                                "--arena", str(results), "--results", str(out)]) == 0
    lines = [json.loads(x) for x in out.read_text().splitlines()]
    assert [(x["seed"], x["at"]) for x in lines] == [(p["seed"], p["at"]) for p in found]   # the same draw
    for x in lines:
        legal = {str(a) for a in Game.replay(rules, x["seed"], kept[x["seed"]]["options"], None,
                                             kept[x["seed"]]["played"][:x["at"]]).legal_actions()}
        assert len(x["asks"]) == 3 and all(a["move"] in legal for a in x["asks"])
    printed = capsys.readouterr().out
    assert hint_stability.main(["table", str(out)]) == 0
    assert capsys.readouterr().out == printed   # the table again, from the file alone
    cal = tmp_path / "calibration.jsonl"
    assert hint_calibration.main(["steam-torpedo", "--positions", "2", "--scale", "0.05", "--seed", "7",
                                  "--arena", str(results), "--results", str(cal), "--level", "hard"]) == 0
    lines = [json.loads(x) for x in cal.read_text().splitlines()]
    assert [x["observed"] for x in lines] == [p["observed"] for p in found]
    assert {x["level"] for x in lines} == {"hard"}
    assert all(0.0 <= x["predicted"] <= 1.0 for x in lines)
    printed = capsys.readouterr().out
    assert "**Steam Torpedo**: 2 positions of 2 arena games (greedy vs random), the hint at Hard; Brier" in printed
    assert hint_calibration.main(["table", str(cal)]) == 0 and capsys.readouterr().out == printed


def test_solitaire_positions_are_policy_games_with_a_choice():
    found = hint_positions.positions("same4cats", 3, 1, spread=30)
    assert found and all(p["source"] == "policy" and len(p["_game"].legal_actions()) > 1 for p in found)
    assert all(p["observed"] is None for p in found)
