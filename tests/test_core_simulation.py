"""A simulation (Game with keep_history=False): its moves, kept compactly while nobody
reads them, read back as the same records a kept game has; refusals rebuild from its
sparse copies."""
import pytest

from game.rules.core import RuleError
from game.session import game as session_game
from game.session.game import Game
from toy_game import Step, TallyRules, ToyRules


def test_a_simulation_reads_its_history_as_a_kept_game_does():
    kept, sim = Game(TallyRules(), 4), Game(TallyRules(), 4, keep_history=False)
    for move in ["add 1", "roll", "add 3", "roll", "add 2"]:
        kept.play(move)
        sim.play(move)
        assert sim.moves == kept.moves and len(sim.history) == len(kept.history)
    assert [(p.notation, p.revealed, p.seat) for p in sim.history] == \
        [(p.notation, p.revealed, p.seat) for p in kept.history]
    assert [p.revealed for p in sim.history] == [False, True, False, True, False]
    assert all(p.events == () for p in sim.history)  # a simulation keeps no events
    sim.play("add 1")  # moves played after the history was read join it in order
    assert sim.moves[-2:] == ["add 2", "add 1"] and sim.history[-1].notation == "add 1"
    assert sim.last_seat() == "solo" and sim.revision == 6


class SloppyToy(ToyRules):
    """Scribbles on the state (and draws) before it refuses a step past 10."""

    def apply(self, state, action):
        if isinstance(action, Step) and state.totals[state.turn] + action.n > 10:
            state.totals[state.turn], state.turn = 99, "nobody"
            state.rng.die()
            raise RuleError(f"A step of {action.n} would pass 10", "TOY 1")
        return super().apply(state, action)


def test_a_refused_move_after_a_checkpoint_leaves_the_position_as_it_was(monkeypatch):
    monkeypatch.setattr(session_game, "SIMULATION_CHECKPOINT_EVERY", 4)
    game = Game(SloppyToy(), 1, keep_history=False)
    for _ in range(18):  # 9 each; copies after moves 4, 8, 12 and 16, the newest kept
        game.play("step 1")
    assert game.snapshot_count() == 1
    with pytest.raises(RuleError):
        game.play("step 2")  # rebuilt from the copy after move 16 and moves 17-18
    assert game.state.totals == {"blue": 9, "orange": 9} and game.state.turn == "blue"
    assert game.state.rng.draws == 0 and len(game.moves) == 18


def test_a_simulation_copies_one_position_in_its_checkpoint_interval(monkeypatch):
    monkeypatch.setattr(session_game, "SIMULATION_CHECKPOINT_EVERY", 4)
    rules = TallyRules()
    game = Game(rules, 2, keep_history=False)
    for _ in range(9):
        game.play("add 1")
    assert rules.clones == 2 and game.snapshot_count() == 1  # after moves 4 and 8, the newest kept
    assert game.history[7].notation == "add 1" and len(game.moves) == 9


def test_a_branch_of_a_simulation_stands_after_its_first_moves():
    game = Game(TallyRules(), 5, keep_history=False)
    for move in ["add 1", "add 2", "roll", "add 3"]:
        game.play(move)
    twin = game.branch(2, Game(TallyRules(), 5, keep_history=False).state)
    assert twin.moves == ["add 1", "add 2"] and game.moves == ["add 1", "add 2", "roll", "add 3"]
