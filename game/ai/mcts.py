"""Information-set Monte Carlo tree search, shared by every game (no pygame).

Single-observer ISMCTS (Cowling, Powley and Whitehouse 2012): each iteration samples one
full position consistent with what the searching seat sees (``adapter.determinize`` of
``Rules.view``), walks the one tree of that seat's information set down by UCB among the
actions legal in that sample (each child counts how often it was available), adds one
node, plays on with the game's cheap heuristic policy for a few moves, and scores the
position reached (the game's result, or its evaluation of a position cut short) for every
side. Nodes are keyed by move notation, so the same decision in two samples is one node.
Chance (dice, cards) comes from each sample's own generator: the tree is open-loop.

At the root every legal move is first tried once on a sample and scored by the game's
evaluation (one ply, as the greedy player does): that score orders the root's moves for
widening and counts as PRIOR_VISITS playouts of each (progressive bias), so even a small
budget plays at least as well as one ply and the playouts refine it.

Progressive widening keeps wide positions (a Carrier Strike movement has hundreds of
moves) from being a flat sample: a node tries its children in the order the game's
policy ranks them, 1 + WIDEN * sqrt(visits) of them at a time.

The search never touches the game: it reads the view, samples, and returns a notation.
Its randomness is its own ``random.Random``.
"""
from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass, field

UCB_C = 0.7
WIDEN = 1.5
PRIOR_VISITS = 2  # a root move starts with its one-ply evaluation counted as this many playouts
TOP = 3           # the moves the hint's card shows
TIE_Z = 1.96      # the hint's moves its measure cannot tell apart: within this many standard errors
TIE_POINTS = 0.01  # or within a point (the card's chances are whole points): as good as each other
MORE = 3          # a tie the measure leaves unclear is measured again by this many times its playouts


class Node:
    __slots__ = ("action", "side", "visits", "value", "avail", "children", "order", "prior")

    def __init__(self, action=None, side=None):
        self.action = action      # the action leading here (None at the root)
        self.side = side          # the side that chose it
        self.visits = 0
        self.value = 0.0          # sum of that side's rewards
        self.avail = 0            # iterations in which it was legal (ISMCTS)
        self.children: dict = {}  # notation -> Node
        self.order: list | None = None  # notations, best first by the policy's ranking
        self.prior: dict | None = None  # notation -> the policy's share of it (``bias``)

    def mean(self) -> float:
        return self.value / self.visits if self.visits else 0.5


@dataclass
class Decision:
    notation: str
    estimate: float          # the searching side's chance to win after this move (0..1)
    playouts: int
    seconds: float
    extra: dict              # the game's own estimates (solitaire hints), averaged
    measured: float | None = None  # the hint: the playouts' own mean, before the game's calibration
    measured_from: int = 0         # how many playouts the estimate is the mean of
    top: list = field(default_factory=list)  # the hint's card: the best moves, best first (``_top``)
    tree: "Node | None" = field(default=None, repr=False, compare=False)  # its root, when asked to keep it
    looked: int = 0          # positions a turn planner judged (game/ai/turn_plan.py; the search's: 0)


def _ucb(child: Node, log_cache: dict) -> float:
    if child.visits == 0:
        return math.inf
    la = log_cache.get(child.avail)
    if la is None:
        la = log_cache[child.avail] = math.log(max(child.avail, 1))
    return child.value / child.visits + UCB_C * math.sqrt(la / child.visits)


def _select(node: Node, candidates: list, log_cache: dict, bias: float) -> Node:
    """The child to walk down: the best by UCB, plus the progressive bias where the node has
    the policy's priors (``bias``)."""
    children = [node.children[k] for k in candidates]
    prior = node.prior
    if prior is None:
        return max(children, key=lambda c: _ucb(c, log_cache))
    return max(children, key=lambda c: _ucb(c, log_cache) + bias * prior.get(c.action, 0.0) / (1 + c.visits))


def _priors(adapter, state, legal) -> dict:
    """Each move's share of the policy's weights at a node (progressive bias, ``bias``)."""
    weights = adapter.weights(state, legal)
    total = sum(weights) or 1.0
    return {str(a): w / total for a, w in zip(legal, weights)}


def search(rules, adapter, view, seat: str, playouts: int, seconds: float, rnd,
           depth: int | None = None, cancelled=None, quick_single: bool = True,
           estimate_playouts: int = 0, parts: int = 1, start: "Node | None" = None,
           bias: float = 0.0) -> Decision:
    """The move ``seat`` should play from what it sees (``view``), after ``playouts``
    iterations or ``seconds``, whichever comes first. ``cancelled()`` stops it early.

    The estimate is the chosen move's mean reward in the tree, which counts the tree's
    exploring of poor replies too; ``estimate_playouts`` (the hint) instead measures the
    card's moves afresh: that many playouts of each, each from a new sample, played on by the
    game's policy (what docs/AI.md compares with outcomes), and names the best measured
    (``_measured_top``: not always the most visited).

    ``parts`` > 1: root-parallel search (Chaslot, Winands and van den Herik 2008), each part
    a tree of its own grown from its own samples (``part_seeds``), the root's visits summed
    (``conclude``). Grown here one after the other; the worker grows them in as many
    processes at once (game/ai/worker.py), with the same seeds and so the same decision.

    ``start``: a tree kept from the seat's last search whose root is this position (``Reuse``,
    game/ai/players.py): grown on rather than begun afresh, its visits counting with the new
    playouts; the decision's ``tree`` is then the root grown (one part only).

    ``bias`` > 0: below the root (whose moves the one-ply seeding orders and counts), a
    child's UCB gains ``bias`` times the policy's share of it at its node over one more than
    its visits (progressive bias, Chaslot et al. 2008), so the policy's favourites are tried
    first and the playouts take over as they come. No level uses it (docs/AI.md); the arena's
    ``+bias`` players do."""
    began = time.perf_counter()
    tree = None
    if parts <= 1:
        grown = [grow(rules, adapter, view, seat, playouts, seconds, rnd, depth, cancelled, quick_single,
                      root=start if start is not None else Node(), bias=bias)]
        tree = grown[0].pop("root", None)
    else:
        deadline = began + seconds
        grown = [grow(rules, adapter, view, seat, playouts, max(0.0, deadline - time.perf_counter()),
                      random.Random(s), depth, cancelled, quick_single, bias=bias)
                 for s in part_seeds(rnd, parts)]
    decision = conclude(rules, adapter, view, seat, grown, rnd, depth, estimate_playouts, time.perf_counter() - began)
    decision.seconds = time.perf_counter() - began   # the hint's measure too
    decision.tree = tree
    return decision


def part_seeds(rnd, parts: int) -> list[int]:
    """The seeds of a root-parallel search's parts, drawn from the search's generator (which
    then goes on to ``conclude``)."""
    return [rnd.getrandbits(62) for _ in range(parts)]


def grow(rules, adapter, view, seat: str, playouts: int, seconds: float, rnd, depth: int | None = None,
         cancelled=None, quick_single: bool = True, root: Node | None = None, bias: float = 0.0) -> dict:
    """One search tree grown from ``playouts`` samples of the view (or until ``seconds`` or
    ``cancelled()``); its root as plain data (a worker process sends it back): ``single``, the
    one legal move when there is nothing to think about, else each root move's ``visits``,
    ``value`` (its side's rewards summed), ``side`` and whether its first visits are the
    one-ply seeding's (``seeded``), the game's own estimates summed per root move
    (``extra``), and the playouts played (``done``). Given a ``root`` (a tree kept from an
    earlier search, or a fresh Node to keep), it grows that one and returns it too (``root``)."""
    deadline = time.perf_counter() + seconds
    depth = adapter.playout_depth if depth is None else depth
    given = root
    root = Node() if root is None else root
    my_side = adapter.side(view, seat)
    log_cache: dict = {}
    extra_sum: dict = {}
    done = 0
    base = adapter.determinize(view, seat, rnd)
    legal_root = adapter.searchable(base, rules.legal_actions(base))
    if len(legal_root) == 1 and quick_single:  # nothing to think about
        return {"single": str(legal_root[0]), "legal": [str(legal_root[0])], "children": {}, "extra": {}, "done": 0}
    if root.children:   # a kept tree: the moves its samples allowed that this position does not, dropped
        keys = {str(a) for a in legal_root}
        root.children = {k: c for k, c in root.children.items() if k in keys}
    seeded = _seed_root(rules, adapter, root, base, legal_root, my_side, view, seat, rnd)  # their visits: no playouts
    while done < playouts:
        if done and (time.perf_counter() > deadline or (cancelled is not None and cancelled())):
            break
        state = adapter.determinize(view, seat, rnd)
        start_state = adapter.hint_start(state)
        node, path = root, [root]
        # selection and expansion
        while rules.outcome(state) is None:
            legal = adapter.searchable(state, rules.legal_actions(state))
            if not legal:
                break
            by_key = {str(a): a for a in legal}
            if node.order is None:
                node.order = adapter.rank(state, legal, rnd)
                if bias:
                    node.prior = _priors(adapter, state, legal)
            mover = adapter.side(state, rules.to_move(state))
            allowed = 1 + int(WIDEN * math.sqrt(node.visits))
            candidates, fresh = [], None
            for key in node.order:
                if key in by_key:
                    child = node.children.get(key)
                    if child is None:
                        if fresh is None:
                            fresh = key
                        else:
                            continue
                    candidates.append(key)
                    if len(candidates) >= allowed:
                        break
            if not candidates:  # this sample's actions were never ranked here
                key = next(iter(by_key))
                node.order.append(key)
                candidates = [key]
                fresh = key
            for key in candidates:
                child = node.children.get(key)
                if child is not None:
                    child.avail += 1
            if fresh is not None and fresh in candidates:
                child = node.children[fresh] = Node(fresh, mover)
                child.avail += 1
                rules.apply(state, by_key[fresh])
                node = child
                path.append(node)
                break
            best = _select(node, candidates, log_cache, bias)
            rules.apply(state, by_key[best.action])
            node = best
            path.append(node)
        # playout with the game's policy, cut short after ``depth`` moves
        for _ in range(depth):
            if rules.outcome(state) is not None or adapter.playout_done(start_state, state):
                break
            legal = adapter.searchable(state, rules.legal_actions(state))
            if not legal:
                break
            rules.apply(state, adapter.playout_action(state, legal, rnd))
        reward = adapter.reward(state)
        if start_state is not None and len(path) > 1:  # the game's own estimates, per first move
            sums = extra_sum.setdefault(path[1].action, {})
            for k, v in adapter.hint_end(start_state, state).items():
                sums[k] = sums.get(k, 0.0) + v
        for n in path:
            n.visits += 1
            if n.side is not None:
                n.value += reward.get(n.side, 0.5)
        done += 1
    out = {"single": None, "legal": [str(a) for a in legal_root], "extra": extra_sum, "done": done,
           "children": {k: {"visits": c.visits, "value": c.value, "side": c.side, "seeded": k in seeded}
                        for k, c in root.children.items()}}
    if given is not None:
        out["root"] = root
    return out


def conclude(rules, adapter, view, seat: str, grown: list, rnd, depth: int | None = None,
             estimate_playouts: int = 0, seconds: float = 0.0) -> Decision:
    """The decision from the grown trees' roots, their visits summed: the most visited move and
    its estimate, and the hint card's best moves; the hint (``estimate_playouts``) measures
    those afresh and names the best measured (``_measured_top``)."""
    depth = adapter.playout_depth if depth is None else depth
    first = grown[0]
    if first["single"] is not None:
        return Decision(first["single"], 0.5, 0, seconds, {})
    my_side = adapter.side(view, seat)
    root, seeded, extra_sum = Node(), {}, {}   # seeded: the one-ply seeding's visits of each root move
    for part in grown:
        for k, c in part["children"].items():
            child = root.children.get(k)
            if child is None:
                child = root.children[k] = Node(k, c["side"])
            child.visits += c["visits"]
            child.value += c["value"]
            if c["seeded"]:
                seeded[k] = seeded.get(k, 0) + PRIOR_VISITS
        for k, sums in part["extra"].items():
            into = extra_sum.setdefault(k, {})
            for name, v in sums.items():
                into[name] = into.get(name, 0.0) + v
    done = sum(part["done"] for part in grown)
    if not root.children:
        choice = first["legal"][0]
        estimate = 0.5
    else:
        best = max(root.children.values(), key=lambda c: (c.visits, c.mean()))
        choice = best.action
        estimate = best.mean() if best.side == my_side else 1.0 - best.mean()
    chosen = root.children.get(choice)
    sums = extra_sum.get(choice, {})
    extra = {k: v / chosen.visits for k, v in sums.items()} if chosen is not None and chosen.visits else {}
    top = _top(root, seeded, my_side, choice, estimate, extra, None, chosen.visits if chosen is not None else 0,
               max(TOP, adapter.hint_candidates) if estimate_playouts else TOP)
    if not estimate_playouts:
        return Decision(choice, estimate, done, seconds, extra, None, top[0]["measured_from"], top)
    top = _measured_top(rules, adapter, view, seat, my_side, top, first["legal"], root, seeded, estimate_playouts,
                        depth, rnd)
    named = top[0]
    return Decision(named["notation"], named["estimate"], done, seconds, named["extra"], named["measured"],
                    estimate_playouts, top)


def _measured_top(rules, adapter, view, seat, side, top: list, legal: list, root: Node, seeded: dict, n: int,
                  depth: int, rnd) -> list:
    """The hint's card, its moves measured afresh: the search's best (``_top``) and the policy's
    favourite (``_policy_order``), each by ``n`` playouts on the same samples and dice (common
    random numbers: two moves compared on the same futures, their difference far surer than
    either chance). The move named first is the best measured; of the moves the measure cannot
    tell from it (``_no_worse``), the one the policy ranks first, so that the same position
    asked again names the same move; where a tie is unclear (``_unclear``), the best and the
    unclear moves are first measured again by three times their playouts more (``_measured_more``).
    Those are marked ``tied``; the others follow, best measured first. A move some sample refuses
    is left off the card (all refused: the hint fails)."""
    order = _policy_order(rules, adapter, view, seat, legal)
    names = [t["notation"] for t in top]
    if order and order[0] not in names:
        child = root.children.get(order[0])
        visits = max(0, child.visits - seeded.get(order[0], 0)) if child is not None else 0
        top.append({"notation": order[0], "estimate": 0.5, "visits": visits, "extra": {}, "measured": None,
                    "measured_from": visits})
    common = rnd.randrange(1, 2**31)
    per = n * adapter.hint_measure
    rewards, extras, refused = {}, {}, None
    for t in top:
        try:
            rewards[t["notation"]], extras[t["notation"]] = measure_each(rules, adapter, view, seat, side, t["notation"],
                                                                         per, depth, common)
        except Exception as exc:  # noqa: BLE001 - a move some sample refuses is left off the card, never the hint
            refused = refused or exc
            continue
    top = [t for t in top if t["notation"] in rewards]
    if not top:   # every move refused: the hint's failure (the scene says so and logs it)
        raise refused
    unclear = _unclear(rewards, n)
    if unclear:
        rewards, extras = _measured_more(rules, adapter, view, seat, side, rewards, extras, unclear, depth, common)
    for t in top:
        t["measured"] = sum(rewards[t["notation"]]) / len(rewards[t["notation"]])
        t["extra"] = extras[t["notation"]]
        t["estimate"], t["measured_from"] = adapter.calibrated(t["measured"]), len(rewards[t["notation"]])
    best = max(top, key=lambda t: t["measured"])
    rank = {k: i for i, k in enumerate(order)}
    for t in top:
        t["tied"] = t is best or _no_worse(rewards[best["notation"]], rewards[t["notation"]], n)
    named = min((t for t in top if t["tied"]), key=lambda t: rank.get(t["notation"], len(rank)))
    rest = sorted((t for t in top if t is not named), key=lambda t: (not t["tied"], -t["measured"]))
    return ([named] + rest)[:TOP]


def _unclear(rewards: dict, base: int) -> list:
    """The moves whose tie with the best measured is unclear, and the best, or none: a move's
    paired difference from the best within one standard error of the band ``_no_worse`` draws
    (asked again on other futures, it would fall on the band's other side about as often as
    not: issue 33's asks named one move or the other at such positions)."""
    best = max(rewards, key=lambda k: sum(rewards[k]) / len(rewards[k]))
    margins = {k: _margin(rewards[best], rewards[k], base) for k in rewards if k != best}
    near = [k for k, (above, se) in margins.items() if abs(above) < se]
    return [best] + near if near else []


def _measured_more(rules, adapter, view, seat, side, rewards: dict, extras: dict, moves: list, depth: int,
                   common: int) -> tuple[dict, dict]:
    """``moves`` measured again by ``MORE`` times their playouts more, on the futures that
    follow the first measure's (the same for each move), their estimates averaged over all:
    the same band, told more surely (``_no_worse``). Some sample refusing one: the first measure
    stands."""
    more, extra = {}, {}
    try:
        for k in moves:
            first = len(rewards[k])
            more[k], extra[k] = measure_each(rules, adapter, view, seat, side, k, first * MORE, depth, common, first)
    except Exception:  # noqa: BLE001 - the first measure stands
        return rewards, extras
    rewards = {**rewards, **{k: rewards[k] + more[k] for k in moves}}
    extras = {**extras, **{k: {name: (v + MORE * extra[k].get(name, v)) / (1 + MORE) for name, v in extras[k].items()}
                           for k in moves}}
    return rewards, extras


def _margin(best: list, other: list, base: int) -> tuple[float, float]:
    """How far the paired difference of ``other`` from ``best`` (the same samples' rewards, as
    many as both have) lies above the band of ``_no_worse``, and its standard error."""
    n = min(len(best), len(other))
    diffs = [a - b for a, b in zip(best, other)]
    mean = sum(diffs) / n
    se = math.sqrt(sum((d - mean) ** 2 for d in diffs) / (n - 1) / n) if n > 1 else 0.0
    band = max(TIE_Z * math.sqrt(n / base) * se, TIE_POINTS)
    return mean - band, se


def _no_worse(best: list, other: list, base: int) -> bool:
    """Whether the measure cannot tell ``other`` from ``best``: their paired difference (the same
    samples' rewards) within what ``base`` playouts could tell apart (``TIE_Z`` of their standard
    errors, however many the two have: the level's own measure; The Same 4 Cats' four times as
    many, and a measure made surer, tell the same band more surely), or no more than
    ``TIE_POINTS`` (the same futures make a tiny difference sure, though no player would
    weigh it: which of two moves a point apart is ahead changes with the samples)."""
    return _margin(best, other, base)[0] <= 0


def _policy_order(rules, adapter, view, seat, legal: list) -> list:
    """The root's moves as the game's policy ranks them (``Adapter.favourites``), read on one
    sample drawn with a fixed generator, so a function of the view alone."""
    sample = adapter.determinize(view, seat, random.Random(0))
    actions = []
    for k in legal:
        try:
            actions.append(rules.parse(k))
        except Exception:  # noqa: BLE001 - a move the sample cannot read goes last
            continue
    ordered = adapter.favourites(sample, actions) if actions else []
    return ordered + [k for k in legal if k not in ordered]


def _top(root: Node, seeded: dict, side, choice: str, estimate: float, extra: dict, measured, measured_from: int,
         count: int = TOP) -> list:
    """The chosen move and the next most visited (``count`` in all), each with its estimate for
    ``side`` (the tree's mean until measured) and its visits: the playouts through it (the
    one-ply seeding's visits, ``seeded``, are no playouts and are not counted)."""
    def visits(c: Node) -> int:
        return max(0, c.visits - seeded.get(c.action, 0))
    others = sorted((c for c in root.children.values() if c.action != choice),
                    key=lambda c: (c.visits, c.mean()), reverse=True)[:count - 1]
    chosen = root.children.get(choice)
    top = [{"notation": choice, "estimate": estimate, "visits": visits(chosen) if chosen is not None else 0,
            "extra": extra, "measured": measured, "measured_from": measured_from}]
    for c in others:
        mean = c.mean() if c.side == side else 1.0 - c.mean()
        top.append({"notation": c.action, "estimate": mean, "visits": visits(c), "extra": {}, "measured": None,
                    "measured_from": visits(c)})
    return top


def _seed_root(rules, adapter, root: Node, base, legal: list, side, view, seat, rnd) -> set:
    """One ply on one sample: each root move's evaluation orders the root and counts as
    PRIOR_VISITS playouts of it; a move a kept tree has searched already keeps its playouts
    (and is ordered among the others by its evaluation). The moves seeded."""
    scored = []
    for a in legal:
        trial = adapter.determinize(view, seat, rnd)
        try:
            rules.apply(trial, a)
        except Exception:  # noqa: BLE001 - a move the sample refuses is tried by the search as usual
            continue
        # ties (a quiet move changes nothing the evaluation sees) go to the policy's favourite:
        # an end of turn before one more re-placing of a ship
        scored.append((adapter.reward(trial).get(side, 0.5), adapter.weight(base, a), rnd.random(), str(a)))
    scored.sort(reverse=True)
    seen = {s[-1] for s in scored}
    root.order = [s[-1] for s in scored] + [str(a) for a in legal if str(a) not in seen]
    seeded = set()
    for value, _, _, key in scored:
        if key in root.children:
            continue
        child = root.children[key] = Node(key, side)
        child.visits = child.avail = PRIOR_VISITS
        child.value = value * PRIOR_VISITS
        seeded.add(key)
    return seeded


def measure(rules, adapter, view, seat, side, choice: str, n: int, depth: int, rnd) -> tuple[float, dict]:
    """The chosen move's chance and the game's own estimates from ``n`` policy playouts."""
    rewards, extra = measure_each(rules, adapter, view, seat, side, choice, n, depth, rnd.randrange(1, 2**31))
    return sum(rewards) / n, extra


def measure_each(rules, adapter, view, seat, side, choice: str, n: int, depth: int, common: int,
                 first: int = 0) -> tuple[list, dict]:
    """Each of ``n`` policy playouts' reward after ``choice``, the i-th from its own generator
    seeded by ``common`` and i (the same sample and dice for every move measured with the same
    ``common``; ``first``: the i to begin at, to go on with a measure), and the game's own
    estimates averaged."""
    rewards, sums = [], {}
    for i in range(first, first + n):
        rnd = random.Random(common * 4099 + i)
        state = adapter.determinize(view, seat, rnd)
        start = adapter.hint_start(state)
        rules.apply(state, rules.parse(choice))
        for _ in range(depth):
            if rules.outcome(state) is not None or adapter.playout_done(start, state):
                break
            legal = adapter.searchable(state, rules.legal_actions(state))
            if not legal:
                break
            rules.apply(state, adapter.playout_action(state, legal, rnd))
        rewards.append(adapter.reward(state).get(side, 0.5))
        if start is not None:
            for k, v in adapter.hint_end(start, state).items():
                sums[k] = sums.get(k, 0.0) + v
    return rewards, {k: v / n for k, v in sums.items()}
