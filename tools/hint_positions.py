"""Positions to ask the hint about, for tools/hint_stability.py and tools/hint_calibration.py.

Two-player games: positions of the arena's kept games (docs/arena/results/<game id>.jsonl.gz, the
games whose moves are kept), one per game: the games drawn without repeat and a move
number in each drawn from ``seed``, the game replayed from its seed and moves to there (on
to the first move with a choice). The game's end is known: the seat to move's outcome (a
win 1, a draw or a game stopped at the cap 0.5, a loss 0) is what calibration compares the
hint with.

The solitaire games have no arena: a campaign or tour from seed ``seed + i`` played by the
game's playout policy for 0 to ``spread`` moves drawn from the seed (halved until the game
is still on), as tools/hint_check.py does.

The hint itself: ``ask`` is the app's (``decide`` of game/ai/players.py at the hint's
level, its best moves measured afresh), from the seat's view only, without the time cap
unless asked, so that a run is the same on any machine.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from arena_results import default_file, read  # noqa: E402
from game import ai, games  # noqa: E402
from game.ai import adapter_for  # noqa: E402
from game.ai.players import decide  # noqa: E402
from game.session.game import Game  # noqa: E402
from game.session.play import play_to_end  # noqa: E402

TWO_PLAYER = tuple(g.id for g in games.GAMES.values() if g.computer_seats)


def kept_games(game_id: str, paths=None, pairings=None) -> list[dict]:
    """The arena's games of ``game_id`` whose moves are kept, in a fixed order; of the
    ``pairings`` only ("greedy-random": A-B), if named, so that games added since of other
    pairings leave the draw as it was."""
    rows, _bad = read(paths or [default_file(game_id)])
    rows = [r for r in rows if r.get("game") == game_id and r.get("played")
            and (not pairings or f"{r['a']}-{r['b']}" in pairings)]
    return sorted(rows, key=lambda r: ([str(x) for x in r["key"]], r["seed"]))


def _has_choice(game: Game) -> bool:
    """The game is on and its seat to move has more than one legal move (a hint to ask)."""
    return game.outcome() is None and len(game.legal_actions()) > 1


def from_arena(game_id: str, n: int, seed: int, paths=None, pairings=None) -> list[dict]:
    """Up to ``n`` positions, one per kept arena game (see the module's words)."""
    rows = kept_games(game_id, paths, pairings)
    rnd = random.Random(f"hint-positions:{game_id}:{seed}")
    order = rnd.sample(rows, len(rows))
    out = []
    rules = games.rules_for(game_id)
    for row in order:
        if len(out) >= n:
            break
        played = row["played"]
        at = rnd.randrange(len(played))
        while at < len(played):   # on to the first move of the kept game with a choice
            game = Game.replay(rules, row["seed"], row.get("options"), None, played[:at])
            if _has_choice(game):
                break
            at += 1
        else:
            continue
        seat = game.to_move()
        winner = row.get("winner_seat")
        observed = 0.5 if winner is None else float(winner == adapter_for(rules).side(game.state, seat))
        out.append({"game": game_id, "source": f"{row['a']} vs {row['b']}", "seed": row["seed"], "at": at,
                    "seat": seat, "observed": observed, "_game": game})
    return out


def from_policy(game_id: str, n: int, seed: int, spread: int = 200) -> list[dict]:
    """``n`` positions of policy-played games (the solitaire games: see the module's words)."""
    rules = games.rules_for(game_id)
    adapter = adapter_for(rules)
    out = []
    for s in range(seed, seed + n):
        want = random.Random(s * 31 + 7).randrange(spread + 1)
        while True:
            game, walk = Game(rules, s, keep_history=False), random.Random(s)
            adapter.determinize(rules.view(game.state, game.to_move()), game.to_move(), walk)
            stop = play_to_end(game, lambda g: adapter.playout_action(g.state, g.legal_actions(), walk), want)
            if stop is None and _has_choice(game):
                break
            if want == 0:
                break
            want //= 2
        if not _has_choice(game):
            continue
        out.append({"game": game_id, "source": "policy", "seed": s, "at": len(game.moves), "seat": game.to_move(),
                    "observed": None, "_game": game})
    return out


def positions(game_id: str, n: int, seed: int, paths=None, spread: int = 200, pairings=None) -> list[dict]:
    if game_id in TWO_PLAYER:
        return from_arena(game_id, n, seed, paths, pairings)
    return from_policy(game_id, n, seed, spread)


def ask(game: Game, salt: str, level: str = ai.HINT_LEVEL, time_cap: bool = False, scale: float = 1.0) -> dict:
    """The hint for the seat to move, as the app asks it (``salt`` "hint": the app's own seed;
    others: another search seed; at ``level`` judged as the app's hint judges, ``ai.hint_kind``,
    unless it names its evaluation, "hard@hand"), and the figures its card shows."""
    seat = game.to_move()
    rules = game.rules
    seed = ai.search_seed(game.seed, seat, len(game.history), salt)   # as the app seeds it
    d = decide(rules, rules.view(game.state, seat), seat, ai.hint_kind(rules.game_id, level), seed,
               quick_single=False, scale=scale, time_cap=time_cap)
    shown = dict(d.extra) if game.rules.game_id not in TWO_PLAYER else {"win": d.estimate}
    return {"move": d.notation, "estimate": d.estimate, "shown": shown, "playouts": d.playouts,
            "seconds": round(d.seconds, 3),
            "top": [{"move": t["notation"], "estimate": round(t["estimate"], 4), "visits": t["visits"]} for t in d.top]}


def level_arg(text: str) -> str:
    """``--level``: a level, perhaps with the evaluation it judges by ("hard@fitted", "hard@hand";
    none named: the game's hint's own, ``ai.hint_kind``)."""
    try:
        ai.level_kind(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None
    return text


def level_words(kind: str) -> str:
    """A level as a table says it: "Hard", "Hard by the fitted weights"."""
    level, evaluation, _share, _width = ai.level_kind(kind)
    return ai.LEVEL_NAMES[level] + {"fitted": " by the fitted weights", "hand": " by the hand weights"}.get(evaluation, "")


def write_lines(path: str | None, lines: list[dict]) -> None:
    """A tool's lines, one JSON line per position, written whole (a temporary file renamed)."""
    if not path:
        return
    path = Path(path)
    tmp = path.with_suffix(path.suffix + ".part")
    tmp.write_text("".join(json.dumps(line) + "\n" for line in lines), encoding="utf-8")
    os.replace(tmp, path)


def table_command(tool: str, argv: list[str], table) -> int:
    """``tool table FILE``: the tool's table from a file it wrote, alone."""
    if len(argv) != 1 or not Path(argv[0]).is_file():
        print(f"{tool} table FILE: FILE is a results file written by a run of this tool")
        return 2
    text = Path(argv[0]).read_text(encoding="utf-8")
    print("\n".join(table([json.loads(line) for line in text.splitlines() if line.strip()])))
    return 0
