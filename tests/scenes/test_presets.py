"""The new-game screen's presets (issue 15, Choosing options): "As the rulebook" and
"Recommended" set every option to its declared choice, a change by hand shows "Custom",
the preset is remembered like the options; every option of every game declares both
presets and a one-line why, and its label is a plain sentence (the rule cited apart)."""
import re

import pygame
import pytest

from game import games
from game.rules.core import PRESETS, preset_of, preset_values, saved_options
from game.scenes.new_game import PAGE, PRESET_WORDS, NewGameScene
from game.ui import text, theme
from game.ui.png import save as save_png

GAME_IDS = sorted(games.GAMES)
PRIMARY = (38, 96, 140)   # a chosen button's fill (widgets.Button, style "primary")
NORMAL = (50, 66, 90)
CODE_AT_START = re.compile(r"^\W*(?:S4C|TaW|BN|ST|CS|House\b|Table\b|\d+(?:\.\d+)+)")
JARGON = re.compile(r"\b(?:CQP|PDP|MiD|GRT|LW|AA|d6|d10)\b|\(\d+(?:\.\d+)+")


def same(a, b):
    return a == b and type(a) is type(b)


def options_of(game_id):
    return games.rules_for(game_id).options


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_option_declares_both_presets_and_a_one_line_why(game_id):
    for name, spec in options_of(game_id).items():
        for preset in PRESETS:
            value = spec.preset(preset)
            assert any(same(value, c) for c in spec.choices), f"{game_id} {name}: {preset} is not one of its choices"
        assert spec.why.strip() and "\n" not in spec.why, f"{game_id} {name}: no one-line why"
        assert not spec.words or len(spec.words) == len(spec.choices), f"{game_id} {name}: a word for each choice"


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_label_is_a_plain_sentence_with_its_rule_apart(game_id):
    for name, spec in options_of(game_id).items():
        assert not CODE_AT_START.match(spec.label), f"{game_id} {name}: {spec.label!r} opens with a code"
        assert not JARGON.search(spec.label), f"{game_id} {name}: {spec.label!r} holds jargon or a rule number"
        assert spec.rule, f"{game_id} {name}: the rule it concerns is cited (drawn apart)"
        for choice in spec.choices:
            shown = spec.shown(choice)
            assert shown and not re.search(r"[_\[\]{}]|\b(?:True|False|None)\b", shown), (game_id, name, shown)
    assert CODE_AT_START.match("TaW 6.4.3 crews may") and JARGON.search("CQP the crew") and JARGON.search("text (4.3)")


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_each_row_fits_its_place(app, game_id):
    """The sentence with its citation, and the recommendation with its why, fit beside the buttons."""
    scene = NewGameScene(app, game_id)
    for name, spec in scene.rules.options.items():
        cite = theme.font(12).size(f"  ({spec.rule})")[0]
        if scene.row_h < 52:   # one line: at the smallest size the row allows
            assert theme.font(13).size(spec.label)[0] + cite <= 750, f"{game_id} {name}: the label does not fit"
        else:                  # two lines at most
            assert len(text.wrap(spec.label, 750 - cite, 15)) <= 2, f"{game_id} {name}: the label does not fit"
        advice = f"Recommended: {spec.shown(spec.recommended)}. {spec.why}"
        assert theme.font(12).size(advice)[0] <= 750, f"{game_id} {name}: the why does not fit"


def option_button(scene, name):
    """The value button of an option, its page of rows opened where the game folds them (issue 31)."""
    names = list(scene.rules.options)
    if scene.foldable:
        scene.page = names.index(name) // PAGE
        scene._layout()
    return scene.buttons.buttons[names.index(name) - (scene.page or 0) * PAGE]


def preset_button(scene, preset):
    return next(b for b in scene.buttons.buttons if b.label == PRESET_WORDS[preset])


def fill_at(surface, button):
    return surface.get_at((button.rect.left + 8, button.rect.centery))[:3]


def drawn(app, scene, tmp_path, name):
    surface = pygame.Surface(theme.LOGICAL_SIZE)
    scene.draw(surface)
    save_png(surface, str(tmp_path / f"{name}.png"))
    return pygame.image.load(str(tmp_path / f"{name}.png"))


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_picking_a_preset_sets_every_option_to_its_choice(app, game_id, tmp_path):
    scene = NewGameScene(app, game_id)
    app.push(scene)
    for preset in PRESETS:
        app.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=preset_button(scene, preset).rect.center))
        assert scene.preset == preset and scene.preset_shown() == PRESET_WORDS[preset]
        for name, spec in scene.rules.options.items():
            assert same(scene.values[name], spec.preset(preset)), (game_id, preset, name)
            assert option_button(scene, name).label == spec.shown(spec.preset(preset))
        img = drawn(app, scene, tmp_path, f"{game_id}-{preset}")
        for other in (*PRESETS, "custom"):
            assert fill_at(img, preset_button(scene, other)) == (PRIMARY if other == preset else NORMAL), other


def test_the_rulebook_preset_marks_in_gold_the_choice_sortie_would_not_make(app, tmp_path):
    """Battaglia Navale: the rulebook's red marks hit one's own ships; Sortie recommends not."""
    scene = NewGameScene(app, "battaglia-navale")
    spec = scene.rules.options["friendly_fire"]
    from layout_check import frame_lines
    app.stack.clear_to(scene)
    why = f"Recommended: {spec.shown(spec.recommended)}. {spec.why}"
    y = next(d.rect.top for d in frame_lines(app) if d.text == why) - 2   # the why's line under the sentence

    def golden(img):
        return sum(1 for x in range(130, 880) for dy in range(2, 12)
                   if all(abs(a - b) < 40 for a, b in zip(img.get_at((x, y + dy))[:3], theme.GOLD)))
    scene.choose_preset("recommended")
    assert golden(drawn(app, scene, tmp_path, "recommended")) == 0
    scene.choose_preset("rulebook")
    assert scene.values["friendly_fire"] is True
    assert golden(drawn(app, scene, tmp_path, "rulebook")) > 50


@pytest.mark.parametrize("game_id", ["battaglia-navale", "thunderbirds"])
def test_a_change_by_hand_shows_custom_and_custom_brings_it_back(app, game_id, tmp_path):
    scene = NewGameScene(app, game_id)
    app.push(scene)
    scene.choose_preset("recommended")
    if scene.foldable:
        scene.toggle_advanced()   # the rows behind "Advanced" (issue 31)
    first = scene.buttons.buttons[0]   # the first option's value
    name = next(iter(scene.rules.options))
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=first.rect.center))
    changed = dict(scene.values)
    assert not same(changed[name], scene.rules.options[name].recommended)
    assert scene.preset == "custom" and scene.preset_shown() == "Custom"
    assert fill_at(drawn(app, scene, tmp_path, "custom"), preset_button(scene, "custom")) == PRIMARY
    scene.choose_preset("rulebook")
    assert scene.values == preset_values(scene.rules.options, "rulebook")
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=preset_button(scene, "custom").rect.center))
    assert scene.preset == "custom" and scene.values == changed


def test_the_preset_is_remembered_across_screens(app):
    scene = NewGameScene(app, "same4cats")
    app.push(scene)
    scene.choose_preset("rulebook")   # the Same 4 Cats' presets agree: the one chosen is kept
    scene.start()
    kept = app.settings.game_options["same4cats"]
    assert kept["preset"] == "rulebook"
    again = NewGameScene(app, "same4cats")
    assert again.preset == "rulebook" and again.values == preset_values(again.rules.options, "rulebook")
    again.set_option("clouds", "stack")
    again.start()
    third = NewGameScene(app, "same4cats")
    assert third.preset == "custom" and third.values["clouds"] == "stack"
    third.choose_preset("recommended")
    assert third.values["clouds"] == "next card"
    third.choose_preset("custom")
    assert third.values["clouds"] == "stack"   # the player's own choices come back


def test_options_saved_before_presets_show_the_preset_they_are(app):
    """A settings file from before the presets (no preset named): the values tell."""
    rulebook = preset_values(games.rules_for("battaglia-navale").options, "rulebook")
    app.settings.game_options["battaglia-navale"] = dict(rulebook)
    assert NewGameScene(app, "battaglia-navale").preset == "rulebook"
    app.settings.game_options["battaglia-navale"] = {**rulebook, "quiet_limit": 40}
    assert NewGameScene(app, "battaglia-navale").preset == "custom"
    app.settings.game_options["battaglia-navale"] = {"friendly_fire": "maybe", "preset": "sideways"}
    scene = NewGameScene(app, "battaglia-navale")   # a hand-edited file: defaults, the preset they are
    assert scene.values["friendly_fire"] is False and scene.preset == "recommended"


def test_preset_of_and_legacy_options_still_work():
    options = games.rules_for("same4cats").options
    assert preset_of(options, preset_values(options, "rulebook"), prefer="rulebook") == "rulebook"
    assert preset_of(options, {**preset_values(options, "rulebook"), "clouds": "stack"}) == "custom"
    # a save made before an option existed still replays with its legacy reading
    assert saved_options(games.rules_for("same4cats"), {})["clouds"] == "stack"


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_rows_are_not_cramped_and_sit_beside_their_buttons(app, game_id):
    """Issue 31: Steam Torpedo's rows ran into each other. Where the rows fit at their own
    heights, each row's lines end well above the next row's and sit beside its button."""
    from layout_check import frame_lines
    scene = NewGameScene(app, game_id)
    if not scene.fitted:
        pytest.skip("rows packed to one height (checked by the layout test)")
    app.stack.clear_to(scene)
    drawn = [d for d in frame_lines(app) if d.layer == "screen" and 120 <= d.rect.left < 890 and d.text.strip()]
    ends = scene.tops[1:] + [scene.tops[-1] + scene.heights[-1]]
    for top, end in zip(scene.tops, ends):
        rows = [d.rect for d in drawn if top - 4 <= d.rect.top < end - 4]
        block = rows[0].unionall(rows[1:])
        assert block.bottom <= end - 8, (game_id, top, block)      # a gap before the next row
        assert abs(block.centery - (top + 22)) <= 6 or block.height > 44, (game_id, top, block)
