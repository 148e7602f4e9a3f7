"""A Steam Torpedo or Carrier Strike move made at another computer, on this computer's
screen (issue 29): the game's scene receives the server's update (its events as this seat
may read them, game/net/table.py) and starts the same animations and sounds as for the
computer's move at the hot seat. The update comes from a table in the test's process
through a stand-in for the connection (game/scenes/online.py reads ``messages()``), so
that nothing here waits on a network or a clock: the assertions read the scenes'
animation queues and the sounds asked for, never timing."""
from __future__ import annotations

import json
import queue
import random

import pytest

from game import games
from game.app import App
from game.net.remote import RemoteGame
from game.net.table import Table
from game.scenes.online import RemoteSeats
from game.scenes.open_game import scene_class
from game.session.game import Game
from game.settings import Settings


class Wire:
    """The connection's stand-in: what the table sends, as JSON and back."""

    def __init__(self):
        self.inbox: queue.Queue = queue.Queue()

    def put(self, msg: dict) -> None:
        self.inbox.put(json.loads(json.dumps(msg)))

    def messages(self) -> list:
        out = []
        while not self.inbox.empty():
            out.append(self.inbox.get_nowait())
        return out

    def send(self, msg: dict) -> bool:
        return True

    def close(self) -> None:
        pass


def app_with_sounds():
    app = App(Settings(animation="normal"), headless=True)
    app.heard = []
    app.sounds.play = lambda name, volume=0.6: app.heard.append(name) or True
    return app


def shown(scene, game_id: str):
    """What a move started on the scene: its animation queues (the moving glides are left
    out: a glide starts from the pose last drawn)."""
    if game_id == "steam-torpedo":
        return ([s[:2] for s in scene.shots], sorted(scene.flashes), sorted(scene.flips),
                scene.popup[0] if scene.popup else None)
    return ([d.value for d in scene.dice], scene.dice_note, dict(scene.facing),
            [(b[0], b[2], b[3]) for b in scene.motion.bursts], scene.faceoff is not None)


# seeds whose random games reach, within their first moves, the other seat's attacks and a
# compartment destroyed, or a dogfight whose cards the other side orders first
@pytest.mark.parametrize("game_id,options,seed", [("steam-torpedo", {"build": "custom"}, 2),
                                                  ("carrier-strike", {"quiet_limit": 40}, 10),
                                                  ("carrier-strike", {"quiet_limit": 40, "players": 4}, 1)])
def test_a_remote_move_animates_and_sounds_as_the_computers_at_the_hot_seat(game_id, options, seed, monkeypatch,
                                                                           tmp_path):
    monkeypatch.setenv("SORTIE_HOME", str(tmp_path))
    rules = games.rules_for(game_id)
    table = Table("EVENTS", Game(rules, seed, options, keep_history=False), "salt", "hash", {}, {}, "today")
    me = table.game.players[0]
    # this computer: the table's seat, its other seats elsewhere
    wire, remote_app = Wire(), app_with_sounds()
    wire.put(table.with_view(table.snapshot(me, set()), me, True))
    game = RemoteGame(wire.messages()[0])
    game.remote = RemoteSeats(game, wire)
    remote = scene_class(game_id)(remote_app, game, autosave=False)
    remote_app.push(remote)
    # the hot seat: the same game, its other seats the computer's (their moves played here)
    hot_app = app_with_sounds()
    hot_game = Game(rules, seed, options)
    hot_game.computer = {s: "normal" for s in hot_game.players if s != me}
    hot = scene_class(game_id)(hot_app, hot_game, autosave=False)
    hot_app.push(hot)
    rnd, compared, busy, kinds = random.Random(seed), 0, 0, set()
    for k in range(900):   # Carrier Strike: on to a dogfight (its cards ordered by the other side first)
        g = table.game
        if g.outcome() is not None or (k >= 160 and (game_id == "steam-torpedo" or "face_off" in kinds)):
            break
        mover, move = g.to_move(), rnd.choice(g.legal_notations())
        table.play(mover, move, k)
        del remote_app.heard[:], hot_app.heard[:]
        wire.put(table.with_view(table.update(me, k), me, True))
        remote.think(0.0, False)                         # the update arrives: the scene plays it
        assert len(game.history) == k + 1 and game.history[-1].notation == table.update(me, k)["move"]
        hot.perform(move)
        if mover == me:
            continue
        assert remote_app.heard == hot_app.heard, (k, move)
        assert shown(remote, game_id) == shown(hot, game_id), (k, move)
        compared += 1
        busy += bool(remote_app.heard) and any(shown(remote, game_id)[:2])
        kinds |= {e.kind for e in game.history[-1].events}
    assert compared > 30 and busy > 5, (compared, busy)
    assert ({"build", "attack", "damage", "destroyed"} if game_id == "steam-torpedo"
            else {"roll", "fly", "cards_ordered", "face_off"}) <= kinds
    remote.exit()
