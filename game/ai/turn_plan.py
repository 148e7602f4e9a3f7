"""A whole turn planned ahead (issue 33), for a game whose turn is many moves of one seat
(Steam Torpedo: a manoeuvre and each crew member's move or activation, then the end of the
turn). The tree search spends its playouts one move at a time and, its tree a few moves
deep, never sees a whole turn; this planner looks at whole turns instead.

A beam search over the seat's own moves to the end of its turn: from each kept position
every legal move is tried, each position reached is judged by the game's evaluation, and
the best ``width`` positions are kept for the next step (a position reached in another
order is kept once, ``Adapter.plan_key``; after the first move, every one is kept). A
decision of the other seat inside the turn (a reaction, where its damage goes) is its best
by one ply. The turns played out so are ranked
by the evaluation where they end; then, for the best ``replies`` of them, the opponent's
turn is planned the same way (``reply_width``), with ``again`` the seat's own next turn after
that reply too (Steam Torpedo's Hard: three half-turns), and the turn whose reply (and next
turn) leaves the seat best off is chosen. Or (``Plan.playouts``, Carrier Strike's arena "+plan") the best turn of each of
the best first moves (``spread`` keeps every first move's best line in the beam) is measured by
policy playouts from its end, and the best measured chosen. The decision is the first move of
the chosen turn; the next decision plans again from where the game then stands.

It plays on a sample of the seat's view (``Adapter.determinize``) and never touches the game.
Among positions of equal worth a player draws (its own ``random.Random``: its play varies
where the evaluation cannot choose); the hint keeps them in the order they were reached (the
kept positions' order, then the rules' order of legal moves), so that asked again at the same
position it names the same moves (only their measured estimates are drawn)."""
from __future__ import annotations

import math
import random
import statistics
import time
from dataclasses import dataclass

LIMIT = 60   # moves of one turn at most (a turn that never ends is cut here)


@dataclass(frozen=True)
class Plan:
    width: int         # positions kept at each move of the seat's turn
    replies: int       # the best turns whose reply is planned (0: the turn's end decides)
    reply_width: int   # positions kept at each move of the opponent's reply
    playouts: int = 0  # > 0: the best turn of each first move measured by policy playouts from its end, these in all
    choices: int = 6   # ... the first moves so measured, best planned first
    spread: bool = False  # the beam keeps each first move's best line beside its ``width`` best positions
    again: int = 0     # > 0: after the planned reply, the seat's next turn planned too (this many kept a move)


@dataclass
class Turn:
    first: str         # the move that begins it (notation)
    score: float       # the game's evaluation for the seat where it ends (after the reply, if planned)
    end: object        # the position where it ends
    moves: tuple = ()  # every move of it, the other seats' inside it too (notation)


class Planner:
    def __init__(self, rules, adapter, rnd=None, deadline: float = float("inf"), cancelled=None):
        """``rnd``: the draw among equal positions; None, the order they were reached in."""
        self.rules, self.adapter, self.rnd = rules, adapter, rnd
        self.deadline, self.cancelled = deadline, cancelled
        self.looked = 0   # positions judged

    def out_of_time(self) -> bool:
        return time.perf_counter() > self.deadline or (self.cancelled is not None and self.cancelled())

    def turns(self, state, seat: str, width: int, spread: bool = False) -> list[Turn]:
        """The seat's turns from ``state``, best first by the evaluation where they end (each
        ending position once; those still unfinished when time ran out count as they stand);
        ``spread``: each first move's best line kept too, so that every first move ends a turn."""
        rules, adapter = self.rules, self.adapter
        if adapter.turn_over(state, seat):
            return [Turn("", adapter.plan_score(state, seat), state)]
        beam = [((), state)]
        ended: dict = {}
        for step in range(LIMIT):
            reached: list = []
            for path, position in beam:
                for action in adapter.searchable(position, rules.legal_actions(position)):
                    trial = rules.clone(position)
                    rules.apply(trial, action)
                    moves = path + (str(action),) + self.others(trial, seat)
                    self.looked += 1
                    score = adapter.plan_score(trial, seat)
                    if adapter.turn_over(trial, seat):
                        key = adapter.plan_key(trial)
                        if key not in ended or ended[key].score < score:
                            ended[key] = Turn(moves[0], score, trial, moves)
                    else:
                        reached.append((score, self.rnd.random() if self.rnd is not None else 0.0, moves, trial))
            if not reached or self.out_of_time():
                for score, _, moves, trial in reached:
                    ended.setdefault(adapter.plan_key(trial), Turn(moves[0], score, trial, moves))
                break
            reached.sort(key=lambda r: (-r[0], r[1]))   # (stable: undrawn, equal positions as reached)
            beam, seen, firsts = [], set(), set()
            for score, _, moves, trial in reached:
                if len(beam) >= width and step and (not spread or moves[0] in firsts):
                    continue   # (every first move is played on one more move; spread, its best line on)
                key = adapter.plan_key(trial)
                if key in seen:
                    continue
                seen.add(key)
                firsts.add(moves[0])
                beam.append((moves, trial))
        return sorted(ended.values(), key=lambda t: -t.score)

    def others(self, state, seat: str) -> tuple:
        """The other seat's decisions inside ``seat``'s turn, each its best by one ply (their notation)."""
        rules, adapter = self.rules, self.adapter
        played = ()
        for _ in range(LIMIT):
            if rules.outcome(state) is not None or adapter.turn_over(state, seat):
                return played
            mover = rules.to_move(state)
            if mover == seat:
                return played
            best, best_score = None, None
            for action in adapter.searchable(state, rules.legal_actions(state)):
                trial = rules.clone(state)
                rules.apply(trial, action)
                self.looked += 1
                score = adapter.plan_score(trial, mover)
                if best_score is None or score > best_score:
                    best, best_score = action, score
            rules.apply(state, best)
            played += (str(best),)
        return played

    def choose(self, state, seat: str, plan: Plan) -> list[Turn]:
        """The seat's turns, best first: by the evaluation after the opponent's planned reply
        for the best ``plan.replies`` of them (``plan.again``: after the seat's next turn, planned
        after that reply), the rest after them, as they end."""
        turns = self.turns(state, seat, plan.width, plan.spread)
        if not plan.replies:
            return turns
        other = self.adapter.plan_other(state, seat)
        replied = []
        for turn in turns[:plan.replies]:
            if self.out_of_time() and replied:
                break
            end = turn.end
            if self.rules.outcome(end) is None:
                answers = self.turns(end, other, plan.reply_width)
                if answers:
                    end = answers[0].end
                    if plan.again and self.rules.outcome(end) is None:   # three half-turns: the seat's next
                        again = self.turns(end, seat, plan.again)
                        if again:
                            end = again[0].end
            replied.append(Turn(turn.first, self.adapter.plan_score(end, seat), end, turn.moves))
        replied.sort(key=lambda t: -t.score)
        return replied + turns[len(replied):]


def decide(rules, adapter, view, seat: str, plan: Plan, rnd, seconds: float = float("inf"), cancelled=None,
           quick_single: bool = True, estimate_playouts: int = 0):
    """The seat's move by the planned turn (``mcts.Decision``): the chosen turn's first move,
    its estimate the game's chance where that turn (and its reply) ends, or for the hint
    (``estimate_playouts``) measured afresh by that many playouts, as the tree search's is; the
    hint's card the first moves of the best turns that begin differently (``TOP``). The hint
    draws nothing among equal positions (``Planner``); a player draws by ``rnd``."""
    from .mcts import TOP, Decision, measure_each
    began = time.perf_counter()
    base = adapter.determinize(view, seat, rnd)
    legal = adapter.searchable(base, rules.legal_actions(base))
    if len(legal) == 1 and quick_single:
        return Decision(str(legal[0]), 0.5, 0, time.perf_counter() - began, {})
    planner = Planner(rules, adapter, None if estimate_playouts else rnd, began + seconds, cancelled)
    turns = planner.choose(base, seat, plan)
    side = adapter.side(view, seat)
    firsts, begun = [], set()   # the best turn each first move begins
    for turn in turns:
        if turn.first and turn.first not in begun:
            begun.add(turn.first)
            firsts.append(turn)
    if not firsts:   # (no move began a turn, as where the turn is already over: the first legal move)
        firsts = [Turn(str(legal[0]), 0.0, base)]
    measured, means = 0, {}
    if plan.playouts and len(firsts) > 1:
        firsts, measured, means = measured_first(rules, adapter, view, seat, side, firsts, plan, rnd, planner)
    top, rewards = [], {}
    for turn in firsts[:TOP]:
        estimate = means.get(turn.first)
        if estimate is None:
            estimate = adapter.reward(turn.end).get(side, 0.5)
        row = {"notation": turn.first, "estimate": estimate, "visits": None,
               "extra": {}, "measured": None, "measured_from": 0}
        if estimate_playouts:
            rewards[turn.first], row["extra"] = measure_each(rules, adapter, view, seat, side, turn.first,
                                                             estimate_playouts, adapter.playout_depth,
                                                             rnd.randrange(1, 2**31))
            row["measured"] = sum(rewards[turn.first]) / estimate_playouts
            row["estimate"], row["measured_from"] = adapter.calibrated(row["measured"]), estimate_playouts
        top.append(row)
    if rewards:   # the card's words: which of its moves the measure cannot tell from the first, and
        for row in top:   # which it reads higher beyond doubt (the plan, looking past the reply, prefers the first)
            row["tied"] = row is top[0] or _tied(rewards[top[0]["notation"]], rewards[row["notation"]])
            row["ahead"] = bool(plan.replies) and not row["tied"] and row["measured"] > top[0]["measured"]
    best = top[0]
    return Decision(best["notation"], best["estimate"], measured, time.perf_counter() - began, best["extra"],
                    best["measured"], best["measured_from"], top, looked=planner.looked)


def _tied(first: list, other: list) -> bool:
    """Whether the hint's measure cannot tell ``other`` from the first move's (each measured on
    its own futures): their difference within ``mcts.TIE_Z`` standard errors or a point
    (``mcts.TIE_POINTS``), as the search's hint marks its card (the card says "within the hint's
    margin of 1": the first is named by the plan, and such a move may read a point or two above)."""
    from .mcts import TIE_POINTS, TIE_Z
    se = math.sqrt(sum(statistics.variance(xs) / len(xs) for xs in (first, other) if len(xs) > 1))
    return abs(statistics.fmean(other) - statistics.fmean(first)) <= max(TIE_Z * se, TIE_POINTS)


def measured_first(rules, adapter, view, seat: str, side: str, firsts: list, plan: Plan, rnd, planner) -> tuple:
    """The best turns of ``plan.choices`` first moves (best planned first), reordered by the
    mean reward of policy playouts from each one's end (``measure_turn``, ``plan.playouts`` in
    all, every turn on the same samples and dice), the playouts played and each measured first
    move's mean. The planned order breaks a tie, and where time runs out the turns not yet
    measured follow as planned."""
    chosen = firsts[:plan.choices]
    n = max(1, plan.playouts // len(chosen))
    common = rnd.randrange(1, 2**31)
    scored = []
    for k, turn in enumerate(chosen):
        if k > 1 and planner.out_of_time():
            break
        scored.append((-measure_turn(rules, adapter, view, seat, side, turn.moves, n, adapter.playout_depth, common),
                       k, turn))
    scored.sort(key=lambda r: (r[0], r[1]))
    return [t for _, _, t in scored] + firsts[len(scored):], n * len(scored), {t.first: -m for m, _, t in scored}


def measure_turn(rules, adapter, view, seat: str, side: str, moves: tuple, n: int, depth: int, common: int) -> float:
    """The mean reward for ``side`` of ``n`` policy playouts of ``depth`` moves after the turn's
    ``moves``, each on its own sample of the view (the i-th seeded by ``common`` and i)."""
    total = 0.0
    for i in range(n):
        rnd = random.Random(common * 4099 + i)
        state = adapter.determinize(view, seat, rnd)
        for move in moves:
            rules.apply(state, rules.parse(move))
        for _ in range(depth):
            if rules.outcome(state) is not None:
                break
            legal = adapter.searchable(state, rules.legal_actions(state))
            if not legal:
                break
            rules.apply(state, adapter.playout_action(state, legal, rnd))
        total += adapter.reward(state).get(side, 0.5)
    return total / n
