"""Issue 31: Thunderbirds speaks its rulebook's abbreviations, but spells each out where it first
appears: in the log of a tour (the first line naming the thing holds both its long form and its
abbreviation) and on the briefing screen (the header, then the panel). DISC and GRT first appear
inside a roll's modifiers or an event chit's own text (house data): the legend's glossary spells
them out on hover (docs/rules/thunderbirds.md)."""
import random
import re

import pytest

from game import launch
from game.rules.thunderbirds.phases import PHASES
from game.rules.thunderbirds.state import POINTS

LONG = {"CQP": "Crew Quality Point", "PDP": "Pilot Discretionary Point", "MiD": "Mentioned in Dispatches",
        "LW": "Luftwaffe", "DRM": "die roll modifier"}


def first_use(lines, abbreviation):
    """The first line using the abbreviation."""
    pattern = re.compile(rf"\b{re.escape(abbreviation)}\b")
    return next((line for line in lines if pattern.search(line)), None)


def spelled(line, abbreviation):
    return LONG[abbreviation].lower() in line.lower() and re.search(rf"\b{re.escape(abbreviation)}\b", line)


@pytest.mark.parametrize("seed", [1, 2])
def test_the_log_spells_out_each_abbreviation_where_it_first_appears(seed):
    game = launch.new_game("thunderbirds", seed=seed)
    chooser = random.Random(seed)
    lines = [e.text for e in game.setup_events]
    for _ in range(300):
        if game.outcome() is not None:
            break
        lines += [e.text for e in game.play(chooser.choice(game.legal_actions()))]
    met = 0
    for abbreviation in LONG:
        line = first_use(lines, abbreviation)
        if line is not None:
            met += 1
            assert spelled(line, abbreviation), f"{abbreviation} first appears unexplained: {line!r}"
    assert met >= 4


def test_the_briefing_screen_spells_out_the_points_where_they_first_appear():
    import pygame

    from game.app import App
    from game.scenes.open_game import scene_for
    from game.settings import Settings
    app = App(Settings(animation="off"), headless=True)
    from game.scenes.thunderbirds.action_panel import PHASE_TITLE, detail
    game = launch.new_game("thunderbirds", seed=1)
    while game.state.phase != POINTS:
        game.play(game.legal_actions()[0])
    scene = scene_for(app, game)
    texts = [PHASES[POINTS].prompt, PHASE_TITLE[POINTS], detail(scene, game.state)]
    for abbreviation in ("CQP", "PDP"):
        line = first_use(texts, abbreviation)
        assert line is not None and spelled(line, abbreviation), (abbreviation, line)
    tips = [scene.buttons.tip(b) for b in scene.buttons.buttons if b.label in ("Man +1", "Stam +1", "DISC")]
    assert len(tips) == 3 and all(tips)
    assert "Manoeuvre" in tips[0] and "Stamina" in tips[1] and "Discretionary marker (DISC)" in tips[2]
    pygame.quit()
