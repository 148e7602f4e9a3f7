"""Issue 31: every enabled button, not only a greyed one, has a tooltip saying what it does:
a button that plays a move says the move in its game's words before it is played
(``Rules.describe``), a button of the screen its own words. Checked over every game's buttons
in seeded positions, and each tooltip passes the player-text checks (tests/test_player_texts.py)."""
from __future__ import annotations

import random

import pygame
import pytest

from game import launch
from game.app import App
from game.scenes.open_game import scene_for
from game.session.game import Game
from game.settings import Settings
from game.ui.widgets import Button, ButtonRow
from test_player_texts import PLAYS, PREFER, problems, scene_buttons

EVERY = 25   # moves between two looks at the scene's buttons (and a look at each phase met first)


@pytest.fixture
def app():
    a = App(Settings(animation="off", confirm_end_turn=False), headless=True)
    yield a
    pygame.quit()


MODES = ("Air raid", "Land planes")   # buttons that open a choice of their own buttons (Battaglia Navale)


def _look(app, game, missing: dict, bad: dict, seen: set, mode: str = "") -> None:
    scene = scene_for(app, game)
    app.stack.clear_to(scene)
    opener = next((b for b in scene_buttons(scene) if b.label == mode and b.enabled), None)
    if opener is not None:
        opener.on_click()
    app.render_frames(1)
    for b in scene_buttons(scene):
        if not b.enabled:
            continue
        seen.add(b.label)
        tip = scene.buttons.tip(b)
        if not tip:
            missing.setdefault(b.label, str(b.action) if b.action is not None else "a button of the screen")
        for why in problems(game.rules.game_id, tip, "button"):
            bad.setdefault(tip, why)
        if not mode and b.label in MODES:
            _look(app, game, missing, bad, seen, b.label)


@pytest.mark.parametrize("game_id", sorted(PLAYS))
def test_every_enabled_button_says_what_it_does(app, game_id):
    seed, options, moves = PLAYS[game_id][0]
    game = launch.new_game(game_id, seed=seed, options=options)
    chooser = random.Random(seed)
    missing: dict = {}
    bad: dict = {}
    seen: set = set()
    phases: set = set()
    for k in range(moves):
        if game.outcome() is not None:
            break
        phase = getattr(game.state, "phase", None)
        if k % EVERY == 0 or phase not in phases:
            phases.add(phase)
            _look(app, game, missing, bad, seen)
        legal = game.legal_actions()
        preferred = [a for a in legal if str(a).split()[0] in PREFER.get(game_id, ())]
        game.play(chooser.choice(preferred if preferred and chooser.random() < 0.7 else legal))
    _look(app, game, missing, bad, seen)
    assert len(seen) >= 3, f"only {sorted(seen)} met"
    assert not missing, "enabled buttons without a tooltip:\n" + "\n".join(f"{k!r} ({v})" for k, v in sorted(missing.items()))
    assert not bad, "\n".join(f"{t!r}: {w}" for t, w in sorted(bad.items()))


def test_a_hovered_enabled_button_draws_its_tooltip(app):
    """The tooltip is drawn for an enabled button as for a disabled one: pixels above it change."""
    surface = pygame.Surface((400, 300))
    rect = pygame.Rect(100, 200, 160, 40)
    for tip in ("Take back your last move", ""):
        b = Button(rect, "Undo" if tip else "Something", lambda: None, tip=tip)
        row = ButtonRow([b])
        surface.fill((0, 0, 0))
        row.draw(surface)
        above = pygame.Rect(0, 0, 400, rect.top)   # where a tooltip goes (the button's own look changes too)
        before = pygame.image.tobytes(surface.subsurface(above), "RGB")
        b.hovered = True
        surface.fill((0, 0, 0))
        row.draw(surface)
        changed = pygame.image.tobytes(surface.subsurface(above), "RGB") != before
        assert changed == bool(tip), (tip, changed)


COMMITS = "cannot be taken back"


@pytest.mark.parametrize("game_id", sorted(PLAYS))
def test_a_button_that_turns_a_card_or_rolls_says_so_before_it_commits(app, game_id):
    """Issue 31: a choice that commits says so before it commits. A move that turns up a card
    or rolls a die cannot be taken back (Game.undo): its button's tooltip says so, and no other
    button's does; checked against the move played on a copy of the real game."""
    seed, options, moves = PLAYS[game_id][0]
    game = launch.new_game(game_id, seed=seed, options=options)
    chooser = random.Random(seed)
    told = {True: 0, False: 0}
    wrong = []
    for k in range(min(moves, 100)):
        if game.outcome() is not None:
            break
        if k % 4 == 0:
            scene = scene_for(app, game)
            app.stack.clear_to(scene)
            for b in scene_buttons(scene):
                if not b.enabled or b.action is None:
                    continue
                copy = Game.replay(game.rules, game.seed, game.options, game.players, game.moves)
                try:
                    copy.play(str(b.action))
                except Exception:  # noqa: BLE001 - a button of another step: not this check's
                    continue
                revealed = copy.history[-1].revealed
                said = COMMITS in scene.buttons.tip(b)
                told[revealed] += 1
                if said != revealed:
                    wrong.append(f"{b.label!r} ({b.action}): revealed {revealed}, said {said}")
        game.play(chooser.choice(game.legal_actions()))
    assert told[False] or game_id == "same4cats", told   # (its every button turns a card)
    assert told[True] or game_id == "steam-torpedo", told   # (its play has no dice: the layout is dealt at the build's end)
    assert not wrong, wrong
