"""Undo in a hot-seat game: a player takes back only their own moves (issue 16; Game.can_undo)."""
import random

import pytest

from game.rules.carrier_strike import actions as A
from game.rules.core import RuleError

from cs_helpers import policy, setup_game


def _play_until(game, rng, wanted, limit=4000):
    for _ in range(limit):
        if wanted(game):
            return True
        if game.outcome() is not None:
            return False
        game.play(policy(rng, game.legal_actions(), game.state))
    return False


def _yellow_flew_and_red_is_to_move(game):
    last = game.history[-1] if game.history else None
    return (last is not None and last.seat == "yellow" and not last.revealed
            and isinstance(A.parse(last.notation), A.Fly) and game.to_move() == "red")


def test_red_cannot_undo_yellows_plane_move():
    for seed in range(1, 40):
        game = setup_game(seed)
        if _play_until(game, random.Random(seed), _yellow_flew_and_red_is_to_move):
            break
    else:
        pytest.fail("no game reached a plane move of Yellow followed by Red's turn")
    moves = list(game.moves)
    assert not game.can_undo()
    assert game.undo_reason() == "The last move was Yellow's: a player takes back only their own moves"
    with pytest.raises(RuleError):
        game.undo()
    assert game.moves == moves


def test_a_player_undoes_their_own_plane_move_in_their_own_turn():
    for seed in range(1, 40):
        game = setup_game(seed)
        rng = random.Random(seed)
        if _play_until(game, rng, lambda g: g.state.phase == "move" and not g.history[-1].revealed
                       and g.history[-1].seat == g.to_move()
                       and isinstance(A.parse(g.moves[-1]), A.Fly)):
            break
    else:
        pytest.fail("no game reached two moves of one seat in a row")
    seat, last = game.to_move(), game.moves[-1]
    assert game.can_undo() and game.undo_reason() == ""
    assert game.undo() == last and game.to_move() == seat
