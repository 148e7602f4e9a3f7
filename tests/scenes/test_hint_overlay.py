"""Issue 31, "Overlaps and cuts": the hint covers nothing. Its pink rings go round what it
suggests (the outline only: what is ringed stays in view, rings that would cross are one)
and its words are on its card at the foot of the log; no tag over text or tokens ("Hint ck
a carrier"). Checked on the pixels, for every move of several positions of every game."""
import random

import pygame

from game import launch
from game.scenes.computer import ring_rects
from game.ui import theme
from scene_helpers import open_scene

GAMES = ("same4cats", "thunderbirds", "battaglia-navale", "steam-torpedo", "carrier-strike")


def _changed(a: pygame.Surface, b: pygame.Surface) -> pygame.mask.Mask:
    """The pixels where a and b differ."""
    d = b.copy()
    d.blit(a, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    e = a.copy()
    e.blit(b, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    d.blit(e, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    same = pygame.mask.from_threshold(d, (0, 0, 0), (1, 1, 1, 255))
    same.invert()
    return same


def _allowed(scene, rings) -> pygame.mask.Mask:
    """Where the hint may draw: each ring's band (outside what it rings) and the card's place."""
    allowed = pygame.mask.Mask(theme.LOGICAL_SIZE)
    for r in rings:
        allowed.draw(pygame.mask.Mask(r.inflate(16, 16).size, fill=True), r.inflate(16, 16).topleft)
    for r in rings:   # what is ringed stays in view
        allowed.erase(pygame.mask.Mask(r.inflate(-2, -2).size, fill=True), r.inflate(-2, -2).topleft)
    area = scene.hint_area
    allowed.draw(pygame.mask.Mask(area.size, fill=True), area.topleft)
    return allowed


def test_the_hint_draws_only_its_rings_and_its_card(app):
    found, checked = [], 0
    for game_id in GAMES:
        game = launch.new_game(game_id, seed=3)
        chooser = random.Random(3)
        for stop in (0, 40):
            while len(game.moves) < stop and game.outcome() is None:
                game.play(chooser.choice(game.legal_actions()))
            if game.outcome() is not None:
                break
            scene = open_scene(app, game)
            base = pygame.Surface(theme.LOGICAL_SIZE)
            scene.draw(base)
            bare = base.copy()
            scene.draw_overlay(bare)
            for notation in game.legal_notations()[:25]:
                rings = ring_rects(scene._hint_marks(notation))
                if not rings:
                    continue
                scene.hint_answer = {"notation": notation, "line": "Hint: x", "words": "a move", "estimate": "",
                                     "key": scene._key()}
                shown = base.copy()
                scene.draw_overlay(shown)
                scene.hint_answer = None
                stray = _changed(bare, shown)
                stray.erase(_allowed(scene, rings), (0, 0))
                checked += 1
                if stray.count():
                    found.append(f"{game_id} after {len(game.moves)} moves, hint {notation!r}: "
                                 f"{stray.count()} pixels drawn off its rings, e.g. {stray.get_bounding_rects()[:2]}")
    assert checked >= 20, checked
    assert not found, "\n".join(found[:10])


def test_rings_that_would_cross_are_one():
    a, b, far = pygame.Rect(100, 100, 40, 40), pygame.Rect(144, 100, 40, 40), pygame.Rect(400, 400, 40, 40)
    assert ring_rects([a, b, far]) == [a.union(b), far]
