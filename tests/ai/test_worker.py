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


def test_a_search_answers_with_a_legal_move_from_the_worker():
    game = launch.new_game("steam-torpedo", seed=4)
    worker = Worker()
    try:
        worker.ask(game, game.to_move(), "easy", 99)
        answer = None
        for _ in range(600):
            answer = worker.poll()
            if answer is not None:
                break
            time.sleep(0.05)
        assert answer is not None and "error" not in answer
        assert answer["notation"] in game.legal_notations()
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
