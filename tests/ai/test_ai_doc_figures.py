"""Issue 33: every win rate docs/AI.md marks "file" is what `tools/arena.py summary` makes of
the committed results files (docs/arena/results/), and the hint's stability table of
docs/arena/hint.md is what tools/hint_stability.py makes of its committed lines."""
import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import arena_results  # noqa: E402
import hint_calibration  # noqa: E402
import hint_stability  # noqa: E402

from game import games  # noqa: E402


def _file_rows():
    """(game id, A, B, games, rate text) of each figure of docs/AI.md's results marked "file"
    ("a vs b / c": a against each; "a vs b; c vs d": each pairing, its figures in the same order)."""
    titles = {g.title.rstrip("!"): g.id for g in games.GAMES.values()}   # "Carrier Strike!" is written without "!"
    game_id, out = None, []
    for line in (ROOT / "docs" / "AI.md").read_text(encoding="utf-8").splitlines():
        heading = re.fullmatch(r"\*\*(.+?)\*\*.*", line)
        if heading:   # a game's table follows its name; any other bold line ends it
            game_id = titles.get(heading.group(1).rstrip("!"))
            continue
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if game_id is None or len(cells) != 4 or cells[3] != "file":
            continue
        pairings = cells[0].split("; ")   # "a vs b; c vs d": two pairings in a row (a rate may add words after "; ")
        parts = [pairings] + [cell.split("; ", len(pairings) - 1) for cell in cells[1:3]]
        assert len(parts[0]) == len(parts[1]) == len(parts[2]), line
        for pairing, counts, rates in zip(*parts):
            a, others = pairing.split(" vs ")
            others, counts, rates = others.split(" / "), counts.split(" / "), rates.split(" / ")
            assert len(others) == len(counts) == len(rates), line
            for b, n, rate in zip(others, counts, rates):
                out.append((game_id, a, b, int(n), rate))
    return out


def test_every_figure_marked_file_is_recomputed_from_the_committed_results():
    rows, bad = arena_results.read([arena_results.RESULTS_DIR])
    assert bad == 0
    measured = arena_results.pairings(rows)
    claimed = _file_rows()
    # the tables are read (a change of their form fails here): each two-player game's
    assert {c[0] for c in claimed} == {"steam-torpedo", "battaglia-navale", "carrier-strike"}, claimed
    for game_id, a, b, n, rate in claimed:
        keys = [k for k in measured if k[:3] == (game_id, a, b) and k[3] == 1.0 and not k[5]]
        assert len(keys) == 1, f"{game_id} {a} vs {b}: {len(keys)} measures in the files"
        f = arena_results.figures(measured[keys[0]])
        assert (f["games"], rate[:len(f["rate"])]) == (n, f["rate"]), f"{game_id} {a} vs {b}"


def test_every_row_of_the_results_tables_is_kept_in_a_file():
    """Issue 33: every figure of docs/AI.md's results can be recomputed, so every row of its
    games' tables is marked "file" (a figure from totals alone belongs in docs/arena/runs.md)."""
    text = (ROOT / "docs" / "AI.md").read_text(encoding="utf-8")
    results = text[text.index("\n## Results"):]
    rows = [line for line in results.splitlines() if line.startswith("| ") and " vs " in line]
    assert len(rows) >= 10, rows   # (the tables are read: a change of their form fails here)
    assert [row for row in rows if not row.rstrip().endswith("| file |")] == []
    assert "no file" not in results


def _doc_table(name: str, first: str) -> list[str]:
    lines = (ROOT / "docs" / "arena" / name).read_text(encoding="utf-8").splitlines()
    start = lines.index(first)
    end = next((i for i in range(start, len(lines)) if not lines[i].startswith("|")), len(lines))
    return lines[start:end]


def _hint_lines(name: str) -> list:
    import json
    path = arena_results.RESULTS_DIR / "hint" / name
    return [json.loads(x) for x in path.read_text(encoding="utf-8").splitlines() if x.strip()]


@pytest.mark.parametrize("name", ["stability.jsonl", "stability-hard.jsonl"])
def test_the_hint_stability_tables_are_what_the_tool_makes_of_their_committed_lines(name):
    """Each kept file's table (the hint at Normal, then at Hard) stands whole in hint.md."""
    table = hint_stability.table(_hint_lines(name))
    assert len(table) == 2 + 5
    assert "\n".join(table) + "\n" in (ROOT / "docs" / "arena" / "hint.md").read_text(encoding="utf-8")


@pytest.mark.parametrize("name", ["calibration.jsonl", "calibration-hard.jsonl"])
def test_the_calibration_tables_are_what_the_tool_makes_of_their_committed_lines(name):
    table = hint_calibration.table(_hint_lines(name))
    assert len([line for line in table if line.startswith("**")]) == 3
    assert "\n".join(table).strip() + "\n" in (ROOT / "docs" / "arena" / "hint.md").read_text(encoding="utf-8")


def test_the_solitaire_hints_table_is_what_the_tool_makes_of_its_committed_games():
    import solitaire_play
    rows = solitaire_play.read(arena_results.RESULTS_DIR / "hint" / "solitaire.jsonl.gz")
    table = solitaire_play.table(rows)
    assert _doc_table("hint.md", table[0]) == table
    # The Same 4 Cats: hint, greedy, random; Thunderbirds' first 4 missions: the hint at Normal and
    # Hard, the tour policy, greedy, random; its first 12 and its whole tours (session 53): the hint at
    # Normal, the policy, greedy, random
    assert len(table) == 2 + 3 + 5 + 4 + 4
