"""Issue 33 through the scenes: the hint thinks ahead. After the first H, a person's position
gets its hint worked out unseen in the worker (purpose "ahead"); H shows it at once, or shows
it when it comes without asking again; a move voids it; never where H was never pressed, at
an online table (tests/net/test_net_hint_ahead.py), when the game is over or while the
computer is to move. Real worker processes, as test_computer_scene.py's."""
import random

import pygame
import pytest

from game import ai, launch
from game.ai.worker import Worker
from game.scenes.computer import ComputerSeats
from scene_helpers import open_scene
from test_computer_scene import key, run_until


@pytest.fixture
def asked(monkeypatch):
    """Every question the scenes put to the worker: (seat, level, purpose), and the worker's
    own asks (a question turned visible is not asked again)."""
    log = {"scene": [], "worker": []}
    scene_ask, worker_ask = ComputerSeats._ask, Worker.ask

    def ask_of_scene(self, seat, level, purpose):
        log["scene"].append((seat, level, purpose))
        return scene_ask(self, seat, level, purpose)

    def ask_of_worker(self, game, seat, *args, **kwargs):
        log["worker"].append((seat, tuple(game.moves), args, tuple(sorted(kwargs.items()))))
        return worker_ask(self, game, seat, *args, **kwargs)
    monkeypatch.setattr(ComputerSeats, "_ask", ask_of_scene)
    monkeypatch.setattr(Worker, "ask", ask_of_worker)
    return log


def purpose(scene):
    return scene.asked_for[2] if scene.asked_for is not None else None


def ahead_ready(scene):
    return scene.ahead is not None and scene.ahead["key"] == scene._key()


def first_hint(app, scene):
    key(app, pygame.K_h)
    run_until(app, lambda: scene.hint_shown() is not None)


def test_after_the_first_h_a_persons_position_is_worked_out_ahead_unseen_and_h_shows_it_at_once(
        app, monkeypatch, asked):
    monkeypatch.setattr(ai, "LOCAL_HINT_LEVEL", "easy")
    game = launch.new_game("steam-torpedo", seed=3)
    game.computer = {"rochelle": "easy"}
    scene = open_scene(app, game)
    assert game.to_move() == "talion"
    first_hint(app, scene)
    scene.perform(scene.hint_answer["notation"])
    # the computer replies (never thought ahead for); then the person's position is worked out ahead
    cards = []

    def seen():
        if purpose(scene) == "ahead":
            cards.append(scene._card())
        return game.to_move() == "talion" and ahead_ready(scene)
    run_until(app, seen)
    assert [p for _, _, p in asked["scene"]].count("ahead") >= 1
    assert all(p != "ahead" or seat == "talion" for seat, _, p in asked["scene"])   # the person's seat, its view
    assert all(seat in game.computer for seat, _, p in asked["scene"] if p == "move")
    assert cards and all(c is None for c in cards), "nothing is shown while it thinks ahead"
    assert scene.hint_shown() is None
    asks = len(asked["worker"])
    key(app, pygame.K_h)   # shown at once: no frame, no question, no "Working out" card
    assert scene.hint_shown() == scene.ahead["answer"]["notation"] and len(asked["worker"]) == asks
    assert scene.thinking_seat is None and "Working out" not in str(scene._card().parts)
    ahead_question = asked["worker"][-1]
    moves = list(game.moves)
    app.stack.close()

    # the same position, H asked there first: the same question of the search (the position, the
    # seat, the level, the hint's seed), so the same hint where no time cap cuts it short
    again = launch.new_game("steam-torpedo", seed=3)
    for m in moves:
        again.play(m)
    again.computer = {"rochelle": "easy"}
    other = open_scene(app, again)
    first_hint(app, other)
    assert asked["scene"][-1] == ("talion", "easy", "hint")
    assert asked["worker"][-1] == ahead_question and ahead_question[1] == tuple(moves)
    assert other.hint_answer["notation"] in again.legal_notations()
    app.stack.close()


def test_h_while_it_thinks_ahead_shows_the_card_then_the_hint_without_asking_again(app, monkeypatch, asked):
    monkeypatch.setattr(ai, "LOCAL_HINT_LEVEL", "normal")   # (long enough to press H meanwhile)
    game = launch.new_game("same4cats", seed=2)
    scene = open_scene(app, game)
    first_hint(app, scene)
    scene.perform(game.legal_actions()[0])
    run_until(app, lambda: purpose(scene) == "ahead")
    assert scene._card() is None
    asks = len(asked["worker"])
    key(app, pygame.K_h)
    assert purpose(scene) == "hint" and "Working out a hint" in str(scene._card().parts)
    run_until(app, lambda: scene.hint_shown() is not None)
    assert len(asked["worker"]) == asks   # the search ahead became the hint: no second question
    assert scene.hint_answer["key"] == scene._key() and scene.hint_shown() in game.legal_notations()
    app.stack.close()


def test_a_persons_move_voids_the_question_worked_out_ahead_and_the_computer_asks_at_once(app, monkeypatch, asked):
    monkeypatch.setattr(ai, "LOCAL_HINT_LEVEL", "easy")
    game = launch.new_game("steam-torpedo", seed=3)
    game.computer = {"rochelle": "easy"}
    scene = open_scene(app, game)
    first_hint(app, scene)
    monkeypatch.setattr(ai, "LOCAL_HINT_LEVEL", "hard")   # (seconds of work: still running at each move)
    scene.perform(scene.hint_answer["notation"])
    run_until(app, lambda: game.to_move() == "talion" and purpose(scene) == "ahead")
    pid, chooser = scene.worker.process.pid, random.Random(1)
    while game.to_move() == "talion":   # each move of the person voids the question worked out ahead
        void = scene.worker.waiting
        scene.perform(chooser.choice(game.legal_actions()))
        app.step(0.02)   # the next frame: the question ahead is void, the next one asked
        assert scene.worker.waiting not in (None, void)
        assert scene.worker.process.pid == pid   # the worker dropped it: no process started again
    assert purpose(scene) == "move" and asked["scene"][-1][2] == "move"   # the computer's, at once
    mine = len(game.history)
    run_until(app, lambda: len(game.history) > mine)   # the computer's reply comes
    assert game.history[mine].seat == "rochelle"
    assert scene.ahead is None or scene.ahead["key"] != scene._key()
    app.stack.close()


def test_the_menu_voids_the_question_worked_out_ahead_until_it_closes(app, monkeypatch, asked):
    monkeypatch.setattr(ai, "LOCAL_HINT_LEVEL", "normal")
    game = launch.new_game("same4cats", seed=2)
    scene = open_scene(app, game)
    first_hint(app, scene)
    scene.perform(game.legal_actions()[0])
    run_until(app, lambda: purpose(scene) == "ahead")
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is not scene
    app.step(0.02)
    assert scene.asked_for is None and not scene.worker.busy
    app.pop()
    run_until(app, lambda: ahead_ready(scene))   # asked again once the menu is gone
    app.stack.close()


def test_no_question_ahead_where_h_was_never_pressed(app, asked):
    game = launch.new_game("steam-torpedo", seed=3)
    game.computer = {"rochelle": "easy"}
    scene = open_scene(app, game)
    for _ in range(4):   # the person's moves and the computer's replies
        run_until(app, lambda: game.to_move() == "talion" and scene.asked_for is None)
        scene.perform(random.Random(len(game.history)).choice(game.legal_actions()))
    for _ in range(10):
        app.step(0.02)
    assert asked["scene"] and all(p == "move" for _, _, p in asked["scene"])
    app.stack.close()


def test_no_question_ahead_once_the_game_is_over(app, monkeypatch, asked):
    monkeypatch.setattr(ai, "LOCAL_HINT_LEVEL", "easy")
    game = launch.new_game("steam-torpedo", seed=5)
    chooser = random.Random(5)
    while game.outcome() is None:
        game.play(chooser.choice(game.legal_actions()))
    last, person = game.moves[-1], game.history[-1].seat
    near = launch.new_game("steam-torpedo", seed=5)
    for m in game.moves[:-1]:
        near.play(m)
    near.computer = {s: "easy" for s in near.players if s != person}   # (no hand-off screen after the move)
    scene = open_scene(app, near)
    first_hint(app, scene)
    scene.perform(last)   # the game ends
    assert near.outcome() is not None
    for _ in range(10):
        app.step(0.02)
    assert [p for _, _, p in asked["scene"]] == ["hint"] and scene.asked_for is None
    app.stack.close()
