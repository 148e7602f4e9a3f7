"""Players that choose a move for the seat to move of a ``Game``: random, greedy (one ply
on the game's evaluation) and the search at a level. Used by the arena, --simulate, the
worker and the tests. Each decides from ``Rules.view`` of its seat only."""
from __future__ import annotations

import dataclasses
import math
import random
import time

from . import EVALUATIONS, LEVELS, PARTS, adapter_for, level_kind, search_seed, turn_plan
from .mcts import Decision, search

KINDS = ("random", "greedy", "easy", "normal", "hard")
# A kind may name the evaluation it plays by: "easy@fitted" is Easy by the weights fitted on
# games (game/ai/fitted.py) where a game has them, not the hand weights; and "+reuse" a level
# that keeps its tree between its decisions (``Reuse``); "+bias" (or "+bias3": three times as
# much) a level whose selection leans on the policy (mcts.search's ``bias``), "+d4" one whose
# playouts stop after 4 moves, not the game's own depth, "+aimed" one whose playouts follow the
# game's aimed policy (Adapter.policy), "+odds" its odds policy (Carrier Strike's dogfights
# declared by their odds), "+plan" a level planning whole turns as its game tries them
# (Adapter.plan_trials), "+tree" a level searching move by move where its game
# plans whole turns (Adapter.turn_plans), "+measure" one that plays the move the hint would name
# (its card measured on the same futures, ties to the policy's favourite: mcts._measured_top),
# "+pN" a level searching N playouts a decision, not its own, "+wN" a level planning turns
# keeping N positions a move, "+next" one that plans its next turn after the reply it plans
# (NEXT_KEPT positions a move: three half-turns, session 59; Steam Torpedo's Hard does since
# session 60, its kept games before then named "hard-next"). The arena compares them.
NEXT_KEPT = 4


def decide(rules, view, seat: str, level: str, seed: int, cancelled=None, quick_single: bool = True,
           scale: float = 1.0, time_cap: bool = True, parts: int | None = None, evaluation: str = "hand",
           reuse: "Reuse | None" = None, moves: list | None = None, adapter=None,
           depth: int | None = None, bias: float = 0.0, policy: str = "hand", tree: bool = False,
           measured: bool = False, planned: bool = False, again: int = 0) -> Decision:
    """The search's decision for ``seat`` from its view at ``level`` (``scale``: a share of
    the level's playouts, for quick tests and measurements; ``time_cap`` False: the playouts
    only, whatever the time, so that the decision does not depend on the machine's speed;
    ``parts``: the trees its playouts are shared among, when not the level's own; ``evaluation``
    "fitted": the weights fitted on games, where the game has them; ``reuse``: the seat's tree
    kept from its last decision, grown on where the position follows from it, ``moves`` the
    game's moves so far; ``adapter``: the game's adapter when the caller has one, as the worker
    whose adapter watches its pipe); ``depth`` and ``bias``: the playouts' length when not the
    game's, and the selection's lean on the policy (``mcts.search``); ``policy`` "aimed": the
    game's aimed playout policy where it has one (``Adapter.policy``): the arena's variants);
    ``tree``: the tree search even at a level the game plans by whole turns (``Adapter.turn_plans``,
    game/ai/turn_plan.py), as the variants always are; ``measured``: the move the hint's measure
    names (``mcts._measured_top``), not the most visited; ``planned``: whole turns planned as the game
    tries them (``Adapter.plan_trials``), where it has a trial plan for the level; ``again``: a plan
    that plans the reply plans the seat's next turn after it too, keeping that many a move
    (``turn_plan.Plan.again``: the arena's "+next")."""
    playouts, seconds, parts = budget(level, scale, time_cap, parts)
    level, named, _share, width = level_kind(level)
    adapter = adapter if adapter is not None else adapter_for(rules)
    adapter.evaluation = named or evaluation
    adapter.policy = policy
    plan = adapter.plan_trials.get(level) if planned else adapter.turn_plans.get(level) if tree is False else None
    if plan is not None and width is not None:
        plan = dataclasses.replace(plan, width=width)
    if plan is not None and again and plan.replies:
        plan = dataclasses.replace(plan, again=again)
    if plan is not None and adapter.plans(view):
        return turn_plan.decide(rules, adapter, view, seat, plan, random.Random(seed), seconds, cancelled,
                                quick_single, hint_playouts(playouts, parts) if measured or not quick_single else 0)
    start = reuse.start(seat, moves) if reuse is not None and parts == 1 else None
    d = search(rules, adapter, view, seat, playouts, seconds, random.Random(seed), depth=depth,
               cancelled=cancelled, quick_single=quick_single,
               estimate_playouts=hint_playouts(playouts, parts) if measured or not quick_single else 0,
               parts=parts, start=start,
               bias=bias)
    if reuse is not None:
        reuse.keep(seat, moves, d, start)
    d.tree = None   # (kept, where asked, as the chosen move's subtree; the rest goes)
    return d


class Reuse:
    """A seat's search tree kept between its decisions (issue 33): after it plays a move, the
    subtree of that move; its next decision grows that subtree on when it comes straight after
    (the game's moves are the kept ones and that move: no one else has moved, so the tree holds
    nothing the seat did not see). Any other position begins afresh."""

    def __init__(self):
        self.seat = None
        self.moves: list | None = None   # the game's moves at the kept node's position
        self.node = None

    def start(self, seat: str, moves: list):
        if self.node is None or seat != self.seat or list(moves) != self.moves:
            return None
        return self.node

    def keep(self, seat: str, moves: list, d: Decision, start) -> None:
        root = d.tree if d.tree is not None else start   # (a single legal move: nothing was grown)
        child = root.children.get(d.notation) if root is not None else None
        self.seat, self.moves, self.node = seat, list(moves) + [d.notation], child


def budget(level: str, scale: float = 1.0, time_cap: bool = True, parts: int | None = None) -> tuple[int, float, int]:
    """A level's search (or a seat kind's: ``level_kind``): playouts of each of its trees, the
    time cap of each, and how many trees (the level's own, ``PARTS``, unless ``parts`` says: the
    level's playouts shared among them)."""
    level, _named, share, _width = level_kind(level)
    scale *= share
    playouts, seconds = LEVELS[level]
    parts = parts or PARTS[level]
    # (+1e-9: 60 playouts x 20/60 are 20, not 19.99...)
    return max(1, int(playouts * scale + 1e-9) // parts), seconds if time_cap else float("inf"), parts


def hint_playouts(playouts: int, parts: int) -> int:
    """The playouts measuring each move of the hint's card: half the search's."""
    return max(1, playouts * parts // 2)


class RandomPlayer:
    def __init__(self, seed: int):
        self.rnd = random.Random(seed)

    def choose(self, game) -> str:
        return str(self.rnd.choice(game.legal_actions()))


class GreedyPlayer:
    """One ply: each legal action tried on a sampled position (the seat's view with the
    hidden parts sampled), the best by the game's evaluation for the mover's side."""

    def __init__(self, seed: int, evaluation: str = "hand"):
        self.rnd = random.Random(seed)
        self.evaluation = evaluation

    def choose(self, game) -> str:
        rules = game.rules
        adapter = adapter_for(rules)
        adapter.evaluation = self.evaluation
        seat = game.to_move()
        legal = game.legal_actions()
        if len(legal) == 1:
            return str(legal[0])
        view = rules.view(game.state, seat)
        base = adapter.determinize(view, seat, self.rnd)
        side = adapter.side(base, seat)
        best, best_v = None, None
        for a in rules.legal_actions(base):
            trial = adapter.determinize(view, seat, self.rnd)
            rules.apply(trial, a)
            v = adapter.reward(trial).get(side, 0.5) + self.rnd.random() * 1e-6
            if best_v is None or v > best_v:
                best, best_v = a, v
        return str(best)


class SearchPlayer:
    def __init__(self, level: str, salt: str = "", scale: float = 1.0, time_cap: bool = True,
                 evaluation: str = "hand", reuse: bool = False, depth: int | None = None, bias: float = 0.0,
                 policy: str = "hand", tree: bool = False, measured: bool = False, checked: bool = False,
                 planned: bool = False, again: int = 0):
        self.level = level
        self.planned = planned
        self.again = again
        self.tree = tree or reuse or depth is not None or bias or policy != "hand"   # (these variants are the tree's)
        self.measured = measured or checked
        self.checked = checked   # of the moves the measure cannot tell from its best, the most tried
        self.policy = policy
        self.depth = depth
        self.bias = bias
        self.evaluation = evaluation
        self.reuse = Reuse() if reuse else None
        self.time_cap = time_cap
        self.salt = salt
        self.scale = scale
        self.last: Decision | None = None
        self.times: list = []  # seconds of each decision that had a choice
        self.cpu: list = []    # ... and the processor time it took (what a busy or paused machine leaves alone)

    def choose(self, game) -> str:
        seat = game.to_move()
        seed = search_seed(game.seed, seat, len(game.history), self.salt)
        cpu = time.process_time()
        self.last = decide(game.rules, game.rules.view(game.state, seat), seat, self.level, seed, scale=self.scale,
                           time_cap=self.time_cap, evaluation=self.evaluation, reuse=self.reuse,
                           moves=list(game.moves), depth=self.depth, bias=self.bias,
                           policy=self.policy, tree=self.tree, measured=self.measured, planned=self.planned,
                           again=self.again)
        if self.last.playouts or self.last.looked:
            self.times.append(self.last.seconds)
            self.cpu.append(time.process_time() - cpu)
        if self.checked:
            return most_tried_of_tied(self.last)
        return self.last.notation


def most_tried_of_tied(d: Decision) -> str:
    """Of a measured decision's card, the move the search tried most among those its measure
    cannot tell from the best measured (``tied``, mcts._measured_top): the search's own choice
    unless the measure finds another better beyond doubt (the "+checked" players)."""
    tied = [t for t in d.top if t.get("tied")]
    return max(tied, key=lambda t: t["visits"] or 0)["notation"] if tied else d.notation   # (a planned card: no tries)


def make_player(kind: str, seed: int, salt: str = "", scale: float = 1.0, time_cap: bool = True):
    """A player of a kind: one of KINDS; a level or greedy may add "@fitted", a level any of
    "+reuse", "+bias" (or "+biasK", K its weight), "+dN" (N moves a playout), "+aimed", "+odds", "+measure" (the
    move the hint's measure names, planned or searched as the level is), "+checked" (the most tried
    of the moves that measure cannot tell from its best: ``most_tried_of_tied``), "+tree" (the tree search at a
    level its game plans by whole turns; the others but "+measure", "+checked" and "+plan" imply it), "+plan"
    (whole turns planned as the game tries them, ``Adapter.plan_trials``), "+pN" (N playouts a decision, times
    ``scale``, in place of the level's), "+wN" (N positions kept a move where it plans turns), "+next" (where
    it plans the reply, its next turn after it too, 4 kept a move: ``turn_plan.Plan.again``)."""
    bad = ValueError(f"unknown player {kind!r}: one of {', '.join(KINDS)}, a level or greedy may add "
                     f"@fitted, a level +reuse, +bias, +biasK, +dN, +aimed, +odds, +measure, +checked, +plan, +pN, +wN, +next or +tree")
    head, *tags = kind.split("+")
    name, _, evaluation = head.partition("@")
    evaluation = evaluation or "hand"
    if evaluation not in EVALUATIONS or (head != name and name == "random") or (tags and name not in LEVELS):
        raise bad
    reuse, depth, bias, policy, tree, measured, checked, planned = False, None, 0.0, "hand", False, False, False, False
    again = 0
    sized = [tag for tag in tags if tag[:1] in ("p", "w") and tag[1:].isdigit()]   # "+pN", "+wN": ai.level_kind's
    for tag in tags:
        if tag in sized:
            continue
        if tag == "plan" and not planned:
            planned = True
        elif tag == "next" and not again:
            again = NEXT_KEPT
        elif tag == "reuse" and not reuse:
            reuse = True
        elif tag == "measure" and not measured and not checked:
            measured = True
        elif tag == "checked" and not checked and not measured:
            checked = True
        elif tag == "tree" and not tree:
            tree = True
        elif tag in ("aimed", "odds") and policy == "hand":
            policy = tag
        elif tag.startswith("bias") and not bias and 0 < _number(tag[4:] or "1") < math.inf:
            bias = _number(tag[4:] or "1")
        elif tag.startswith("d") and depth is None and tag[1:].isdigit() and int(tag[1:]) > 0:
            depth = int(tag[1:])
        else:
            raise bad
    if name == "random":
        return RandomPlayer(seed)
    if name == "greedy":
        return GreedyPlayer(seed, evaluation)
    if name in LEVELS:
        if planned and (tree or reuse or depth is not None or bias):
            raise bad   # (a planned level searches no tree where it plans)
        level = "+".join([name, *sized])   # (decide and budget read its playouts and width: ai.level_kind)
        try:
            level_kind(level)
        except ValueError:
            raise bad from None
        return SearchPlayer(level, salt or str(seed), scale, time_cap, evaluation, reuse, depth, bias, policy, tree,
                            measured, checked, planned, again)
    raise bad


def _number(text: str) -> float:
    try:
        return float(text)
    except ValueError:
        return -1.0
