"""Issue 14: the search runs in a worker process; a cancelled search leaves no process behind."""
import os
import time

from game import launch
from game.ai.worker import Worker


def alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    # a zombie still answers kill(0): read its state where /proc exists
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().split(")")[-1].split()[0] != "Z"
    except OSError:
        return True


def answered(worker: Worker) -> dict:
    """The worker's answer to its question, waited for up to 30 s; no error in it."""
    answer = None
    for _ in range(600):
        answer = worker.poll()
        if answer is not None:
            break
        time.sleep(0.05)
    assert answer is not None and "error" not in answer
    return answer


def test_a_search_answers_with_a_legal_move_from_the_worker():
    game = launch.new_game("steam-torpedo", seed=4)
    worker = Worker()
    try:
        worker.ask(game, game.to_move(), "easy", 99)
        answer = answered(worker)
        assert answer["notation"] in game.legal_notations()
    finally:
        worker.close()


def test_a_seat_kind_is_searched_in_the_worker_as_in_this_process():
    """Carrier Strike's Hard (ai.SEAT_KINDS: 60 playouts by the fitted weights) asked of the
    worker: the decision the same search makes here."""
    import random

    from game.ai.players import decide
    game = launch.new_game("carrier-strike", seed=6)
    chooser = random.Random(6)
    while len(game.legal_actions()) < 3 or game.state.phase == "place":
        game.play(chooser.choice(game.legal_actions()))
    seat = game.to_move()
    here = decide(game.rules, game.rules.view(game.state, seat), seat, "hard@fitted+p60", 99, time_cap=False)
    worker = Worker()
    try:
        worker.ask(game, seat, "hard@fitted+p60", 99)
        answer = answered(worker)
        assert answer["notation"] == here.notation and answer["playouts"] == here.playouts == 60
        assert answer["estimate"] == here.estimate   # (judged by the same weights: the fitted ones)
    finally:
        worker.close()


def test_a_cancelled_search_leaves_no_process_behind():
    game = launch.new_game("carrier-strike", seed=4)
    worker = Worker()
    worker.ask(game, game.to_move(), "hard", 7, quick_single=False)  # seconds of work
    pid = worker.process.pid
    assert alive(pid) and worker.busy
    worker.cancel()
    assert not worker.busy and worker.process is None
    assert not alive(pid)
    assert worker.poll() is None


def test_closing_an_idle_worker_ends_its_process():
    game = launch.new_game("steam-torpedo", seed=5)
    worker = Worker()
    worker.ask(game, game.to_move(), "easy", 1)
    pid = worker.process.pid
    while worker.poll() is None:
        time.sleep(0.05)
    assert alive(pid)  # kept for the next question
    worker.close()
    assert not alive(pid)


def answer_of(worker, limit_s=120):
    deadline = time.monotonic() + limit_s
    while time.monotonic() < deadline:
        answer = worker.poll()
        if answer is not None:
            return answer
        time.sleep(0.02)
    raise AssertionError("no answer in time")


def test_a_search_in_two_trees_grows_them_in_two_processes_and_decides_as_one_after_the_other():
    """Issue 33: root-parallel search. Two trees grow in two processes at once, the first sums
    their roots; the decision, its estimate and the hint's card are those of the same search
    grown in one process (game/ai/players.py ``decide``)."""
    from game.ai.players import decide
    game = launch.new_game("steam-torpedo", seed=6)
    while len(game.legal_actions()) < 3:
        game.play(game.legal_actions()[0])
    seat = game.to_move()
    view = game.rules.view(game.state, seat)
    worker = Worker(processes=2)
    try:
        for quick in (True, False):   # the computer's move; the hint (its moves measured)
            worker.ask(game, seat, "hard", 4242, quick_single=quick, scale=0.1, parts=2)
            assert len(worker.processes) == 2 and all(p.is_alive() for p, _ in worker.processes)
            answer = answer_of(worker)
            assert "error" not in answer, answer
            serial = decide(game.rules, view, seat, "hard", 4242, quick_single=quick, scale=0.1, time_cap=False,
                            parts=2)
            assert (answer["notation"], answer["estimate"], answer["playouts"]) == \
                (serial.notation, serial.estimate, serial.playouts)
            assert answer["top"] == serial.top
            assert serial.playouts == 100   # two trees of 50 playouts
    finally:
        worker.close()


def test_a_cancelled_parted_search_leaves_no_process_behind():
    game = launch.new_game("carrier-strike", seed=4)
    worker = Worker(processes=2)
    worker.ask(game, game.to_move(), "hard", 7, quick_single=False, parts=2)
    pids = [p.pid for p, _ in worker.processes]
    assert len(pids) == 2 and all(alive(pid) for pid in pids)
    worker.cancel()
    assert not worker.busy and worker.processes == []
    assert not any(alive(pid) for pid in pids)


def test_a_dropped_search_stops_unanswered_and_its_process_answers_the_next_question():
    """Issue 33: ``drop`` voids the question asked (a hint worked out ahead whose position
    changed) and keeps the process: its search stops at its next sample and sends nothing,
    and the same process answers the next question (no process start, no rebuild)."""
    game = launch.new_game("carrier-strike", seed=4)
    seat = game.to_move()
    worker = Worker(processes=1)
    try:
        worker.ask(game, seat, "easy", 1)
        answer_of(worker)   # the process holds the game
        pid = worker.process.pid
        dropped = worker.ask(game, seat, "hard", 7, quick_single=False)   # seconds of work
        time.sleep(0.2)
        worker.drop()
        assert not worker.busy and alive(pid)
        asked = worker.ask(game, seat, "easy", 2)
        first = worker.processes[0][1].recv()   # the first thing the process says after the drop
        assert first["id"] == asked != dropped and "error" not in first, first
        assert first["notation"] in game.legal_notations() and worker.process.pid == pid
    finally:
        worker.close()
