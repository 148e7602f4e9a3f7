"""Battaglia Navale's scene: the chart drawn where the state says, clicks that become the
engine's actions, refusals that name their rule, and whole games played with the mouse alone."""
import random

import pygame

from game.rules.battaglia_navale import actions as A
from game.rules.battaglia_navale.board import parse_cell
from game.rules.battaglia_navale.placement import ship_cells
from game.scenes.battaglia_navale.art import MARK_RED
from game.scenes.battaglia_navale.scene import CHART
from game.session.game import Game
from game.ui.png import save as save_png
from scene_helpers import click, open_scene
from layout_check import frame_lines, problems
from house import rules as house_rules

RULES = house_rules("battaglia-navale")




def key(app, k):
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""))


def at_sea(seed=1, options=None):
    """Setup done (islands cleared for predictable lines), white to move."""
    g = Game(RULES, seed, options)
    g.play("islands")
    g.state.islands.clear()
    g.state.blocked_sides = g.state.board.blocked_sides
    g.play(g.legal_notations()[0])
    g.play(g.legal_notations()[0])
    g.play("fleet auto")
    g.play("fleet auto")
    g.play("lot")
    g.state.to_move = "white"
    return g


def pixel(app, pos):
    return tuple(app.screen.get_at((int(pos[0]), int(pos[1]))))[:3]


def near(c1, c2, tol=40):
    return all(abs(a - b) <= tol for a, b in zip(c1, c2))


# -- drawing -------------------------------------------------------------------------------
def test_bn_scene_the_chart_fills_its_area_at_30_pixels_a_cell(app):
    scene = open_scene(app, Game(RULES, 1))
    assert scene.cell_px == 30
    assert scene.cell_rect((0, 0)).topleft == CHART.topleft
    assert scene.cell_rect((15, 23)).bottomright == CHART.bottomright
    assert scene.cell_at(scene.cell_center((9, 20))) == (9, 20)


def test_bn_scene_ships_are_drawn_in_their_cells_in_their_fleet_colours(app):
    g = at_sea(2)
    scene = open_scene(app, g)
    sea = pixel(app, scene.cell_rect((6, 10)).move(3, 3).topleft)  # open water in square 10
    for side, light in (("white", True), ("grey", False)):
        for ship in g.state.fleets[side].afloat():
            mid = ship.cells[len(ship.cells) // 2]
            found = [pixel(app, (scene.cell_rect(mid).left + dx, scene.cell_rect(mid).centery)) for dx in range(4, 26)]
            assert any(not near(p, sea, 30) for p in found), f"{side} {ship.unit} not drawn"
        # the hull colour sits in the ship's cells: light for white, dark for grey
        ship = g.state.fleets[side].ships["P"]
        r = scene.cell_rect(ship.cells[0]).union(scene.cell_rect(ship.cells[-1]))
        samples = [pixel(app, (x, y)) for x in range(r.left + 4, r.right - 4, 3) for y in range(r.top + 4, r.bottom - 4, 3)]
        brightest = max(sum(p) for p in samples)
        assert (brightest > 600) if light else (brightest < 600)


def test_bn_scene_legal_battery_cells_are_highlighted_and_a_click_places_it(app):
    g = Game(RULES, 3)
    g.play("islands")
    scene = open_scene(app, g)
    sites = sorted(scene.idx["battery"])
    assert sites and {a.cell for a in g.legal_actions()} == set(sites)
    inside = pixel(app, scene.cell_rect(sites[0]).move(0, 0).center)
    far = scene.cell_rect((1, 12)).center  # no site there: plain sea
    assert inside != pixel(app, far)
    assert inside[0] > pixel(app, far)[0] + 20  # the gold tint warms the site
    click(app, scene.cell_center(sites[0]))
    assert g.moves[-1] == str(A.PlaceBattery(sites[0]))


def test_bn_scene_a_refused_click_plays_nothing_and_toasts_the_rule(app):
    g = Game(RULES, 3)
    g.play("islands")
    scene = open_scene(app, g)
    moves = list(g.moves)
    click(app, scene.cell_center((2, 10)))  # open sea, not a battery site
    assert g.moves == moves
    msg = app.toasts.items[-1][0]
    assert msg.startswith("Not allowed") and "BN Preliminaries" in msg


def test_bn_scene_fleet_placement_clicks_with_r_to_rotate(app):
    g = Game(RULES, 4)
    g.play("islands")
    g.play(g.legal_notations()[0])
    g.play(g.legal_notations()[0])
    scene = open_scene(app, g)
    assert scene.fleet_unit == "C"
    vertical = next(a for a in g.legal_actions() if isinstance(a, A.PlaceFleetShip) and a.unit == "C"
                    and a.heading == "v")
    key(app, pygame.K_r)
    assert scene.fleet_heading == "v"
    click(app, scene.cell_center(vertical.cell))
    assert g.moves[-1] == str(vertical)
    assert scene.fleet_unit == "P"  # the next ship to place is chosen for the player
    auto = next(b for b in scene.buttons.buttons if b.label == "Automatic placement")
    click(app, auto.rect.center)
    assert g.moves[-1] == "fleet auto"


def test_bn_scene_clicking_a_ship_shows_its_destinations_and_a_click_there_moves_it(app):
    g = at_sea(5)
    scene = open_scene(app, g)
    ship = next(s for s in g.state.fleets["white"].afloat() if any(
        isinstance(a, A.Move) and a.unit == s.unit for a in g.legal_actions()))
    click(app, scene.cell_center(ship.cells[0]))
    assert scene.sel_units == [ship.unit]
    dests = scene.destinations()
    legal = {a for a in g.legal_actions() if isinstance(a, A.Move) and a.unit == ship.unit}
    assert {a for acts in dests.values() for a in acts} == legal
    app.render_frames()
    sq = sorted(dests)[0]
    r = scene.square_rect(sq)
    probe = (r.left + 1, r.centery)  # the square's edge is outlined in green
    p = pixel(app, probe)
    assert p[1] > p[0] and p[1] > 150
    target = next(c for c in g.state.board.square_cells_of(sq) if scene.own_unit_at(c) is None)
    click(app, scene.cell_center(target))
    assert g.moves[-1] == str(dests[sq][0])


def stage(g, white, grey):
    """Only the named ships on the chart ({'C': 'e14h'}), planes aboard, no batteries."""
    for side, where in (("white", white), ("grey", grey)):
        fleet = g.state.fleets[side]
        for code, ship in fleet.ships.items():
            text = where.get(code)
            ship.cells = ship_cells(parse_cell(text[:-1]), text[-1], len(ship.cells)) if text else ()
        fleet.battery.cell = None


def test_bn_scene_fire_highlights_targets_with_line_of_fire_and_plays_the_chosen_units(app, tmp_path):
    g = at_sea(6)
    stage(g, white={"C": "e14h", "Ct": "e18h"}, grey={"I": "e10h", "C": "i10h"})
    scene = open_scene(app, g)
    assert 10 in scene.attack_squares()
    click(app, scene.square_rect(10).topleft)  # a water cell of square 10
    assert scene.target == 10 and scene.fire_sel == {"C"}  # the Destroyer is out of range (BN Fire)
    app.render_frames()
    # the line of fire runs from the battleship towards the target: red pixels between them
    a = scene.square_rect(14).center
    b = scene.square_rect(10).center
    line = [pixel(app, (a[0] + dx, y)) for dx in (-1, 0, 1) for y in range(b[1] + 20, a[1] - 20)]
    assert sum(1 for p in line if p[0] > 180 and p[1] < 120) > 20
    save_png(app.screen, str(tmp_path / "bn_fire_test.png"))
    fire = next(b for b in scene.buttons.buttons if b.label == "Fire")
    click(app, fire.rect.center)
    assert g.moves[-1].startswith("fire 10 ")
    app.render_frames()
    # each red mark lies on its cell of the target square (animations off: at once)
    for m in g.state.last_fire.marks:
        r = scene.cell_rect(m.cell)
        ring = [pixel(app, (x, r.centery)) for x in range(r.left + 2, r.right - 2)]
        assert any(near(p, MARK_RED, 60) for p in ring)


def test_bn_scene_the_square_of_the_enemy_battery_is_a_green_destination(app, tmp_path):
    """BN Obstacles / BN Battery: the enemy battery bars no square: the scene offers it."""
    g = at_sea(6)
    stage(g, white={"I": "e14h"}, grey={"C": "a1h"})
    g.state.fleets["grey"].battery.cell = parse_cell("e5")  # square 6
    g.state.changed()
    scene = open_scene(app, g)
    click(app, scene.cell_center(parse_cell("f14")))
    assert 6 in scene.destinations()
    app.render_frames()
    save_png(app.screen, str(tmp_path / "bn_battery_square.png"))
    r = scene.square_rect(6)
    p = pixel(app, (r.left + 1, r.centery))  # the square's edge is outlined in green
    assert p[1] > p[0] and p[1] > 150
    click(app, scene.cell_center(parse_cell("g7")))
    assert g.moves[-1] == "move I N2"


def test_bn_scene_a_flight_aloft_is_chosen_whole_and_the_planes_aboard_one_by_one(app):
    """BN Aircraft: planes that took off together always fly together: a chip of a flight chooses it all."""
    g = at_sea(6)
    stage(g, white={"P": "e22h"}, grey={"I": "f10h"})
    planes = g.state.fleets["white"].planes
    for code, cell in (("A1", "e21"), ("A2", "f21")):
        planes[code].status, planes[code].cell, planes[code].flight = "aloft", parse_cell(cell), ("A1", "A2")
    g.state.changed()
    scene = open_scene(app, g)
    press = next(b for b in scene.buttons.buttons if b.label == "Air raid")
    click(app, press.rect.center)
    def chip(label):
        return next(b for b in scene.buttons.buttons if getattr(b, "chip", False) and b.label == label).rect.center

    assert scene.raid_sel == {"A1", "A2"}  # the larger group first
    click(app, chip("A2"))
    assert scene.raid_sel == set()  # the whole flight is dropped, not A2 alone
    click(app, chip("A1"))
    assert scene.raid_sel == {"A1", "A2"} and 10 in scene.raid_targets()
    click(app, chip("A3"))
    assert scene.raid_sel == {"A3"}
    click(app, scene.cell_center(parse_cell("e10")))
    assert g.moves[-1] == "raid 10 A3"


def test_bn_scene_polaris_counter_is_turned_by_clicking_it(app):
    g = at_sea(7)
    scene = open_scene(app, g)
    cell = g.state.board.platform_cells["white"][3]
    click(app, scene.cell_center(cell))
    assert g.moves[-1] == "polaris 3"
    assert g.to_move() == "grey"


def test_bn_scene_turning_the_chart_for_the_north_player(app):
    app.settings.game_options["battaglia-navale"] = {"turn_chart": True}
    g = at_sea(8)
    scene = open_scene(app, g)
    assert not scene.flipped
    white_cell = scene.cell_rect((15, 23))
    g.play("polaris 1")  # white's whole move: grey to play
    scene.refresh()
    app.render_frames()
    assert scene.flipped
    assert scene.cell_rect((15, 23)).topleft == CHART.topleft  # the south-east corner is now top-left
    assert scene.cell_rect((0, 0)).bottomright == white_cell.bottomright
    assert scene.cell_at(scene.cell_center((2, 3))) == (2, 3)
    assert scene.tray_rect("grey").top > scene.tray_rect("white").top  # the player's own tray near them


def test_bn_scene_banner_says_who_plays_and_the_hot_seat_needs_no_hand_off(app):
    g = at_sea(9)
    scene = open_scene(app, g)
    assert "White" in scene.instruction(g.state) or g.to_move() == "white"
    click(app, scene.cell_center(g.state.board.platform_cells["white"][1]))
    app.render_frames()
    from game.scenes.modal import HandOffScene
    assert not any(isinstance(s, HandOffScene) for s in app.stack.scenes)  # open information
    # the banner is tinted with the colour of the side to move (grey: orange)
    p = pixel(app, (300, 30))
    assert p[0] > p[2]


def test_bn_scene_game_over_shows_the_summary_and_back_to_title(app):
    g = at_sea(10, {"quiet_limit": 40})
    while g.outcome() is None:   # forty quiet turns: every ship afloat, the longest summary
        legal = g.legal_notations()
        g.play(min(legal, key=lambda m: next((k for k, w in enumerate(("end", "polaris", "move")) if m.startswith(w)), 3)))
    scene = open_scene(app, g)
    # the summary names the ships as the log does, as tall as its words: no line of it cut
    # off (issue 31), none over another
    drawn = frame_lines(app)
    said = " ".join(d.text for d in drawn)
    assert "afloat: Battleship, Aircraft Carrier, Cruiser," in said and "Polaris Submarine" in said, said
    assert not problems(drawn), problems(drawn)
    back = next(b for b in scene.buttons.buttons if b.label == "Back to title")
    click(app, back.rect.center)
    from game.scenes.title import TitleScene
    assert isinstance(app.stack.top, TitleScene)


# -- whole games with the mouse alone --------------------------------------------------------------
def play_through_scene(app, seed, max_inputs=20000):
    g = Game(RULES, seed, {"quiet_limit": 40})
    scene = open_scene(app, g)
    rnd = random.Random(seed)
    inputs = 0
    while g.outcome() is None:
        legal = g.legal_actions()
        # a player who keeps re-setting ships never ends a turn: prefer the other actions
        pool = [a for a in legal if not isinstance(a, A.Place)] if rnd.random() < 0.9 else legal
        action = rnd.choice(pool or legal)
        before = len(g.moves)
        for _ in range(12):
            step = scene.input_toward(action)
            if step[0] == "key":
                key(app, step[1])
            else:
                click(app, step[1], step[2])
            inputs += 1
            if len(g.moves) > before:
                break
        assert len(g.moves) > before and g.moves[before] == str(action), (action, g.moves[before:])
        if inputs % 50 == 0:
            app.render_frames(1)
        assert inputs < max_inputs
    app.render_frames()
    return g


def test_bn_scene_whole_games_are_played_with_the_mouse_alone(app):
    # two games that between them reach every line of the scene the games of seeds 11 and 12
    # reached and no other test does (coverage.py, each game alone), in 333 moves rather than 533
    for seed in (24, 29):
        g = play_through_scene(app, seed)
        assert g.outcome() is not None
        assert any(b.label == "Back to title" for b in app.stack.top.buttons.buttons)


def test_bn_scene_screenshot_and_simulate_from_the_command_line(tmp_path):
    from cli_in_process import sortie  # the command line, in this process (tests/test_cli.py runs it for real)
    out = tmp_path / "bn.png"
    r = sortie("--screenshot", out, "battaglia-navale", "--seed", "3", "--moves", "40")
    assert r.returncode == 0, r.stderr
    img = pygame.image.load(str(out))
    assert img.get_size() == (1280, 800)
    r = sortie("--simulate", "battaglia-navale", "--games", "2", "--seed", "4")
    assert r.returncode == 0 and "2 games" in r.stdout, r.stderr
