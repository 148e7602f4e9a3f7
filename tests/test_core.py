"""The rules core: actions, refusals with rule numbers, undo, replay, decks, resolution."""
import pytest

from game.rules.core import Deck, Game, NotationError, ReplayError, Rng, RuleError, resolve
from toy_game import RULES


def _both_at_nine():
    game = Game(RULES, seed=1)
    for move in ["step 2"] * 8 + ["step 1"] * 2:
        game.play(move)
    assert game.state.totals == {"blue": 9, "orange": 9}
    return game


def test_refusal_carries_reason_and_rule():
    game = _both_at_nine()
    with pytest.raises(RuleError) as err:
        game.play("step 2")
    assert err.value.rule == "TOY 1"
    assert "pass 10" in err.value.reason
    assert str(err.value) == "A step of 2 would pass 10 (TOY 1)"


def test_refused_action_leaves_state_and_moves_untouched():
    game = _both_at_nine()
    with pytest.raises(RuleError):
        game.play("roll")
    assert game.state.totals == {"blue": 9, "orange": 9}
    assert len(game.moves) == 10 and game.to_move() == "blue"


def test_bad_notation_is_a_notation_error():
    with pytest.raises(NotationError):
        Game(RULES, seed=1).play("fly away")


def test_undo_back_before_a_decision():
    game = Game(RULES, seed=1)
    game.play("step 1")
    assert game.can_undo()
    assert game.undo() == "step 1"
    assert game.state.totals["blue"] == 0 and game.moves == []


def test_undo_never_across_a_revealed_roll():
    game = Game(RULES, seed=1)
    game.play("roll")
    assert not game.can_undo()
    assert "revealed" in game.undo_reason()
    with pytest.raises(RuleError):
        game.undo()


def test_replay_is_exact_from_seed_and_moves():
    a = Game(RULES, seed=7)
    for move in ["roll", "roll", "step 1", "step 2"]:
        a.play(move)
    b = Game.replay(RULES, 7, {}, None, a.moves)
    assert b.state.totals == a.state.totals
    assert [e.text for e in b.log()] == [e.text for e in a.log()]


def test_replay_names_the_first_bad_move():
    with pytest.raises(ReplayError) as err:
        Game.replay(RULES, 1, {}, None, ["step 2", "step 2", "jump"])
    assert err.value.index == 3 and err.value.move == "jump"


def test_options_are_checked():
    assert Game(RULES, 1, {"target": 12}).options == {"target": 12}
    with pytest.raises(ValueError):
        Game(RULES, 1, {"target": 11})
    with pytest.raises(ValueError):
        Game(RULES, 1, {"colour": "red"})


def test_deck_draw_bottom_rebuild():
    rng = Rng(3)
    deck = Deck(["a", "b", "c"])
    assert deck.draw() == "a"
    deck.put_bottom("a")
    assert deck.cards == ["b", "c", "a"]
    deck.rebuild(["x", "y", "z", "w"], rng)
    assert sorted(deck.cards) == ["w", "x", "y", "z"] and rng.draws == 1
    assert deck.draw_many(10) and len(deck) == 0
    with pytest.raises(IndexError):
        deck.draw()


def test_resolution_deck_composition_and_text():
    rng = Rng(5)
    results = [resolve(rng, "AA at distance 4", 1, 3) for _ in range(400)]
    hits = sum(r.hit for r in results)
    assert 60 < hits < 140  # about one in four
    r = results[0]
    assert r.text() == f"AA at distance 4: 1 Hit + 3 Miss: {r.card}"
    assert resolve(rng, "x", -2, 3).hits == 0


def test_same_seed_same_random_results():
    assert [Rng(9).die() for _ in range(1)] == [Rng(9).die()]
    a, b = Rng(11), Rng(11)
    assert [a.die() for _ in range(20)] == [b.die() for _ in range(20)]
