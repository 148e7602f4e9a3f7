"""Issue 33: at an online table the hint is the server's (at ai.HINT_LEVEL, Normal): after H,
this computer works nothing out ahead, and asks its own worker nothing."""
import random
import time

import pygame

from conftest import Traced
from test_net_app import calm_pick, pump, table_against_a_bot


def test_no_hint_is_worked_out_ahead_at_an_online_table(server, monkeypatch, tmp_path):
    monkeypatch.setenv("SORTIE_HOME", str(tmp_path))
    app, scene, thread, _result = table_against_a_bot(server, "battaglia-navale", Traced(1))
    game, remote = scene.game, scene.remote
    rnd, hinted, moves, end = random.Random(3), False, 0, time.monotonic() + 60
    try:
        while game.outcome() is None and time.monotonic() < end:   # the app's person's moves, to the end
            pump(app, lambda: game.outcome() is not None or (remote.up and remote.sent is None
                                                             and game.to_move() == game.seat), 10)
            if game.outcome() is not None:
                break
            if not hinted and game.state.phase == "turn":   # H: the server's search
                app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode=""))
                assert pump(app, lambda: scene.hint_shown() is not None, 10)
                hinted = True
            if hinted and moves < 6:
                pump(app, lambda: False, 0.1)   # frames in which a local game would think ahead
            assert scene.worker is None and scene.asked_for is None
            scene.perform(calm_pick(rnd, game.legal_notations()))
            moves += hinted
        assert hinted and moves >= 3
        pump(app, lambda: game.ended is not None, 5)
        thread.join(10)   # (the bot's game is over: its thread ends)
    finally:
        scene.exit()
