"""A move in words before it is played (the hint, a button's tooltip): never its result to
come, nor a secret of another seat (issues 30, 31).

A move that neither draws nor rolls, and whose first log line is the same on two positions
sampled from what the seat to move sees, is said in that line (the log's own words); any
other move (a card drawn, a die rolled, words that hang on something hidden) is said by its
game's ``Rules.describe(state, action)`` on the seat's view, which names the move and never
its outcome."""
from __future__ import annotations

import random

from . import adapter_for


def move_words(rules, game, notation: str) -> str:
    """``notation`` (a legal move of the seat to move in ``game``) in words."""
    seat = game.to_move()
    view = game.view(seat)
    action = rules.parse(notation)
    try:
        adapter = adapter_for(rules)
        words = set()
        for sample in (1, 2):
            state = adapter.determinize(view, seat, random.Random(sample))
            before = state.rng.draws
            events = rules.apply(state, rules.parse(notation))
            if not events or state.rng.draws != before:
                words = set()
                break
            words.add(events[0].text)
        if len(words) == 1:
            return words.pop()
    except Exception:  # noqa: BLE001 - a description never stops the game: the game's own words follow
        pass
    return described(rules, view, action, notation)


def described(rules, state, action, notation: str) -> str:
    """The game's ``describe`` of a move, or its notation where the game has none."""
    describe = getattr(rules, "describe", None)
    if describe is None:
        return notation
    return describe(state, action)


def reveals(rules, game, notation: str) -> bool:
    """Playing ``notation`` turns up a card or rolls a die (tried on a position sampled from
    what the seat to move sees): once played, it cannot be taken back (Game.undo)."""
    seat = game.to_move()
    try:
        state = adapter_for(rules).determinize(game.view(seat), seat, random.Random(0))
        before = state.rng.draws
        rules.apply(state, rules.parse(notation))
    except Exception:  # noqa: BLE001 - a move the sample refuses says nothing more
        return False
    return state.rng.draws != before
