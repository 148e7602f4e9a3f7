"""A board's painted base is kept for the next view of the same map (game/ui/board.py): a new
game on the same map does not paint it again, and a map edited on disk is painted afresh."""
import pygame
import pytest

from game import launch
from game.app import App
from game.geometry import SquareGrid
from game.scenes.open_game import scene_for
from game.ui import board
from game.settings import Settings
from game.ui.board import BoardView, file_key


@pytest.fixture
def app():
    a = App(Settings(animation="off"), headless=True)
    yield a
    pygame.quit()


@pytest.fixture
def painted(tmp_path):
    """A counting painter over a little map file, and the file."""
    mapfile = tmp_path / "little.tmx"
    mapfile.write_text("<map/>", encoding="utf-8")
    calls = []

    def paint(surf, view):
        calls.append(view)
        pygame.draw.rect(surf, (200, 40, 40), (2, 2, 10, 10))
    return paint, mapfile, calls


def test_a_second_view_of_the_same_map_takes_the_base_already_painted(painted):
    paint, mapfile, calls = painted
    grid = SquareGrid(4, 4, 16, 16)
    area = pygame.Rect(0, 0, 64, 64)
    first = BoardView(grid, area, paint, key=("little", file_key(mapfile))).base()
    again = BoardView(grid, area, paint, key=("little", file_key(mapfile))).base()
    assert again is first and len(calls) == 1
    assert first.get_at((5, 5))[:3] == (200, 40, 40)
    # another place on the screen, or no key: painted for itself
    BoardView(grid, pygame.Rect(10, 0, 64, 64), paint, key=("little", file_key(mapfile))).base()
    BoardView(grid, area, paint).base()
    assert len(calls) == 3


def test_a_map_changed_on_disk_is_painted_afresh(painted):
    paint, mapfile, calls = painted
    grid = SquareGrid(4, 4, 16, 16)
    area = pygame.Rect(0, 0, 64, 64)
    first = BoardView(grid, area, paint, key=("little", file_key(mapfile))).base()
    mapfile.write_text("<map version='1.10'/>", encoding="utf-8")   # edited in Tiled
    second = BoardView(grid, area, paint, key=("little", file_key(mapfile))).base()
    assert second is not first and len(calls) == 2


@pytest.mark.parametrize("game_id,attr", [("thunderbirds", "view"), ("carrier-strike", "view_")])
def test_a_new_game_on_the_same_map_shows_the_same_base_without_painting_it(app, game_id, attr, monkeypatch):
    one = scene_for(app, launch.new_game(game_id, seed=1))
    base = getattr(one, attr).base()
    monkeypatch.setattr(BoardView, "_paint", lambda view: pytest.fail("painted again"))
    two = scene_for(app, launch.new_game(game_id, seed=2))
    assert getattr(two, attr).base() is base
    assert board._recent is not None and board._recent[1] is base
