"""A game's record as a readable text file, from the menu; F12 saves a screenshot."""
import random

import pygame

from game import launch, paths, record
from game.app import App
from game.scenes.open_game import scene_for
from game.settings import Settings


def test_the_record_has_a_header_then_the_log_move_by_move(tmp_path):
    game = launch.new_game("battaglia-navale", seed=4)
    chooser = random.Random(4)
    for _ in range(30):
        game.play(chooser.choice(game.legal_actions()))
    path = record.export(game, name="Friday night", folder=tmp_path)
    text = path.read_text(encoding="utf-8")
    head, _, body = text.partition("\n\n")
    assert head.splitlines()[:4] == ["Sortie record: Battaglia Navale", "Name: Friday night",
                                     "Players: White, Grey", "Seed: 4"]
    assert "Option: " in head and "Moves: 30" in head and "Stands: " in head
    for e in game.setup_events:
        assert f"    {e.text}" in body
    lines = body.splitlines()
    for i, played in enumerate(game.history, start=1):
        at = lines.index(f"{i:>2}. {played.notation}")
        assert lines[at + 1:at + 1 + len(played.events)] == [f"      {e.text}" for e in played.events]
    assert "None" not in text and "{" not in text


def test_export_from_the_game_menu_says_where(tmp_path):
    app = App(Settings(animation="off"), headless=True)
    game = launch.new_game("same4cats", seed=2)
    scene = scene_for(app, game)
    app.push(scene)
    scene.perform(game.legal_actions()[0])
    scene.export_record()
    message = app.toasts.items[-1][0]
    written = list((paths.data_dir() / "records").iterdir())
    assert len(written) == 1 and str(written[0]) in message
    assert written[0].read_text().startswith("Sortie record: The Same 4 Cats")
    pygame.quit()


def test_f12_saves_a_screenshot_to_the_pictures_folder_and_says_where():
    app = App(Settings(animation="off"), headless=True)
    from game.scenes.title import TitleScene
    app.push(TitleScene(app))
    app.render_frames()
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F12, mod=0, unicode=""))
    shots = list(paths.pictures_dir().iterdir())
    assert len(shots) == 1 and str(shots[0]) in app.toasts.items[-1][0]
    picture = pygame.image.load(str(shots[0]))
    assert picture.get_size() == (1280, 800)
    assert picture.get_at((640, 80))[:3] != picture.get_at((640, 400))[:3]  # the title drawn, not a blank
    pygame.quit()
