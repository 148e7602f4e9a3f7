"""Carrier Strike's translucent layers are only as big as what they cover, and draw the same
pixels as a layer the size of the board; its sea base is kept in 24 bits, the same colours."""
import random

import pygame
import pytest

from game.session.game import Game
from game.scenes.carrier_strike import sea
from game.scenes.carrier_strike.draw import draw_scene
from game.ui.board import BoardView
from scene_helpers import open_scene
from house import rules as house_rules

RULES = house_rules("carrier-strike")


def _board_sized_blit(self, surface):
    """The layer as it was made before: a surface the size of the board, the shapes drawn at
    their own coordinates, blitted at the board's origin."""
    if not self.ops:
        return
    surf = pygame.Surface(self.sc.view_.size, pygame.SRCALPHA)
    surf.set_clip(self.clip)
    for draw, args in self.ops:
        draw(surf, *args)
    surface.blit(surf, self.origin)


def _frame(scene) -> bytes:
    out = pygame.Surface((1280, 800))
    draw_scene(scene, out)
    return pygame.image.tobytes(out, "RGB")


def _game_at(seed, want, cap=3000):
    game = Game(RULES, seed)
    rnd = random.Random(seed)
    for _ in range(cap):
        if want(game.state) or game.outcome() is not None:
            break
        game.play(rnd.choice(game.legal_actions()))
    assert want(game.state)
    return game


def _in_flight_of_throw(st):
    return st.phase == "move" and any(p.in_flight and p.command in st.throw.command for p in st.planes.values())


@pytest.mark.parametrize("seed, want, pick", [
    (1, lambda st: st.phase == "place", None),                       # the legal middle hexes lit
    (3, _in_flight_of_throw, "plane"),                                 # a plane's reach and ranges
    (5, lambda st: st.phase == "carrier", "carrier"),                  # a carrier's moves as ghosts
])
def test_a_layer_as_big_as_its_shapes_draws_the_pixels_of_a_board_sized_one(app, monkeypatch, seed, want, pick):
    game = _game_at(seed, want)
    scene = open_scene(app, game)
    st = game.state
    if pick == "plane":
        scene.selected = next(p.id for p in st.planes.values() if p.in_flight and p.command in st.throw.command)
    elif pick == "carrier":
        scene.selected = next(cid for cid in st.throw.command if st.carriers[cid].afloat)
    scene.pending_handoff = None  # the seat to move at the screen: its highlights show
    assert scene.live
    made = _frame(scene)
    kept = scene.__dict__.get("_layer_surface")
    assert kept is not None  # something translucent was drawn
    w, h = scene.view_.size
    assert kept.get_width() * kept.get_height() < w * h  # smaller than the board
    monkeypatch.setattr(sea.Layer, "blit", _board_sized_blit)
    assert _frame(scene) == made


def test_a_compact_base_has_the_colours_of_a_full_one(app):
    scene = open_scene(app, Game(RULES, 2))
    view = scene.view_
    full = BoardView(view.grid, view.area, view.paint_base).base()
    compact = BoardView(view.grid, view.area, view.paint_base, compact=True).base()
    assert (full.get_bitsize(), compact.get_bitsize()) == (32, 24)
    assert pygame.image.tobytes(compact, "RGB") == pygame.image.tobytes(full, "RGB")
