"""Thunderbirds at War's marks (issue 15, "Every mark explained"): in every phase of a
mission and on the campaign sheet the scene's marks have legend terms; the airframe
counters and the Active Events chips are named as Table 5a prints them (CRIT MAN, CRIT
FIRE...); the sheets laid over the map hide the marks under them; the map's symbols lie
where they are painted. The checks every game shares are in test_marks.py."""
import random

import pygame
import pytest

from game.session.game import Game
from game.scenes.thunderbirds import art
from game.scenes.thunderbirds.layout import LAYOUT
from game.ui import marks as marks_ui
from scene_helpers import click, open_scene
from test_marks import move_to, rest
from test_thunderbirds_scene import briefed, mild, plan_shortest
from house import rules as house_rules

RULES = house_rules("thunderbirds")

LEGEND = marks_ui.legend("thunderbirds")
SCREEN = pygame.Rect(0, 0, 1280, 800)
MAP_TERMS = {"terrain-sea", "terrain-england", "terrain-occupied", "terrain-germany", "flak-green", "flak-yellow",
             "flak-red", "place", "target-place", "zone", "six-group", "direction-chart", "radar-zone",
             "highlight-hex", "route-targetbound", "route-homebound", "target-ring", "path-marker",
             "path-marker-home", "path-event", "path-no-event", "wimpy"}


def checked(scene) -> list:
    marks = scene.marks()
    for m in marks:
        assert LEGEND.term(m.term) is not None, (m, "not in assets/legend/thunderbirds.yaml")
        assert SCREEN.contains(m.rect), (m, "outside the window")
    return marks


def test_every_phase_of_a_mission_and_the_campaign_sheet_marks_only_legend_terms(app):
    game = Game(RULES, 5)
    scene = open_scene(app, game)
    chooser = random.Random(5)
    seen_phases, seen_terms = set(), set()
    for _ in range(800):
        seen_phases.add(game.state.phase)
        seen_terms |= {m.term for m in checked(scene)}
        if game.state.phase == "debrief":
            break
        for pos in scene.clicks_for(mild(game, chooser)):
            click(app, pos)
    assert {"target", "conditions", "crew", "points", "plan", "fly", "debrief"} <= seen_phases
    assert {"path-no-event", "fuel-marker", "lw-chit", "die-crew", "grt-roll", "wimpy"} <= seen_terms, seen_terms
    marks = checked(scene)   # the campaign sheet lies over the map: nothing of the map answers under it
    sheet = LAYOUT["map"].inflate(-24, -24)
    assert not [m for m in marks if m.term in MAP_TERMS and sheet.colliderect(m.rect)]
    assert {"successful-missions", "tour-facts", "crew-pilot"} <= {m.term for m in marks}


@pytest.mark.parametrize("name", list(RULES.data.tables["damage_effects"]))
def test_table_5a_each_turned_airframe_counter_is_marked_by_its_printed_name(app, name):
    game = briefed()
    plan_shortest(game)
    game.play("fly")
    st = game.state
    st.airframe[0] = name
    scene = open_scene(app, game)
    marks = checked(scene)
    x0, y0 = LAYOUT["tracks"].left + 96, LAYOUT["tracks"].top + 8
    on_it = [m for m in marks if m.rect.collidepoint(x0 + 24, y0 + 19)]
    term = LEGEND.term(on_it[-1].term)
    assert term.name.upper() == name.upper(), (name, term)   # its tooltip names it as printed
    assert "airframe-back" in {m.term for m in marks if m.rect.collidepoint(x0 + 52 + 24, y0 + 19)}


def test_an_active_events_chip_explains_the_counter_it_keeps(app):
    game = briefed()
    plan_shortest(game)
    game.play("fly")
    st = game.state
    st.airframe[0] = "CRIT MAN"
    st.active_events.append({"kind": "counter", "name": "CRIT MAN", "slot": 0, "text": "no manoeuvre"})
    scene = open_scene(app, game)
    marks = checked(scene)
    chip = next(m for m in marks if m.term == "counter-crit-man" and LAYOUT["conditions"].contains(m.rect))
    move_to(app, chip.rect.center)   # the Active Events chip explains itself too
    rest(app, 0.5)
    assert scene.mark_hover.shown is not None
    assert "manoeuvre" in scene.mark_hover.term.text and scene.mark_hover.term.name == "CRIT MAN"


def test_the_map_symbols_lie_where_they_are_painted(app):
    """Each flak triangle mark holds the triangle's colour on the painted map."""
    game = Game(RULES, 1)
    scene = open_scene(app, game)
    flak = [m for m in checked(scene) if m.term.startswith("flak-") and LAYOUT["map"].contains(m.rect)]
    assert len(flak) > 10
    base = scene.view.base()
    ox, oy = scene.view.origin
    for m in flak:
        colour = art.FLAK[m.term[5:]]
        pixels = [base.get_at((x - ox, y - oy))[:3] for x in range(m.rect.left, m.rect.right)
                  for y in range(m.rect.top, m.rect.bottom)]
        assert sum(max(abs(a - b) for a, b in zip(p, colour)) < 24 for p in pixels) > 20, m


def test_the_event_sheet_hides_the_marks_under_it_and_marks_its_chit(app):
    for seed in range(1, 40):
        game = briefed(seed)
        plan_shortest(game)
        while game.state.phase == "fly" and not (0 <= game.state.position < len(game.state.path)
                                                 and game.state.path[game.state.position].event):
            if "fly" not in game.legal_notations():
                break
            game.play("fly")
        st = game.state
        if st.phase in ("fly", "decide") and 0 <= st.position < len(st.path) and st.path[st.position].event:
            break
    else:
        raise AssertionError("no event drawn")
    scene = open_scene(app, game)
    marks = checked(scene)
    chit = next(m for m in marks if m.term == "event-chit")
    card = pygame.Rect(chit.rect.left - 8, chit.rect.top - 9, 470, 54)   # the sheet the chit lies on
    assert not [m for m in marks if m is not chit and m.rect.colliderect(card) and m.term in MAP_TERMS]
