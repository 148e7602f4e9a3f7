"""Issue 31, "Overlaps and cuts": Thunderbirds' target ring and flight path markers covered
the target's name ("Lorient"). The names of the target's and the route's hexes are put back
over them: on screen they read as the map prints them (only the bomber may stand over one)."""
import pygame

from game.rules.thunderbirds.state import PLAN, TARGET
from game.ui import theme
from scene_helpers import open_scene, random_play


def test_the_target_and_route_names_read_as_the_map_prints_them(app):
    checked = 0
    for seed in (1,):
        for game in random_play("thunderbirds", seed, 70):
            st, k = game.state, len(game.moves)
            if st.target_cell is not None and st.path and st.phase in (PLAN, TARGET):   # the map in view
                scene = open_scene(app, game)
                base = pygame.Surface(theme.LOGICAL_SIZE)
                scene.view.draw(base)   # the map as painted, nothing over it
                bomber = pygame.Rect(0, 0, 40, 40)
                bomber.center = scene.wimpy_point()
                for rect in scene_labels(scene, st):
                    if rect.colliderect(bomber):
                        continue
                    shown = pygame.image.tobytes(app.screen.subsurface(rect), "RGB")
                    assert shown == pygame.image.tobytes(base.subsurface(rect), "RGB"), (seed, k, rect)
                    checked += 1
    assert checked >= 5, checked


def scene_labels(scene, st):
    from game.scenes.thunderbirds import panels
    return panels.label_rects(scene, {st.target_cell, *(m.cell for m in st.path)})
