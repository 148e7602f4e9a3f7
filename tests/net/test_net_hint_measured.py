"""Issue 33: an online table's hint names the move the app's hint names (its card measured on
the same futures, ties to the game's favourite: game/ai/mcts.py ``_measured_top``), so that
asked at the same position on any table it names the same move, though each table's search
seed differs (``search_seed`` hashes the table's code) and the search's most tried with it."""
import asyncio
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import hint_positions  # noqa: E402

from game.ai import search_seed  # noqa: E402
from game.ai.players import decide  # noqa: E402
from game.net.server import Conn, Server  # noqa: E402
from game.net.table import Table  # noqa: E402

class Socket:
    """A connection's socket that keeps what the server sends it."""
    def __init__(self):
        self.sent = []

    async def send(self, text: str) -> None:
        self.sent.append(json.loads(text))


CODES = ("ABCDEF", "GHJKLM", "NPQRST", "UVWXYZ", "234567", "ACEGJL", "BDFHKM", "NQSUWY", "PRTVXZ", "246835")


def test_the_online_hint_names_one_move_on_every_table_where_the_computers_choice_varies(tmp_path):
    # Carrier Strike, a policy game of seed 9 after 125 moves: Rg's next hex, of moves about
    # equally good (the search's most tried differs with its seed)
    played = hint_positions.from_policy("carrier-strike", 1, 9)[0]["_game"]
    server = Server(tmp_path)
    server.time_cap = False   # the playouts only: the same searches on any machine, however busy
    hints, chosen = [], []
    for code in CODES:
        table = Table.new(code, "carrier-strike", dict(played.options), {}, seed=played.seed)
        for move in played.moves:
            table.game.play(move)
        seat = table.game.to_move()
        conn = Conn(Socket(), "127.0.0.1")   # the seat to move, asking as H does at an online table
        conn.table, conn.seat = table, seat
        asyncio.run(server._hint(conn, {"kind": "hint", "level": "normal"}))
        reply = conn.ws.sent[-1]
        assert reply["kind"] == "hint" and reply["n"] == len(played.moves)
        hints.append(reply["move"])
        game = table.game   # the computer player's choice at the same seed: the most tried
        view = game.rules.view(game.state, seat)
        chosen.append(decide(game.rules, view, seat, "normal", search_seed(game.seed, seat, len(game.history), code),
                             time_cap=False).notation)
    named = max(set(hints), key=hints.count)
    assert len(set(chosen)) >= 3 and chosen.count(named) <= 5, chosen   # the computer's choice varies
    assert hints.count(named) >= 8 and named in played.legal_notations(), hints   # the hint's hardly
