"""Computer opponents and hints: one search (mcts.py) shared by every game, and per game a
small adapter (how to sample what a seat cannot see, a heuristic policy for playouts, an
evaluation of a position cut short). Never imports pygame."""
from __future__ import annotations

# Levels are budgets of playouts (arena results do not depend on the machine's speed),
# capped by a time budget per decision (issue 14: Easy ~0.2 s, Normal ~1 s, Hard ~3 s).
LEVELS = {
    "easy": (60, 0.2),
    "normal": (300, 1.0),
    "hard": (1000, 3.0),
}
# The trees a level's search grows, its playouts shared among them (root-parallel, issue 33:
# the worker grows them in as many processes at once, the same decision as grown one after the
# other). One each: Hard as two trees of 1000 playouts won fewer games against Normal than one
# tree (docs/AI.md), so it was not kept.
PARTS = {"easy": 1, "normal": 1, "hard": 1}
LEVEL_NAMES = {"easy": "Easy", "normal": "Normal", "hard": "Hard"}
EVALUATIONS = ("hand", "fitted")   # the hand weights, or those fitted on games (game/ai/fitted.py)
# How a computer seat at a level plays, where a game's levels are not the budgets above: the
# arena's player kind (game/ai/players.py make_player: a budget, "@fitted" its evaluation fitted
# on games, "+pN" N playouts). Carrier Strike's (session 57, docs/AI.md): there the playouts
# hardly tell levels apart (Normal's 300 beat Easy's 60 55.2% of 200, Hard's 1000 won 41.3% of
# 23 against Normal's; 20 played 60 even) and the judge does (the fitted weights' 60 beat the
# hand's), so Hard is 60 playouts judged by the fitted weights, Normal the hand's 60 and Easy the
# hand's 5, each under its level's time cap: the arena's easy@fitted, easy and easy+p5 (played
# without time caps, the same decisions): Normal beat Easy 81.8%, Hard Easy 86.8% and Normal
# 61.3%, 200 games each.
SEAT_KINDS = {
    "carrier-strike": {"easy": "easy+p5", "normal": "normal+p60", "hard": "hard@fitted+p60"},
}
# The hint (H, issue 33). This computer works it out at LOCAL_HINT_LEVEL, Hard's budget, while
# the player thinks (game/scenes/computer.py), except in the games of HINT_AT_NORMAL (those whose
# Hard hint took over 4 s at the median on 2 shared cores: none, 1.0 to 2.7 s; docs/AI.md),
# where it is at HINT_LEVEL. HINT_LEVEL, Normal, is also an online table's hint, which the
# table's server searches (asked by game/scenes/online.py): its time is shared by its tables.
HINT_LEVEL = "normal"
LOCAL_HINT_LEVEL = "hard"
HINT_AT_NORMAL: frozenset = frozenset()


def hint_kind(game_id: str, level: str) -> str:
    """The search a game's hint at ``level`` is: the level's budget, judged as the game's
    computer at that level judges (the evaluation its seat kind names, ``SEAT_KINDS``: Carrier
    Strike's Hard by the weights fitted on games since session 59, its chance shown through
    their own calibration, Adapter.fitted_calibration; docs/arena/hint.md)."""
    if "@" in level:
        return level
    evaluation = level_kind(seat_kind(game_id, level))[1]
    return f"{level}@{evaluation}" if evaluation else level


def hint_level(game_id: str) -> str:
    """The hint this computer works out for a game: ``LOCAL_HINT_LEVEL`` unless the game is in
    ``HINT_AT_NORMAL``, judged as ``hint_kind`` says."""
    return hint_kind(game_id, HINT_LEVEL if game_id in HINT_AT_NORMAL else LOCAL_HINT_LEVEL)


def seat_kind(game_id: str, level: str) -> str:
    """The player kind a computer seat at ``level`` plays in a game (``SEAT_KINDS``, else the
    level's own budget). The hint keeps the level's own budget (``hint_level``)."""
    return SEAT_KINDS.get(game_id, {}).get(level, level)


def level_kind(kind: str) -> tuple[str, str | None, float, int | None]:
    """A computer seat's kind (``SEAT_KINDS``: a level, perhaps "@fitted", perhaps "+pN" and
    "+wN"): its level, the evaluation it names (None: the caller's), the share of the level's
    playouts it searches (N of them) and the positions its turn plans keep at each move where
    its game plans whole turns (N; None: the level's own, game/ai/turn_plan.py)."""
    head, *tags = kind.split("+")
    name, _, evaluation = head.partition("@")
    numbers = {t[:1]: int(t[1:]) for t in tags if t[:1] in ("p", "w") and t[1:].isdigit() and int(t[1:]) > 0}
    if (name not in LEVELS or (evaluation and evaluation not in EVALUATIONS) or len(numbers) != len(tags)):
        raise ValueError(f"unknown computer level {kind!r}: one of {', '.join(LEVELS)}, perhaps with @fitted, "
                         "+pN and +wN")
    share = numbers["p"] / LEVELS[name][0] if "p" in numbers else 1.0
    return name, evaluation or None, share, numbers.get("w")


def seat_choice_text(level: str | None) -> str:
    return "Human" if level is None else f"Computer: {LEVEL_NAMES[level]}"


def adapter_for(rules):
    """The computer's adapter of a game (named by its descriptor, game/rules/spec.py)."""
    from ..rules.registry import GAMES
    spec = GAMES[rules.game_id]
    return spec.load(spec.computer)(rules)


def search_seed(game_seed: int, seat: str, move_number: int, salt: str = "") -> int:
    """The search's own seed for one decision: a hash of the game's seed, the seat and the
    move number, so a game against the computer replays the same; unrelated to the game's
    generator stream."""
    import hashlib  # here, not at the top: hashlib loads OpenSSL (~3.5 MiB of every game scene's peak)
    text = f"sortie-ai:{game_seed}:{seat}:{move_number}:{salt}".encode()
    return int.from_bytes(hashlib.blake2b(text, digest_size=8).digest(), "big") >> 2
