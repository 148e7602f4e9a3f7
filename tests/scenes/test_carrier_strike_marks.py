"""Carrier Strike's marks (issue 15, "Every mark explained"): what a selected plane or
carrier shows on the sea, the dogfight table and the face-offs each have a legend term and
a tooltip, and no mark stands for a pilot disc or a card the seat at the screen may not see.
The checks every game shares are in test_marks.py."""
import random

import pygame

from game.scenes.carrier_strike.panels import TABLE
from game.ui import marks as marks_ui
from scene_helpers import click, open_scene
from test_carrier_strike_scene import _to_the_last_order, key, pass_handoff, policy, setup_game
from test_marks import move_to, rest

LEGEND = marks_ui.legend("carrier-strike")
SCREEN = pygame.Rect(0, 0, 1280, 800)


def terms_of(scene) -> set:
    marks = scene.marks()
    for m in marks:
        assert LEGEND.term(m.term) is not None, (m, "not in assets/legend/carrier-strike.yaml")
        assert SCREEN.contains(m.rect), (m, "outside the window")
    return {m.term for m in marks}


def hover_shows(app, scene, term) -> None:
    marks = scene.marks()
    mark = next(m for m in reversed(marks) if m.term == term
                and marks_ui.mark_at(pygame.Rect(m.rect).center, marks) is m)
    move_to(app, pygame.Rect(mark.rect).center)
    rest(app, 0.5)
    assert scene.mark_hover.shown is not None and scene.mark_hover.mark.term == term


def playing_until(seed, rnd_seed, done):
    game = setup_game(seed)
    rnd = random.Random(rnd_seed)
    while not done(game):
        assert game.outcome() is None and len(game.history) < 3000
        game.play(policy(game, rnd))
    return game


def test_a_selected_plane_marks_its_reach_its_dogfight_range_and_what_it_may_attack(app):
    game = playing_until(4, 3, lambda g: g.state.phase == "move" and any(
        p.in_flight and p.command in g.state.throw.command for p in g.state.planes.values()))
    scene = open_scene(app, game)
    pass_handoff(app)
    plane = next(p for p in game.state.planes.values() if p.in_flight and p.command in game.state.throw.command)
    assert "selected" not in terms_of(scene) and "reach-one" not in terms_of(scene)
    click(app, scene.node_pos(("cell", plane.cell)))
    assert scene.selected == plane.id
    terms = terms_of(scene)
    assert {"selected", "reach-one", "dogfight-range"} <= terms, terms
    hover_shows(app, scene, "reach-one")
    hover_shows(app, scene, "dogfight-range")


def test_a_selected_carrier_marks_its_ghosts_where_the_die_would_take_it(app):
    game = playing_until(4, 11, lambda g: g.state.phase == "carrier")
    scene = open_scene(app, game)
    pass_handoff(app)
    carrier = next(c for c in game.state.carriers.values() if scene._selectable(c.id))
    click(app, tuple(int(v) for v in scene.view_.center(carrier.middle)))
    assert scene.selected == carrier.id
    terms = terms_of(scene)
    assert terms & {"carrier-ghost", "carrier-forfeit"}, terms
    hover_shows(app, scene, "carrier-ghost" if "carrier-ghost" in terms else "carrier-forfeit")


def test_the_dogfight_sheet_marks_its_cards_and_hides_the_marks_of_the_sea_under_it(app):
    game, last = _to_the_last_order()
    scene = open_scene(app, game)
    pass_handoff(app)
    order = terms_of(scene)   # the seat ordering its cards sees its own hand
    assert {"dogfight-card", "card-slot"} <= order, order
    scene.perform(last)
    app.render_frames(1)
    assert scene.faceoff is not None
    marks = scene.marks()
    terms = terms_of(scene)
    assert {"dogfight-card", "faceoff-score", "pilot-disc-revealed"} <= terms, terms
    table = {"dogfight-card", "dogfight-card-back", "faceoff-winner", "faceoff-point", "faceoff-score",
             "pilot-disc-revealed", "dogfight-advantage"}
    under = [m for m in marks if TABLE.colliderect(m.rect) and m.term not in table]
    assert not under, under   # nothing of the sea under the sheet answers the mouse
    hover_shows(app, scene, "faceoff-score")


def test_no_mark_stands_for_a_pilot_disc_the_seat_at_the_screen_may_not_see(app):
    game = playing_until(5, 2, lambda g: g.state.phase == "move" and sum(
        p.in_flight for p in g.state.planes.values()) >= 2)
    scene = open_scene(app, game)
    pass_handoff(app)
    assert "pilot-disc" not in terms_of(scene)   # nobody's disc shows unless its owner peeks
    key(app, pygame.K_p)
    own = game.state.side_of(game.to_move())
    discs = [m for m in scene.marks() if m.term == "pilot-disc"]
    assert discs and len(discs) == len(scene.drawn_discs)
    for m in discs:   # each beside one of the seat's own planes
        near = min(game.state.planes.values(), key=lambda p: pygame.Vector2(
            scene.plane_pose(p, game.state)[:2]).distance_to(m.rect.center))
        assert near.side == own, (m, near.id)
    key(app, pygame.K_p, up=True)
    assert "pilot-disc" not in terms_of(scene)


def test_a_face_off_shows_its_cards_face_down_until_each_is_turned():
    from game.app import App
    from game.settings import Settings
    app = App(Settings(animation="normal", confirm_end_turn=False), headless=True)
    try:
        game, last = _to_the_last_order()
        scene = open_scene(app, game)
        pass_handoff(app)
        scene.perform(last)
        app.step(0.1)
        terms = terms_of(scene)
        assert "dogfight-card-back" in terms and "faceoff-score" in terms, terms
    finally:
        pygame.quit()


def test_in_team_play_the_side_panel_marks_the_throw_of_the_turn(app):
    from house import rules as house_rules
    RULES = house_rules("carrier-strike")
    from game.session.game import Game
    game = Game(RULES, 10, {"players": 4})
    rnd = random.Random(10)
    while game.state.phase in ("place", "pilots"):
        game.play(rnd.choice(game.legal_actions()))
    scene = open_scene(app, game)
    pass_handoff(app)
    assert "throws" in terms_of(scene)
    hover_shows(app, scene, "throws")
