"""Issue 30: no secret reaches a seat through any surface. Each pair of tests/planted.py is
two games at the same public position that differ only in a secret (the next card of a
face-down deck, the generator that rolls the next dice, pilot discs, dealt cards, secret
build picks). Every surface the seat may reach is made from both, as text and as pixels,
and must be the same; and no text shows the game's seed before the end.

The surfaces: the live screen drawn for the seat to move (board, panels, step labels, log,
buttons), its log lines, toasts, the marks under the mouse (tooltips), the legend, the
hint (its text, its marks and its card), the replay view opened from the game (the seat at
the screen) and from the Load screen (anyone), its status line and record list, the
exported record, a save's summary and thumbnail, the title's Continue line, the window's
title and the autosave's file name. The files and the replay opened from the Load screen
are what anyone at the table can open: they are compared for every pair, the mover's own
secrets included.
"""
import re

import pygame
import pytest

import planted
from game import ai, record
from game.ai.players import decide
from game.scenes.legend import LegendScene
from game.scenes.open_game import scene_for
from game.scenes.replay import ReplayScene
from game.scenes.title import TitleScene
from game.session import library, saves
from game.ui import theme
from pixels import pixels

PAIRS = planted.all_pairs()


def _picture(*draws) -> bytes:
    surface = pygame.Surface(theme.LOGICAL_SIZE)
    surface.fill(theme.NIGHT)
    for draw in draws:
        draw(surface)
    return pixels(surface)


def _record_text(game) -> str:
    return "\n".join(line for line in record.text_of(game).splitlines() if not line.startswith("Exported:"))


def _replay(app, game, seat) -> tuple[list, list]:
    """The replay view at the last move: status line, record list, pixels, whose view."""
    view = ReplayScene(app, game, source="planted", seat=seat)
    texts, pictures = [], []
    try:
        texts.append(view.status_head())
        texts.extend(line for line, _colour, _k in view.rows)
        pictures.append(_picture(view.draw))
        view.next_seat()   # the Seat button: only the seats this opener may see
        texts.append(view.whose_view())
    finally:
        view.exit()
    return texts, pictures


def surfaces(app, game, blind_mover: bool, tmp_path, tag: str) -> tuple[dict, dict]:
    """name -> texts and name -> pictures of every surface, for this game."""
    texts: dict = {}
    pictures: dict = {}
    scene = scene_for(app, game)
    app.push(scene)
    app.render_frames()
    seat = game.to_move()
    if blind_mover:
        texts["log"] = [line for line, _colour in scene.log.entries]
        pictures["screen"] = _picture(scene.draw, scene.draw_overlay)
        texts["tooltips"] = [f"{tuple(m.rect)} {m.term}" for m in scene.marks()]
        legend = LegendScene(app, scene)
        pictures["legend"] = _picture(legend.draw)
        # the hint, as the worker answers it (the seat's view only), shown by the scene
        search_seed = ai.search_seed(game.seed, seat, len(game.history), "hint")
        d = decide(game.rules, game.rules.view(game.state, seat), seat, "easy", search_seed,
                   quick_single=False, scale=0.25, time_cap=False)   # (a share of Easy's playouts: time)
        scene._show_hint_answer({"notation": d.notation, "estimate": d.estimate, "playouts": d.playouts,
                                 "seconds": 0.0, "extra": d.extra, "measured_from": d.measured_from, "top": d.top})
        # its card's best moves too (issue 33): their words, estimates and tries
        texts["hint"] = [scene.hint_answer["line"]] + [f"{r['words']} {r['short']} {r['visits']}"
                                                       for r in scene.hint_answer["top"]]
        pictures["hint"] = _picture(scene.draw, scene.draw_overlay)
        texts["toasts"] = [item[0] for item in app.toasts.items]
        texts["replay-seat"], pictures["replay-seat"] = _replay(app, game, scene.viewer_seat())
    texts["replay-public"], pictures["replay-public"] = _replay(app, game, None)
    texts["record"] = [_record_text(game)]
    path = tmp_path / f"{tag}.yaml"
    saves.save(game, path, "planted")
    texts["save"] = [library.describe(path).summary]
    before = _picture(scene.draw)
    scene.write_thumbnail(path)
    assert _picture(scene.draw) == before, "the screen changed by writing a thumbnail"
    pictures["thumbnail"] = pygame.image.tobytes(pygame.image.load(library.thumbnail_path(path)), "RGB")
    scene.autosave()
    scene.fold_autosave()
    # the autosave is named by the game and the time it began (the time masked here)
    texts["window"] = [pygame.display.get_caption()[0],
                       re.sub(r"-\d{8}-\d{6}(-\d+)?\.", "-<when>.", scene.autosaver.path.name)]
    title = TitleScene(app)
    texts["title"] = [f"{title.in_progress[0].summary}"] if title.in_progress else []
    scene.autosaver.path.unlink()
    app.stack.close()
    return texts, pictures


@pytest.mark.parametrize("name", sorted(PAIRS))
def test_no_secret_reaches_a_seat_that_may_not_see_it(app, name, tmp_path):
    pair = PAIRS[name]()
    texts_a, pictures_a = surfaces(app, pair.a, pair.blind_mover, tmp_path, "a")
    texts_b, pictures_b = surfaces(app, pair.b, pair.blind_mover, tmp_path, "b")
    assert texts_a.keys() == texts_b.keys() and pictures_a.keys() == pictures_b.keys()
    shown = [surface for surface in texts_a if texts_a[surface] != texts_b[surface]]
    shown += [f"{surface} (pixels)" for surface in pictures_a if pictures_a[surface] != pictures_b[surface]]
    assert not shown, f"{pair.name} shows in: {', '.join(shown)}"
    seeds = [f"{surface}: {line!r}" for surface, lines in texts_a.items() for line in lines
             if str(planted.SEED) in line]
    assert not seeds, f"the seed shows before the end in {seeds}"
