"""The rules core: actions, refusals with rule numbers, undo, replay, decks, resolution."""
import copy
import random

import pytest

from game.rules.core import Deck, NotationError, Rng, RuleError, resolve
from game.session import game as session_game
from game.session.game import Game, ReplayError
from toy_game import RULES, Step, TallyRules, ToyRules


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
    game = Game(TallyRules(), seed=1)  # one seat: every move is the player's own
    game.play("add 1")
    assert game.can_undo()
    assert game.undo() == "add 1"
    assert game.state.count == 0 and game.moves == []


def test_undo_never_takes_back_another_seats_move():
    game = Game(RULES, seed=1)
    game.play("step 1")  # blue's move; orange is to move now
    assert game.to_move() == "orange" and not game.can_undo()
    assert game.undo_reason() == "The last move was Blue's: a player takes back only their own moves"
    with pytest.raises(RuleError) as err:
        game.undo()
    assert err.value.rule == "undo" and game.moves == ["step 1"]


def test_the_seat_of_each_move_is_known_after_a_replay_too():
    game = Game.replay(RULES, 1, {}, None, ["step 1", "step 2"])
    assert [p.seat for p in game.history] == ["blue", "orange"]
    assert not game.can_undo() and "Orange's" in game.undo_reason()


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


def test_copying_the_generator_never_reseeds_it_from_the_os(monkeypatch):
    rng = Rng(4)
    rng.die()

    def no_seeding(*args, **kwargs):
        raise AssertionError("a copied generator was seeded (from the OS)")
    monkeypatch.setattr(random.Random, "seed", no_seeding)
    twin = copy.deepcopy(rng)
    assert (twin.seed, twin.draws) == (4, 1)
    assert [twin.die() for _ in range(10)] == [rng.die() for _ in range(10)]


def test_copies_of_the_generator_share_it_until_one_draws_and_never_draw_for_each_other():
    rng = Rng(5)
    rng.die()
    twin = copy.deepcopy(rng)
    assert twin._random is rng._random   # shared: the copy cost no state
    third = copy.deepcopy(twin)
    ahead = [twin.die() for _ in range(6)]
    assert twin._random is not rng._random and third._random is rng._random
    assert [rng.die() for _ in range(6)] == ahead        # the original drew nothing for the copy
    deck = list(range(20))
    rng.shuffle(deck)
    other = list(range(20))
    third.die(), third.die(), third.die(), third.die(), third.die(), third.die()
    third.shuffle(other)
    assert other == deck and third.draws == rng.draws    # nor did the copy for the original


def test_positions_are_copied_by_the_rules_clone_when_there_is_one():
    rules = TallyRules()
    game = Game(rules, 3)
    for move in ["add 1", "add 2", "add 3"]:
        game.play(move)
    assert rules.clones == 3  # one copy before each move played, all by clone
    game.undo()
    assert game.state.count == 3 and rules.clones == 3  # undo reuses the copy it kept


def test_copies_are_kept_only_for_the_moves_after_the_last_reveal():
    game = Game(TallyRules(), 3)
    for _ in range(5):
        game.play("add 1")
    assert game.snapshot_count() == 5 and game.can_undo()
    game.play("roll")
    assert game.snapshot_count() == 1  # the base to rebuild from, no older one
    assert not game.can_undo() and "revealed" in game.undo_reason()
    with pytest.raises(RuleError):
        game.undo()
    game.play("add 2")
    game.play("add 3")
    assert game.snapshot_count() == 2
    after_roll = game.state.count - 5
    assert game.undo() == "add 3" and game.undo() == "add 2"
    assert game.state.count == after_roll and not game.can_undo()  # never back past the roll
    assert len(game.moves) == 6


def test_a_long_game_keeps_a_bounded_number_of_copies_and_undo_rebuilds_the_rest(monkeypatch):
    monkeypatch.setattr(session_game, "UNDO_WINDOW", 4)
    monkeypatch.setattr(session_game, "CHECKPOINT_EVERY", 8)
    rules = TallyRules()
    game = Game(rules, 5)
    game.play("roll")
    counts = [game.state.count]
    r = random.Random(1)
    for _ in range(100):
        game.play(f"add {r.randint(1, 3)}")
        counts.append(game.state.count)
    assert game.snapshot_count() <= 1 + 4 + 100 // 8
    while game.can_undo():  # every position back to the roll, rebuilt where no copy is kept
        game.undo()
        counts.pop()
        assert game.state.count == counts[-1]
    assert game.moves == ["roll"] and len(game.state.rolls) == 1
    game.play("add 1")
    assert game.state.count == counts[0] + 1


def test_replay_copies_no_position_before_its_moves_and_undo_still_works():
    rules = TallyRules()
    moves = ["add 1", "roll", "add 2", "add 3", "add 1"]
    game = Game.replay(rules, 9, {}, None, moves)
    assert rules.clones == 0 and game.snapshot_count() == 0
    played = Game(TallyRules(), 9)
    for move in moves:
        played.play(move)
    assert game.state.count == played.state.count
    assert game.undo() == "add 1" and game.undo() == "add 3" and game.undo() == "add 2"
    assert game.state.count == played.state.count - 6 and not game.can_undo()


def test_a_game_without_history_cannot_undo_and_says_why():
    game = Game(TallyRules(), 2, keep_history=False)
    game.play("add 1")
    assert not game.can_undo() and game.undo_reason() == "This game keeps no undo history"
    assert game.snapshot_count() == 0


class SloppyToy(ToyRules):
    """Scribbles on the state (and draws) before it refuses a step past 10."""

    def apply(self, state, action):
        if isinstance(action, Step) and state.totals[state.turn] + action.n > 10:
            state.totals[state.turn] = 99
            state.turn = "nobody"
            state.rng.die()
            raise RuleError(f"A step of {action.n} would pass 10", "TOY 1")
        return super().apply(state, action)


@pytest.mark.parametrize("keep_history", [True, False])
def test_the_move_layer_never_changes_the_state_on_a_refusal(keep_history):
    rules = SloppyToy()
    game = Game(rules, 1, keep_history=keep_history)
    for move in ["step 2"] * 8 + ["step 1"] * 2:
        game.play(move)
    twin = copy.deepcopy(game.state)
    with pytest.raises(RuleError):
        game.play("step 2")
    assert game.state.totals == twin.totals == {"blue": 9, "orange": 9}
    assert game.state.turn == twin.turn and game.state.rng.draws == twin.rng.draws
    assert game.state.rng.die() == twin.rng.die()  # the generator too, exactly
    assert len(game.moves) == 10


def test_a_refusal_after_a_replay_rebuilds_the_position_it_never_copied():
    rules = SloppyToy()
    game = Game.replay(rules, 1, {}, None, ["step 2"] * 8 + ["step 1"] * 2)
    assert game.snapshot_count() == 0
    with pytest.raises(RuleError):
        game._play("step 2", False)  # as replay plays: no copy before the move
    assert game.state.totals == {"blue": 9, "orange": 9} and game.state.turn == "blue"
    assert game.state.rng.draws == 0


def test_take_back_undoes_a_decision_and_the_replies_as_one_step_never_across_a_roll():
    """Issue 14: undo against the computer takes back the person's move and the computer's
    replies together; each move remembers the seat that played it."""
    game = Game(ToyRules(), 3)
    game.play("roll")                     # blue rolls: a reveal, undo stops after it
    game.play("step 1")                   # orange
    game.play("step 2")                   # blue
    assert [p.seat for p in game.history] == ["blue", "orange", "blue"]
    assert game.undoable() == 2
    revision = game.revision
    with pytest.raises(RuleError):
        game.take_back(3)                 # across the roll: refused whole
    assert len(game.history) == 3 and game.revision == revision
    assert game.take_back(2) == ["step 2", "step 1"]
    assert game.moves == ["roll"] and game.revision == revision + 1
    assert game.state.totals["orange"] == 0 and game.to_move() == "orange"


def test_a_solitaire_game_undoes_as_before():
    from house import rules as house_rules
    game = Game(house_rules("same4cats"), 3)
    undone = stood = 0
    for _ in range(60):
        free = [a for a in game.legal_actions()]
        before = game.state.rng.draws
        game.play(free[0])
        if game.state.rng.draws == before:
            assert game.can_undo() and game.undo_reason() == ""
            game.undo()
            game.play(free[0])
            undone += 1
        else:
            assert not game.can_undo() and "revealed" in game.undo_reason()
            stood += 1
        if game.outcome() is not None:
            break
    assert undone and stood  # both kinds of move were met
