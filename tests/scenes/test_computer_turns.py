"""Issue 31, "Turns that say what is happening": while a computer seat plays, the screen
speaks of it and never to the person ("Grey (computer) is playing", no "Click your ships"),
offers no move (no move buttons, no rings or highlights on its pieces), Undo is disabled with
the reason, and nothing it does happens behind a box open over the game (a dogfight's show)
or under a hand-off screen. The computer here answers at once with a random legal move
(``instant_computer``): what is checked is the screen, not the search."""
import random
import re

import pygame
import pytest

from game import launch
from game.scenes.computer import ComputerSeats
from game.scenes.modal import HandOffScene
from game.ui import text

from scene_helpers import open_scene

# words that ask the person at the screen to act ("Right click: cancel", a key's help, is not one)
TO_THE_PERSON = re.compile(r"\b[Cc]lick (?!:)|\b[Yy]our (ships|planes|crew|submarine|fleet|move|pilots|turn:)"
                           r"|\bREACT or PASS|\bto play\b|\bplace the|\bpick a")
# the marks that say "you may act here" (rings on planes and carriers, green and gold cells)
MAY_ACT = re.compile(r"selectable|^green|^highlight|target-choice|target-ring|breathe|swap|activate|^move")


@pytest.fixture
def instant_computer(monkeypatch):
    def ask(self, seat, level, purpose):
        self.asked_for = (self._key(), seat, purpose)
        choices = self.game.legal_actions()
        self.answer = {"notation": str(random.Random(len(self.game.history)).choice(choices))}
    monkeypatch.setattr(ComputerSeats, "_ask", ask)


def frame(app, scene, covers):
    """One frame drawn in full: the lines of text it drew and the sheets laid over the table."""
    covers.clear()
    text.start_recording()
    app.changed()
    app.render_frames(1)
    return text.stop_recording()


@pytest.mark.parametrize("game_id, person, machine, seed", [
    ("battaglia-navale", "white", "grey", 5),
    ("steam-torpedo", "talion", "rochelle", 3),
    ("carrier-strike", "red", "yellow", 4),
])
def test_during_the_computers_turn_the_screen_speaks_of_it_and_offers_nothing(
        app, instant_computer, monkeypatch, game_id, person, machine, seed):
    covers = []
    cover = text.cover
    monkeypatch.setattr(text, "cover", lambda rect: (covers.append(pygame.Rect(rect)), cover(rect)))
    game = launch.new_game(game_id, seed=seed)
    game.computer = {machine: "easy"}
    scene = open_scene(app, game)
    chooser = random.Random(seed)
    name = game.seat_name(machine)
    turns_seen = 0
    for _ in range(400):
        if game.outcome() is not None or turns_seen >= 8:
            break
        while app.stack.top is not scene:   # a first game's how-to card, a box of the person's own
            app.stack.pop()
        if game.to_move() == person:
            if getattr(scene, "faceoff", None) is not None:
                scene.faceoff = None   # the person closes the dogfight's show
            scene.perform(chooser.choice(game.legal_actions()))
            continue
        turns_seen += 1
        drawn = frame(app, scene, covers)
        said = [d.text for d in drawn if d.layer != "log"]
        assert any(f"{name} (computer) is playing".lower() in line.lower() for line in said), said
        assert not [line for line in said if TO_THE_PERSON.search(line)], said
        assert not [m.term for m in scene.drawn_marks.marks if MAY_ACT.search(m.term)]
        assert not [b.label for b in scene.buttons.buttons if b.action is not None]
        undo = next(b for b in scene.buttons.buttons if b.label == "Undo")
        assert not undo.enabled and f"{name} (computer) is playing" in undo.disabled_reason
        before = len(game.history)
        for _ in range(50):   # the computer's move arrives
            app.step(0.3)
            if len(game.history) > before:
                break
            assert not scene.box_open() and not covers   # it never plays with a box over the game
        assert len(game.history) > before and game.history[before].seat == machine
        assert not isinstance(app.stack.top, HandOffScene)   # never a hand-off to or from the computer
    assert turns_seen >= 6
    app.stack.close()


def test_the_computer_waits_while_a_dogfights_show_is_open(app, instant_computer):
    """Issue 31: after your dogfight the result stayed open while the computer played its
    whole turn behind it. Now it waits for Continue; Return first shows every card."""
    game = launch.new_game("carrier-strike", seed=8)
    chooser = random.Random(8)
    for _ in range(386):   # (found by play: red's next move ends a dogfight, yellow then moves)
        game.play(chooser.choice(game.legal_actions()))
    game.computer = {"yellow": "easy"}
    scene = open_scene(app, game)
    while app.stack.top is not scene:
        app.stack.pop()
    scene.perform(chooser.choice(game.legal_actions()))
    assert scene.faceoff is not None and game.to_move() == "yellow"
    moves = len(game.history)
    for _ in range(20):
        app.step(0.3)
    assert len(game.history) == moves and scene.box_open()   # the show is closed by the player only
    press = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r")
    scene.faceoff.tween.duration, scene.faceoff.tween.elapsed = 6.0, 0.0   # shown at normal speed: no card up yet
    app.handle(press)   # the first Return turns every card, and closes nothing
    assert scene.faceoff is not None and scene.faceoff.verdict_shown()
    app.handle(press)   # the second: Continue
    assert scene.faceoff is None
    for _ in range(20):
        app.step(0.3)
        if len(game.history) > moves:
            break
    assert game.history[moves].seat == "yellow"
    app.stack.close()


def test_a_ready_order_of_dogfight_cards_waits_for_confirm(app):
    """Issue 31: "Highest first" committed the cards at once. A choice that commits says so:
    the ready orders fill the row, and only "Confirm order" plays it."""
    game = launch.new_game("carrier-strike", seed=1)
    chooser = random.Random(1)
    while game.state.phase != "order":
        game.play(chooser.choice(game.legal_actions()))
    scene = open_scene(app, game)
    while app.stack.top is not scene:
        app.stack.pop()
        app.render_frames(1)
    moves = list(game.moves)
    highest = next(b for b in scene.buttons.buttons if b.label == "Highest first")
    assert highest.action is None and "Confirm" in highest.sublabel
    highest.on_click()
    hand = game.state.dogfight.hands[game.state.dogfight.to_order[0]]
    assert game.moves == moves and scene.picked == sorted(hand, reverse=True)
    confirm = next(b for b in scene.buttons.buttons if b.label == "Confirm order")
    assert confirm.enabled
    confirm.on_click()
    assert len(game.moves) == len(moves) + 1
    app.stack.close()


def test_a_hand_off_says_the_news_of_the_moves_since_the_last_hand_off(app):
    """Issue 31: a hand-off screen showed an old message instead of its own (a hit taken
    back since). Its note is a line the log holds now, logged since the last hand-off."""
    game = launch.new_game("carrier-strike", seed=5)
    scene = open_scene(app, game)
    rnd = random.Random(5)
    since, notes = len(scene.log.entries), 0
    for _ in range(240):
        if game.outcome() is not None:
            break
        top = app.stack.top
        if isinstance(top, HandOffScene):
            if top.note != "Nothing secret is shown until you click.":
                assert top.note in [line for line, _ in scene.log.entries[since:]]
                notes += 1
            app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" "))
            since = len(scene.log.entries)
        elif top is not scene:
            app.stack.pop()
        elif scene.faceoff is not None:
            scene.faceoff = None
        elif scene.live and not scene.motion.busy:
            if rnd.random() < 0.3 and game.can_undo():
                scene.undo()
            else:
                scene.perform(rnd.choice(game.legal_actions()))
        scene.update(0.05)   # (not drawn: the pending hand-off comes once the motion is over)
    assert notes >= 3
