"""Fixtures for the Steam Torpedo tests (helpers live in st_helpers.py)."""
import pytest

from game import games
from game.session.game import Game
from game.rules.steam_torpedo.state import ACTION
from st_helpers import arrange


@pytest.fixture
def table():
    """A ready-made game past the setup and the first round: Talion to act (turn 3)."""
    def make(active="talion", seed=7, options=None, data_set=None):
        rules = games.rules_for("steam-torpedo", None, data_set)   # data_set: a player's set (None: House)
        game = Game(rules, seed, options)
        game.play("keep")
        game.play("keep")
        state = game.state
        state.active, state.turn, state.phase = active, 3, ACTION
        state.turns_taken = {"talion": 1, "rochelle": 1}
        arrange(game, "talion")
        arrange(game, "rochelle")
        return game
    return make
