"""Every mark explained (issue 15): each game scene lists the things it draws that have a
meaning (``marks()``), each has a legend entry with a name and a text, hovering one for 0.4 s
shows its tooltip inside the window, and the legend panel (L) shows one row per term with
its picture, then the glossary.

Each game is played (seeded random legal moves through its scene) to a few positions chosen
so that between them, with what a player selects there, they draw every mark of the legend
but a few rare ones (POSITIONS, RARE). Thunderbirds at War and Carrier Strike have more in
test_thunderbirds_marks.py and test_carrier_strike_marks.py."""
import contextlib
import random
from itertools import islice

import pygame
import pytest

from game import games, launch
from game.scenes.legend import PICTURE, LegendScene
from game.scenes.modal import HandOffScene
from game.scenes.open_game import scene_for
from game.ui import marks as marks_ui
from game.ui import theme
from game.ui.png import save as save_png

# (seed, moves, options) of the positions each game is checked in: chosen so that between
# them they draw almost every mark of the game's legend (test_every_legend_term_is_drawn)
POSITIONS = {
    "same4cats": [(1, 0, None), (2, 15, None), (2, 30, None), (16, 22, None), (13, 60, None)],
    "battaglia-navale": [(4, 1, None), (1, 3, None), (2, 30, {"quiet_limit": 40}), (16, 120, None)],
    "steam-torpedo": [(1, 0, None), (24, 15, None), (2, 22, None), (13, 30, None), (10, 60, None),
                      (3, 60, None), (1, 9, {"build": "custom"}), (1, 3, {"build": "draft"})],
    "thunderbirds": [(9, 90, None), (11, 90, None), (12, 60, None), (6, 45, None), (2, 45, None), (13, 45, None),
                     (3, 30, None), (6, 20, None), (1, 150, None), (4, 184, None), (24, 85, None), (47, 183, None)],
    "carrier-strike": [(1, 0, None), (6, 130, None), (3, 90, None), (5, 30, None), (1, 233, None), (2, 217, None),
                       (2, 330, None), (3, 130, None)],
}
CASES = [(gid, *position) for gid in games.GAMES
         for position in POSITIONS.get(gid, [(1, 0, None), (4, 9, None), (9, 30, None)])]
SCREEN = pygame.Rect((0, 0), theme.LOGICAL_SIZE)


def needs_legend(game_id: str) -> None:
    """Every game has its legend: a missing one fails here rather than in the cases."""
    assert marks_ui.has_legend(game_id), f"{game_id} has no assets/legend/{game_id}.yaml"


def pick(chooser, actions):
    """A random legal move, its kind (the first word of its notation) chosen first: a kind
    with few moves (a fire, a raid, an attack) comes up as often as one with many (a move)."""
    kinds: dict = {}
    for a in actions:
        kinds.setdefault(str(a).split(" ")[0], []).append(a)
    return chooser.choice(kinds[chooser.choice(sorted(kinds))])


def to_the_scene(app, scene) -> None:
    """Pass what the move put above the scene: a hand-off screen is clicked as the next player
    does (the scene then shows that seat's view), anything else (an end-of-game screen) closed."""
    while app.stack.top is not scene:
        if isinstance(app.stack.top, HandOffScene):
            app.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(640, 400)))
        else:
            app.stack.pop()


@contextlib.contextmanager
def odds_of_the_last_position_only(scene):
    """Carrier Strike's "Roll for planes" button shows the roll's odds (controls.roll_odds),
    worked out at each roll of the game: four fifths of the time `played` took there, for
    buttons no frame ever showed (nothing is drawn between the moves). The odds are left out
    on the way, then the scene's buttons are built again with them at the position reached:
    the same buttons, and the same frame, as when every position had its odds."""
    if scene.rules.game_id != "carrier-strike":
        yield
        return
    from game.scenes.carrier_strike import controls
    real = controls.roll_odds
    controls.roll_odds = lambda sc: "(left out on the way)"
    try:
        yield
    finally:
        controls.roll_odds = real
    scene.refresh()


def played(app, game_id: str, seed: int, moves: int, options=None):
    """The game's scene after `moves` seeded random legal moves played through the scene (so
    that what a move leaves on the screen, such as the marks of a fire, is there), alone on the
    stack, drawn."""
    scene = scene_for(app, launch.new_game(game_id, seed=seed, options=options))
    app.stack.clear_to(scene)
    chooser = random.Random(seed)
    with odds_of_the_last_position_only(scene):
        for _ in range(moves):
            if scene.game.outcome() is not None:
                break
            scene.perform(pick(chooser, scene.game.legal_actions()))
            to_the_scene(app, scene)
            scene.update(10.0)                  # animations are off: each ends at once
            to_the_scene(app, scene)            # a hand-off that waited for them (Carrier Strike)
    app.changed()
    app.render_frames(2)
    return scene


def at_least(n: int, hits) -> int:
    """How many of `hits` are true, counted up to `n` only: a check `count >= n` reads the
    same, and stops looking once it holds (a tooltip or a picture fills its place at once)."""
    return sum(islice((1 for hit in hits if hit), n))


def move_to(app, pos) -> None:
    app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0)))


def rest(app, seconds: float, step: float = 0.1) -> None:
    t = 0.0
    while t < seconds - 1e-9:
        app.step(step)
        t += step


def quiet_place(marks) -> tuple[int, int]:
    """A point of the window on no mark (the mouse goes there between two hovers)."""
    for y in range(SCREEN.bottom - 2, 0, -37):
        for x in range(2, SCREEN.right, 41):
            if marks_ui.mark_at((x, y), marks) is None:
                return x, y
    raise AssertionError("every point of the window is on a mark")


@pytest.mark.parametrize("game_id,seed,moves,options", CASES)
def test_every_drawn_mark_has_a_legend_entry_and_a_tooltip(app, game_id, seed, moves, options):
    needs_legend(game_id)
    legend = marks_ui.legend(game_id)
    scene = played(app, game_id, seed, moves, options)
    marks = scene.marks()
    assert marks, "the scene lists no mark"
    for mark in marks:
        assert isinstance(mark, marks_ui.Mark)
        term = legend.term(mark.term)
        assert term is not None, f"{mark.term} is not in the legend of {game_id}"
        assert term.name.strip() and term.text.strip()
        assert SCREEN.contains(mark.rect), (mark, "outside the window")
    # hover one mark of each term (where it is on top), after the mouse rested elsewhere
    away = quiet_place(marks)
    seen = set()
    for mark in marks:
        pos = pygame.Rect(mark.rect).center
        if mark.term in seen or marks_ui.mark_at(pos, marks) is not mark:
            continue
        seen.add(mark.term)
        move_to(app, away)
        rest(app, 0.2, 0.2)   # (one frame: the mouse away, the tooltip gone)
        move_to(app, pos)
        app.step(0.1)   # what the scene itself shows under the mouse (a highlight) is drawn now
        before = app.screen.copy()
        rest(app, 0.4, 0.4)   # (one frame of DELAY: the tooltip shows)
        shown = scene.mark_hover.shown
        assert shown is not None and scene.mark_hover.mark == mark, (mark, "no tooltip")
        assert SCREEN.contains(shown), (shown, "tooltip leaves the window")
        after = app.screen.subsurface(shown)
        changed = at_least(21, (after.get_at((x, y)) != before.get_at((shown.left + x, shown.top + y))
                                for x in range(0, shown.width, 3) for y in range(0, shown.height, 3)))
        assert changed > 20, (mark, "the tooltip drew nothing")
    assert seen, "no mark could be hovered"
    move_to(app, away)   # the mouse off the marks again, as in a position just reached
    app.step(0.1)
    DRAWN[(game_id, seed, moves, repr(options))] = terms_drawn(app, scene)


# The terms each position draws, with what a player selects there (terms_drawn), noted by the
# test above as it passes: test_every_legend_term_is_drawn_in_one_of_the_positions plays again
# only a position not noted (when run alone).
DRAWN: dict = {}


@pytest.mark.parametrize("game_id", list(games.GAMES))
def test_no_tooltip_before_the_mouse_rested_on_a_mark_for_0_4_s(app, game_id):
    needs_legend(game_id)
    scene = played(app, game_id, 4, 9)
    marks = scene.marks()
    mark = next(m for m in marks if marks_ui.mark_at(pygame.Rect(m.rect).center, marks) is m)
    move_to(app, quiet_place(marks))
    rest(app, 0.2)
    move_to(app, pygame.Rect(mark.rect).center)
    app.step(0.1)   # the frame of the move: what the scene shows under the mouse (a highlight) is drawn
    where = marks_ui.drawn_area(marks_ui.tooltip_rect(scene.legend_term(mark.term), pygame.Rect(mark.rect),
                                                      avoid=scene.pointer_words()))   # (clear of a hex's label)
    before = app.screen.subsurface(where).copy()
    rest(app, 0.3)
    assert scene.mark_hover.shown is None
    assert pygame.image.tobytes(app.screen.subsurface(where), "RGB") == pygame.image.tobytes(before, "RGB")
    rest(app, 0.1)
    assert scene.mark_hover.shown is not None and where.contains(marks_ui.drawn_area(scene.mark_hover.shown))
    assert app.drawn == [where.clip(SCREEN)]   # the tooltip came: only its place was drawn
    assert pygame.image.tobytes(app.screen.subsurface(where), "RGB") != pygame.image.tobytes(before, "RGB")
    move_to(app, pygame.Rect(mark.rect).center)   # moving within the mark keeps the tooltip
    app.step(0.1)
    assert scene.mark_hover.shown is not None
    move_to(app, quiet_place(marks))   # away: the tooltip goes
    app.step(0.1)
    assert scene.mark_hover.shown is None


@pytest.mark.parametrize("game_id", list(games.GAMES))
def test_the_legend_panel_shows_one_row_per_term_with_its_picture(app, game_id, tmp_path):
    needs_legend(game_id)
    legend = marks_ui.legend(game_id)
    for term in legend.terms.values():
        for ref in term.see:
            assert ref in legend.glossary, (term.id, ref)
    scene = played(app, game_id, 4, 9)
    moves = len(scene.game.history)
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_l, mod=0, unicode="l", scancode=0))
    panel = app.stack.top
    assert isinstance(panel, LegendScene)
    app.render_frames(1)
    save_png(app.screen, str(tmp_path / f"legend-{game_id}.png"))
    png = tmp_path / f"legend-sheet-{game_id}.png"
    save_png(panel.sheet(), str(png))
    sheet = pygame.image.load(str(png))   # the PNG as written: one row per term, then the glossary
    rows = [r for r in panel.rows if r.kind == "term"]
    assert [r.term.id for r in rows] == list(legend.terms)
    assert len([r for r in panel.rows if r.kind == "glossary"]) == len(legend.glossary)
    for row in rows:
        picture = scene.legend_picture(row.term.id, PICTURE)
        assert picture is not None, (row.term.id, "no picture")
        box = pygame.Rect(row.rect.left + 12, row.rect.top + 8, *PICTURE)
        fill = sheet.get_at((box.left + 3, box.top + 3))
        drawn = at_least(31, (sheet.get_at((x, y)) != fill for x in range(box.left + 2, box.right - 2, 2)
                              for y in range(box.top + 2, box.bottom - 2, 2)))
        assert drawn > 30, (row.term.id, "its picture is empty")
        name_band = pygame.Rect(row.rect.left + 150, row.rect.top + 12, 300, 18)
        gold = at_least(11, (sheet.get_at((x, y))[:3] == theme.GOLD for x in range(name_band.left, name_band.right)
                             for y in range(name_band.top, name_band.bottom)))
        assert gold > 10, (row.term.id, "its name is not written")
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    assert app.stack.top is scene and len(scene.game.history) == moves   # the game as it was


@pytest.mark.parametrize("game_id", list(games.GAMES))
def test_a_tooltip_that_uses_jargon_opens_the_glossary_with_l(app, game_id):
    needs_legend(game_id)
    legend = marks_ui.legend(game_id)
    jargon = {t.id for t in legend.terms.values() if t.see}
    if not jargon:
        pytest.skip(f"no term of {game_id} uses a glossary word")
    for seed, moves in ((4, 9), (9, 30), (1, 0)):
        scene = played(app, game_id, seed, moves)
        marks = scene.marks()
        mark = next((m for m in marks if m.term in jargon
                     and marks_ui.mark_at(pygame.Rect(m.rect).center, marks) is m), None)
        if mark is not None:
            break
    else:
        pytest.skip(f"no mark using a glossary word drawn in the positions tried for {game_id}")
    move_to(app, pygame.Rect(mark.rect).center)
    rest(app, 0.5)
    assert scene.mark_hover.shown is not None
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_l, mod=0, unicode="l", scancode=0))
    panel = app.stack.top
    assert isinstance(panel, LegendScene)
    first = legend.term(mark.term).see[0]
    assert panel.focus == first
    row = panel.row_of(first)
    assert row.kind == "glossary" and panel.scroll <= row.top <= panel.scroll + 670


@pytest.mark.parametrize("game_id", list(games.GAMES))
def test_every_rule_a_legend_cites_is_found_in_its_rulebook(game_id):
    """A tooltip's rule citation opens the rules reader at its place (F1), so each must exist."""
    needs_legend(game_id)
    from game import resources, rulebook
    blocks = rulebook.parse(resources.read_text(resources.rulebook(game_id)))
    legend = marks_ui.legend(game_id)
    cited = [c for t in [*legend.terms.values(), *legend.glossary.values()] for c in rulebook.citations(t.text)]
    assert len(cited) >= len(legend.terms) // 2
    assert [c for c in cited if rulebook.find(blocks, c) is None] == []


@pytest.mark.parametrize("anchor", [(0, 0, 20, 20), (1260, 0, 20, 20), (0, 780, 20, 20), (1260, 780, 20, 20),
                                    (600, 0, 40, 800), (0, 300, 1280, 200), (640, 400, 10, 10)])
def test_a_tooltip_stays_inside_the_window_wherever_its_mark_is(app, anchor):
    term = marks_ui.Term("t", "A long name for a mark " * 2, "A text long enough to wrap on several lines " * 4, ("X",))
    shown = marks_ui.tooltip_rect(term, pygame.Rect(anchor))
    assert SCREEN.contains(shown)
    surface = pygame.Surface(SCREEN.size)
    surface.fill((0, 0, 0))
    drawn = marks_ui.draw_tooltip(surface, term, pygame.Rect(anchor))
    assert drawn == shown and surface.get_at(shown.center)[:3] != (0, 0, 0)
    if anchor == (640, 400, 10, 10):   # room above: it sits above the mark, not over it
        assert shown.bottom <= anchor[1]


def test_clicking_a_tooltip_opens_the_legend_at_its_glossary_entry(app):
    scene = played(app, "battaglia-navale", 4, 9)
    marks = scene.marks()
    mark = next(m for m in marks if m.term == "battery" and marks_ui.mark_at(m.rect.center, marks) is m)
    move_to(app, mark.rect.center)
    rest(app, 0.5)
    shown = scene.mark_hover.shown
    assert shown is not None and "AA" in scene.legend_term("battery").see
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=shown.center))
    panel = app.stack.top
    assert isinstance(panel, LegendScene) and panel.focus == "AA"
    for key in (pygame.K_HOME, pygame.K_PAGEDOWN, pygame.K_END):
        before = panel.scroll
        app.handle(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
        if key == pygame.K_HOME:
            assert panel.scroll == 0
        elif key == pygame.K_PAGEDOWN:
            assert panel.scroll > before
        else:
            assert panel.scroll == panel.max_scroll > 0
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_l, mod=0, unicode="l", scancode=0))
    assert app.stack.top is scene


def test_a_bad_legend_file_says_which_entry_is_wrong(tmp_path, monkeypatch):
    from game import resources
    bad = tmp_path / "same4cats.yaml"
    bad.write_text("terms:\n  deck: {name: Deck}\nglossary: {}\n", encoding="utf-8")
    monkeypatch.setattr(marks_ui, "legend_path", lambda game_id: bad)
    marks_ui.legend.cache_clear()
    try:
        with pytest.raises(resources.DataFileError, match="terms: deck has no text"):
            marks_ui.legend("same4cats")
        bad.write_text("terms:\n  deck: {name: Deck, text: Cards., see: [CQP]}\n", encoding="utf-8")
        marks_ui.legend.cache_clear()
        with pytest.raises(resources.DataFileError, match="deck sees CQP, which the glossary lacks"):
            marks_ui.legend("same4cats")
    finally:
        marks_ui.legend.cache_clear()


# Marks that random play seldom reaches; their pictures and texts are checked with the others
# (test_the_legend_panel_shows_one_row_per_term_with_its_picture).
RARE = {
    "same4cats": {"event-escort": "an Escort card drawn as the last card of a mission",
                  "escort-tag": "an escort meeting an Enemy Fighter", "medal": "3 ships hit",
                  "result-down": "a campaign lost to anti-aircraft fire"},
    "battaglia-navale": {},
    "steam-torpedo": {"sail-sector": "choosing the sector of a Ballast tanks or Harpoon winch action"},
    # the pool holds one of each of these airframe counters: test_thunderbirds_marks turns every one
    "thunderbirds": {**{f"counter-{c}": "the one counter of its kind in the airframe pool turned"
                        for c in ("boom", "crit-bay", "crit-fuel", "crit-man", "slowdown")},
                     "pdp-permanent": "the pilot's MiD some missions into a tour (Table 4 NOTE)"},
    "carrier-strike": {**{t: "a sacrifice dive, once a side has used its twelve torpedoes"
                          for t in ("dive-path", "dive-preview", "dive-spot", "plane-diving")},
                       "dogfight-card-back": "a face-off's cards turning one by one (animations on: "
                                             "test_carrier_strike_marks)",
                       "throws": "team play, 3 or 4 players (test_carrier_strike_marks)"},
}


def selections(scene) -> list:
    """What a player selects in the scene's present position, each as a function that selects
    it through the scene's own methods (the marks of a selection are drawn only then)."""
    out = []
    gid = scene.rules.game_id
    if gid == "battaglia-navale" and scene.game.state.phase == "turn":
        side = scene.game.to_move()
        for unit in sorted(scene.idx["move"])[:1]:
            out.append(lambda u=unit: scene.select_square(scene.square_of_unit(side, u), [u]))
        for sq in sorted(scene.attack_squares())[:1]:
            out.append(lambda q=sq: scene.open_target(q))
    if gid == "steam-torpedo":
        from game.rules.steam_torpedo import actions as A
        moves = [a for a in scene.actions if isinstance(a, A.Move)]
        if moves and scene.pick is None:
            out.append(lambda: (setattr(scene, "selected", moves[0].crew), scene.refresh()))
        swaps = [a for a in scene.actions if isinstance(a, A.Swap)]
        if swaps:
            out.append(lambda: (setattr(scene, "swap_first", swaps[0].a), scene.refresh()))
        plans = sorted(p for p in scene.manoeuvres() if scene.plan and p[0] != scene.plan[0])
        if plans:
            out.append(lambda: setattr(scene, "plan", list(plans[0])))
    if gid == "carrier-strike":
        if scene.faceoff is not None:   # the last dogfight's cards, until Continue is clicked
            out.append(lambda: scene.app.handle(pygame.event.Event(
                pygame.MOUSEBUTTONDOWN, button=1, pos=scene.faceoff.close_rect.center)))
        st = scene.game.state
        mine = sorted({getattr(a, "plane", None) or getattr(a, "carrier", None) for a in scene.legal} - {None})
        attacking = sorted({a.plane for a in scene.legal if type(a).__name__ == "Drop"})
        flying = [pid for pid in mine if pid in st.planes and st.planes[pid].in_flight]
        for ident in (attacking or flying or mine)[:1]:   # a plane (its reach, ranges, runs), or a carrier
            out.append(lambda i=ident: (setattr(scene, "selected", i), scene.refresh()))
        out.append(lambda: setattr(scene, "peeking", True))   # P held: the seat's own pilots
    return out


@pytest.mark.parametrize("game_id", list(games.GAMES))
def test_every_legend_term_is_drawn_in_one_of_the_positions(app, game_id):
    """No term of a legend is dead: each is drawn (and listed by marks()) in one of the game's
    positions, or in it after a selection; but the few RARE ones, which must still be terms."""
    needs_legend(game_id)
    legend = marks_ui.legend(game_id)
    rare = RARE.get(game_id, {})
    assert set(rare) <= set(legend.terms)
    drawn = set()
    for seed, moves, options in POSITIONS.get(game_id, [(1, 0, None), (4, 9, None), (9, 30, None)]):
        terms = DRAWN.get((game_id, seed, moves, repr(options)))
        if terms is None:
            terms = terms_drawn(app, played(app, game_id, seed, moves, options))
        drawn |= terms
    assert sorted(set(legend.terms) - drawn - set(rare)) == []


def terms_drawn(app, scene) -> set:
    """The terms of the marks the scene draws, and of those it draws after each selection."""
    drawn = {m.term for m in scene.marks()}
    for select in selections(scene):
        select()
        app.changed()
        app.render_frames(1)
        drawn |= {m.term for m in scene.marks()}
    return drawn
