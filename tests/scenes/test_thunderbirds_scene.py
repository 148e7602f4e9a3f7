"""Thunderbirds at War's scene: the hex map from Tiled, the briefing, the flight path, rolls and decisions.

Frames are rendered for real and read back pixel by pixel; clicks go through app.handle.
"""
import random

import pygame
import pytest
from scene_helpers import click, open_scene

from game.session.game import Game
from game.scenes.modal import HandOffScene
from game.scenes.thunderbirds import art
from game.scenes.thunderbirds import panels
from game.scenes.thunderbirds.scene import ThunderbirdsScene, option_label
from game.ui import theme
from game.ui.png import save as save_png
from house import rules as house_rules

RULES = house_rules("thunderbirds")


def enabled_buttons(scene):
    return [b for b in scene.buttons.buttons if b.enabled and b.label != "Undo"]


CHOICE = {"target_method": "choice", "crew_quality": 3}
SINGLE = {**CHOICE, "campaign": "single mission"}


def briefed(seed=1, target="Essen", crew="gunner,aimer,navigator,engineer", points="cqp:gun,nav pdp:man,reroll,disc"):
    game = Game(RULES, seed, CHOICE)
    for move in (f"target {target}", "conditions", f"crew {crew}", f"points {points}"):
        game.play(move)
    return game


def near(a, b, tol=12):
    return all(abs(x - y) <= tol for x, y in zip(a[:3], b[:3]))


def base_pixel(scene, pos):
    ox, oy = scene.view.origin
    return scene.view.base().get_at((int(pos[0] - ox), int(pos[1] - oy)))


def test_the_map_is_painted_from_the_tiled_board(app):
    scene = open_scene(app, Game(RULES, 1, CHOICE))
    assert isinstance(scene, ThunderbirdsScene)  # the game's own scene (game.scenes.open_game.scene_for)
    b = scene.board
    colours = {}
    for cell, hx in b.hexes.items():
        if b.on_map(cell) and not hx.name and cell not in b.cities.values() and not hx.flak:
            colours.setdefault((hx.terrain, hx.shaded), cell)
    england = app.screen.get_at([int(v) for v in scene.view.center(colours[("england", False)])])
    germany = app.screen.get_at([int(v) for v in scene.view.center(colours[("germany", True)])])
    sea = app.screen.get_at([int(v) for v in scene.view.center(colours[("sea", False)])])
    assert england.g > england.r and england.g > england.b          # green England
    assert germany.r > germany.b and sum(germany[:3]) < sum(england[:3]) + 60   # Germany darker, brown
    assert sea.b > sea.r                                              # blue sea


def test_6_1_target_buttons_are_the_legal_targets_and_click_to_choose(app):
    game = Game(RULES, 1, CHOICE)
    scene = open_scene(app, game)
    names = sorted(b.target for b in scene.buttons.buttons if getattr(b, "target", None))
    assert names == sorted(a.name for a in game.legal_actions())
    essen = next(b for b in scene.buttons.buttons if getattr(b, "target", None) == "Essen")
    assert "zone 5" in essen.sublabel and "red" in essen.sublabel
    click(app, essen.rect.center)
    assert game.moves == ["target Essen"]
    assert game.state.phase == "conditions"


def test_6_2_conditions_roll_shows_both_dice_with_their_breakdown(app):
    game = Game(RULES, 4, CHOICE)
    game.play("target Hamburg")
    scene = open_scene(app, game)
    click(app, enabled_buttons(scene)[0].rect.center)
    assert game.moves[-1] == "conditions"
    shown = [it[0] for it in scene.dice.items]
    assert shown == game.state.last_rolls and len(shown) == 2
    assert all(it[3] and it[1].shown == it[0].die for it in scene.dice.items)
    log = [line for line, _c in scene.log.entries]
    assert any(r.text() in line for r in shown for line in log)


def test_6_3_crew_buttons_leave_one_specialist_at_home(app):
    game = Game(RULES, 4, CHOICE)
    game.play("target Hamburg")
    game.play("conditions")
    scene = open_scene(app, game)
    notations = sorted(str(b.action) for b in enabled_buttons(scene))
    assert notations == sorted(game.legal_notations())
    wireless = next(b for b in enabled_buttons(scene) if b.label == "Without the Wireless")
    click(app, wireless.rect.center)
    assert game.moves[-1] == "crew gunner,aimer,navigator,engineer"


def test_6_4_points_toggles_and_a_refused_allocation_says_why(app):
    game = Game(RULES, 4, CHOICE)
    for m in ("target Hamburg", "conditions", "crew gunner,aimer,navigator,engineer"):
        game.play(m)
    scene = open_scene(app, game)
    for b in [b for b in scene.buttons.buttons if b.label.endswith(" CQP")]:
        click(app, b.rect.center)  # four CQP: one more than 6.4.1[1] allows
    confirm = next(b for b in scene.buttons.buttons if b.label.startswith("Confirm"))
    assert not confirm.enabled and "TaW 6.4" in confirm.disabled_reason
    moves = list(game.moves)
    click(app, confirm.rect.center)
    assert game.moves == moves and "TaW 6.4" in app.toasts.items[-1][0]
    for pos in scene.clicks_for("points cqp:gun,nav pdp:man,disc,disc"):
        click(app, pos)
    assert game.moves[-1] == "points cqp:gun,nav pdp:man,disc,disc"


def at_points(permanent=None, due=False):
    """A tour briefed up to the points step; the pilot's MiD has made a PDP his, or lets him choose one."""
    game = Game(RULES, 1, {"crew_quality": 3})
    for m in ("target Lorient", "conditions", "crew gunner,aimer,navigator,engineer"):
        game.play(m)
    game.state.tour.permanent_pdp, game.state.tour.permanent_pdp_due = permanent, due
    return game


def pilot_chip(scene):
    """The pilot's space on the crew panel, where his kept PDP is shown (Table 4 NOTE)."""
    r = panels.LAYOUT["crew"]
    row = pygame.Rect(r.left + 8, r.top + 32, r.width - 16, 22)
    return pygame.Rect(row.right - 96, row.top + 2, 90, 18)


def test_table_4_note_the_pilot_chooses_his_permanent_pdp_at_the_points_step(app):
    game = at_points(due=True)
    scene = open_scene(app, game)
    keep = [b.label for b in scene.buttons.buttons if b.label.startswith("Keep ")]
    assert keep == ["Keep Man +1", "Keep Stam +1", "Keep Reroll", "Keep DISC"]
    confirm = next(b for b in scene.buttons.buttons if b.label.startswith("Confirm"))
    assert not confirm.enabled and "Table 4 NOTE" in confirm.disabled_reason
    chip = pilot_chip(scene)
    assert near(app.screen.get_at((chip.centerx, chip.top)), theme.GOLD, 30)  # "PDP to keep"
    for pos in scene.clicks_for("points cqp:- pdp:man,reroll,disc perm:disc"):
        click(app, pos)
    assert game.moves[-1] == "points cqp:- pdp:man,reroll,disc perm:disc"
    assert game.state.pdp["disc"] == 2 and game.state.tour.permanent_pdp == "disc"
    assert near(app.screen.get_at((chip.centerx, chip.top)), theme.GOLD, 30)  # "DISC kept"


def test_table_4_note_the_kept_pdp_is_shown_and_not_taken_twice(app):
    game = at_points(permanent="stam")
    scene = open_scene(app, game)
    stam = next(b for b in scene.buttons.buttons if b.label == "Stam +1")
    assert stam.sublabel == "kept" and not any(b.label.startswith("Keep ") for b in scene.buttons.buttons)
    click(app, stam.rect.center)  # one Stam +1 counter (6.4.2[1]): it is the pilot's already
    assert "Table 4 NOTE" in app.toasts.items[-1][0] and scene.points_pdp["stam"] == 0
    chip = pilot_chip(scene)
    assert near(app.screen.get_at((chip.centerx, chip.top)), theme.GOLD, 30)
    for pos in scene.clicks_for("points cqp:gun pdp:man,reroll,disc"):
        click(app, pos)
    assert game.moves[-1] == "points cqp:gun pdp:man,reroll,disc"
    assert game.state.pdp == {"man": 1, "stam": 1, "reroll": 1, "disc": 1}


def test_6_5_1_legal_hexes_are_highlighted_and_nothing_else(app):
    game = briefed()
    scene = open_scene(app, game)
    legal = [a.cell for a in game.legal_actions() if a.where.count(",") == 1]
    assert legal
    for cell in legal:
        x, y = scene.view.center(cell)
        p = (x - 12, y + 8)
        assert app.screen.get_at([int(v) for v in p])[:3] != base_pixel(scene, p)[:3]
    far = (11, 8)
    x, y = scene.view.center(far)
    assert app.screen.get_at((int(x - 12), int(y + 8)))[:3] == base_pixel(scene, (x - 12, y + 8))[:3]


def test_6_5_1_clicks_lay_markers_and_an_illegal_hex_is_explained(app):
    game = briefed()
    scene = open_scene(app, game)
    cell = next(a.cell for a in game.legal_actions() if a.where.count(",") == 1)
    click(app, [int(v) for v in scene.view.center(cell)])
    assert game.moves[-1] == f"path {cell[0]},{cell[1]}"
    assert len(game.state.path) == 1
    moves = list(game.moves)
    click(app, [int(v) for v in scene.view.center((11, 8))])  # far from the last marker
    assert game.moves == moves
    assert "Not allowed" in app.toasts.items[-1][0] and "TaW 6.5.1" in app.toasts.items[-1][0]
    x, y = scene.marker_point(0)
    assert near(app.screen.get_at((int(x + 5), int(y + 5))), art.COUNTER_BACK)  # face down


def test_6_5_1_a_hex_with_no_way_home_is_explained_and_the_path_can_be_cleared(app):
    """Only the hexes from which the path can be finished are lit and played by a click; the
    rules would take a marker with no way home left (Table 5), the scene explains instead."""
    game = briefed(target="Gardening")
    for p in ["3,2", "4,2", "3,2", "2,1", "3,1", "4,2", "5,2", "5,3"]:
        game.play(f"path {p}")
    assert "path 5,2" not in game.legal_notations()
    scene = open_scene(app, game)
    moves = list(game.moves)
    click(app, [int(v) for v in scene.view.center((5, 2))])
    assert game.moves == moves
    assert "cannot reach the target and come back" in app.toasts.items[-1][0]
    clear = next(b for b in enabled_buttons(scene) if b.label == "Clear the path")
    assert "path reset" not in game.legal_notations()  # not offered, but the rules take it
    click(app, clear.rect.center)
    assert game.moves[-1] == "path reset" and game.state.path == []


def plan_shortest(game):
    """Lay the shortest legal path (the rules' own distances)."""
    b = RULES_BOARD(game)
    while game.state.phase == "plan":
        st = game.state
        reached = any(m.leg == "targetbound" and m.cell == st.target_cell for m in st.path)
        cells = [a for a in game.legal_actions() if a.where.count(",") == 1 or a.where == "karmoy"]

        def cost(a):
            c = b.karmoy if a.where == "karmoy" else a.cell
            return b.distance(c, b.home) if reached else b.distance(c, st.target_cell)
        game.play(min(cells, key=cost))


def RULES_BOARD(game):
    from game.rules.thunderbirds.steps import board
    return board(game.state)


def test_7_0_3_the_wimpy_flies_where_the_state_says_and_markers_turn(app):
    game = briefed(seed=2)
    plan_shortest(game)
    assert game.state.phase == "fly"
    scene = open_scene(app, game)
    nxt = scene.next_cell()
    click(app, [int(v) for v in scene.view.center(nxt)])  # clicking the next hex flies on
    assert game.moves[-1] == "fly"
    while game.state.phase == "decide":
        click(app, enabled_buttons(scene)[0].rect.center)
    if game.state.phase == "fly" and "fly" in game.legal_notations():
        click(app, enabled_buttons(scene)[0].rect.center)
    app.render_frames()
    st = game.state
    x, y = scene.wimpy_point()
    assert near(app.screen.get_at((int(x - 12), int(y - 12))), theme.SIDE_A, 30)
    first = st.path[0]
    mx, my = scene.marker_point(0)
    face = art.EVENT_FACE if first.back == "Event" else art.NO_EVENT_FACE
    assert near(app.screen.get_at((int(mx + 5), int(my + 5))), face)
    ahead = len(st.path) - 2
    if ahead > st.position:
        ax, ay = scene.marker_point(ahead)
        assert near(app.screen.get_at((int(ax + 5), int(ay + 5))), art.COUNTER_BACK)


def test_a_click_off_the_flight_path_is_explained(app):
    game = briefed(seed=2)
    plan_shortest(game)
    scene = open_scene(app, game)
    click(app, [int(v) for v in scene.view.center((11, 8))])
    assert game.moves[-1] != "fly" and "TaW 7.0.3" in app.toasts.items[-1][0]


def find_decision(kind, seeds=range(1, 60), label="", accept=False):
    """A game waiting for a decision of `kind` whose label starts with `label`; random moves
    (or `accept` whenever offered) until then."""
    for seed in seeds:
        game = briefed(seed=seed)
        plan_shortest(game)
        chooser = random.Random(seed)
        for _ in range(60):
            st = game.state
            if game.outcome() is not None:
                break
            if st.phase == "decide" and st.pending["kind"] == kind and st.pending["label"].startswith(label):
                return game
            names = game.legal_notations()
            game.play("accept" if accept and "accept" in names else chooser.choice(names))
    raise AssertionError(f"no {kind} decision {label} found")


@pytest.mark.parametrize("kind", ["bonus", "reroll", "hit"])
def test_6_4_2_pilot_options_are_buttons_exactly_when_the_engine_allows(app, kind):
    game = find_decision(kind)
    scene = open_scene(app, game)
    shown = sorted(str(b.action) for b in enabled_buttons(scene))
    assert shown == sorted(game.state.pending["options"])
    label, _sub = option_label(RULES.data, "evade +man+disc")
    assert label == "Manoeuvre +Man +DISC"
    choice = enabled_buttons(scene)[-1]
    click(app, choice.rect.center)
    assert game.moves[-1] == str(choice.action)


def test_6_4_2_1_the_reroll_of_a_luftwaffe_roll_is_offered_with_the_roll_shown(app, tmp_path):
    game = find_decision("reroll", label="LW Intensity table", accept=True)  # 6.4.2[1]: any die roll
    scene = open_scene(app, game)
    roll = scene.dice.items[-1][0]
    assert roll.label.startswith("LW Intensity table") and roll.table and not roll.rerolled
    buttons = {str(b.action): b for b in enabled_buttons(scene)}
    assert set(buttons) == {"accept", "reroll"} and buttons["reroll"].label.startswith("Reroll")
    out = tmp_path / "lw_reroll.png"
    save_png(app.screen, str(out))
    shot = pygame.image.load(str(out))
    r = buttons["reroll"].rect
    inside = shot.get_at((r.left + 6, r.centery))
    outside = shot.get_at((r.left + 6, r.bottom + 8))
    assert not near(inside, outside, 6)  # the button is painted over the panel
    tokens = game.state.pdp["reroll"] + game.state.pdp["disc"]
    click(app, r.center)
    assert game.moves[-1] == "reroll" and game.state.pdp["reroll"] + game.state.pdp["disc"] == tokens - 1
    assert game.state.last_rolls[0].rerolled and game.state.last_rolls[0].label == roll.label


def test_the_tracks_and_the_active_events_box_show_the_state(app, tmp_path):
    """6.5.2/8.2.1 the airframe track, 6.5.3a the fuel track, 8.1.4/Table 5a the Active Events box."""
    from game.scenes.thunderbirds.briefing import active_chips
    from game.scenes.thunderbirds.layout import LAYOUT
    game = briefed()
    plan_shortest(game)
    game.play("fly")
    st = game.state
    st.airframe[0] = "CRIT FIRE"
    st.fires = [0]
    st.active_events.append({"kind": "counter", "name": "CRIT FIRE", "slot": 0, "text": "fire"})
    st.fuel = 5
    open_scene(app, game)
    out = tmp_path / "tracks.png"
    save_png(app.screen, str(out))
    shot = pygame.image.load(str(out))
    tracks, cond = LAYOUT["tracks"], LAYOUT["conditions"]
    x0, y0 = tracks.left + 96, tracks.top + 8

    def mean(rect):
        px = [shot.get_at((x, y)) for x in range(rect.left, rect.right, 3) for y in range(rect.top, rect.bottom, 3)]
        return tuple(sum(p[i] for p in px) // len(px) for i in range(3))
    turned, face_down = mean(pygame.Rect(x0, y0, 48, 38)), mean(pygame.Rect(x0 + 52, y0, 48, 38))
    assert not near(turned, face_down, 10)  # counter 1 is turned, counter 2 still face down
    fuel_box = pygame.Rect(x0 + 5 * 26, tracks.top + 52 + 6, 24, 28)
    assert near(shot.get_at((fuel_box.centerx - 8, fuel_box.centery)), (220, 150, 40), 30)  # the fuel marker
    assert ("CRIT FIRE", (232, 120, 96), "counter-crit-fire") in active_chips(st)
    assert ("1 fire", (240, 90, 60), "chip-fires") in active_chips(st)
    chips = [shot.get_at((x, y)) for x in range(cond.left, cond.right) for y in range(cond.top, cond.bottom)]
    assert any(near(p, (232, 120, 96), 4) for p in chips) and any(near(p, (240, 90, 60), 4) for p in chips)


def test_every_roll_is_shown_with_its_modifiers(app):
    game = find_decision("reroll")
    scene = open_scene(app, game)
    rolls = [it[0] for it in scene.dice.items]
    assert rolls and rolls == list(game.state.last_rolls)[-14:]
    log = " ".join(line for line, _c in scene.log.entries)
    for r in rolls:
        assert r.text() in log


def test_solitaire_needs_no_hand_off_and_a_whole_mission_is_flown_with_the_mouse(app):
    """One crew, no hidden hand: the board is always shown. Three missions from briefing to the end."""
    for seed in (3, 11, 29):
        game = Game(RULES, seed, SINGLE)
        scene = open_scene(app, game)
        chooser = random.Random(seed)
        for _ in range(600):
            if game.outcome() is not None:
                break
            notations = game.legal_notations()
            pool = [n for n in notations if n != "path reset"] or notations
            want = chooser.choice(pool)
            clicks = scene.clicks_for(want)
            assert clicks, f"no click makes {want!r} in phase {game.state.phase}"
            for pos in clicks:
                click(app, pos)
            assert game.moves[-1] == want
            assert not any(isinstance(s, HandOffScene) for s in app.stack.scenes)
        assert game.outcome() is not None
        app.render_frames()
        back = next(b for b in scene.buttons.buttons if b.label == "Back to title")
        click(app, back.rect.center)
        from game.scenes.title import TitleScene
        assert isinstance(app.stack.top, TitleScene)
        app.stack.scenes.clear()


def test_10_0_a_mission_ends_on_the_campaign_sheet_and_the_next_mission_starts_by_clicks(app):
    """The tour: fly a mission by clicks to its end, read the campaign sheet, click on."""
    game = Game(RULES, 5)
    scene = open_scene(app, game)
    chooser = random.Random(5)
    for _ in range(800):
        if game.state.phase == "debrief":
            break
        want = mild(game, chooser)
        clicks = scene.clicks_for(want)
        assert clicks, f"no click makes {want!r} in phase {game.state.phase}"
        for pos in clicks:
            click(app, pos)
        assert game.moves[-1] == want
    st = game.state
    assert st.phase == "debrief" and st.tour.missions_flown == 1
    app.render_frames()
    sheet = scene.view.origin[0] + 40, scene.view.origin[1] + 40
    assert near(app.screen.get_at(sheet), theme.PANEL, 30)  # the campaign sheet covers the map
    nxt = next(b for b in enabled_buttons(scene) if b.label == "Next mission")
    assert str(nxt.action) == "next"
    click(app, nxt.rect.center)
    assert game.moves[-1] == "next" and game.state.phase == "target"
    target = enabled_buttons(scene)[0]
    click(app, target.rect.center)
    assert game.state.phase == "conditions" and game.state.tour.missions_flown == 1
    assert game.legal_notations() == ["conditions"]


def mild(game, r):
    """A mildly greedy policy: the shortest flight path, fly on and land when possible."""
    from game.rules.thunderbirds.steps import board
    notations = game.legal_notations()
    st = game.state
    if st.phase == "plan":
        b = board(st)
        reached = any(m.leg == "targetbound" and m.cell == st.target_cell for m in st.path)
        cands = [a for a in game.legal_actions() if a.where != "reset"]
        if not cands:
            return "path reset"

        def cost(a):
            c = b.karmoy if a.where == "karmoy" else a.cell
            return b.distance(c, b.home) if reached else b.distance(c, st.target_cell)
        return str(min(cands, key=cost))
    for p in ("land", "fly", "jettison"):
        if p in notations:
            return p
    return r.choice(notations)


def test_the_overlay_layer_is_as_small_as_its_shapes_and_puts_down_the_same_pixels(app, tmp_path):
    """map.Pen: shapes on a layer just large enough for them, blitted at its corner, give the
    pixels of the same shapes on a layer from the screen's corner (fractional points included)."""
    from game.scenes.thunderbirds.map import OVERLAY_SIZE, Pen
    shapes = [("polygon", (250, 220, 90, 80), [(300.4, 200.7), (340.9, 210.2), (325.5, 250.6)], 0),
              ("lines", (250, 220, 90, 255), [(300.4, 200.7), (340.9, 210.2), (325.5, 250.6)], 3),
              ("line", (150, 200, 240, 230), [(310.25, 230.5), (420.75, 300.125)], 4),
              ("rect", (200, 30, 30, 230), pygame.Rect(280, 190, 60, 40), 3),
              ("circle", (200, 30, 30, 230), [(400.6, 280.3)], 17)]
    pen, full = Pen(), pygame.Surface(OVERLAY_SIZE, pygame.SRCALPHA)
    for kind, colour, geometry, width in shapes:
        if kind == "polygon":
            pen.polygon(colour, geometry, width)
            pygame.draw.polygon(full, colour, geometry, width)
        elif kind == "lines":
            pen.lines(colour, geometry, width)
            pygame.draw.lines(full, colour, True, geometry, width)
        elif kind == "line":
            pen.line(colour, *geometry, width)
            pygame.draw.line(full, colour, *geometry, width)
        elif kind == "rect":
            pen.rect(colour, geometry, width)
            pygame.draw.rect(full, colour, geometry, width, border_radius=6)
        else:
            pen.circle(colour, geometry[0], width, 3)
            pygame.draw.circle(full, colour, geometry[0], width, 3)
    layer, corner = pen.layer()
    assert layer.get_width() * layer.get_height() < OVERLAY_SIZE[0] * OVERLAY_SIZE[1] // 10
    background = pygame.Surface(OVERLAY_SIZE)
    rnd = random.Random(3)
    for _ in range(400):
        background.fill([rnd.randrange(256) for _ in range(3)],
                        (rnd.randrange(OVERLAY_SIZE[0]), rnd.randrange(OVERLAY_SIZE[1]), 40, 40))
    one, other = background.copy(), background.copy()
    one.blit(full, (0, 0))
    other.blit(layer, corner)
    save_png(other, str(tmp_path / "overlay.png"))
    assert pygame.image.tobytes(one, "RGB") == pygame.image.tobytes(other, "RGB")
    assert pygame.image.tobytes(one, "RGB") != pygame.image.tobytes(background, "RGB")
    assert Pen().layer()[0] is None  # nothing to draw: no layer


def test_screenshot_shows_the_board_after_random_moves(tmp_path):
    """`--screenshot OUT.png thunderbirds --seed N --moves K`: the map after K random legal moves."""
    from cli_in_process import sortie  # the command line, in this process (tests/test_cli.py runs it for real)
    out = tmp_path / "tb.png"
    r = sortie("--screenshot", out, "thunderbirds", "--seed", "3", "--moves", "40")
    assert r.returncode == 0, r.stderr
    img = pygame.image.load(str(out))
    assert img.get_size() == (1280, 800)
    sea = img.get_at((300, 200))  # the North Sea on the map
    assert sea.b > sea.r + 40


def test_8_2_3_fight_the_fire_asks_who_and_sends_that_man(app, tmp_path):
    """8.2.3: any crew member may fight a fire: the button asks who (each named as the crew
    panel names him), says the roll has no modifier, and sends the one chosen."""
    from game.scenes.modal import ChoiceScene
    game = briefed(seed=2)
    plan_shortest(game)
    assert game.state.phase == "fly"
    game.state.fires, game.state.fire_attempts = [0], 2   # a fire aboard (a flak hit's CRIT FIRE)
    game.state.legal = None
    scene = open_scene(app, game)
    button = next(b for b in scene.buttons.buttons if b.label == "Fight the fire")
    assert button.enabled
    click(app, button.rect.center)
    ask = app.stack.top
    assert isinstance(ask, ChoiceScene) and ask.title == "Who fights the fire?"
    assert "no modifiers" in ask.message
    labels = [b.label for b in ask.buttons.buttons]
    crew = game.state.crew
    assert labels[:-1] == [f"{crew[p].label} {crew[p].name}".strip()
                           for p in ("engineer", "navigator", "aimer", "gunner") if p in crew]
    save_png(app.render_frames(), str(tmp_path / "who-fights-the-fire.png"))
    click(app, next(b for b in ask.buttons.buttons if b.label.startswith(crew["gunner"].label)).rect.center)
    assert game.moves[-1] == "extinguish gunner"
