"""Issue 31, "Checks": the layout check (tests/layout_check.py) over the screens around the
games, at the 1280x800 window: the replay of every game (its record's lines wrapped, never
cut with "…") and the save manager listing a save of every game. (The new-game and Settings
screens: test_layout.py; dialogs and toasts: test_dialogs.py; the hint: test_hint_overlay.py.)"""
import random

from game import launch, paths
from game.scenes.load import LoadScene
from game.scenes.replay import ReplayScene
from game.session import saves
from layout_check import frame_problems

GAMES = ("same4cats", "thunderbirds", "battaglia-navale", "steam-torpedo", "carrier-strike")


def _played(game_id: str, moves: int):
    game = launch.new_game(game_id, seed=2)
    chooser = random.Random(2)
    while len(game.moves) < moves and game.outcome() is None:
        game.play(chooser.choice(game.legal_actions()))
    return game


def test_the_replay_of_every_game_fits(app):
    found = {}
    for game_id in GAMES:
        replay = ReplayScene(app, _played(game_id, 70))
        app.stack.clear_to(replay)
        for k in (replay.n, replay.n // 2):
            replay.go(k)
            found[f"{game_id} at move {k}"] = frame_problems(app)
    assert not any(found.values()), {k: v[:5] for k, v in found.items() if v}


def test_the_save_manager_listing_every_game_fits(app):
    folder = paths.saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    for game_id in GAMES:
        saves.save(_played(game_id, 20), folder / f"{game_id}-a-save-with-a-long-name-for-its-row.yaml")
    screen = LoadScene(app, lambda path: None)
    app.stack.clear_to(screen)
    found = {}
    for i in range(len(GAMES)):
        screen.select(i)
        found[f"row {i}"] = frame_problems(app)
    assert not any(found.values()), {k: v[:5] for k, v in found.items() if v}
