"""Issue 31, "Overlaps and cuts": a move's cost sat under the pointer, then under a mark's
tooltip; a hovered hex's label and a tooltip overlapped (two tooltips at once). The words a
scene shows at the pointer stand clear of it (above the hex), and a mark's tooltip never
covers them: it goes below or beside its mark instead (game.ui.marks.tooltip_rect)."""
import pygame

from game.ui import marks as marks_ui
from scene_helpers import open_scene, random_play


def move_to(app, pos) -> None:
    app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0)))


def rest(app) -> None:
    for _ in range(6):
        app.step(0.1)


def _hover_each(app, scene, marks, limit=40):
    """Hover each mark in turn: (pointer's words, the tooltip) where both are shown."""
    out = []
    for mark in marks[:limit]:
        pos = pygame.Rect(mark.rect).center
        move_to(app, pos)
        rest(app)
        words, tip = scene.pointer_words(), scene.mark_hover.shown
        if words and tip is not None:
            out.append((pos, words, tip))
    return out


def test_carrier_strike_a_moves_cost_is_clear_of_the_pointer_and_of_tooltips(app):
    met = 0
    for game in random_play("carrier-strike", 3, 60):
        st = game.state
        flying = [p for p in st.planes.values() if p.in_flight and st.side_of(game.to_move()) == p.side]
        if st.phase != "move" or not flying:
            continue
        scene = open_scene(app, game)
        scene.selected = flying[0].id
        scene.refresh()
        app.changed()
        app.render_frames(1)
        reach = [m for m in scene.marks() if m.term in ("reach-one", "reach-more")]
        for pos, words, tip in _hover_each(app, scene, reach):
            pointer = pygame.Rect(pos, (12, 20))   # an arrow hangs down and right from its tip
            assert not any(w.colliderect(pointer) for w in words), (pos, words)
            assert tip.collidelist(words) < 0, (pos, words, tip)
            met += 1
        if met >= 3:
            break
    assert met, "no move's cost was met with a tooltip"


def test_thunderbirds_a_hexs_label_and_a_tooltip_never_overlap(app):
    met = 0
    for game in random_play("thunderbirds", 2, 12):
        if game.state.phase != "plan":
            continue
        scene = open_scene(app, game)
        on_map = [m for m in scene.marks() if scene.view.cell_at(pygame.Rect(m.rect).center) is not None]
        for _pos, words, tip in _hover_each(app, scene, on_map):
            assert tip.collidelist(words) < 0, (words, tip)
            met += 1
        break
    assert met >= 3, met


def test_a_tooltip_placed_clear_of_words_to_avoid(app):
    term = marks_ui.Term("x", "A mark", "What it means, in a sentence long enough.")
    anchor = pygame.Rect(600, 400, 20, 20)
    above = marks_ui.tooltip_rect(term, anchor)
    moved = marks_ui.tooltip_rect(term, anchor, avoid=[above.inflate(-20, -4)])
    assert not moved.colliderect(above.inflate(-20, -4)) and not moved.colliderect(anchor)
