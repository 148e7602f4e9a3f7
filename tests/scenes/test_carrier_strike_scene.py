"""Carrier Strike's scene: the hex sea from Tiled, pieces where the state says, clicks that
become moves, hand-offs that hide pilot discs and card orders, and whole games by mouse."""
import random

import pygame

from game.rules.carrier_strike import actions as A
from game.scenes.carrier_strike import art
from game.scenes.modal import HandOffScene
from game.session.game import Game
from game.ui import text, theme
from game.ui.png import save as save_png
from scene_helpers import click, open_scene
from house import rules as house_rules

RULES = house_rules("carrier-strike")


def key(app, k, up=False):
    app.handle(pygame.event.Event(pygame.KEYUP if up else pygame.KEYDOWN, key=k, mod=0, unicode=""))
    app.render_frames(1)


def pass_handoff(app):
    if isinstance(app.stack.top, HandOffScene):
        click(app, (640, 400))


def play_by_mouse(app, game, scene, action, cap=14):
    """Play one legal action with the scene's own clicks (hand-offs clicked away)."""
    n = len(game.history)
    for _ in range(cap):
        if len(game.history) > n:
            break
        if isinstance(app.stack.top, HandOffScene):
            click(app, (640, 400))
            continue
        pos = scene.next_click(action)
        assert pos is not None, f"no click leads to {action} in phase {game.state.phase}"
        click(app, pos)
    assert len(game.history) > n and game.moves[n] == str(action), (str(action), game.moves[n:])


def policy(game, rnd):
    """A seeded random choice among the legal actions, leaning towards attacks so that a
    game ends in a few hundred moves (the rules tests play thousands of plain random ones)."""
    st = game.state
    legal = game.legal_actions()
    attacks = [a for a in legal if isinstance(a, (A.Drop, A.DeclareDogfight, A.DeclareSacrifice))]
    if attacks:
        return rnd.choice(attacks)
    if st.phase == "choose":
        return A.RollPlanes() if rnd.random() < 0.8 else A.RollCarrier()
    if st.phase == "move":
        side = st.side_of(st.pending_seat)
        targets = [c for car in st.carriers.values() if car.afloat and car.side != side for c in car.cells]
        launches = ([a for a in legal if isinstance(a, A.Launch) and a.torpedo]
                    or [a for a in legal if isinstance(a, (A.Launch, A.Taxi, A.Land))])
        if launches and rnd.random() < 0.6:
            return rnd.choice(launches)
        flies = [a for a in legal if isinstance(a, A.Fly)]
        if flies and targets and rnd.random() < 0.85:
            def score(a):
                want = 6 if st.planes[a.plane].torpedo else 0
                return min(abs(st.grid.distance(a.cell, t) - want) for t in targets)
            best = min(score(a) for a in flies)
            return rnd.choice([a for a in flies if score(a) == best])
    return rnd.choice(legal)


def setup_game(seed=4, options=None):
    """A game played (by the engine) to the first roll."""
    game = Game(RULES, seed, options)
    rnd = random.Random(seed)
    while game.state.phase in ("place", "pilots"):
        game.play(rnd.choice(game.legal_actions()))
    return game


def base_pixel(scene, pos):
    ox, oy = scene.view_.origin
    return scene.view_.base().get_at((int(pos[0] - ox), int(pos[1] - oy)))[:3]


# -- the board -------------------------------------------------------------------------
def test_carriers_and_planes_are_drawn_where_the_state_says(app):
    game = setup_game(4)
    game.play("roll planes")
    while game.state.phase == "move":  # launch something
        launches = [a for a in game.legal_actions() if isinstance(a, (A.Launch, A.Taxi))]
        game.play(launches[0] if launches else game.legal_actions()[0])
    scene = open_scene(app, game)
    pass_handoff(app)
    shot = app.screen
    for c in game.state.carriers.values():
        x, y = scene.view_.center(c.middle)
        assert shot.get_at((int(x), int(y)))[:3] == art.DECK  # the flight deck over the middle hex
    flying = [p for p in game.state.planes.values() if p.in_flight]
    assert flying
    for p in flying:
        x, y = scene.view_.center(p.cell)
        assert shot.get_at((int(x), int(y)))[:3] == art.SIDE_COLOUR[p.side]
    empty = next(c for c in game.state.grid.cells() if all(
        game.state.grid.distance(c, o) > 2 for car in game.state.carriers.values() for o in car.cells)
        and game.state.plane_at(c) is None and not game.state.torpedoes)
    assert shot.get_at(tuple(int(v) for v in scene.view_.center(empty)))[:3] == base_pixel(
        scene, scene.view_.center(empty))


def test_setup_placement_highlights_the_legal_middle_hexes_and_a_click_places(app):
    game = Game(RULES, 2)
    scene = open_scene(app, game)
    legal = [a for a in game.legal_actions() if a.heading == scene.heading["red"]]
    for a in legal[:40]:
        pos = scene.view_.center(a.cell)
        assert app.screen.get_at((int(pos[0]), int(pos[1])))[:3] != base_pixel(scene, pos)
    yellow_cell = (10, 15)
    pos = scene.view_.center(yellow_cell)
    assert app.screen.get_at((int(pos[0]), int(pos[1])))[:3] == base_pixel(scene, pos)
    # a heading button, then the middle hex: the carrier is placed there
    target = next(a for a in game.legal_actions() if a.heading == "E")
    click(app, scene.next_click(target))
    assert scene.heading["red"] == "E"
    click(app, scene.next_click(target))
    assert game.moves == [str(target)]


def test_a_refused_click_plays_nothing_and_toasts_the_rule(app):
    game = Game(RULES, 2)
    scene = open_scene(app, game)
    click(app, tuple(int(v) for v in scene.view_.center((10, 15))))  # the yellow half
    assert game.moves == []
    assert "Not allowed" in app.toasts.items[-1][0] and "CS Setup 6" in app.toasts.items[-1][0]
    game = setup_game(4)
    game.play("roll planes")
    scene = open_scene(app, game)
    pass_handoff(app)
    end = next(b for b in scene.buttons.buttons if b.label == "End movement")
    assert not end.enabled and "CS Planes 1" in end.disabled_reason
    moves = list(game.moves)
    click(app, end.rect.center)
    assert game.moves == moves and "CS Planes 1" in app.toasts.items[-1][0]


def test_move_planes_by_clicking_a_plane_then_hexes_with_the_points_left(app):
    game = setup_game(4)
    scene = open_scene(app, game)
    pass_handoff(app)
    roll = next(b for b in scene.buttons.buttons if b.label == "Roll for planes")
    click(app, roll.rect.center)
    assert game.moves[-1] == "roll planes" and game.state.phase == "move"
    points = game.state.roll.points
    deck_plane = next(a.plane for a in game.legal_actions() if isinstance(a, A.Launch))
    carrier = game.state.planes[deck_plane].carrier
    click(app, scene.node_pos(scene.plane_node(deck_plane)))
    assert scene.selected == deck_plane
    reach = scene.reach()
    front = ("cell", game.state.grid.step(game.state.carriers[carrier].bow, game.state.carriers[carrier].heading))
    assert reach[front][0] == 1
    # the launch hex is highlighted (legal_actions lists the launch)
    pos = scene.node_pos(front)
    assert app.screen.get_at(pos)[:3] != base_pixel(scene, pos)
    click(app, pos)
    assert game.moves[-1] == f"launch {deck_plane} +torpedo"
    if points > 1:
        assert game.state.roll.points_left == points - 1
        fly = next(a for a in game.legal_actions() if isinstance(a, A.Fly) and a.plane == deck_plane)
        click(app, scene.node_pos(("cell", fly.cell)))
        assert game.moves[-1] == str(fly)


def test_torpedoes_under_way_show_their_projected_path_and_a_selected_plane_its_ranges(app):
    game = setup_game(4)
    rnd = random.Random(8)
    for _ in range(3000):  # play on until a torpedo runs with two spaces of path ahead
        t = next(iter(game.state.torpedoes.values()), None)
        if (t and len(t.path) >= 2 and game.state.phase == "choose") or game.outcome():
            break
        game.play(policy(game, rnd))
    t = next(iter(game.state.torpedoes.values()))
    scene = open_scene(app, game)
    pass_handoff(app)
    if game.state.plane_at(t.cell) is None:
        x, y = scene.view_.center(t.cell)
        assert app.screen.get_at((int(x), int(y)))[:3] == art.TORPEDO
    a, b = scene.view_.center(t.path[0]), scene.view_.center(t.path[1])
    line = [(int(a[0] + (b[0] - a[0]) * k / 40), int(a[1] + (b[1] - a[1]) * k / 40)) for k in range(41)]
    assert any(app.screen.get_at(p)[:3] == art.SIDE_COLOUR[t.side] for p in line)  # the dotted path
    # a plane in flight selected during a move: the dogfight range (4) is outlined
    game2 = setup_game(4)
    rnd = random.Random(3)
    while not (game2.state.phase == "move" and any(
            p.in_flight and p.command in game2.state.throw.command for p in game2.state.planes.values())):
        game2.play(policy(game2, rnd))
    scene2 = open_scene(app, game2)
    pass_handoff(app)
    plane = next(p for p in game2.state.planes.values() if p.in_flight and p.command in game2.state.throw.command)
    click(app, scene2.node_pos(("cell", plane.cell)))
    assert scene2.selected == plane.id
    ring = [c for c in game2.state.grid.cells() if game2.state.grid.distance(c, plane.cell) == 4]
    changed = 0
    for c in ring:
        x, y = scene2.view_.center(c)
        ox, oy = scene2.view_.origin
        edge = [(int(x + dx), int(y)) for dx in range(-20, 21)]
        changed += any(app.screen.get_at(p)[:3] != base_pixel(scene2, p) for p in edge)
    assert changed >= len(ring) // 2


def test_hand_off_hides_pilot_discs_and_peeking_shows_only_ones_own(app):
    game = Game(RULES, 5)
    scene = open_scene(app, game)
    for _ in range(4):  # the four placements, each passing the screen
        pass_handoff(app)
        play_by_mouse(app, game, scene, game.legal_actions()[0])
    assert game.state.phase == "pilots"
    assert isinstance(app.stack.top, HandOffScene)
    assert app.screen.get_at((100, 100))[:3] == theme.NIGHT  # nothing of the board shows
    pass_handoff(app)
    for _ in range(8):
        play_by_mouse(app, game, scene, game.legal_actions()[0])
    # red's discs were shown to red while choosing; now yellow gets the screen
    assert isinstance(app.stack.top, HandOffScene)
    pass_handoff(app)
    assert scene.drawn_discs == {}  # red's eight discs are not drawn for yellow
    play_by_mouse(app, game, scene, game.legal_actions()[0])
    assert list(scene.drawn_discs) == [game.state.planes[game.moves[-1].split()[1]].id]
    for _ in range(7):
        play_by_mouse(app, game, scene, game.legal_actions()[0])
    pass_handoff(app)
    assert scene.drawn_discs == {}  # nothing private once the turns begin
    key(app, pygame.K_p)
    side = game.state.side_of(game.to_move())[0].upper()
    assert scene.drawn_discs and all(pid.startswith(side) for pid in scene.drawn_discs)
    key(app, pygame.K_p, up=True)
    assert scene.drawn_discs == {}


def play_whole_game(app, seed, options=None):
    game = Game(RULES, seed, options)
    scene = open_scene(app, game)
    scene.autosave = lambda: None  # autosave is tested elsewhere; here it would only cost time
    rnd = random.Random(seed)
    handoffs = 0
    while game.outcome() is None:
        if isinstance(app.stack.top, HandOffScene):
            handoffs += 1
            click(app, (640, 400))
            continue
        play_by_mouse(app, game, scene, policy(game, rnd))
        assert len(game.history) < 2000
    app.render_frames(1)
    back = next(b for b in scene.buttons.buttons if b.label == "Back to title")
    assert back.enabled
    return game, handoffs


def test_a_whole_two_player_game_by_mouse_alone(app):
    game, handoffs = play_whole_game(app, 35)
    assert game.outcome().winner in ("red", "yellow", None)
    assert handoffs > 10
    kinds = {m.split()[0] for m in game.moves}  # every kind of decision was made by mouse
    assert {"place", "pilot", "roll", "launch", "taxi", "fly", "dogfight", "order", "drop", "return",
            "sacrifice"} <= kinds


def test_a_whole_four_player_team_game_by_mouse_alone(app):
    game, handoffs = play_whole_game(app, 10, {"players": 4})
    assert game.outcome() is not None and handoffs > 10


def _cli(*args):
    from cli_in_process import sortie  # the command line, in this process (its own tests run it for real)
    return sortie(*args)


def test_screenshot_shows_the_board_after_random_moves(tmp_path):
    for moves in (0, 40):
        out = tmp_path / f"cs{moves}.png"
        r = _cli("--screenshot", str(out), "carrier-strike", "--seed", "3", "--moves", str(moves))
        assert r.returncode == 0, r.stderr
        img = pygame.image.load(str(out))
        assert img.get_size() == (1280, 800)
        assert img.get_at((440, 420))[:3] != theme.NIGHT  # the sea, not a hand-off screen


def test_simulate_plays_random_games_to_the_end():
    r = _cli("--simulate", "carrier-strike", "--games", "2", "--seed", "1")
    assert r.returncode == 0, r.stderr
    assert "2 games," in r.stdout and "unfinished" not in r.stdout


def test_torpedo_run_rings_only_where_the_carrier_is_six_from_its_nearest_space(app, tmp_path):
    # CS Torpedo Runs 1: a selected torpedo plane's gold rings mark where a run can start:
    # six spaces ahead of an enemy bow, not four ahead of it (in line with the stern at six)
    import math
    game = setup_game(4)
    st = game.state
    side = st.turn_side
    enemies = [c for c in st.carriers.values() if c.side != side]
    for car, middle in zip(enemies, ((10, 10), (3, 18) if side == "red" else (3, 2))):
        car.heading, car.heading_name = 0, st.direction_names[0]
        car.cells = (st.grid.step(middle, 0), middle, st.grid.step(middle, 3))
    bow = enemies[0].cells[0]
    good, bad = st.grid.step(bow, 0, 6), st.grid.step(bow, 0, 4)
    plane = next(p for p in st.planes.values() if p.side == side)
    plane.carrier = plane.deck_part = None
    plane.torpedo = True
    plane.cell = next(c for c in sorted(st.grid.cells()) if st.carrier_at(c) is None and st.plane_at(c) is None
                      and min(st.grid.distance(c, x) for x in (good, bad)) >= 10
                      and all(st.grid.distance(c, x) >= 2 for car in st.carriers.values() for x in car.cells))
    st.forget_legal()
    game.play("roll planes")
    scene = open_scene(app, game)
    pass_handoff(app)
    click(app, scene.node_pos(("cell", plane.cell)))
    assert scene.selected == plane.id

    save_png(app.screen, str(tmp_path / "cs_run_rings.png"))
    shot = pygame.image.load(str(tmp_path / "cs_run_rings.png"))

    def ring_changed(cell):  # points of the gold ring around the space that differ from the bare sea
        x, y = scene.view_.center(cell)
        r = int(scene.unit * 0.28)
        pts = [(int(x + r * math.cos(math.radians(a))), int(y + r * math.sin(math.radians(a)))) for a in range(0, 360, 15)]
        return sum(shot.get_at(p)[:3] != base_pixel(scene, p) for p in pts)

    assert ring_changed(good) >= 12 and ring_changed(bad) == 0


# -- the dogfight shown (CS Dogfights 7-8) and each turn's own panel ---------------------
def _to_the_last_order(seed_range=range(1, 60)):
    """A game (engine-played) at the move that settles a dogfight, and that move."""
    for seed in seed_range:
        game = setup_game(seed)
        rnd = random.Random(seed)
        while game.outcome() is None and len(game.history) < 1500:
            action = policy(game, rnd)
            if game.state.phase == "order" and len(game.state.dogfight.to_order) == 1:
                return Game.replay(RULES, seed, None, None, game.moves), action
            game.play(action)
    raise AssertionError("no dogfight met")


def test_dogfight_shown_pilots_then_card_by_card_then_the_result_and_the_winners_fate():
    from game.app import App
    from game.settings import Settings
    app = App(Settings(animation="normal"), headless=True)
    try:
        game, last = _to_the_last_order()
        scene = open_scene(app, game)
        pass_handoff(app)
        scene.perform(last)
        show = scene.faceoff
        assert show is not None and show.df.done
        pilots = show.df.challenger, show.df.defender
        seen, verdict_at = [], None
        for step in range(80):
            seen.append(show.cards_turned())
            if show.verdict_shown() and verdict_at is None:
                verdict_at = step
            text.start_recording()
            app.changed()
            app.step(0.1)
            drawn = text.stop_recording()
            words = [d.text for d in drawn if d.layer != "log"]
            logged = " ".join(d.text for d in drawn if d.layer == "log")
            if not show.verdict_shown():  # the log never tells the result before the cards
                assert "wins the dogfight" not in logged and "is a tie" not in logged
                assert logged.count("Face-off") <= show.cards_turned() // 2
            if step == 0:  # the pilots first, every card still face down
                assert seen[0] == 0 and all(p in " ".join(words) for p in pilots)
                assert not any(" wins" in w for w in words)
        assert seen == sorted(seen) and set(range(11)) <= set(seen)  # the ten cards one by one
        assert verdict_at is not None and seen[verdict_at] == 10  # the result once all are up
        df = show.df
        if df.winner is not None:
            loser = next(p for p in pilots if p != df.winner)
            assert f"{df.winner} wins, {loser} is shot down" in words
            assert any(w.startswith(df.winner) and "CS Dogfights 8" in w for w in words)  # what becomes of it
        assert scene.faceoff is show  # it stays until the player closes it
        assert [line for line, _ in scene.log.entries] == [e.text for e in game.log()]
        click(app, show.close_rect.center)
        assert scene.faceoff is None
    finally:
        pygame.quit()


def test_at_the_start_of_a_turn_the_status_panel_shows_no_die_of_the_previous_player(app):
    game = setup_game(5)
    scene = open_scene(app, game)
    rnd = random.Random(5)
    pass_handoff(app)
    first = game.to_move()
    while game.to_move() == first or game.state.phase != "choose":
        play_by_mouse(app, game, scene, policy(game, rnd))
        assert len(game.history) < 400
    if isinstance(app.stack.top, HandOffScene):
        click(app, (640, 400))
    assert scene.viewer == game.to_move() != first
    assert game.state.roll is None and scene.dice == []
