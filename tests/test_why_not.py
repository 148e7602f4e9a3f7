"""Game.why_not: whether the rules would refuse an action now, asked without playing it."""
import pytest

from game.rules.core import NotationError, RuleError
from game.session.game import Game
from toy_game import RULES, Roll, Step


def _blue_at_nine():
    game = Game(RULES, seed=1)
    for move in ["step 2"] * 8 + ["step 1"] * 2:
        game.play(move)
    return game


def test_a_refused_step_says_its_reason_and_rule_toy_1():
    game = _blue_at_nine()
    refusal = game.why_not(Step(2))
    assert isinstance(refusal, RuleError)
    assert (refusal.reason, refusal.rule) == ("A step of 2 would pass 10", "TOY 1")


def test_a_notation_is_asked_like_its_action_toy_2():
    refusal = _blue_at_nine().why_not("roll")
    assert refusal is not None and refusal.rule == "TOY 2"


def test_a_playable_action_is_not_refused():
    game = _blue_at_nine()
    assert game.why_not("step 1") is None
    assert game.why_not(Roll()) is not None


def test_asking_leaves_the_game_untouched():
    game = _blue_at_nine()
    before = (dict(game.state.totals), game.state.turn, game.state.rng.draws, list(game.moves), game.revision)
    game.why_not("step 1")
    game.why_not("step 2")
    assert (dict(game.state.totals), game.state.turn, game.state.rng.draws, list(game.moves),
            game.revision) == before
    assert game.can_undo("orange") and game.moves[-1] == "step 1"


def test_a_finished_game_refuses_everything():
    game = _blue_at_nine()
    game.play("step 1")
    refusal = game.why_not("step 1")
    assert refusal is not None and refusal.rule == "end of game"


def test_words_that_are_no_move_are_a_notation_error():
    with pytest.raises(NotationError):
        Game(RULES, seed=1).why_not("fly away")
