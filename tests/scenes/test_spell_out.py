"""Issue 31: every abbreviation on screen is spelt out once, where it first appears: the
log and Thunderbirds' dice tray read "General Results Table (GRT)" the first time, GRT after.
The words come from each game's legend glossary (assets/legend/<game id>.yaml)."""
import random
import re

from game import launch
from game.ui import marks
from game.ui.log import GameLog
from game.ui.spell_out import FirstUse, abbreviations
from tests.scenes.scene_helpers import open_scene, random_play

import pygame


def test_the_abbreviations_are_the_glossarys_ids_that_its_name_spells_out():
    names = abbreviations(marks.legend("thunderbirds").glossary)
    assert names["GRT"] == "General Results Table" and names["DISC"] == "Discretionary modifier"
    assert "CONED" not in names and "Wimpy" not in names   # a word, not an abbreviation
    assert "T/F die" not in abbreviations(marks.legend("carrier-strike").glossary)  # its name holds it


def test_first_use_spells_out_once_and_undo_forgets_it():
    use = FirstUse({"GRT": "General Results Table", "LW": "Luftwaffe"})
    lines = ["Take off", "a roll on the GRT, GRT again", "Luftwaffe (LW) Intensity", "GRT roll", "LW up"]
    for i, line in enumerate(lines):
        use.note(i, line)
    shown = [use.spell(i, line) for i, line in enumerate(lines)]
    assert shown == ["Take off", "a roll on the General Results Table (GRT), GRT again",
                     "Luftwaffe (LW) Intensity", "GRT roll", "LW up"]
    use.forget_from(1)        # the roll undone: the next line with GRT is the first again
    use.note(1, "GRT roll")
    assert use.spell(1, "GRT roll") == "General Results Table (GRT) roll"


def _played_log(game_id, seed, moves):
    game = launch.new_game(game_id, seed=seed)
    rnd = random.Random(seed)
    while len(game.moves) < moves and game.outcome() is None:
        game.play(rnd.choice(game.legal_actions()))
    return game


def test_the_log_panel_spells_out_each_abbreviation_where_it_first_appears(app):
    """Every abbreviation of Thunderbirds' glossary met in a played log is spelt out on the
    first line that shows it and on no later one (what the panel draws, its wrapped lines)."""
    game = _played_log("thunderbirds", 2, 120)
    names = abbreviations(marks.legend("thunderbirds").glossary)
    log = GameLog(pygame.Rect(0, 0, 2000, 600))
    log.spell_out(names)
    for event in game.log():
        log.add(event.text)
    drawn = [" ".join(part for part, _colour, _cite in log._wrap(i)) for i in range(len(log))]
    met = 0
    for key, name in names.items():
        spelt = [i for i, line in enumerate(drawn) if f"({key})" in line or   # words, then (GRT)
                 (name.lower() in line.lower() and key in line)]
        uses = [i for i, (line, _c) in enumerate(log.entries) if re.search(rf"(?<!\w){key}(?!\w)", line)]
        if not uses:
            continue
        met += 1
        assert spelt and spelt[0] == uses[0], (key, drawn[uses[0]])
        later = [drawn[i] for i in uses[1:]     # (the engine's own line may spell it out, as the briefing's does)
                 if drawn[i].count(f"{name} ({key})") > log.entries[i][0].count(f"{name} ({key})")]
        assert not later, (key, later)
    assert met >= 3   # the game above meets CQP, PDP, GRT at least


def test_the_scenes_log_and_dice_tray_spell_out(app):
    """The Thunderbirds scene wires the glossary into its log and its dice tray."""
    game = next(g for g in random_play("thunderbirds", 2, 200) if len(g.state.last_rolls) >= 2)
    scene = open_scene(app, game)
    assert scene.log.first_use.names.get("GRT") == "General Results Table"
    assert scene.dice.first_use.names == scene.log.first_use.names
    shown = [scene.dice._spelt_out(r, f"{r.label} on the GRT") for r in scene.game.state.last_rolls[:2]]
    assert "General Results Table (GRT)" in shown[0] and "General Results Table" not in shown[1]
    assert scene.dice._spelt_out(scene.game.state.last_rolls[0], "the GRT") == "the General Results Table (GRT)"
