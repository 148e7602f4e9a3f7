"""Issue 31: the title's Continue line said where the game stood at its autosave's last
fold ("turn 20" after quitting at turn 24): the head's summary, the journal's later moves
not counted. The line is the position Continue opens, after a quit to the title and after
a window that was killed (its journal unfolded), in every game; the Load screen's line too."""
import random

import pytest

from game import launch
from game.rules.registry import GAMES
from game.scenes.title import TitleScene
from game.session import library
from game.session.summary import describe

from scene_helpers import open_scene


@pytest.mark.parametrize("game_id", list(GAMES))
def test_the_titles_continue_line_is_the_position_continue_opens(app, game_id):
    game = launch.new_game(game_id, seed=3)
    scene = open_scene(app, game)
    rnd = random.Random(3)
    path = scene.autosaver.path
    for _ in range(400):   # until the head (written at the first move) is out of date
        if game.outcome() is not None or library.describe(path).summary not in ("", library.short(describe(game))):
            break
        scene.perform(rnd.choice(game.legal_actions()))
    now = library.short(describe(game))
    assert game.outcome() is None and library.describe(path).summary != now   # the journal holds the rest
    killed = TitleScene(app)   # the title as a new window shows it while this one's journal is unfolded
    assert killed.in_progress[0].path == path and killed.in_progress[0].summary == now
    listed = app.scene_class("load")(app, lambda _path: None)   # the Load screen too
    assert next(e for e in listed.entries if e.path == path).summary == now
    moves = len(game.history)
    app.to_title()   # quitting folds the journal first; the title reads the head after
    title = app.stack.top
    assert library.describe(path).summary == now and title.in_progress[0].summary == now
    title.continue_game()
    resumed = next(s for s in app.stack.scenes if hasattr(s, "game"))
    assert len(resumed.game.history) == moves and library.short(describe(resumed.game)) == now
    app.stack.close()
