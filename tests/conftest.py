"""Test setup: headless SDL, and each test's settings and saves in a temporary folder."""
import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest


@pytest.fixture(autouse=True)
def _private_user_dirs(tmp_path, monkeypatch):
    """Keep settings and autosaves of every test out of the real user folders."""
    monkeypatch.setenv("SORTIE_HOME", str(tmp_path / "sortie-home"))
    yield
    # a test that played with a data set leaves every game on House for the next (game/datasets.py)
    from game.datacheck import house
    for game in list(house._INSTALLED):
        house.install(game, None, None)
