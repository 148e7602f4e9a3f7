"""Names, not codes (issue 15): every text a player reads names things as the screen shows
them. Seeded random games of every game (their setups with options too) are played through
the public API; every event text, every refusal reason (moves of other phases and other
positions tried where they are not legal) and every button the scene draws after some moves
(its label, its second line and the reason a disabled one gives) is checked: no brackets or
braces but in a rule citation, no Python value (a repr's quotes, None, True, False, a list or
a tuple), no identifier with an underscore, no seat id, and no code the screen does not show
(a cell of Battaglia Navale's chart, a Steam Torpedo compartment, a hex as numbers)."""
from __future__ import annotations

import random
import re

import pytest

import pygame

from game import launch
from game.app import App
from game.scenes.open_game import scene_for
from game.settings import Settings
from game.rules.core import NotationError, RuleError
from game.ui.widgets import Button, ButtonRow
from layout_check import frame_lines

# (seed, options, moves): enough random moves to reach each game's typical phases
PLAYS = {
    "same4cats": [(1, {}, 120), (2, {"damage4": "table", "clouds": "stack"}, 120)],
    "thunderbirds": [(1, {}, 200), (2, {}, 200),
                     (3, {"campaign": "single mission", "target_method": "choice"}, 120)],
    "battaglia-navale": [(1, {}, 100), (2, {"plane_flight": "straight", "friendly_fire": True}, 100)],
    "steam-torpedo": [(1, {}, 150), (2, {"build": "custom"}, 150), (3, {"build": "draft"}, 120)],
    "carrier-strike": [(1, {}, 150), (2, {"players": 4, "plane_dice": 2}, 150)],
}


@pytest.fixture
def app():
    a = App(Settings(animation="off", confirm_end_turn=False), headless=True)
    yield a
    pygame.quit()


# moves a random player makes more often, so that the rarer phases come (an air raid, a
# dogfight, a torpedo run), as tests/scenes/test_layout.py does
PREFER = {"carrier-strike": ("dogfight", "drop", "launch", "fly", "order"), "battaglia-navale": ("raid", "plane", "aa")}
SCENE_EVERY = 50  # moves between two looks at the scene's buttons
TRIES = 4         # notations of other positions tried at each move

# A rule citation: "(TaW 7.3)", "(BN Fire)", "(CS Planes 3-4)", or Thunderbirds' bare
# numbers "(7.1.2[3])", "(Table 5a, 8.2.2)"; their brackets are the rulebook's own.
_RULE_NUMBER = re.compile(r"\b\d+(?:\.\d+)+(?:\[\d+\])*")
_CITED = re.compile(r"\b(?:S4C|TaW|BN|ST|CS) [^()]*")

CHECKS = [
    (re.compile(r"[][{}]"), "a bracket or a brace"),
    (re.compile(r"(?:^|[\s(:,])'[^'\s][^']*'"), "a quoted Python value"),
    (re.compile(r"\"[^\"]*\""), "a quoted Python value"),
    (re.compile(r"\b(?:None|True|False)\b"), "a Python value"),
    (re.compile(r"\b[A-Za-z]+_[A-Za-z_]+\b"), "an identifier"),
    (re.compile(r"\(\s*-?\d+\s*,\s*-?\d+\s*\)"), "a tuple"),
    (re.compile(r"\b\d+,\d+\b"), "a cell as numbers"),
    (re.compile(r"<\w+[ .]"), "an object's repr"),
    (re.compile(r"\b(?:red|yellow|white|grey|talion|rochelle)-\d\b"), "a seat id"),
    # clumsy words (issue 31): each kind the play test met, caught wherever it comes back
    (re.compile(r"(?<![\d.])\b1 (?:ships|cards|planes|markers|squares|fighters|missions|points|hits)\b"),
     "a plural after 1"),
    (re.compile(r"\bfrom square (\d+) to square \1\b"), "a move to where it already is"),
    (re.compile(r"\b([A-Z][\w.]*(?: [\w.]+){0,3}) \(\1\)"), "a name repeated in brackets"),
    (re.compile(r"\b[A-Z][a-z]+ its\b"), "a name followed by 'its'"),
]
# an event line is a sentence: it starts with a capital, a digit or a bracket
_SENTENCE = re.compile(r"^[A-Z0-9(\"'«]")
# codes of cells the screen does not show, per game
CODES = {
    "battaglia-navale": re.compile(r"\b[a-p]\d{1,2}[hv]?\b|\b[NSEW][12]\b"),  # a cell, a move ("S1")
    "steam-torpedo": re.compile(r"\b[a-e][12]\b"),
}


# Steam Torpedo's cards print their place in a corner ("STANDARD a2"): the mat may draw the
# codes, but the messages name the compartments as the cards do
LABELS_DRAWN = {"steam-torpedo"}


def problems(game_id: str, line: str, kind: str = "event") -> list[str]:
    """What is wrong with a text a player reads (empty: nothing); ``kind`` "drawn": a line
    the scene draws (the labels of its board among them)."""
    bare = _CITED.sub("", _RULE_NUMBER.sub("", line))
    found = [why for pattern, why in CHECKS if pattern.search(bare)]
    if kind == "event" and not _SENTENCE.match(line):
        found.append("a log line that does not start a sentence")
    if kind == "event" and line.rstrip().endswith(":"):
        found.append("a log line that ends in a colon")
    code = CODES.get(game_id)
    if code is not None and code.search(bare) and not (kind == "drawn" and game_id in LABELS_DRAWN):
        found.append("a code the screen does not show")
    return found


def scene_buttons(scene) -> list[Button]:
    """The buttons a scene holds (in button rows, lists or dicts of them, or alone)."""
    found: list[Button] = []

    def walk(value, depth=0):
        if isinstance(value, Button):
            found.append(value)
        elif isinstance(value, ButtonRow):
            found.extend(value.buttons)
        elif depth < 2 and isinstance(value, (list, tuple)):
            for v in value:
                walk(v, depth + 1)
        elif depth < 2 and isinstance(value, dict):
            for v in value.values():
                walk(v, depth + 1)

    for value in vars(scene).values():
        walk(value)
    return found


def play_texts(game_id: str, app=None) -> dict[str, set[str]]:
    """The texts of the seeded random games of a game: events, refusals, buttons."""
    out: dict[str, set[str]] = {"event": set(), "refusal": set(), "button": set(), "drawn": set()}
    for seed, options, moves in PLAYS[game_id]:
        game = launch.new_game(game_id, seed=seed, options=options)
        chooser = random.Random(seed)
        seen: set[str] = set()
        out["event"].update(e.text for e in game.setup_events)
        for k in range(moves):
            if game.outcome() is not None:
                break
            legal = game.legal_notations()
            seen.update(legal)
            elsewhere = sorted(seen.difference(legal))
            for notation in chooser.sample(elsewhere, min(TRIES, len(elsewhere))):
                try:
                    game.play(notation)
                except RuleError as exc:
                    out["refusal"].add(f"{exc.reason} ({exc.rule})")
                except NotationError:
                    pass
            if app is not None and k % SCENE_EVERY == SCENE_EVERY - 1:
                look(app, game, out)
            legal = game.legal_actions()
            preferred = [a for a in legal if str(a).split()[0] in PREFER.get(game_id, ())]
            move = chooser.choice(preferred if preferred and chooser.random() < 0.7 else legal)
            out["event"].update(e.text for e in game.play(move))
        if game.outcome() is not None:   # how the game ended, as the end screen and the records say it
            out["event"].add(game.outcome().how)
        if app is not None:
            look(app, game, out)
    return out


_KEY_HINT = re.compile(r"  \[[A-Z0-9 ]+\]$")  # a button's keyboard shortcut, drawn after its label


def look(app, game, out: dict) -> None:
    """The texts of the scene's buttons (labels, second lines, disabled reasons), and every
    line a whole frame of the scene draws (a button's key hint left out)."""
    scene = scene_for(app, game)
    app.stack.clear_to(scene)
    drawn = frame_lines(app)
    out["button"].update(t for b in scene_buttons(scene) for t in (b.label, b.sublabel, b.disabled_reason) if t)
    out["drawn"].update(_KEY_HINT.sub("", d.text) for d in drawn if not d.picture)


@pytest.mark.parametrize("game_id", list(PLAYS))
def test_every_text_a_player_reads_names_things_as_the_screen_shows_them(app, game_id):
    texts = play_texts(game_id, app)
    assert all(texts.values()), {k: len(v) for k, v in texts.items()}
    bad = sorted(f"{kind}: {line!r}: {', '.join(problems(game_id, line, kind))}"
                 for kind, lines in texts.items() for line in lines if problems(game_id, line, kind))
    assert not bad, f"{len(bad)} texts:\n" + "\n".join(bad[:400])


@pytest.mark.parametrize("line, why", [
    ("discs left: [1, 1, 2, 2, 3, 3]", "a bracket or a brace"),
    ("Draw lots for the first move ('lot') (BN Start)", "a quoted Python value"),
    ("Engineers' workshop cannot target None now (ST Targeting)", "a Python value"),
    ("points cqp:- pdp:man,stam_x", "an identifier"),
    ("The Wimpy enters hex 1,8", "a cell as numbers"),
    ("Now red-2 must roll the dice (CS Start 1)", "a seat id"),
    ("No new medal (1 ships hit)", "a plural after 1"),
    ("Grey air raid: A2 fly from square 10 to square 10", "a move to where it already is"),
    ("Glossary: Ace (Ace)", "a name repeated in brackets"),
    ("Talion wins: Panzer La Rochelle its control room is destroyed", "a name followed by 'its'"),
    ("dies in the wreck: sailor 4 of Panzer La Rochelle", "a log line that does not start a sentence"),
])
def test_the_check_finds_python_values_and_codes(line, why):
    assert why in problems("thunderbirds", line)


def test_the_check_passes_rule_citations_and_names_shown_on_screen():
    for line in ("Fighter 1 is driven off (7.1.2[3])", "Bombs on target (Lorient): 1 CQP on return (7.5.6[2])",
                 "Engineers' workshop: 1 damage removed from the Gatling gun (ST Using the Crew A)",
                 "CRIT FUEL: 1 extra fuel every second hex (Table 5a, 8.2.2)"):
        assert problems("thunderbirds", line) == [], line
    assert problems("battaglia-navale", "White Destroyer set at k14v") == ["a code the screen does not show"]
    assert problems("steam-torpedo", "1 damage on Ram bow (b2)") == ["a code the screen does not show"]
    assert problems("battaglia-navale", "Grey Cruiser moves S1: square 2 to 6") == ["a code the screen does not show"]
