"""How much the hint helps in the solitaire games: the hint's move played on every decision,
against random and greedy play, over many campaigns of The Same 4 Cats and missions of
Thunderbirds at War.

    python tools/solitaire_play.py GAME POLICY --games N [--seed S] [--jobs J] [--level L]
                                   [--missions M] [--results FILE]
    python tools/solitaire_play.py summary FILE
    python tools/solitaire_play.py table FILE      # docs/arena/hint.md's table

POLICY is hint (the search at LEVEL, normal by default, the hint's own level: its move, as
the hint names it, on every decision with a choice; no time cap, so that the figures do not
depend on the machine), greedy (one ply on the game's evaluation), random, or (Thunderbirds)
policy: the tour policy the hint's playouts follow (game/rules/thunderbirds/policy.py). Game k is played
from seed S + k, the same deal whichever policy plays it.

The Same 4 Cats: each game is a whole campaign (S4C 4.0-7.0): the missions flown, the
ships hit (successful missions), the medals won, and whether the crew was shot down.
Thunderbirds at War: a tour is thousands of decisions, so each game is its first M missions
(default 1): the missions flown, the successful ones (TaW 5.0), the crews returned (landed,
or crashed in England: 7.8), the men who left the crew (killed, captured, ...) and the
awards won (7.11); ``--missions 0`` plays the whole tour, to its 30th successful mission
(TaW 5.0), so that its missions flown say how soon a player gets there.

Each game is appended to FILE as one JSON line (tools/arena_results.py's format: gzip
members where the name ends .gz); a run given the same file plays only the seeds missing.
``summary`` prints per policy the rates with Wilson 95% intervals (successes per mission
flown; crews per campaign or mission) and the mean per game with its 95% interval.
"""
from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import os
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from game import games  # noqa: E402
from game.ai import LEVEL_NAMES, search_seed  # noqa: E402
from game.ai.players import GreedyPlayer, RandomPlayer, decide  # noqa: E402
from game.ai.thunderbirds import Thunderbirds  # noqa: E402
from game.rules.thunderbirds.policy import TourPolicy  # noqa: E402
from game.session.game import Game  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent))
from arena_results import encode, lines, rate_text  # noqa: E402

POLICIES = ("hint", "greedy", "random", "policy")
MOVE_CAP = 20000


class HintPlayer:
    """The hint's move on every decision: the search at ``level`` from the seat's view, with
    the hint's seed, its card's moves measured and the move named as the hint names it
    (game/scenes/computer.py asks the same; since session 48 not always the search's most
    tried); a decision with one legal move is played at once."""

    def __init__(self, level: str):
        self.level = level

    def choose(self, game) -> str:
        legal = game.legal_notations()
        if len(legal) == 1:
            return legal[0]
        seat = game.to_move()
        seed = search_seed(game.seed, seat, len(game.history), "hint")
        return decide(game.rules, game.rules.view(game.state, seat), seat, self.level, seed, quick_single=False,
                      time_cap=False).notation


class TourPlayer:
    """Thunderbirds' tour policy, deciding from the seat's view."""

    def __init__(self, seed: int):
        self.seed = seed
        self.policy = None

    def choose(self, game) -> str:
        if self.policy is None:
            self.policy = TourPolicy(game.rules, self.seed)
        return str(self.policy.choose(game.rules.view(game.state, game.to_move())))


def player(policy: str, seed: int, level: str):
    if policy == "hint":
        return HintPlayer(level)
    if policy == "greedy":
        return GreedyPlayer(seed)
    if policy == "random":
        return RandomPlayer(seed)
    if policy == "policy":
        return TourPlayer(seed)
    raise ValueError(f"unknown policy {policy!r}: one of {', '.join(POLICIES)}")


def play_one(args) -> dict:
    game_id, policy, seed, level, missions = args
    game = Game(games.rules_for(game_id), seed, keep_history=False)
    chooser = player(policy, seed, level)
    moves, returned = 0, 0
    while game.outcome() is None and moves < MOVE_CAP and not _done(game_id, game.state, missions):
        legal = game.legal_actions()
        before = _flown(game.state) if game_id == "thunderbirds" else 0
        game.play(str(legal[0]) if len(legal) == 1 else chooser.choose(game))
        moves += 1
        if game_id == "thunderbirds" and _flown(game.state) > before:   # a mission's debriefing
            returned += int(Thunderbirds._marks(game.state)[1])
    line = {"game": game_id, "policy": policy, "level": level if policy == "hint" else None, "seed": seed,
            "first": missions if game_id == "thunderbirds" else None, "moves": moves, "capped": moves >= MOVE_CAP}
    line.update(_same4cats(game.state) if game_id == "same4cats" else _thunderbirds(game.state, missions, returned))
    return line


def _flown(state) -> int:
    return sum(1 for h in state.tour.history if "successful" in h)


def _done(game_id: str, state, missions: int) -> bool:
    """Thunderbirds: the first ``missions`` missions are over (their debriefing reached);
    ``missions`` 0: never, the tour plays to its end."""
    if game_id != "thunderbirds" or not missions:
        return False
    return _flown(state) >= missions


def _same4cats(state) -> dict:
    flown = state.missions_flown
    return {"missions": len(flown), "successful": sum(r.result == "hit" for r in flown),
            "medals": len(state.medals), "crews_lost": int(state.shot_down)}


def _thunderbirds(state, missions: int, returned: int) -> dict:
    flown = [h for h in state.tour.history if "successful" in h][:missions or None]
    men = list(state.tour.roster.values()) + list(state.tour.departed)
    return {"missions": len(flown), "successful": sum(bool(h["successful"]) for h in flown),
            "returned": returned, "men_lost": len(state.tour.departed),
            "medals": sum(len(m.awards) for m in men)}


def summary(rows: list[dict]) -> list[str]:
    out = []
    for (game_id, policy, level, first), group in sorted(_groups(rows).items(), key=lambda kv: [str(x) for x in kv[0]]):
        n = len(group)
        flown = sum(r["missions"] for r in group)
        who = f"hint at {level}" if policy == "hint" else policy
        games_ = f"{n} campaigns" if game_id == "same4cats" else _tours(first, n)
        head = f"{game_id} {who}: {games_}, {flown} missions flown"
        out.append(head)
        out.append(f"  successful missions: {rate_text(sum(r['successful'] for r in group), flown)} of those flown;"
                   f" per game {_mean_text([r['successful'] for r in group])}")
        if game_id == "same4cats":
            out.append(f"  missions flown per campaign {_mean_text([r['missions'] for r in group])};"
                       f" medals per campaign {_mean_text([r['medals'] for r in group])}")
            out.append(f"  crews shot down: {rate_text(sum(r['crews_lost'] for r in group), n)} of campaigns")
        else:
            out.append(f"  crews returned: {rate_text(sum(r['returned'] for r in group), flown)} of missions;"
                       f" men lost per mission {sum(r['men_lost'] for r in group) / max(1, flown):.2f};"
                       f" awards per mission {sum(r['medals'] for r in group) / max(1, flown):.3f}")
    return out


TITLES = {"same4cats": "The Same 4 Cats", "thunderbirds": "Thunderbirds at War"}
WHO = {"greedy": "greedy", "random": "random", "policy": "the tour policy"}


def table(rows: list[dict]) -> list[str]:
    """docs/arena/hint.md's table of the solitaire hints, from the results alone (the test compares)."""
    out = ["| game: who plays | played | missions succeeded (of those flown) | a game | crews | medals, a game |",
           "|---|---|---|---|---|---|"]
    order = {"hint": 0, "policy": 1, "greedy": 2, "random": 3}
    for (game_id, policy, level, first), group in sorted(_groups(rows).items(),
                                                        key=lambda kv: (kv[0][0], _length(kv[0][3]), order[kv[0][1]])):
        n, flown = len(group), sum(r["missions"] for r in group)
        who = f"the hint ({LEVEL_NAMES.get(level, level)})" if policy == "hint" else WHO[policy]
        if game_id == "same4cats":
            played = f"{n} campaigns"
            crews = f"shot down in {rate_text(sum(r['crews_lost'] for r in group), n)} of campaigns"
        else:
            played = _tours(first, n)
            crews = f"back from {rate_text(sum(r['returned'] for r in group), flown)} of missions"
        a_game, medals = _mean_text([r['successful'] for r in group]), _mean_text([r['medals'] for r in group])
        if first == 0:   # every whole tour has its 30 successes: how many missions it took, and as
            # a tour of more missions has more chances at an award, the awards per mission flown
            a_game = f"30 in {_mean_text([r['missions'] for r in group])} missions"
            medals += f"; a mission {_ratio_text([r['medals'] for r in group], [r['missions'] for r in group])}"
        out.append(f"| {TITLES[game_id]}: {who} | {played} | {rate_text(sum(r['successful'] for r in group), flown)} "
                   f"| {a_game} | {crews} | {medals} |")
    return out


def _length(first: int | None) -> float:
    """The table's order: campaigns, then the shortest runs of each tour first, whole tours last."""
    return float("inf") if first == 0 else first or 0


def _tours(first: int, n: int) -> str:
    """Thunderbirds' games in words: the first missions of each tour, or whole tours (0)."""
    return f"{n} whole tour{'' if n == 1 else 's'}" if first == 0 else f"the first {first} missions of {n} tours"


def _groups(rows: list[dict]) -> dict:
    out: dict = {}
    for r in rows:
        out.setdefault((r["game"], r["policy"], r.get("level"), r.get("first")), {}).setdefault(r["seed"], r)
    return {k: list(v.values()) for k, v in out.items()}


def _mean_text(values: list[float]) -> str:
    """A mean of counts and its 95% interval (normal approximation; never under 0)."""
    m = statistics.mean(values)
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else float("nan")
    return f"{m:.2f} ({max(0.0, m - half):.2f}-{m + half:.2f})"


def _ratio_text(counts: list[float], per: list[float]) -> str:
    """A count per unit over games of different sizes (medals per mission flown over whole
    tours) and its 95% interval: the ratio of the sums, its standard error taken over the
    games (each game's count against its share; games, not missions, are independent)."""
    k, total = len(counts), sum(per)
    r = sum(counts) / total
    if k < 2:
        return f"{r:.3f}"
    spread = sum((c - r * n) ** 2 for c, n in zip(counts, per)) / (k - 1)
    half = 1.96 * math.sqrt(spread * k) / total
    return f"{r:.3f} ({max(0.0, r - half):.3f}-{r + half:.3f})"


def read(path: Path) -> list[dict]:
    if not path.exists():
        return []
    rows = []
    for text in lines(path)[0]:
        try:
            r = json.loads(text)
        except ValueError:
            continue
        if isinstance(r, dict) and "policy" in r and "seed" in r:
            rows.append(r)
    return rows


def main(argv=None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] in (["summary"], ["table"]):
        rows = [r for f in argv[1:] for r in read(Path(f))]
        print("\n".join(summary(rows) if argv[0] == "summary" else table(rows)))
        return 0
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("game", choices=("same4cats", "thunderbirds"))
    ap.add_argument("policy", choices=POLICIES)
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--level", default="normal")
    ap.add_argument("--missions", type=int, default=1, help="Thunderbirds: the first M missions of each tour (0: the whole tour)")
    ap.add_argument("--results", type=Path, default=None)
    args = ap.parse_args(argv)
    if args.policy == "policy" and args.game != "thunderbirds":
        ap.error("policy: the tour policy is Thunderbirds at War's")
    level = args.level if args.policy == "hint" else None
    first = args.missions if args.game == "thunderbirds" else None
    done = {r["seed"] for r in read(args.results) if r["game"] == args.game and r["policy"] == args.policy
            and r.get("level") == level and r.get("first") == first} if args.results else set()
    todo = [(args.game, args.policy, s, args.level, args.missions)
            for s in range(args.seed, args.seed + args.games) if s not in done]
    with multiprocessing.get_context("spawn").Pool(max(1, args.jobs)) as pool:
        for line in pool.imap_unordered(play_one, todo):
            if args.results is not None:
                with open(args.results, "ab") as f:
                    f.write(encode(line, args.results))
    rows = read(args.results) if args.results else []
    print("\n".join(summary([r for r in rows if r["game"] == args.game])))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
