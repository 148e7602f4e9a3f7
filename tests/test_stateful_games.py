"""A state machine per game (hypothesis stateful testing) interleaving play, undo, save,
load, autosave and replay: every reloaded or replayed game equals the live one, and the
one loaded takes over from there (what a player who loads does)."""
from __future__ import annotations

import shutil
import tempfile
from pathlib import Path

import pytest
from hypothesis import settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

import fuzz_helpers as fh
from game.session import saves
from game.session.game import Game


class PlayUndoSaveLoad(RuleBasedStateMachine):
    game_id = ""

    @initialize(seed=st.integers(1, 2**31))
    def start(self, seed):
        self.folder = Path(tempfile.mkdtemp(prefix="sortie-stateful-"))
        self.game = Game(fh.rules(self.game_id), seed)
        self.autosave = saves.Autosave(self.folder / "auto" / f"{self.game_id}.yaml")
        self.autosave.sync(self.game)

    def teardown(self):
        if getattr(self, "folder", None) is not None:
            shutil.rmtree(self.folder, ignore_errors=True)

    @precondition(lambda self: self.game.outcome() is None)
    @rule(pick=st.integers(0, 10**6))
    def play(self, pick):
        legal = self.game.legal_notations()
        self.game.play(legal[pick % len(legal)])
        self.autosave.sync(self.game)

    @rule()
    def undo(self):
        if self.game.can_undo():
            self.game.undo()
            self.autosave.sync(self.game)

    @rule()
    def save_and_load(self):
        path = self.folder / "save.yaml"
        saves.save(self.game, path)
        loaded = saves.load(path, fh.rules_for)
        assert fh.summary(loaded) == fh.summary(self.game)
        self.game = loaded  # play goes on from the loaded game
        self.autosave.sync(self.game)

    @rule()
    def load_the_autosave(self):
        loaded = saves.load(self.autosave.path, fh.rules_for)  # its base and its journal
        assert fh.summary(loaded) == fh.summary(self.game)

    @rule()
    def replay(self):
        g = self.game
        again = Game.replay(g.rules, g.seed, g.options, g.players, g.moves)
        assert fh.summary(again) == fh.summary(g)

    @invariant()
    def undo_never_crosses_a_revealed_result(self):
        g = self.game
        if g.history and g.history[-1].revealed:
            assert not g.can_undo()


MACHINES = {}
for _gid in fh.GAME_IDS:
    MACHINES[_gid] = type(f"Machine_{_gid.replace('-', '_')}", (PlayUndoSaveLoad,), {"game_id": _gid})


@pytest.mark.parametrize("game_id", fh.GAME_IDS)
def test_play_undo_save_load_and_replay_keep_one_game(game_id):
    machine = MACHINES[game_id]
    machine.TestCase.settings = settings(max_examples=6, stateful_step_count=30, deadline=None)
    machine.TestCase("runTest").runTest()
