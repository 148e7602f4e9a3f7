"""The "How to play" card: six steps with pictures of the real screen, shown on a game's
first start and from the game menu."""
import pygame
import pytest

from game import games, launch, resources, settings
from game.session.game import Game
from game.scenes.howto import PICTURE, HowToScene, card_rect, steps_for
from game.scenes.open_game import first_start, scene_for
from game.ui.png import save as save_png
from scene_helpers import open_scene
from house import rules as house_rules

RULES = house_rules("same4cats")


@pytest.mark.parametrize("game_id", list(games.GAMES))
def test_each_game_has_at_most_six_steps_each_with_its_picture(game_id):
    steps = steps_for(game_id)
    assert 4 <= len(steps) <= 6
    for n, step in enumerate(steps, 1):
        assert step["title"] and len(step["text"]) <= 240
        picture = pygame.image.load(str(resources.asset("howto", f"{game_id}-{n}.png")))
        assert picture.get_width() <= PICTURE[0] and picture.get_height() <= PICTURE[1]
        assert max(picture.get_size()) >= 100


def test_the_card_draws_the_pictures_in_their_boxes(app, tmp_path):
    scene = HowToScene(app, "carrier-strike", "Carrier Strike!")
    app.push(scene)
    app.render_frames(1)
    out = tmp_path / "howto.png"
    save_png(app.screen, str(out))
    img = pygame.image.load(str(out))
    for n, picture in scene.pictures.items():
        assert isinstance(picture, pygame.Surface)
        rect = card_rect(n)
        box = pygame.Rect(rect.left + (rect.width - PICTURE[0]) // 2, rect.top + 46, *PICTURE)
        inner = picture.get_rect(center=box.center)
        # the middle of the picture is on screen as in the file
        assert img.get_at(inner.center)[:3] == picture.get_at((inner.width // 2, inner.height // 2))[:3]
    assert all(card_rect(n).bottom < scene.buttons.buttons[0].rect.top for n in range(len(scene.steps)))


def test_shown_on_the_first_start_only_and_remembered(app):
    game = launch.new_game("same4cats", seed=1)
    app.push(scene_for(app, game))
    first_start(app, "same4cats", "The Same 4 Cats")
    assert isinstance(app.stack.top, HowToScene)
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    assert type(app.stack.top).__name__ == "Same4CatsScene"
    first_start(app, "same4cats", "The Same 4 Cats")
    assert type(app.stack.top).__name__ == "Same4CatsScene"
    saved, _ = settings.load()
    assert saved.howto_seen == ["same4cats"]


def test_the_game_menu_opens_it_again(app):
    scene = open_scene(app, Game(RULES, 1))
    scene.open_menu()
    menu = app.stack.top
    howto = next(b for b in menu.buttons.buttons if b.label == "How to play")
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=howto.rect.center))
    app.render_frames(1)
    assert isinstance(app.stack.top, HowToScene) and app.stack.top.game_id == "same4cats"


def test_the_footer_is_clear_of_the_seas_waves(app):
    """Issue 31: the footer read as struck through by a wave: it has a quiet band of its own."""
    from layout_check import frame_lines
    app.stack.clear_to(HowToScene(app, "steam-torpedo", "Steam Torpedo"))
    foot = next(d.rect for d in frame_lines(app) if d.text.startswith("F1 in the game"))
    surface = app.screen
    rows = (foot.top - 1, foot.top + 2, foot.bottom - 1)
    around = {tuple(surface.get_at((x, y)))[:3] for y in rows for x in (foot.left - 6, foot.right + 4)}
    assert len(around) == 1, around   # one colour round the words: no wave crosses them
