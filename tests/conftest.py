"""Test setup: headless SDL, and each test's settings and saves in a temporary folder."""
import gc
import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest

# The collector walks the young objects at every 700 new ones by default. A test run makes
# and drops millions of short-lived objects (positions, legal lists, events, surfaces), so at
# that rate its passes were 8% of the suite's CPU; at 100,000 it collects the same garbage in
# fewer passes. Only the test process is set so: the game runs with Python's defaults, and
# tools/bench.py measures its engines and frames that way.
gc.set_threshold(100_000, 50, 1000)


@pytest.fixture(autouse=True)
def _private_user_dirs(tmp_path, monkeypatch):
    """Keep settings and autosaves of every test out of the real user folders."""
    monkeypatch.setenv("SORTIE_HOME", str(tmp_path / "sortie-home"))
    yield


class Said(list):
    """Every toast and dialog text the app showed during a test (``said_to_player``)."""

    def with_errno(self) -> list[str]:
        return [t for t in self if "[Errno" in t]


@pytest.fixture
def said_to_player(monkeypatch):
    """Record every toast and every dialog's title, message and lines; at the end, none
    may show an OS error as Python prints it ("[Errno 13] Permission denied: ...")."""
    from game.app import App
    from game.scenes import modal
    said = Said()
    toast = App.toast

    def recorded_toast(self, message, *args, **kwargs):
        said.append(str(message))
        return toast(self, message, *args, **kwargs)
    monkeypatch.setattr(App, "toast", recorded_toast)
    for cls in (modal.ChoiceScene, modal.ProblemsScene):
        def recorded_init(self, app, title, *args, _init=cls.__init__, **kwargs):
            words = [a for a in (*args, *kwargs.values()) if isinstance(a, (str, list))]
            # a dialog's title and message read as one line ("Not saved: Sortie cannot ..."), then its lines
            said.extend([f"{title}: {words[0]}" if words and isinstance(words[0], str) else str(title),
                         *(str(a) for a in words[1:] if a)])
            return _init(self, app, title, *args, **kwargs)
        monkeypatch.setattr(cls, "__init__", recorded_init)
    yield said
    assert not said.with_errno(), said.with_errno()
