"""Issue 31, "Overlaps and cuts": Carrier Strike's "T2 hits R1 in 5" was drawn under the
carrier it warns of. Each warning is drawn over the pieces, on a pill of its own: its words
are on the screen whole, wherever the carriers lie (seed 5 lays a carrier over one)."""
import pygame

from game.ui import text
from layout_check import frame_lines
from scene_helpers import open_scene, random_play

INK = (255, 220, 200)


def _ink(surface, rect) -> int:
    return sum(1 for x in range(rect.left, rect.right) for y in range(rect.top, rect.bottom)
               if tuple(surface.get_at((x, y)))[:3] == INK)


def test_a_torpedo_warning_is_never_under_a_piece(app):
    seen = 0
    for seed in (5, 1):
        for game in random_play("carrier-strike", seed, 110, prefer="drop"):
            if not any(c for t in game.state.torpedoes.values() for c in t.path if game.state.carrier_at(c)):
                continue
            open_scene(app, game)
            for d in [d for d in frame_lines(app) if " hits " in d.text and " in " in d.text]:
                alone = pygame.Surface(d.rect.size)
                alone.blit(text.render(d.text, 12, INK, True), (0, 0))
                assert _ink(app.screen, d.rect) >= 0.9 * _ink(alone, alone.get_rect()), (seed, d)
                seen += 1
    assert seen >= 2, "no torpedo was seen running at a carrier"
