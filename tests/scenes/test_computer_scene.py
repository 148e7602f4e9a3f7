"""Issue 14 through the scenes: a game against the computer headless (frames drawn while it
thinks, its moves played through the scene), no hand-off to the computer, its hidden
information never on screen, undo against it, Esc and quitting while it thinks, the hint (H)
in all five games, and the new-game screen's seats."""
import random
import time

import pygame
import pytest

from game import ai, launch
from game.ai.players import RandomPlayer
from game.scenes.modal import ChoiceScene, HandOffScene
from game.scenes.new_game import NewGameScene
from game.ui import theme
from game.ui.png import save as save_png
from scene_helpers import open_scene


def key(app, k, mod=0):
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=""))


GUARD = 30_000  # frames: a guard against a hang (about ten minutes), not a measure of speed


def run_until(app, done):
    """Frames until ``done()`` (one every 20 ms); returns how many were drawn."""
    drawn = 0
    for _ in range(GUARD):
        if done():
            return drawn
        drawn += app.step(0.02)
        time.sleep(0.02)
    raise AssertionError("the scene never got there")


def test_a_short_game_against_the_computer_draws_frames_while_it_thinks(app):
    game = launch.new_game("steam-torpedo", seed=3)
    game.computer = {"rochelle": "easy"}
    scene = open_scene(app, game)
    person = RandomPlayer(1)
    frames_thinking = computer_moves = 0
    for _ in range(GUARD):
        if len(game.history) >= 40 or game.outcome() is not None:
            break
        if game.to_move() == "talion" and not scene.moving:
            scene.perform(person.choose(game))
        before = len(game.history)
        drew = app.step(0.02)
        if scene.thinking_seat == "rochelle" and drew:
            frames_thinking += 1
        if len(game.history) > before and game.history[-1].seat == "rochelle":
            computer_moves += 1
        assert not isinstance(app.stack.top, HandOffScene)  # never a hand-off to or from the computer
        time.sleep(0.01)
    assert computer_moves >= 3
    assert frames_thinking >= 3  # the window kept drawing while the search ran
    assert any(p.seat == "rochelle" for p in game.history) and game.history[-1].notation in game.moves
    app.stack.close()  # the scene closes: its worker ends
    assert scene.worker is None


def test_the_computer_seat_hidden_pilots_are_never_on_screen(app):
    game = launch.new_game("carrier-strike", seed=6)
    game.computer = {"yellow": "easy"}
    scene = open_scene(app, game)
    for _ in range(GUARD):
        if game.state.phase not in ("place", "pilots"):
            break
        if game.to_move() == "red" and scene.asked_for is None:
            scene.perform(game.legal_actions()[0])
        app.step(0.02)
        time.sleep(0.01)
    assert scene.viewer == "red"
    shown = scene.st
    assert all(p.pilot is None for p in shown.planes.values() if p.side == "yellow")
    assert all(p.pilot is not None for p in game.state.planes.values())
    assert not isinstance(app.stack.top, HandOffScene)
    app.stack.close()


def test_undo_takes_back_your_decision_with_the_computers_replies(app):
    game = launch.new_game("battaglia-navale", seed=4)
    game.computer = {"grey": "easy"}
    scene = open_scene(app, game)
    scene.perform("islands")  # a draw: undo stops there
    while game.to_move() != "white" or game.state.phase != "battery":
        scene.perform(game.legal_actions()[0])
    mine = len(game.history)
    scene.perform(game.legal_actions()[0])  # white's battery
    assert game.to_move() == "grey"
    scene.perform(game.legal_actions()[0])  # grey's reply, as the computer would play it
    assert game.history[-1].seat == "grey" and game.to_move() == "white"
    replies = [p.events[0].text for p in game.history[mine:]]
    scene.undo()
    assert len(game.history) == mine and game.to_move() == "white"
    # in the log's words, your decision and the computer's reply (issue 31: no notation)
    assert scene.log.entries[-1][0] == f"(undone: {'; '.join(replies)})"


def test_undo_refused_after_a_reveal_says_whose_move_revealed_it(app):
    """Issue 31: Ctrl+Z after your own draw (the computer replied since) names your draw as
    the reason, not the computer's move; after the computer's draw, the computer's."""
    def refusal_when(revealer: str) -> str:
        game = launch.new_game("battaglia-navale", seed=4)
        game.computer = {"grey": "easy"}
        scene = open_scene(app, game)
        chooser = random.Random(4)

        def met() -> bool:   # white (you) to move, and the last reveal is the one wanted
            history = game.history
            last = len(history) - game.undoable() - 1
            if game.to_move() != "white" or last < 0 or scene.undo_count() <= game.undoable():
                return False
            yours = history[last].seat == "white" and all(p.seat == "grey" for p in history[last + 1:])
            return yours if revealer == "white" else history[last].seat == "grey" and not yours
        for _ in range(600):   # both seats' moves played here as each would be, until it is met
            if met():
                break
            scene.perform(chooser.choice(game.legal_actions()))
        assert met()
        scene.undo()
        said = app.toasts.items[-1][0]
        app.stack.close()
        return said
    assert refusal_when("white") == "Cannot undo: Your last move revealed a card or a die roll: it stands"
    assert refusal_when("grey") == "Cannot undo: The computer's reply revealed a card or a die roll: it stands"


def test_esc_and_quitting_work_while_the_computer_thinks(app):
    game = launch.new_game("carrier-strike", seed=9)
    game.computer = {"red": "hard", "yellow": "hard"}
    scene = open_scene(app, game)
    run_until(app, lambda: scene.worker is not None and scene.worker.busy)
    pid = scene.worker.process.pid
    key(app, pygame.K_F1)
    assert type(app.stack.top).__name__ == "RulesScene"  # the rules, at once
    app.step(0.02)
    app.pop()
    assert scene.worker is not None and scene.worker.busy  # still thinking meanwhile
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, ChoiceScene)  # the menu, at once
    app.step(0.02)
    app.to_title()  # Quit to title: the search is cancelled, its process ended
    assert scene.worker is None
    with pytest.raises(ProcessLookupError):
        import os
        os.kill(pid, 0)
        with open(f"/proc/{pid}/stat") as f:
            if f.read().split(")")[-1].split()[0] == "Z":
                raise ProcessLookupError


@pytest.mark.parametrize("game_id, words", [
    ("same4cats", "the mission hits"),
    ("thunderbirds", "the mission succeeds"),
    ("battaglia-navale", "chance to win"),
    ("steam-torpedo", "chance to win"),
    ("carrier-strike", "chance to win"),
])
def test_h_shows_a_hint_and_never_plays_it(app, monkeypatch, tmp_path, game_id, words):
    monkeypatch.setattr(ai, "LOCAL_HINT_LEVEL", "easy")
    game = launch.new_game(game_id, seed=2)
    scene = open_scene(app, game)
    moves = list(game.moves)
    key(app, pygame.K_h)
    run_until(app, lambda: scene.hint_answer is not None)
    line = scene.hint_answer["line"]
    assert line.startswith("Hint: ") and words in line and "%" in line
    # how sure the estimate is, not how many playouts the time cap left (issue 31)
    assert "give or take" in line and "playout" not in line
    assert scene.hint_answer["notation"] in game.legal_notations()
    assert game.moves == moves  # shown, never played
    surface = app.render_frames(1)
    save_png(surface, str(tmp_path / f"hint-{game_id}.png"))
    area = scene.hint_area   # the hint's card sits at the foot of the log panel, over no board
    pink = [(x, y) for x in range(area.left, area.right, 2) for y in range(area.top, area.bottom, 2)
            if surface.get_at((x, y))[:3] == theme.HINT]
    assert len(pink) > 40 and min(y for _, y in pink) > area.centery - 80
    from game.scenes.computer import ring_rects
    for mark in ring_rects(scene._hint_marks(scene.hint_answer["notation"])):  # each suggested thing is ringed
        ring = mark.inflate(8, 8).clip(surface.get_rect())
        assert surface.get_at((ring.left + 1, ring.centery))[:3] == theme.HINT
    app.stack.close()


def test_the_log_s_last_lines_stay_above_the_hint_s_card(app, monkeypatch):
    """The card at the foot of the log covers no line: the log ends above it while it shows,
    and takes the room back when it goes."""
    import random

    from game.ui import text
    monkeypatch.setattr(ai, "LOCAL_HINT_LEVEL", "easy")
    game = launch.new_game("carrier-strike", seed=4)
    chooser = random.Random(4)
    for _ in range(40):   # a log longer than its panel
        game.play(chooser.choice(game.legal_actions()))
    scene = open_scene(app, game)

    def drawn():
        text.start_recording()
        app.changed()
        app.render_frames(1)
        return text.stop_recording()
    before = [d for d in drawn() if d.layer == "log"]
    key(app, pygame.K_h)
    run_until(app, lambda: scene.hint_answer is not None)
    lines = drawn()
    card = [d for d in lines if d.layer == "toast" and scene.hint_area.contains(d.rect)]
    logged = [d for d in lines if d.layer == "log"]
    assert card and logged and len(logged) < len(before)
    assert max(d.rect.bottom for d in logged) <= min(d.rect.top for d in card) - 6
    assert logged[-1].text == before[-1].text   # still the newest line, drawn higher
    # the suggestion (here a launch) is ringed on the board too: a plane on its deck has its place
    assert scene.hint_answer["notation"].startswith("launch ") and scene._hint_marks(scene.hint_answer["notation"])
    scene.perform(scene.hint_answer["notation"])   # played: the card goes, the log takes its room back
    app.step(0.02)
    assert scene.hint_shown() is None and scene.log.foot == 0
    app.stack.close()


def test_new_game_screen_seats_cycle_human_and_computer_levels_and_are_remembered(app):
    new = NewGameScene(app, "steam-torpedo")
    app.push(new)
    seat_buttons = [b for b in new.buttons.buttons if b.label == "Human"]
    assert len(seat_buttons) == 2
    seat_buttons[1].on_click()
    assert new.computer == {"rochelle": "easy"}
    labels = [b.label for b in new.buttons.buttons]
    assert "Computer: Easy" in labels
    for _ in range(2):
        next(b for b in new.buttons.buttons if b.label.startswith("Computer")).on_click()
    assert new.computer == {"rochelle": "hard"}
    start = next(b for b in new.buttons.buttons if b.label == "Start")
    start.on_click()
    scene = next(s for s in app.stack.scenes if hasattr(s, "game"))  # (a first game's how-to may be above it)
    assert scene.game.computer == {"rochelle": "hard"}
    assert app.settings.game_options["steam-torpedo"]["computer"] == {"rochelle": "hard"}
    again = NewGameScene(app, "steam-torpedo")
    assert again.computer == {"rochelle": "hard"}  # remembered for the next game
    app.stack.close()


def test_the_hint_names_the_move_in_the_logs_words_and_never_a_result_to_come(app):
    """The hint's line says the move as the log will (not its notation); a move that draws a
    card or rolls a die is said in its game's words before it is played (issue 31: never its
    notation), so that no result to come is shown."""
    game = launch.new_game("steam-torpedo", seed=2)
    scene = open_scene(app, game)
    notation = str(game.legal_actions()[0])
    words = scene.describe_move(notation)
    assert words != notation and words == game.play(notation)[0].text
    app.stack.close()
    s4c = launch.new_game("same4cats", seed=2)
    s4c.play(s4c.legal_actions()[0])          # the target is chosen
    scene = open_scene(app, s4c)
    assert "draw" in s4c.legal_notations()
    words = scene.describe_move("draw")   # it would turn a card: the card is not shown
    assert words == s4c.rules.describe(s4c.view(), s4c.rules.parse("draw")) and words.startswith("Draw the next Event card")
    app.stack.close()


def test_a_computer_decision_that_fails_is_logged_never_shown_and_a_legal_move_played(app):
    """Issue 30: a fallback is a defect: its traceback goes to the player's log file
    (game/defects.py), nothing about it reaches the screen, and a legal move is played."""
    from game import paths
    game = launch.new_game("steam-torpedo", seed=3)
    game.computer = {game.to_move(): "easy"}
    scene = open_scene(app, game)
    run_until(app, lambda: scene.asked_for is not None)
    scene.answer = {"error": "RuntimeError: a planted defect",
                    "traceback": "Traceback (most recent call last):\nRuntimeError: a planted defect"}
    run_until(app, lambda: len(game.history) == 1)
    assert game.history[0].seat in game.computer
    log = paths.log_file().read_text(encoding="utf-8")
    assert "fell back to a legal move" in log and "RuntimeError: a planted defect" in log
    assert not [m for m, _, _ in app.toasts.items if "computer" in m.lower() or "defect" in m]
    app.stack.close()
