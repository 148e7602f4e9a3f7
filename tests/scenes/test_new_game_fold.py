"""Issue 31: a new-game screen of many options (Thunderbirds' fifteen) shows its presets first
and the rows behind an "Advanced" disclosure, a page at a time, each row with room for its
sentence and its why; the line above the presets says how they differ (The Same 4 Cats': they
are the same); every enabled button has a tooltip; no option speaks in abbreviations."""
import re

import pygame
import pytest

from game import games
from game.scenes.new_game import FOLD_AT, NewGameScene, preset_differences, presets_line
from game.ui import theme

ABBREVIATIONS = re.compile(r"\b(?:CQP|PDP|DISC|MiD|GRT|LW|DRM|Stam|chits?)\b|\bMan \+1")


def test_thunderbirds_shows_its_presets_first_and_the_rows_behind_advanced(app):
    scene = NewGameScene(app, "thunderbirds")
    assert scene.foldable and scene.shown_options() == []
    labels = [b.label for b in scene.buttons.buttons]
    assert "Advanced" in labels and not any(b.label == "a tour" for b in scene.buttons.buttons)
    seen, opened = [], 0
    while True:
        scene.toggle_advanced()
        if scene.page is None:
            break
        opened += 1
        rows = scene.shown_options()
        assert rows and scene.row_h >= 52   # room for the sentence and its why
        seen += [name for name, _ in rows]
        assert [b.label for b in scene.buttons.buttons[:len(rows)]] == [
            spec.shown(scene.values[name]) for name, spec in rows]
    assert seen == list(scene.rules.options) and opened == scene.pages   # every row once, then closed
    assert scene.shown_options() == []


def test_a_game_of_few_options_shows_them_all(app):
    for game_id in games.GAMES:
        scene = NewGameScene(app, game_id)
        if len(scene.rules.options) <= FOLD_AT:
            assert not scene.foldable and len(scene.shown_options()) == len(scene.rules.options)


def test_the_line_above_the_presets_says_how_they_differ():
    assert presets_line(games.rules_for("same4cats").options).startswith("The two presets are the same here")
    assert presets_line(games.rules_for("thunderbirds").options).startswith("Recommended differs from the rulebook in 1 reading")


@pytest.mark.parametrize("game_id", sorted(games.GAMES))
def test_every_button_of_the_new_game_screen_says_what_it_does(app, game_id):
    scene = NewGameScene(app, game_id)
    if scene.foldable:
        scene.toggle_advanced()
    missing = [b.label for b in scene.buttons.buttons if b.enabled and not scene.buttons.tip(b)]
    assert not missing
    recommended = next(b for b in scene.buttons.buttons if b.label == "Recommended")
    tip = scene.buttons.tip(recommended)
    assert ("both presets choose the same" in tip) == (not preset_differences(scene.rules.options)), tip
    assert game_id != "same4cats" or "both presets choose the same" in tip


@pytest.mark.parametrize("game_id", sorted(games.GAMES))
def test_no_option_speaks_in_abbreviations(game_id):
    for name, spec in games.rules_for(game_id).options.items():
        for words in (spec.label, spec.why, *(spec.shown(c) for c in spec.choices)):
            assert not ABBREVIATIONS.search(words), f"{game_id} {name}: {words!r}"


def test_the_folded_screen_draws_its_advanced_row(app, tmp_path):
    scene = NewGameScene(app, "thunderbirds")
    surface = pygame.Surface(theme.LOGICAL_SIZE)
    scene.draw(surface)
    button = next(b for b in scene.buttons.buttons if b.label == "Advanced")
    y = button.rect.top + 4
    ink = sum(1 for x in range(130, 500) for dy in range(0, 14, 2) if sum(surface.get_at((x, y + dy))[:3]) > 500)
    assert ink > 30   # "The preset sets 15 readings of the rules" beside the button


def test_every_page_behind_advanced_fits(app):
    """Each page of Thunderbirds' rows keeps its lines inside the panel and clear of each other
    and of the buttons (tests/layout_check.py), as the folded screen does (tests/scenes/test_layout.py)."""
    from layout_check import frame_problems
    scene = NewGameScene(app, "thunderbirds")
    app.stack.clear_to(scene)
    found = {}
    for _ in range(scene.pages):
        scene.toggle_advanced()
        found[scene.page] = frame_problems(app)
    assert not any(found.values()), found
