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
turn is planned the same way (``reply_width``) and the turn whose reply leaves the seat best
off is chosen. The decision is the first move of the chosen turn; the next decision plans
again from where the game then stands.

It plays on a sample of the seat's view (``Adapter.determinize``) and never touches the game.
Among positions of equal worth a player draws (its own ``random.Random``: its play varies
where the evaluation cannot choose); the hint keeps them in the order they were reached (the
kept positions' order, then the rules' order of legal moves), so that asked again at the same
position it names the same moves (only their measured estimates are drawn)."""
from __future__ import annotations

import time
from dataclasses import dataclass

LIMIT = 60   # moves of one turn at most (a turn that never ends is cut here)


@dataclass(frozen=True)
class Plan:
    width: int         # positions kept at each move of the seat's turn
    replies: int       # the best turns whose reply is planned (0: the turn's end decides)
    reply_width: int   # positions kept at each move of the opponent's reply


@dataclass
class Turn:
    first: str         # the move that begins it (notation)
    score: float       # the game's evaluation for the seat where it ends (after the reply, if planned)
    end: object        # the position where it ends


class Planner:
    def __init__(self, rules, adapter, rnd=None, deadline: float = float("inf"), cancelled=None):
        """``rnd``: the draw among equal positions; None, the order they were reached in."""
        self.rules, self.adapter, self.rnd = rules, adapter, rnd
        self.deadline, self.cancelled = deadline, cancelled
        self.looked = 0   # positions judged

    def out_of_time(self) -> bool:
        return time.perf_counter() > self.deadline or (self.cancelled is not None and self.cancelled())

    def turns(self, state, seat: str, width: int) -> list[Turn]:
        """The seat's turns from ``state``, best first by the evaluation where they end (each
        ending position once; those still unfinished when time ran out count as they stand)."""
        rules, adapter = self.rules, self.adapter
        if adapter.turn_over(state, seat):
            return [Turn("", adapter.plan_score(state, seat), state)]
        beam = [("", state)]
        ended: dict = {}
        for step in range(LIMIT):
            reached: list = []
            for first, position in beam:
                for action in adapter.searchable(position, rules.legal_actions(position)):
                    trial = rules.clone(position)
                    rules.apply(trial, action)
                    self.others(trial, seat)
                    self.looked += 1
                    score = adapter.plan_score(trial, seat)
                    start = first or str(action)
                    if adapter.turn_over(trial, seat):
                        key = adapter.plan_key(trial)
                        if key not in ended or ended[key].score < score:
                            ended[key] = Turn(start, score, trial)
                    else:
                        reached.append((score, self.rnd.random() if self.rnd is not None else 0.0, start, trial))
            if not reached or self.out_of_time():
                for score, _, start, trial in reached:
                    ended.setdefault(adapter.plan_key(trial), Turn(start, score, trial))
                break
            reached.sort(key=lambda r: (-r[0], r[1]))   # (stable: undrawn, equal positions as reached)
            beam, seen = [], set()
            for score, _, start, trial in reached:
                key = adapter.plan_key(trial)
                if key in seen:
                    continue
                seen.add(key)
                beam.append((start, trial))
                if len(beam) >= width and step:   # (every first move is played on one more move)
                    break
        return sorted(ended.values(), key=lambda t: -t.score)

    def others(self, state, seat: str) -> None:
        """The other seat's decisions inside ``seat``'s turn, each its best by one ply."""
        rules, adapter = self.rules, self.adapter
        for _ in range(LIMIT):
            if rules.outcome(state) is not None or adapter.turn_over(state, seat):
                return
            mover = rules.to_move(state)
            if mover == seat:
                return
            best, best_score = None, None
            for action in adapter.searchable(state, rules.legal_actions(state)):
                trial = rules.clone(state)
                rules.apply(trial, action)
                self.looked += 1
                score = adapter.plan_score(trial, mover)
                if best_score is None or score > best_score:
                    best, best_score = action, score
            rules.apply(state, best)

    def choose(self, state, seat: str, plan: Plan) -> list[Turn]:
        """The seat's turns, best first: by the evaluation after the opponent's planned reply
        for the best ``plan.replies`` of them (the rest after them, as they end)."""
        turns = self.turns(state, seat, plan.width)
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
            replied.append(Turn(turn.first, self.adapter.plan_score(end, seat), end))
        replied.sort(key=lambda t: -t.score)
        return replied + turns[len(replied):]


def decide(rules, adapter, view, seat: str, plan: Plan, rnd, seconds: float = float("inf"), cancelled=None,
           quick_single: bool = True, estimate_playouts: int = 0):
    """The seat's move by the planned turn (``mcts.Decision``): the chosen turn's first move,
    its estimate the game's chance where that turn (and its reply) ends, or for the hint
    (``estimate_playouts``) measured afresh by that many playouts, as the tree search's is; the
    hint's card the first moves of the best turns that begin differently (``TOP``). The hint
    draws nothing among equal positions (``Planner``); a player draws by ``rnd``."""
    from .mcts import TOP, Decision, measure
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
    top = []
    for turn in firsts[:TOP]:
        row = {"notation": turn.first, "estimate": adapter.reward(turn.end).get(side, 0.5), "visits": None,
               "extra": {}, "measured": None, "measured_from": 0}
        if estimate_playouts:
            row["measured"], row["extra"] = measure(rules, adapter, view, seat, side, turn.first, estimate_playouts,
                                                    adapter.playout_depth, rnd)
            row["estimate"], row["measured_from"] = adapter.calibrated(row["measured"]), estimate_playouts
        top.append(row)
    best = top[0]
    return Decision(best["notation"], best["estimate"], 0, time.perf_counter() - began, best["extra"],
                    best["measured"], best["measured_from"], top, looked=planner.looked)
