"""Play online (issue 29) with its list full: eight tables under My online games, each a
row of its own, above the Back button and clear of each other, and the screen's words in
their places (layout_check)."""
import socket

from game.net.client import keep_token
from game.scenes.online_menu import ROWS, OnlineScene
from layout_check import frame_problems
from test_layout import buttons_over_buttons


def test_the_play_online_screen_with_its_list_full_fits(app, monkeypatch, tmp_path):
    monkeypatch.setenv("SORTIE_HOME", str(tmp_path))
    with socket.socket() as s:   # a loopback port nobody listens on: each table's status fails at once
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    for k in range(ROWS + 2):
        keep_token(f"ws://127.0.0.1:{port}", f"T{k:05d}", "red", "x" * 48)
    scene = OnlineScene(app)
    assert len(scene.rows) == ROWS
    app.stack.clear_to(scene)
    app.render_frames(2)
    assert not frame_problems(app)
    assert not buttons_over_buttons(scene)


def test_join_and_watch_ask_for_a_code_of_six_and_refuse_another(app, monkeypatch, tmp_path):
    monkeypatch.setenv("SORTIE_HOME", str(tmp_path))
    scene = OnlineScene(app)
    app.stack.clear_to(scene)
    opened = []
    monkeypatch.setattr(scene, "open", opened.append)
    for ask, kind in ((scene.ask_code, "sit"), (scene.ask_watch, "watch")):
        ask()
        box = app.stack.top
        box.value = "ab12"
        box.accept()
        assert not opened and "six letters and digits" in app.toasts.items[-1][0]
        ask()
        box = app.stack.top
        box.value = " ab12cd "
        box.accept()
        assert opened.pop() == {"kind": kind, "table": "AB12CD"}
