"""A save whose moves stop fitting the rules (made by an earlier Sortie): the player may
play on from its last move that fits, in an autosave of its own; the file is untouched."""
import pygame

from game.scenes.modal import ChoiceScene
from game.scenes.title import TitleScene
from unfit_saves import unfit_save


def test_the_title_offers_to_play_on_from_the_last_move_that_fits(app, tmp_path):
    path, doc = unfit_save(tmp_path)
    before = path.read_bytes()
    title = TitleScene(app)
    app.push(title)
    title.open_save(path)
    ask = app.stack.top
    assert isinstance(ask, ChoiceScene) and "move 4" in ask.message and "old.yaml" in ask.message
    assert [b.label for b in ask.buttons.buttons] == ["Play on from move 3", "Back"]
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_1, mod=0, unicode="1"))
    scene = app.stack.top
    assert type(scene).__name__ == "Same4CatsScene"
    assert [m.notation for m in scene.game.history] == doc["moves"][:3]
    scene.autosave()
    assert scene.autosaver.path != path and path.read_bytes() == before


def test_back_leaves_the_title_as_it_was(app, tmp_path):
    path, _doc = unfit_save(tmp_path)
    title = TitleScene(app)
    app.push(title)
    title.open_save(path)
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_2, mod=0, unicode="2"))
    assert app.stack.top is title
