"""Issue 31: a move is said in words before it is played, never by its notation ("aa 10 C",
"draw"): every game's ``Rules.describe(state, action)`` names every legal move of seeded random
games without a code, a Python value or a notation (tests/test_player_texts.py's checks), and
the hint's words (game/ai/words.py) for a move that draws or rolls are the game's words, the
same whatever the draw will be."""
from __future__ import annotations

import random

import pytest

from game import launch
from game.ai.words import move_words
from game.rules import registry
from test_player_texts import problems

PLAYS = {"same4cats": (1, 150), "thunderbirds": (2, 150), "battaglia-navale": (1, 90),
         "steam-torpedo": (1, 120), "carrier-strike": (2, 120)}
SAMPLE = 3   # legal moves a position's hint words are worked out for (each plays the move twice)


def _notation_like(game_id: str, words: str, notation: str) -> bool:
    """The words are the notation itself, or begin with its verb in lower case ("draw", "aa 10 C")."""
    return words == notation or words.split()[0] == notation.split()[0]


@pytest.mark.parametrize("game_id", sorted(PLAYS))
def test_every_legal_move_has_words_before_it_is_played(game_id):
    seed, moves = PLAYS[game_id]
    game = launch.new_game(game_id, seed=seed)
    rules = game.rules
    chooser = random.Random(seed)
    bad: dict = {}
    kinds = set()
    for k in range(moves):
        if game.outcome() is not None:
            break
        legal = game.legal_actions()
        view = game.view(game.to_move())
        for action in legal:
            words = rules.describe(view, action)
            kinds.add(type(action).__name__)
            found = problems(game_id, words)
            if _notation_like(game_id, words, str(action)):
                found.append("the move's notation")
            if found:
                bad.setdefault(words, (str(action), found))
        if k % 10 == 0:
            for action in chooser.sample(legal, min(SAMPLE, len(legal))):
                words = move_words(rules, game, str(action))
                found = problems(game_id, words)
                if _notation_like(game_id, words, str(action)):
                    found.append("the move's notation")
                if found:
                    bad.setdefault(words, (str(action), found))
        game.play(chooser.choice(legal))
    assert len(kinds) >= 3, f"only {sorted(kinds)} met: the games are too short to test"
    assert not bad, "\n".join(f"{w!r} (for {n!r}): {', '.join(f)}" for w, (n, f) in sorted(bad.items()))


def test_the_words_of_a_draw_never_tell_the_card_to_come():
    """S4C 4.1: "Draw on" is said the same whatever Event card lies on top, and not as "draw"."""
    game = launch.new_game("same4cats", seed=9)
    game.play(game.legal_notations()[0])   # the target: the Event deck is shuffled
    deck = game.state.event_deck
    seen = set()
    for top in sorted(set(deck)):
        deck.insert(0, deck.pop(deck.index(top)))
        seen.add(move_words(game.rules, game, "draw"))
    assert len(seen) == 1 and seen.pop().startswith("Draw the next Event card")


def test_every_game_has_its_words():
    assert sorted(registry.GAMES) == sorted(PLAYS)   # a new game joins the test above
    for game_id in registry.GAMES:
        rules = launch.new_game(game_id, seed=1).rules
        assert callable(getattr(rules, "describe", None)), f"{game_id} has no describe"
